// docs/architecture.md §5: stored values are checked when read back; docs/product.md §3 "Other
// client-persisted values" and docs/architecture.md §6: Checkout keeps billing fields only, never
// card data, and forgets it all once placed.
import { describe, expect, it, vi } from 'vitest';
import { string } from '../../../src/stores/persist/decode.ts';

const memory = () => {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
    clear: () => m.clear(),
    key: () => null,
    get length() {
      return m.size;
    },
  } as Storage;
};
vi.stubGlobal('localStorage', memory());
vi.stubGlobal('sessionStorage', memory());

const { sessionAtom } = await import('../../../src/stores/persist/session.ts');
const checkout = await import('../../../src/stores/checkout/checkout.ts');

describe('sessionAtom', () => {
  it.each([
    ['a stored value', '"hello"', 'hello'],
    ['malformed JSON', '{', ''],
    ['a value of the wrong shape', '42', ''],
    ['nothing stored', null, ''],
  ] as const)('reads %s', (_n, raw, expected) => {
    sessionStorage.clear();
    if (raw !== null) sessionStorage.setItem('k', raw);
    expect(sessionAtom('k', string(), '').get()).toBe(expected);
  });

  it('writes changes and removes the key at the initial value', () => {
    sessionStorage.clear();
    const a = sessionAtom('note', string(), '');
    a.set('No onions');
    expect(sessionStorage.getItem('note')).toBe('"No onions"');
    a.set('');
    expect(sessionStorage.getItem('note')).toBeNull();
  });
});

describe('checkout values', () => {
  it('formats guest fields while typing (docs/product.md §5)', () => {
    checkout.setGuestField('phone', '2125550199');
    checkout.setGuestField('firstName', ' Ann3');
    expect(checkout.$guestInfo.get()).toMatchObject({ phone: '(212) 555-0199', firstName: 'Ann' });
  });

  it('keeps newCardData as billing fields only', () => {
    checkout.setBilling('postal_code', '10038');
    expect(checkout.$newCardData.get()).toEqual({
      first_name: '',
      last_name: '',
      address1: '',
      city: '',
      state: '',
      postal_code: '10038',
    });
  });

  it('forgets everything once the order is placed', () => {
    checkout.$selectedTip.set(18);
    checkout.$otherTipAmount.set('3');
    checkout.$orderNote.set('No onions');
    checkout.$paymentToken.set('tok_abcdefgh');
    checkout.$selectedPaymentMethod.set({ type: 'new_card' });
    checkout.clearCheckout();
    expect([
      checkout.$selectedTip.get(),
      checkout.$otherTipAmount.get(),
      checkout.$newCardData.get(),
      checkout.$selectedPaymentMethod.get(),
    ]).toEqual([null, '', checkout.EMPTY_BILLING, null]);
    expect(
      ['guestInfo', 'orderNote', 'paymentToken'].map((k) => sessionStorage.getItem(k)),
    ).toEqual([null, null, null]);
  });
});
