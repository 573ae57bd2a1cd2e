import * as m from '#messages';
import type { Order } from '../../api/schemas/order.ts';
import { trackingSteps } from '../../lib/checkout/tracking.ts';
import { srOnly } from '../../theme/recipes.css.ts';
import * as css from './confirmation.css.ts';

/** Order tracking as a stepper: an ordered list, the current step marked aria-current="step". */
export function Tracking({
  order,
  delivery,
  delay = '',
}: {
  order: Order;
  delivery: boolean;
  /** The delay the store reported, in words (../../lib/order/changes.ts); '' when on time. */
  delay?: string;
}) {
  const steps = trackingSteps(order.status, delivery);
  const current = steps.find((s) => s.state === 'current');
  return (
    <section className={css.card} aria-labelledby="confirmation-tracking">
      <h2 id="confirmation-tracking" className={css.heading}>
        {m.tracking_heading}
      </h2>
      {delay && <p className={css.text}>{delay}</p>}
      <ol className={css.steps}>
        {steps.map((s, i) => (
          <li
            key={s.status}
            className={css.step}
            data-state={s.state}
            aria-current={s.state === 'current' ? 'step' : undefined}
          >
            {/* Drawn by CSS, so a step's text is its label alone. */}
            <span
              className={css.marker}
              data-mark={s.state === 'done' ? '✓' : String(i + 1)}
              aria-hidden="true"
            />
            <span className={css.stepLabel}>
              {s.label}
              {s.state === 'done' && <span className={srOnly}> {m.tracking_done}</span>}
            </span>
          </li>
        ))}
      </ol>
      {/* Announced when the 30-second refresh moves the order on. */}
      <p className={srOnly} aria-live="polite">
        {current
          ? delay
            ? m.tracking_statusDelay({ status: current.label, delay })
            : m.tracking_status({ status: current.label })
          : ''}
      </p>
    </section>
  );
}
