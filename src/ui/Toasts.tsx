import type { Toast } from '../lib/toast.ts';
import * as m from '#messages';
import * as css from './toast.css.ts';

interface Props {
  toasts: readonly Toast[];
  onDismiss: (id: number) => void;
}

/**
 * Stacked toasts. The container is a polite live region that is in the page before any toast, so
 * screen readers announce each new message once without moving focus. It is a named landmark too,
 * so a toast's close button is never content outside every landmark.
 */
export function Toasts({ toasts, onDismiss }: Props) {
  return (
    <section
      className={css.region}
      aria-label={m.common_notifications}
      aria-live="polite"
      aria-relevant="additions text"
    >
      {toasts.map((t) => (
        <div key={t.id} className={css.toast} data-kind={t.kind}>
          <span>{t.message}</span>
          <button
            type="button"
            className={css.close}
            aria-label={m.common_dismissNotification}
            onClick={() => onDismiss(t.id)}
          >
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
