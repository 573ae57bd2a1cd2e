import * as m from '#messages';
import type { Service } from '../../api/schemas/store.ts';
import * as css from './details.css.ts';

/**
 * "How do you want your order?" (docs/product.md §2.10): a segmented control built from native
 * radios, so arrow keys move between services and a screen reader hears a radio group.
 */
export function ServiceSwitch({
  services,
  value,
  onChange,
}: {
  services: Service[];
  value: number | null;
  onChange: (id: number) => void;
}) {
  return (
    <fieldset className={css.fieldset} role="radiogroup">
      <legend className={css.legend}>{m.orderDetails_how}</legend>
      <div className={css.segments}>
        {services.map((s) => (
          <div className={css.segment} key={s.service_type_id}>
            <input
              className={css.segmentInput}
              type="radio"
              name="order-service"
              id={`order-service-${s.service_type_id}`}
              value={s.service_type_id}
              checked={value === s.service_type_id}
              onChange={() => onChange(s.service_type_id)}
            />
            <label className={css.segmentLabel} htmlFor={`order-service-${s.service_type_id}`}>
              {s.display_name}
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
