/**
 * The order session (docs/product.md §4.6, §7.3): create/update, details, cart lines and auto-added
 * items.
 */
import type { Handlers, CallContext } from '../core/context.ts';
import { isoNow } from '../core/context.ts';
import type { Row } from '../core/db.ts';
import type { SeedIndex } from '../seed/seed.ts';
import type { AddressDoc, LineDoc, OrderDoc } from '../core/records.ts';
import { fail } from '../core/http.ts';
import { requireSelf, type ActiveSession } from '../customers/session.ts';
import { openOrderOf, orderOf } from './access.ts';
import { handOver, handoverFor } from './handover.ts';
import { delivers, findStore, weeklyOf } from '../stores/stores.ts';
import { autoAddItems, storeItem } from '../stores/menus.ts';
import { menuServes } from '../seed/seed.ts';
import { optionsProblem, priceOptions } from './options.ts';
import { orderTiming } from './timing.ts';
import { claimSlot } from '../stores/capacity.ts';
import { newOrderDoc, presentOrder } from './view.ts';
import { findCode, pendingDiscounts } from './discounts.ts';
import { refuseSoldOut } from '../stores/availability.ts';

/**
 * Keeps the auto-added lines in step with the cart: present while the cart has a regular item and
 * utensils are wanted, gone otherwise. Auto lines are free extras and never counted by the client.
 */
export function syncAutoLines(index: SeedIndex, doc: OrderDoc): void {
  const wanted = doc.include_utensils && doc.lines.some((l) => !l.auto);
  const autoItems = wanted ? autoAddItems(index, doc.store_id, doc.service_type_id) : [];
  doc.lines = doc.lines.filter(
    (l) => !l.auto || autoItems.some((r) => r.item.item_id === l.menu_item_id),
  );
  for (const ref of autoItems) {
    if (doc.lines.some((l) => l.auto && l.menu_item_id === ref.item.item_id)) continue;
    doc.lines.push({
      item_id: doc.next_line_id++,
      menu_item_id: ref.item.item_id,
      name: ref.item.name,
      quantity: 1,
      unit_price_cents: ref.item.price_cents,
      note: null,
      auto: true,
      options: [],
      choices: null,
    });
  }
}

function servedAt(index: SeedIndex, doc: OrderDoc, menuItemId: number): boolean {
  const ref = index.items.get(menuItemId);
  return ref !== undefined && menuServes(ref.menu, doc.store_id, doc.service_type_id);
}

function saveRow(c: CallContext, row: Row<OrderDoc>) {
  c.db.table<OrderDoc>('orders').update(row.id, row.data);
  return { order: presentOrder(c, row) };
}

/**
 * The order an update names: the session's own open order, or the open order of the guest whose
 * session this sign-in came from (./handover.ts). Anything else is a foreign order: 403, as
 * ./access.ts answers; a placed order is final (409).
 */
function orderToSave(c: CallContext, session: ActiveSession, orderId: number): Row<OrderDoc> {
  const row = c.db.table<OrderDoc>('orders').get(orderId);
  if (!row) fail(404, (t) => t.api_orderNotFound, 'order_not_found');
  if (handoverFor(c, session, row) === 'refuse') return orderOf(c, orderId).row;
  if (row.data.status !== 'open') fail(409, (t) => t.api_orderPlaced, 'order_placed');
  return row;
}

export const orderHandlers: Handlers<
  'saveOrder' | 'getOrder' | 'updateOrder' | 'saveItem' | 'removeItem'
> = {
  saveOrder(c) {
    const p = c.payload;
    const session = requireSelf(c, String(p.customer_id));
    const { customer } = session;
    const existing = p.order_id === undefined ? undefined : orderToSave(c, session, p.order_id);
    // The guest's order this customer signed in from is updated, and becomes theirs, below.
    const handingOver = existing !== undefined && existing.data.customer_id !== customer.id;
    const guestId = existing?.data.customer_id;
    const store = findStore(c.index, p.store_id);
    const service = c.index.services.get(p.service_type_id);
    const weekly = weeklyOf(store, p.service_type_id);
    if (!service || !weekly)
      fail(400, (t) => `service_type_id: ${t.api_serviceUnavailable}`, 'service_unavailable');
    if (service.requires_guest_count && p.guest_count === undefined && !existing?.data.guest_count)
      fail(400, (t) => `guest_count: ${t.api_guestCountRequired}`, 'guest_count_required');
    let addressId: number | null = null;
    if (service.requires_address) {
      if (p.address_id === undefined)
        fail(400, (t) => `address_id: ${t.api_addressRequired}`, 'address_required');
      const address = c.db.table<AddressDoc>('addresses').get(p.address_id);
      const ownAddress =
        address?.owner === customer.id || (handingOver && address?.owner === guestId);
      if (!address || !ownAddress) fail(404, (t) => t.api_addressNotFound, 'address_not_found');
      if (!delivers(store, address.data))
        fail(400, (t) => t.api_outsideDeliveryArea, 'outside_delivery_area');
      addressId = address.id;
    }
    const timing = orderTiming(store, service, weekly, p.is_asap, p.ready_ts, c.now);
    const doc: OrderDoc = existing ? existing.data : newOrderDoc(customer.id, isoNow(c));
    // A full slot is refused now rather than at payment (docs/kitchen.md §1); nothing is held.
    const { dp_stamp } = claimSlot(
      c,
      store,
      service,
      weekly,
      { is_asap: p.is_asap, dp_stamp: timing.dp_stamp, lines: doc.lines },
      c.now,
    );
    if (p.discount_code) {
      const d = findCode(c.index, p.discount_code);
      if (!doc.discount_ids.includes(d.discount_id)) doc.discount_ids.push(d.discount_id);
    }
    Object.assign(doc, {
      store_id: store.store_id,
      service_type_id: service.service_type_id,
      is_asap: p.is_asap,
      ready_ts: timing.ready_ts,
      dp_stamp,
      guest_count: service.requires_guest_count
        ? (p.guest_count ?? doc.guest_count)
        : (p.guest_count ?? null),
      address_id: addressId,
    });
    // Moving the order to another store or service keeps only what is served there.
    doc.lines = doc.lines.filter((l) => l.auto || servedAt(c.index, doc, l.menu_item_id));
    syncAutoLines(c.index, doc);
    if (existing && handingOver) handOver(c, session, existing);
    const orders = c.db.table<OrderDoc>('orders');
    const row = existing ?? orders.insert(doc, { owner: customer.id });
    if (existing) orders.update(row.id, doc);
    return {
      order: presentOrder(c, row),
      customer: { customer_id: customer.id, is_guest: customer.data.is_guest },
      pending_discounts: pendingDiscounts(c, doc),
    };
  },

  getOrder(c) {
    return { order: presentOrder(c, orderOf(c).row) };
  },

  updateOrder(c) {
    const { row } = orderOf(c);
    const o = c.payload.order;
    const doc = row.data;
    const onlyCheckin = Object.keys(o).every((k) => k === 'checkin_info');
    if (doc.status !== 'open' && !onlyCheckin) fail(409, (t) => t.api_orderPlaced, 'order_placed');
    if (o.guest_count !== undefined) doc.guest_count = o.guest_count;
    if (o.tip_cents !== undefined) doc.tip_cents = o.tip_cents;
    if (o.note !== undefined) doc.note = o.note.trim() || null;
    if (o.delivery_instructions !== undefined)
      doc.delivery_instructions = o.delivery_instructions.trim() || null;
    if (o.checkin_info !== undefined) doc.checkin_info = o.checkin_info.trim() || null;
    if (o.include_utensils !== undefined) {
      doc.include_utensils = o.include_utensils;
      syncAutoLines(c.index, doc);
    }
    return saveRow(c, row);
  },

  saveItem(c) {
    const { row } = openOrderOf(c);
    const p = c.payload;
    const doc = row.data;
    const ref = storeItem(c.index, doc.store_id, p.menu_item_id, doc.service_type_id);
    if (ref.item.out_of_stock)
      fail(409, (t) => t.api_outOfStock({ name: ref.item.name }), 'out_of_stock');
    // Changing a line's quantity or note without sending its options keeps the options it has.
    const existingLine =
      p.item_id === undefined ? undefined : doc.lines.find((l) => l.item_id === p.item_id);
    const chosen =
      p.options ??
      (existingLine && existingLine.menu_item_id === p.menu_item_id
        ? (existingLine.choices ?? undefined)
        : undefined);
    const groups = ref.item.modifier_groups ?? [];
    const priced = priceOptions(groups, chosen, ref.item.name);
    if (!priced.ok) fail(400, optionsProblem(groups, chosen, ref.item.name), 'invalid_options');
    refuseSoldOut(c, doc.store_id, ref.item, priced.options);
    const fields: Omit<LineDoc, 'item_id'> = {
      menu_item_id: ref.item.item_id,
      name: ref.item.name,
      quantity: p.quantity,
      unit_price_cents: ref.item.price_cents + priced.extra_cents,
      note: p.note?.trim() || null,
      auto: false,
      options: priced.options,
      choices: chosen ?? null,
    };
    if (p.item_id !== undefined) {
      const line = doc.lines.find((l) => l.item_id === p.item_id);
      if (!line) fail(404, (t) => t.api_notInCart, 'line_not_found');
      Object.assign(line, fields);
    } else {
      doc.lines.push({ item_id: doc.next_line_id++, ...fields });
    }
    syncAutoLines(c.index, doc);
    return saveRow(c, row);
  },

  removeItem(c) {
    const { row } = openOrderOf(c);
    const doc = row.data;
    const line = doc.lines.find((l) => l.item_id === Number(c.params.itemId));
    if (!line) fail(404, (t) => t.api_notInCart, 'line_not_found');
    doc.lines = doc.lines.filter((l) => l !== line);
    // Removing the utensils line is how a guest says "no utensils".
    if (line.auto) doc.include_utensils = false;
    syncAutoLines(c.index, doc);
    return saveRow(c, row);
  },
};
