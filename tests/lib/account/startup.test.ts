import { describe, expect, it } from 'vitest';
import {
  LOGOUT_CLEARED_KEYS,
  logoutConfirmed,
  parseStartup,
  SESSION_EXPIRY_CLEARED_KEYS,
  startupActions,
} from '../../../src/lib/account/startup.ts';

const ticket = { merchant: 'm1', location: 'l1', ticket: 't1' };

describe('parseStartup (docs/product.md §2.2)', () => {
  it.each([
    ['', {}],
    ['?', {}],
    ['?merchant=m1&location=l1&ticket=t1', { ticket }],
    ['merchant=m1&location=l1&ticket=t1', { ticket }],
    ['?merchant=m1&location=l1', {}],
    ['?merchant=m1&ticket=t1', {}],
    ['?location=l1&ticket=t1', {}],
    ['?merchant=m1&location=&ticket=t1', {}],
    ['?merchant=%20&location=l1&ticket=t1', {}],
    ['?merchant=m%201&location=l1&ticket=t1', { ticket: { ...ticket, merchant: 'm 1' } }],
    ['?discount_code=SAVE5', { discountCode: 'SAVE5' }],
    ['?discount_code=', {}],
    ['?menu_item_id=42', { menuItemId: 42 }],
    ['?menu_item_id=%2042%20', { menuItemId: 42 }],
    ['?menu_item_id=', {}],
    ['?menu_item_id=0', {}],
    ['?menu_item_id=-4', {}],
    ['?menu_item_id=4.5', {}],
    ['?menu_item_id=abc', {}],
    ['?menu_item_id=1e3', {}],
    ['?utm_source=x', {}],
    [
      '?merchant=m1&location=l1&ticket=t1&discount_code=SAVE5&menu_item_id=42',
      { ticket, discountCode: 'SAVE5', menuItemId: 42 },
    ],
  ])('%j → %j', (search, parsed) => expect(parseStartup(search)).toEqual(parsed));
});

describe('startupActions (docs/product.md §2.2)', () => {
  it.each([
    [{}, false, []],
    [
      { ticket },
      true,
      [
        { type: 'store-ticket', ticket },
        { type: 'open-modal', modal: 'in-store-loyalty' },
      ],
    ],
    [
      { ticket },
      false,
      [
        { type: 'store-ticket', ticket },
        { type: 'open-modal', modal: 'login' },
      ],
    ],
    [{ discountCode: 'SAVE5' }, false, [{ type: 'reset-order-for-discount', code: 'SAVE5' }]],
    [{ menuItemId: 42 }, true, [{ type: 'store-deep-link', itemId: 42 }]],
    [
      { ticket, discountCode: 'SAVE5', menuItemId: 42 },
      false,
      [
        { type: 'store-ticket', ticket },
        { type: 'open-modal', modal: 'login' },
        { type: 'reset-order-for-discount', code: 'SAVE5' },
        { type: 'store-deep-link', itemId: 42 },
      ],
    ],
  ])('%j, loggedIn %s → %j', (parsed, loggedIn, actions) =>
    expect(startupActions(parsed, { loggedIn })).toEqual(actions),
  );
});

describe('logout clearing (docs/product.md §4.1)', () => {
  it('clears the listed keys on a confirmed logout', () => {
    expect([...LOGOUT_CLEARED_KEYS]).toEqual([
      'order',
      'customerId',
      'orderId',
      'selectedTip',
      'dayAndTimeSelected',
      'auth',
      'loggedIn',
      'phoneVerified',
      'newCardData',
      'otherTipAmount',
    ]);
  });
  it('clears emailVerified as well on session expiry', () => {
    expect([...SESSION_EXPIRY_CLEARED_KEYS]).toEqual([...LOGOUT_CLEARED_KEYS, 'emailVerified']);
    expect(LOGOUT_CLEARED_KEYS).not.toContain('emailVerified');
  });
  it.each([
    [{ ok: 'Logged out' }, true],
    [{ ok: 'logged out' }, false],
    [{ ok: true }, false],
    [{ ok: 'Logged out ' }, false],
    [{}, false],
    [null, false],
    [undefined, false],
    ['Logged out', false],
  ])('logoutConfirmed(%j) → %s', (data, ok) => expect(logoutConfirmed(data)).toBe(ok));
});
