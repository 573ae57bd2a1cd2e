/**
 * docs/product.md §4.8 per service, for every store of every demo seed, at a few clock times: ASAP
 * is offered only while the chosen service is open, whatever the store's other services do (pickup
 * at Santa Monica offered ASAP at 10:50 because catering opens at 08:00). The store comes from the
 * sandbox exactly as GET /stores/{id}?service_type_id= returns it, then through the schedule rules.
 */
import { describe, expect, it } from 'vitest';
import { buildSchedule, storeNow, type ScheduleRules } from '../../src/lib/schedule/index.ts';
import { defaultSeed, indexSeed } from '../../src/sandbox/seed/seed.ts';
import { isOpenAt, windowsOn } from '../../src/sandbox/stores/schedule.ts';
import { presentStore, weeklyOf } from '../../src/sandbox/stores/stores.ts';
import { zonedToInstant } from '../../src/lib/time/zone.ts';

const TENANTS = ['burger', 'sushi', 'taco', 'live'] as const;
// A Saturday: the seeds' late-night windows run to 02:00 on Friday and Saturday nights.
const DAY = '2026-11-21';

/** The store's local clock times the table visits, named. */
const TIMES: readonly [string, number][] = [
  ['before opening (07:30)', 7 * 60 + 30],
  ['10:50, pickup not yet open, catering open', 10 * 60 + 50],
  ['inside the windows (12:00)', 12 * 60],
  ['between lunch and dinner (16:00)', 16 * 60],
  ['past midnight (00:30)', 30],
  ['late, near closing (21:40)', 21 * 60 + 40],
];

function rulesFor(tenant: string): ScheduleRules {
  const config = defaultSeed(tenant).store_configuration;
  return {
    asapToggle: false,
    disableFutureOrders: !!config.disable_future_orders,
    deliveryGracePeriod: config.delivery_provider_grace_period ?? 0,
  };
}

const rows = TENANTS.flatMap((tenant) => {
  const index = indexSeed(defaultSeed(tenant));
  return index.seed.stores.flatMap((store) =>
    store.schedules.flatMap(({ service_type_id: serviceTypeId }) =>
      TIMES.map(([label, minutes]) => ({ tenant, index, store, serviceTypeId, label, minutes })),
    ),
  );
});

describe('ASAP per service at any clock (docs/product.md §4.8, §7.5)', () => {
  it.each(
    rows.map(
      (r) => [`${r.tenant} ${r.store.store_id} service ${r.serviceTypeId} ${r.label}`, r] as const,
    ),
  )('%s', (_name, { tenant, index, store, serviceTypeId, minutes }) => {
    const nowMs = zonedToInstant(DAY, minutes, store.timezone);
    const presented = presentStore(index, store, nowMs, { schedule: true, serviceTypeId });
    const service = presented.services.find((s) => s.service_type_id === serviceTypeId)!;
    const rules = rulesFor(tenant);
    const schedule = buildSchedule({
      schedule: presented.service_schedule?.[String(serviceTypeId)],
      now: storeNow(nowMs, presented),
      service,
      isOpen: presented.is_open,
      zone: presented.timezone,
      rules,
    });
    const open = isOpenAt(weeklyOf(store, serviceTypeId)!, DAY, minutes, store.temporarily_closed);
    // The service's own is_open, never the store-wide one.
    expect(presented.is_open).toBe(open);
    if (!open) expect(schedule.asapAvailable).toBe(false);
    if (schedule.asapAvailable) expect(schedule.days[0]!.hours[0]!.hour).toBe('ASAP');
    else expect(schedule.days[0]?.hours[0]?.hour).not.toBe('ASAP');
    if (open && schedule.days[0]?.date === DAY && !service.requires_address)
      // Open, with slots today: the time check of docs/product.md §4.8 holds inside the window.
      expect(schedule.asapAvailable).toBe(true);
  });

  // The defect, pinned: store-wide is_open (any service) would have offered pickup ASAP at 10:50.
  it.each<[number, string, boolean, boolean]>([
    // [minutes, label, pickup is_open, store-wide is_open]
    [10 * 60 + 50, 'Santa Monica 10:50', false, true],
    [12 * 60, 'Santa Monica 12:00', true, true],
    [7 * 60 + 30, 'Santa Monica 07:30', false, false],
  ])('burger 103 at %i (%s): pickup is_open %s, store-wide %s', (minutes, _l, pickup, wide) => {
    const index = indexSeed(defaultSeed('burger'));
    const store = index.stores.get(103)!;
    const nowMs = zonedToInstant(DAY, minutes, store.timezone);
    expect(presentStore(index, store, nowMs, { serviceTypeId: 1 }).is_open).toBe(pickup);
    expect(presentStore(index, store, nowMs).is_open).toBe(wide);
    const presented = presentStore(index, store, nowMs, { schedule: true, serviceTypeId: 1 });
    const s = buildSchedule({
      schedule: presented.service_schedule?.['1'],
      now: storeNow(nowMs, presented),
      service: presented.services.find((x) => x.service_type_id === 1)!,
      isOpen: presented.is_open,
      zone: presented.timezone,
      rules: rulesFor('burger'),
    });
    expect(s.asapAvailable).toBe(pickup);
  });

  // Within the closing-soon cutoff (docs/product.md §9): 10 minutes before it, each open service
  // still offers ASAP and says how long is left.
  it.each(
    rows
      .filter((r) => r.minutes === 12 * 60 && !r.store.temporarily_closed)
      .map((r) => [`${r.tenant} ${r.store.store_id} service ${r.serviceTypeId}`, r] as const),
  )(
    '%s, 10 minutes before the closing-soon cutoff',
    (_name, { tenant, index, store, serviceTypeId }) => {
      const service = index.services.get(serviceTypeId)!;
      const notice = Math.max(service.lead_time, service.base_prep_time);
      const last = windowsOn(weeklyOf(store, serviceTypeId)!, DAY).at(-1);
      if (!last || last[1] > 1440) return; // runs past midnight: its cutoff is tomorrow
      const minutes = last[1] - (notice + 5) - 10;
      if (minutes < last[0]) return; // catering: its day's lead time leaves no cutoff inside the window
      const nowMs = zonedToInstant(DAY, minutes, store.timezone);
      const presented = presentStore(index, store, nowMs, { schedule: true, serviceTypeId });
      const s = buildSchedule({
        schedule: presented.service_schedule?.[String(serviceTypeId)],
        now: storeNow(nowMs, presented),
        service: presented.services.find((x) => x.service_type_id === serviceTypeId)!,
        isOpen: presented.is_open,
        zone: presented.timezone,
        rules: rulesFor(tenant),
      });
      expect(presented.is_open).toBe(true);
      expect(s.closingSoonMinutes).toBe(10);
      if (!service.requires_address) expect(s.asapAvailable).toBe(true);
    },
  );

  it('past midnight, last night’s window still offers ASAP (burger 102 pickup, 00:30)', () => {
    const index = indexSeed(defaultSeed('burger'));
    const store = index.stores.get(102)!;
    const nowMs = zonedToInstant(DAY, 30, store.timezone);
    const presented = presentStore(index, store, nowMs, { schedule: true, serviceTypeId: 1 });
    const s = buildSchedule({
      schedule: presented.service_schedule?.['1'],
      now: storeNow(nowMs, presented),
      service: presented.services.find((x) => x.service_type_id === 1)!,
      isOpen: presented.is_open,
      zone: presented.timezone,
      rules: rulesFor('burger'),
    });
    expect(presented.is_open).toBe(true);
    expect(s.asapAvailable).toBe(true);
    expect(s.days[0]!.hours.slice(0, 2).map((h) => h.hour)).toEqual(['ASAP', '00:45']);
  });
});
