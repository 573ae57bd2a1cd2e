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
 * After validation: when any field has an error, focus moves to the first one (once React has
 * rendered the messages) and the form must not be sent.
 * @returns whether the form is valid
 */
export function validOrFocusError(errors: object, form: HTMLFormElement | null): boolean {
  if (Object.values(errors).every((e) => !e)) return true;
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  return false;
}
