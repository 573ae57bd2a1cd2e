import * as m from '#messages';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { discountApplied } from '../../lib/discounts/discounts.ts';
import { $discountPending } from '../../stores/discounts/discounts.ts';
import { $pendingDiscounts, applyPendingDiscount } from '../../stores/discounts/pending.ts';
import { closeModal } from '../../stores/app/modal.ts';
import { button } from '../../theme/recipes.css.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import * as form from '../../ui/form.css.ts';
import { FormMessage } from '../modals/shared.tsx';
import * as css from './details.css.ts';

/**
 * The discounts a new order qualifies for (docs/product.md §4.6 pending_discounts): apply one, or
 * carry on.
 */
export function PendingDiscountsModal() {
  const discounts = useStore($pendingDiscounts);
  const pending = useStore($discountPending);
  const [error, setError] = useState<string>();
  const [applied, setApplied] = useState<string>();
  const apply = async (discountId: number, name: string) => {
    if (pending) return;
    setError(undefined);
    const result = await applyPendingDiscount(discountId);
    if (!result.ok) setError(result.message);
    else if (result.value) setApplied(discountApplied(name));
  };
  return (
    <Dialog title={m.orderDetails_discountsTitle} onClose={closeModal} iconForPointerOnly>
      <div className={form.form}>
        {discounts.length > 0 && <p className={css.lead}>{m.orderDetails_qualifiesFor}</p>}
        <ul className={form.checklist}>
          {discounts.map((d) => (
            <li key={d.discount_id} className={css.storeBlock}>
              <p className={css.storeText}>
                <span className={css.storeName}>{d.name}</span>
                <span>{d.description}</span>
              </p>
              <button
                type="button"
                className={button.secondary}
                aria-disabled={pending || undefined}
                aria-label={m.orderDetails_applyDiscount({ name: d.name })}
                onClick={() => void apply(d.discount_id, d.name)}
              >
                {m.orderDetails_apply}
              </button>
            </li>
          ))}
        </ul>
        <FormMessage error={error} success={applied} />
        <button type="button" className={`${button.primary} ${form.full}`} onClick={closeModal}>
          {m.orderDetails_continue}
        </button>
      </div>
    </Dialog>
  );
}
