import type { SyntheticEvent } from 'react';

/**
 * A form's submit handler that keeps the page where it is and runs an async submit, given the
 * form, whose outcome the form shows itself.
 * @example <form onSubmit={submitWith(save)}>
 */
export function submitWith(run: (form: HTMLFormElement) => Promise<void>) {
  return (e: SyntheticEvent<HTMLFormElement>) => {
    e.preventDefault();
    void run(e.currentTarget);
  };
}

/**
 * After validation: whether any field has an error, so the form must not be sent (focus moves
 * with useFocusFirstInvalid).
 */
export function hasErrors(errors: object): boolean {
  return Object.values(errors).some(Boolean);
}
