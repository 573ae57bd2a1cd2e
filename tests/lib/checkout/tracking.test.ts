// Confirmation's order tracking (display_options.display_order_tracking); the sandbox's statuses.
import { describe, expect, it } from 'vitest';
import { isFinal, trackingSteps } from '../../../src/lib/checkout/tracking.ts';
import { slotStillOffered } from '../../../src/lib/checkout/time.ts';
import { fraudMerchantId } from '../../../src/lib/checkout/fraud.ts';

const states = (status: Parameters<typeof trackingSteps>[0], delivery: boolean) =>
  trackingSteps(status, delivery)
    .map((s) => s.state[0])
    .join('');

describe('trackingSteps', () => {
  it.each([
    ['placed', false, 'cuuuu'],
    ['accepted', false, 'dcuuu'],
    ['ready', false, 'dddcu'],
    ['completed', false, 'ddddc'],
    ['out_for_delivery', true, 'dddcu'],
    ['ready', true, 'ddcuu'],
    ['open', false, 'uuuuu'],
    ['cancelled', false, 'c'],
  ] as const)('%s (delivery %s) → %s', (status, delivery, expected) =>
    expect(states(status, delivery)).toBe(expected),
  );

  it('names the steps', () => {
    expect(trackingSteps('placed', true).map((s) => s.label)).toEqual([
      'Order placed',
      'Accepted by the store',
      'Preparing',
      'Out for delivery',
      'Completed',
    ]);
    expect(trackingSteps('placed', false)[3]!.label).toBe('Ready');
  });
  it.each([
    ['completed', true],
    ['cancelled', true],
    ['ready', false],
  ] as const)('%s is final: %s', (s, f) => expect(isFinal(s)).toBe(f));
});

// docs/product.md §2.10 / §4.8: a chosen slot no longer offered is "Order time passed".
describe('slotStillOffered', () => {
  const slot = (hour: string) => ({ hour, formatted: hour, originalHour: 0, isNextDay: false });
  const schedule = {
    days: [
      {
        date: '2026-11-23',
        formatted: 'Today (11/23)',
        hours: [slot('ASAP'), slot('12:30'), slot('12:45')],
      },
    ],
  };
  it.each([
    ['2026-11-23', '12:30', true],
    ['2026-11-23', '12:15', false],
    ['2026-11-22', '12:30', false],
    ['2026-11-23', 'ASAP', true],
    [null, '12:30', false],
    ['2026-11-23', null, false],
  ] as const)('%s %s → %s', (day, hour, expected) =>
    expect(slotStillOffered(schedule, day, hour)).toBe(expected),
  );
});

// docs/product.md §7.7, §9 "Fraud": gateway payproc_id 28.
describe('fraudMerchantId', () => {
  it.each([
    [[{ payproc_id: 28, extra: { merchant_id: 'm-1' } }], 'm-1'],
    [
      [
        { payproc_id: 3, extra: { merchant_id: 'x' } },
        { payproc_id: 28, extra: { merchant_id: 'm-2' } },
      ],
      'm-2',
    ],
    [[{ payproc_id: 3, extra: { merchant_id: 'x' } }], undefined],
    [[{ payproc_id: 28, extra: { merchant_id: '' } }], undefined],
    [undefined, undefined],
  ] as const)('%j → %s', (g, expected) => expect(fraudMerchantId(g)).toBe(expected));
});
