/**
 * The one shape of an action's outcome: failures the guest should read are data, not exceptions
 * (docs/architecture.md §3, after Hydrogen's `{ ok, errors }`). `message` is already in the guest's
 * words, made by `userMessage()` (src/api/errors.ts); field problems, where a form has them, go in
 * `fields`.
 */
export type Result<T = undefined> =
  | { readonly ok: true; readonly value: T }
  | {
      readonly ok: false;
      readonly message: string;
      readonly fields?: Readonly<Record<string, string>>;
    };

/**
 * A success.
 * @example ok() // { ok: true, value: undefined }
 */
export function ok(): Result;
export function ok<T>(value: T): Result<T>;
export function ok<T>(value?: T): Result<T | undefined> {
  return { ok: true, value };
}

/**
 * A failure with the text the guest reads, and optionally each field's problem.
 * @example fail('Please enter a valid address') // { ok: false, message: 'Please enter a valid address' }
 */
export function fail(message: string, fields?: Readonly<Record<string, string>>): Result<never> {
  return fields ? { ok: false, message, fields } : { ok: false, message };
}
