/**
 * The cross-references of the customers' account data in a seed: stores, items and options,
 * delivery areas, cards and gift cards, and a loyalty ledger that adds up to the points.
 */
import type { Customer, PastOrder, SandboxSeed } from '../../generated/sandbox-seed';
import { indexSeed, menuServes, type SeedIndex } from './seed.ts';
import { delivers, storeAccepts } from '../stores/stores.ts';
import { orderCharges } from '../orders/view.ts';
import { newOrderDoc } from '../orders/view.ts';
import { ledgerPoints, pastOrderLines } from './past-orders.ts';

function checkPastOrder(index: SeedIndex, c: Customer, o: PastOrder, at: string): string[] {
  const store = index.stores.get(o.store_id);
  if (!store) return [`${at}.store_id: no store ${o.store_id}`];
  const service = index.services.get(o.service_type_id);
  if (!service || !store.schedules.some((s) => s.service_type_id === o.service_type_id))
    return [
      `${at}.service_type_id: store ${o.store_id} does not offer service ${o.service_type_id}`,
    ];
  const problems: string[] = [];
  if (service.requires_guest_count)
    problems.push(`${at}.service_type_id: services with a guest count are not supported`);
  const lines = pastOrderLines(index, o);
  if (!lines.ok) problems.push(`${at}.${lines.error}`);
  const address = o.address_index === undefined ? undefined : c.addresses?.[o.address_index];
  if (service.requires_address) {
    if (!address) problems.push(`${at}.address_index: a delivery order needs one of the addresses`);
    else if (!delivers(store, address))
      problems.push(`${at}.address_index: the address is outside store ${o.store_id}'s area`);
    else if (lines.ok && store.delivery) {
      const doc = { ...newOrderDoc(0, ''), lines: lines.lines, store_id: o.store_id };
      if (orderCharges(index, doc).subtotal_cents < store.delivery.minimum_cents)
        problems.push(`${at}.items: below store ${o.store_id}'s delivery minimum`);
    }
  } else if (o.address_index !== undefined)
    problems.push(`${at}.address_index: only for a delivery order`);
  if (o.payment === 'saved_card') {
    if (!c.cards?.[o.card_index ?? 0])
      problems.push(`${at}.card_index: no card ${o.card_index ?? 0} in cards`);
  } else if (o.card_index !== undefined)
    problems.push(`${at}.card_index: only for payment saved_card`);
  if (!storeAccepts(store, o.payment))
    problems.push(`${at}.payment: store ${o.store_id} does not accept ${o.payment}`);
  return problems;
}

function checkCustomer(index: SeedIndex, c: Customer, at: string, giftOwners: Map<string, string>) {
  const problems: string[] = [];
  const giftCards = new Set(index.seed.gift_cards.map((g) => g.number));
  for (const id of c.favorite_store_ids ?? [])
    if (!index.stores.has(id)) problems.push(`${at}.favorite_store_ids: no store ${id}`);
  c.addresses?.forEach((a, j) => {
    if (![...index.stores.values()].some((s) => delivers(s, a)))
      problems.push(`${at}.addresses[${j}]: is outside every store's delivery area`);
  });
  c.gift_card_numbers?.forEach((n, j) => {
    if (!giftCards.has(n)) problems.push(`${at}.gift_card_numbers[${j}]: no gift card ${n}`);
    else if (giftOwners.has(n))
      problems.push(`${at}.gift_card_numbers[${j}]: ${n} is already on ${giftOwners.get(n)}`);
    else giftOwners.set(n, at);
  });
  c.favorite_items?.forEach((f, j) => {
    const ref = index.items.get(f.menu_item_id);
    if (!index.stores.has(f.store_id))
      problems.push(`${at}.favorite_items[${j}].store_id: no store ${f.store_id}`);
    else if (!ref || ref.item.auto_add || !menuServes(ref.menu, f.store_id))
      problems.push(
        `${at}.favorite_items[${j}].menu_item_id: item ${f.menu_item_id} is not on store ${f.store_id}'s menus`,
      );
  });
  c.past_orders?.forEach((o, j) =>
    problems.push(...checkPastOrder(index, c, o, `${at}.past_orders[${j}]`)),
  );
  if (!problems.length && (c.loyalty_history || c.past_orders)) {
    const sum = ledgerPoints(index, c);
    if (sum !== (c.loyalty_points ?? 0))
      problems.push(
        `${at}.loyalty_points: ${c.loyalty_points ?? 0}, but loyalty_history and past_orders add up to ${sum}`,
      );
  }
  return problems;
}

/**
 * Problems of the customers' account data, as 'path: message' lines.
 * @example checkCustomers(seedWithFavouriteOfItem999) // ['customers[0].favorite_items[0].menu_item_id: item 999 is not on store 101's menus']
 */
export function checkCustomers(seed: SandboxSeed): string[] {
  const index = indexSeed(seed);
  const giftOwners = new Map<string, string>();
  return seed.customers.flatMap((c, i) => checkCustomer(index, c, `customers[${i}]`, giftOwners));
}
