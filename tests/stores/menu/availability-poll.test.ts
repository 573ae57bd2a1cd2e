// The open Menu's refresh of live availability (docs/kitchen.md §2): at once, every 30 s while the
// page is visible, at once on focus, nothing while hidden, and never again once the tenant API says
// it has no availability call (a chain without it keeps today's behaviour).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failWith, scriptedApi } from '../fixtures.ts';

const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' });
const win = new EventTarget();
vi.stubGlobal('document', doc);
vi.stubGlobal('window', win);
const api = scriptedApi();
vi.mock('../../../src/api/client.ts', () => ({ callApi: api.callApi }));

const { startAvailabilityPoll } = await import('../../../src/stores/menu/availability-poll.ts');
const { $live } = await import('../../../src/stores/menu/availability.ts');

const answer = (over: object = {}) => ({
  availability: {
    store_id: 101,
    is_paused: false,
    paused_until: null,
    sold_out_item_ids: [1011],
    sold_out_option_ids: [],
    timezone_offset_mins: -240,
    ...over,
  },
});
const calls = () => api.calls.filter((c) => c.id === 'availability').length;
const flush = () => vi.advanceTimersByTimeAsync(0);
let stop: () => void = () => {};

beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse('2025-06-11T20:00:00Z') });
  api.calls.length = 0;
  api.answers = { availability: () => answer() };
  doc.visibilityState = 'visible';
  $live.set(null);
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe('refresh rule: while the Menu is visible', () => {
  it('asks at once, then every 30 s: 2 calls a minute', async () => {
    stop = startAvailabilityPoll(101);
    await flush();
    expect(calls()).toBe(1);
    expect($live.get()).toMatchObject({ storeId: 101, paused: null });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls()).toBe(3);
  });

  it('keeps the pause’s words ready for the Menu', async () => {
    api.answers.availability = () =>
      answer({ is_paused: true, paused_until: '2025-06-11T22:30:00Z' });
    stop = startAvailabilityPoll(101);
    await flush();
    expect($live.get()?.paused).toBe('Paused — back at 6:30 PM');
  });

  it('asks nothing while hidden, and at once when visible again or focused', async () => {
    stop = startAvailabilityPoll(101);
    await flush();
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(calls()).toBe(1);
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    await flush();
    expect(calls()).toBe(2);
    // Focus arriving with the visibility change is the same return: one call for both.
    win.dispatchEvent(new Event('focus'));
    await flush();
    expect(calls()).toBe(2);
    await vi.advanceTimersByTimeAsync(10_000);
    win.dispatchEvent(new Event('focus'));
    await flush();
    expect(calls()).toBe(3);
  });

  it.each([
    // Store ids of their own: what the API lacks is remembered for the page.
    ['an API without the call (404)', 103, failWith(404), 1],
    ['a passing failure (503): asked again', 104, failWith(503), 3],
  ] as const)('%s', async (_n, storeId, fail, expected) => {
    api.answers.availability = fail;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stop = startAvailabilityPoll(storeId);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls()).toBe(expected);
    expect($live.get()).toBeNull();
    warn.mockRestore();
  });

  it('stops when the Menu goes', async () => {
    stop = startAvailabilityPoll(102);
    await flush();
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    win.dispatchEvent(new Event('focus'));
    await flush();
    expect(calls()).toBe(1);
  });
});
