import { Fragment, type ReactNode } from 'react';
import { button } from '../../theme/recipes.css.ts';
import * as css from '../../ui/form.css.ts';

/** A form-level message: errors are alerts (announced at once), successes are status. */
export function FormMessage({
  error,
  success,
}: {
  error?: string | undefined;
  success?: string | undefined;
}) {
  if (error)
    return (
      <p role="alert" className={css.formError}>
        {error}
      </p>
    );
  if (success)
    return (
      <p role="status" className={css.success}>
        {success}
      </p>
    );
  return null;
}

export function PrimaryButton({
  children,
  busy,
  type = 'submit',
  onClick,
}: {
  children: ReactNode;
  busy?: boolean;
  type?: 'submit' | 'button';
  onClick?: () => void;
}) {
  return (
    <button
      type={type}
      className={`${button.primary} ${css.full}`}
      aria-disabled={busy || undefined}
      onClick={(e) => (busy ? e.preventDefault() : onClick?.())}
    >
      {children}
    </button>
  );
}

/**
 * A catalogue sentence with links or buttons in it: the message is called with `'{name}'` for each
 * part, so the translation decides where the part goes, and each marker is replaced by its node.
 * @example withParts(m.modals_wrongNumber({ link: '{link}' }), { link: <LinkButton … /> })
 */
export function withParts(text: string, parts: Readonly<Record<string, ReactNode>>): ReactNode {
  return text
    .split(/(\{\w+\})/)
    .map((piece, i) => (
      <Fragment key={i}>{parts[/^\{(\w+)\}$/.exec(piece)?.[1] ?? ''] ?? piece}</Fragment>
    ));
}

export function LinkButton({ children, onClick }: { children: ReactNode; onClick: () => void }) {
  return (
    <button type="button" className={css.linkButton} onClick={onClick}>
      {children}
    </button>
  );
}
