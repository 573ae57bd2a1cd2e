/**
 * The change fields of an order as the contract shows them (docs/kitchen.md §3), and its times as
 * the guest reads them in a change's message.
 */
import type { SeedIndex } from '../seed/seed.ts';
import type { OrderDoc } from '../core/records.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { stamp } from '../../lib/time/zone.ts';
import { guestTime } from '../core/guest-language.ts';

/** The store's cutoff, or undefined when it offers no changes after ordering. */
export function cutoffOf(index: SeedIndex, doc: OrderDoc): number | undefined {
  return index.stores.get(doc.store_id)?.change_cutoff_minutes;
}

/** change_cutoff_minutes where the store offers changes, delay_minutes where the store reported one. */
export function changeView(index: SeedIndex, doc: OrderDoc) {
  const cutoff = cutoffOf(index, doc);
  return {
    ...(cutoff === undefined ? {} : { change_cutoff_minutes: cutoff }),
    ...(doc.delay_minutes === undefined ? {} : { delay_minutes: doc.delay_minutes }),
  };
}

/** 'Nov 23, 2026, 6:40 PM' on the store's clock, in the guest's language. */
export function storeTime(
  index: SeedIndex,
  doc: OrderDoc,
  instantMs: number,
  locale: Locale = 'en',
): string {
  const zone = index.stores.get(doc.store_id)?.timezone ?? 'UTC';
  return guestTime(stamp(instantMs, zone), locale);
}
