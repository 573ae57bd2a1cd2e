import { z } from 'zod';
import { id } from './common.ts';
import { translations } from './translations.ts';
import { orderChangeFields } from './order-changes.ts';
import { NESTED_OPTIONS_MAX, OPTION_QUANTITY_MAX } from '../../lib/limits.ts';

/** A chosen modifier option on a cart line (nested choices under it). */
export interface ChosenOption {
  option_id: number;
  quantity?: number | undefined;
  options?: ChosenOption[] | undefined;
}
export const chosenOption: z.ZodType<ChosenOption> = z.lazy(() =>
  z.strictObject({
    option_id: id,
    quantity: z.number().int().min(1).max(OPTION_QUANTITY_MAX).optional(),
    options: z.array(chosenOption).max(NESTED_OPTIONS_MAX).optional(),
  }),
);

/** A cart line. */
export const orderItem = z.object({
  item_id: id,
  menu_item_id: id,
  name: z.string(),
  quantity: z.number().int().min(1),
  unit_price_cents: z.number().int(),
  total_cents: z.number().int(),
  note: z.string().nullable(),
  auto: z.boolean(),
  options: z.array(
    z.object({
      option_id: id,
      name: z.string(),
      price_cents: z.number().int(),
      quantity: z.number().int(),
      /** The option's name in other languages, when the menu gives them. */
      translations: translations('name'),
    }),
  ),
  /** The item's name in other languages, when the menu gives them (docs/architecture.md §4b). */
  translations: translations('name'),
});

export type OrderItemLine = z.infer<typeof orderItem>;

/** A charge line of an order (tax, delivery fee, tip, discount…). */
export const charge = z.object({
  type: z.string(),
  label: z.string(),
  amount_cents: z.number().int(),
});

/** docs/product.md §3 Order. */
export const order = z.object({
  order_id: id,
  status: z.enum([
    'open',
    'placed',
    'accepted',
    'preparing',
    'ready',
    'out_for_delivery',
    'completed',
    'cancelled',
  ]),
  store_id: id,
  restaurant: z.object({ store_id: id }),
  customer: z.object({ customer_id: id, is_guest: z.boolean() }),
  service_type_id: id,
  is_asap: z.boolean(),
  ready_ts: z.string().nullable(),
  dp_stamp: z.string().nullable(),
  guest_count: z.number().int().nullable(),
  address_id: id.nullable(),
  items: z.array(orderItem),
  charges: z.object({
    subtotal_cents: z.number().int(),
    tax_cents: z.number().int(),
    delivery_fee_cents: z.number().int(),
    tip_cents: z.number().int(),
    discount_cents: z.number().int(),
    total_cents: z.number().int(),
    lines: z.array(charge),
  }),
  discounts: z.array(
    z.object({
      discount_id: id,
      code: z.string().nullable(),
      name: z.string(),
      amount_cents: z.number().int(),
    }),
  ),
  payments: z.array(
    z.object({
      payment_id: id,
      type: z.string(),
      amount_cents: z.number().int(),
      last4: z.string().nullable(),
    }),
  ),
  balance_due_cents: z.number().int(),
  note: z.string().nullable(),
  include_utensils: z.boolean(),
  delivery_instructions: z.string().nullable(),
  checkin_info: z.string().nullable(),
  /**
   * When the guest checked in on arrival (docs/product.md §7.2); absent from an API that does not
   * say.
   */
  checked_in_at: z.string().nullable().optional(),
  ...orderChangeFields,
  created_at: z.string(),
  placed_at: z.string().nullable(),
});
export type Order = z.infer<typeof order>;

/** An available discount. */
export const discount = z.object({
  discount_id: id,
  name: z.string(),
  description: z.string(),
  code: z.string().nullable(),
  amount_cents: z.number().int().optional(),
});
export type Discount = z.infer<typeof discount>;
