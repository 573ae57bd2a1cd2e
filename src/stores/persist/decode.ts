/**
 * Checks for values read back from localStorage (docs/architecture.md §5: a corrupted or
 * hand-edited value falls back to the default). Type guards rather than a schema library: the
 * stored values are small and flat, and these checks ship with every page, inside
 * docs/architecture.md §8's JavaScript budget.
 */

/** A check that narrows an unknown value to T. */
export type Guard<T> = (value: unknown) => value is T;
export type Infer<G> = G extends Guard<infer T> ? T : never;

/**
 * @example int({ positive: true })(3) // true
 */
export const int =
  (o: { positive?: boolean } = {}): Guard<number> =>
  (v): v is number =>
    Number.isSafeInteger(v) && (!o.positive || (v as number) > 0);

export const number =
  (): Guard<number> =>
  (v): v is number =>
    typeof v === 'number' && Number.isFinite(v);

export const boolean =
  (): Guard<boolean> =>
  (v): v is boolean =>
    typeof v === 'boolean';

/**
 * @example string({ max: 3, pattern: /^\d+$/ })('12') // true
 */
export const string =
  (o: { max?: number; pattern?: RegExp } = {}): Guard<string> =>
  (v): v is string =>
    typeof v === 'string' &&
    (o.max === undefined || v.length <= o.max) &&
    (!o.pattern || o.pattern.test(v));

export const oneOf =
  <const T extends readonly string[]>(values: T): Guard<T[number]> =>
  (v): v is T[number] =>
    typeof v === 'string' && values.includes(v);

export const nullable =
  <T>(g: Guard<T>): Guard<T | null> =>
  (v): v is T | null =>
    v === null || g(v);

export const optional =
  <T>(g: Guard<T>): Guard<T | undefined> =>
  (v): v is T | undefined =>
    v === undefined || g(v);

type Shape = Record<string, Guard<unknown>>;
type ObjectOf<S extends Shape> = {
  [K in keyof S as undefined extends Infer<S[K]> ? never : K]: Infer<S[K]>;
} & {
  [K in keyof S as undefined extends Infer<S[K]> ? K : never]?: Infer<S[K]>;
};

/**
 * A plain object whose listed fields pass their checks (other keys are ignored).
 * @example object({ id: int() })({ id: 1 }) // true
 */
export const object =
  <S extends Shape>(shape: S): Guard<ObjectOf<S>> =>
  (v): v is ObjectOf<S> =>
    typeof v === 'object' &&
    v !== null &&
    !Array.isArray(v) &&
    Object.entries(shape).every(([k, g]) => g((v as Record<string, unknown>)[k]));

export const literal =
  <const T extends string | number | boolean>(value: T): Guard<T> =>
  (v): v is T =>
    v === value;

/**
 * Passes when any of the checks passes.
 * @example anyOf(literal('none'), number())(12) // true
 */
export const anyOf =
  <G extends Guard<unknown>[]>(...guards: G): Guard<Infer<G[number]>> =>
  (v): v is Infer<G[number]> =>
    guards.some((g) => g(v));

/** A plain object used as a map whose every value passes the check. */
export const record =
  <T>(g: Guard<T>): Guard<Record<string, T>> =>
  (v): v is Record<string, T> =>
    typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every(g);
