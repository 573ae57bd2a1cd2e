// Live availability (docs/kitchen.md §2): sold-out items and options, paused stores, and what the
// Menu, the cart and Checkout make of them. A chain without the availability call has `null`.
import { describe, expect, it } from 'vitest';
import {
  backAt,
  checkoutBlock,
  itemSoldOut,
  lineProblemText,
  optionSoldOut,
  pausedNow,
  pausedText,
  unavailableLines,
  type LineLike,
  type Live,
} from '../../../src/lib/menu/availability.ts';
import { storeDate } from '../../../src/lib/stores/paused.ts';
import { withLive } from '../../../src/lib/menu/live-menu.ts';

const NOW = Date.parse('2025-06-11T20:00:00Z'); // 4:00 PM in New York (-240)
const live = (over: Partial<Live> = {}): Live => ({
  is_paused: false,
  paused_until: null,
  sold_out_item_ids: [],
  sold_out_option_ids: [],
  ...over,
});
const line = (over: Partial<LineLike> = {}): LineLike => ({
  item_id: 1,
  menu_item_id: 1011,
  name: 'Fries',
  auto: false,
  options: [{ option_id: 1033, name: 'Regular' }],
  ...over,
});

describe('sold-out rule: the live lists name what cannot be sold', () => {
  it.each([
    ['named item', 1011, live({ sold_out_item_ids: [1011] }), true],
    ['another item', 1012, live({ sold_out_item_ids: [1011] }), false],
    ['no availability call (null)', 1011, null, false],
  ] as const)('%s → %s', (_n, id, l, expected) => {
    expect(itemSoldOut(id, l)).toBe(expected);
  });
  it.each([
    ['named option', 1033, live({ sold_out_option_ids: [1033] }), true],
    ['another option', 1034, live({ sold_out_option_ids: [1033] }), false],
    ['no availability call (null)', 1033, null, false],
  ] as const)('option: %s → %s', (_n, id, l, expected) => {
    expect(optionSoldOut(id, l)).toBe(expected);
  });
});

describe('pause rule: paused while it says so and its resume time has not come', () => {
  it.each([
    ['not paused', { is_paused: false }, false],
    ['paused, no resume time', { is_paused: true, paused_until: null }, true],
    ['paused until later', { is_paused: true, paused_until: '2025-06-11T22:30:00Z' }, true],
    ['resume time passed', { is_paused: true, paused_until: '2025-06-11T19:59:00Z' }, false],
    ['store without the fields', {}, false],
    ['no store', null, false],
  ] as const)('%s → %s', (_n, p, expected) => {
    expect(pausedNow(p, NOW)).toBe(expected);
  });

  it.each([
    ['same day on the store clock', '2025-06-11T22:30:00Z', -240, '6:30 PM'],
    ['next day', '2025-06-12T13:00:00Z', -240, 'Jun 12, 9:00 AM'],
    ['store in another zone', '2025-06-11T22:30:00Z', -420, '3:30 PM'],
    ['a later year, just past midnight', '2026-01-01T05:05:00Z', -300, 'Jan 1, 12:05 AM'],
    ['no resume time', null, -240, null],
    ['not a time', 'soon', -240, null],
  ] as const)('back at: %s → %s', (_n, until, offset, expected) => {
    expect(backAt(until, offset, NOW)).toBe(expected);
    // The API's own date (its clock may not be the page's) gives the same answer.
    expect(backAt(until, offset, '06/11/2025')).toBe(expected);
  });

  it.each([
    ["the API's today", '06/11/2025', '2025-06-11'],
    ['an instant, on the store clock', Date.parse('2025-06-12T02:00:00Z'), '2025-06-11'],
    ['unreadable', '2025-06-11', ''],
  ] as const)('store date: %s', (_n, today, expected) => {
    expect(storeDate(today, -240)).toBe(expected);
  });

  it.each([
    [
      'with a resume time',
      { is_paused: true, paused_until: '2025-06-11T22:30:00Z' },
      'Paused — back at 6:30 PM',
    ],
    ['without', { is_paused: true }, 'Paused — not taking orders right now'],
    ['not paused', { is_paused: false }, null],
    ['no pause fields (an API without them)', {}, null],
  ] as const)('the paused line takes the API’s word: %s', (_n, p, expected) => {
    expect(pausedText(p, -240, '06/11/2025')).toBe(expected);
  });
});

describe('unavailable-line rule: the line’s item or a chosen option is sold out', () => {
  it.each([
    [
      'item sold out',
      [line()],
      live({ sold_out_item_ids: [1011] }),
      [{ kind: 'item', options: [] }],
    ],
    [
      'option sold out',
      [line()],
      live({ sold_out_option_ids: [1033] }),
      [{ kind: 'options', options: ['Regular'] }],
    ],
    ['nothing sold out', [line()], live(), []],
    [
      'auto-added extras are the store’s to drop',
      [line({ auto: true })],
      live({ sold_out_item_ids: [1011] }),
      [],
    ],
    ['no availability call', [line()], null, []],
  ] as const)('%s', (_n, lines, l, expected) => {
    expect(unavailableLines(lines, l)).toMatchObject(expected);
  });

  it.each([
    [{ kind: 'item', options: [] }, 'Sold out today'],
    [{ kind: 'options', options: ['Bacon'] }, 'Bacon is sold out today'],
    [
      { kind: 'options', options: ['Bacon', 'Avocado', 'Egg'] },
      'Bacon, Avocado and Egg are sold out today',
    ],
  ] as const)('the cart says %o → %s', (p, text) => {
    expect(lineProblemText(p)).toBe(text);
  });
});

describe('checkout rule: no payment at a paused store or for an unavailable line', () => {
  const base = {
    storeName: 'Harbor',
    store: null,
    live: live(),
    lines: [line()],
    offsetMins: -240,
    nowMs: NOW,
  };
  it.each([
    ['all available', {}, null],
    ['no availability call, store without pause fields', { live: null }, null],
    [
      'paused (live), with a resume time',
      { live: live({ is_paused: true, paused_until: '2025-06-11T22:30:00Z' }) },
      'Harbor is paused and not taking orders until 6:30 PM. Your cart is kept: you can pay once the store is back.',
    ],
    [
      'paused (store fields only: an API with the fields, without the call)',
      { live: null, store: { is_paused: true } },
      'Harbor is paused and not taking orders right now. Your cart is kept: you can pay once the store is back.',
    ],
    [
      'one line sold out',
      { live: live({ sold_out_item_ids: [1011] }) },
      'Fries is no longer available as ordered (sold out today). Remove it or pick another option in your cart, then pay.',
    ],
    [
      'two lines',
      {
        live: live({ sold_out_item_ids: [1011, 1012] }),
        lines: [line(), line({ item_id: 2, menu_item_id: 1012, name: 'Onion Rings' })],
      },
      'Fries and Onion Rings are no longer available as ordered (sold out today). Remove them or pick another option in your cart, then pay.',
    ],
  ] as const)('%s', (_n, over, expected) => {
    expect(checkoutBlock({ ...base, ...over })).toBe(expected);
  });
});

describe('menu rule: an item sold out just now counts as out of stock', () => {
  const menus = [
    {
      categories: [
        {
          items: [
            { item_id: 1011, out_of_stock: false },
            { item_id: 1012, out_of_stock: false },
          ],
        },
      ],
    },
  ];
  it('marks only the sold-out item', () => {
    expect(withLive(menus, live({ sold_out_item_ids: [1011] }))[0]!.categories[0]!.items).toEqual([
      { item_id: 1011, out_of_stock: true },
      { item_id: 1012, out_of_stock: false },
    ]);
  });
  it.each([
    ['nothing sold out', live()],
    ['no availability call', null],
  ] as const)('%s: the same menus', (_n, l) => expect(withLive(menus, l)).toBe(menus));
});
