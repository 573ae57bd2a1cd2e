import { useRef, useState, type ReactNode, type RefObject } from 'react';
import type { Order } from '../../api/schemas/order.ts';
import type { Store } from '../../api/schemas/store.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import * as form from '../../ui/form.css.ts';
import type { ChangeKind } from './OrderChanges.tsx';
import * as css from './changes.css.ts';

export interface ChangeProps {
  kind: ChangeKind;
  order: Order;
  store: Store;
  /** Where focus goes after a change is made (the section's heading, which reads the outcome). */
  returnFocus: RefObject<HTMLElement | null>;
  /** Closes the dialog; `message` says what was done, when something was. */
  onClose: (message?: string) => void;
}

/** A dialog whose action may fail: the reason shows inside it, and nothing is lost. */
export function ChangeDialog({
  title,
  after,
  onClose,
  children,
}: {
  title: string;
  after: RefObject<HTMLElement | null>;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog title={title} onClose={onClose} returnFocus={after}>
      <div className={css.body}>{children}</div>
    </Dialog>
  );
}

export function useAction(returnFocus: RefObject<HTMLElement | null>) {
  const after = useRef<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const succeed = () => {
    after.current = returnFocus.current;
  };
  return { after, busy, setBusy, error, setError, succeed };
}

export function Failure({ error }: { error: string | undefined }) {
  return error ? (
    <p role="alert" className={form.formError}>
      {error}
    </p>
  ) : null;
}
