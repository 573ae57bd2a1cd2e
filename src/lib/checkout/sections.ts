/**
 * Which optional parts of Checkout show for a chain's branding, the service and the guest
 * (docs/product.md §3 "Branding display_options", §7.5 payment methods).
 */

export interface SectionsInput {
  displayOptions: {
    hide_order_note?: boolean | undefined;
    hide_include_utensils?: boolean | undefined;
    display_delivery_instructions?: boolean | undefined;
    display_partial_payments?: boolean | undefined;
    additional_checkbox_options_enabled?: boolean | undefined;
    additional_checkbox_options?:
      ReadonlyArray<{ label: string; checked?: boolean | undefined }> | undefined;
  };
  requiresAddress: boolean;
  loggedIn: boolean;
  /** The payment method types the store has enabled. */
  methods: readonly string[];
  /** The browser has the Payment Request API and a wallet it can use. */
  walletsAvailable: boolean;
}

export interface Sections {
  note: boolean;
  utensils: boolean;
  deliveryInstructions: boolean;
  /** Labels of the chain's extra checkboxes, with their default state. */
  extraOptions: { label: string; checked: boolean }[];
  newCard: boolean;
  savedCards: boolean;
  /** Gift cards can pay part of the order. */
  giftCards: boolean;
  payInStore: boolean;
  wallets: ('google_pay' | 'apple_pay')[];
}

/**
 * @example visibleSections({ displayOptions: {}, requiresAddress: false, loggedIn: false, methods: ['credit_card'], walletsAvailable: false }).note // true
 */
export function visibleSections(s: SectionsInput): Sections {
  const d = s.displayOptions;
  const has = (t: string) => s.methods.includes(t);
  return {
    note: !d.hide_order_note,
    utensils: !d.hide_include_utensils,
    deliveryInstructions: !!d.display_delivery_instructions && s.requiresAddress,
    extraOptions: d.additional_checkbox_options_enabled
      ? (d.additional_checkbox_options ?? [])
          .filter((o) => o.label.trim())
          .map((o) => ({ label: o.label.trim(), checked: !!o.checked }))
      : [],
    newCard: has('credit_card'),
    savedCards: s.loggedIn && has('saved_card'),
    giftCards: s.loggedIn && has('gift_card') && !!d.display_partial_payments,
    payInStore: has('pay_in_store') && !s.requiresAddress,
    wallets: s.walletsAvailable ? (['google_pay', 'apple_pay'] as const).filter(has) : [],
  };
}

/**
 * The note sent with the order: the guest's words, then the extra options they ticked, so the
 * store sees them where it reads instructions (the API has no field of its own for them).
 * @example orderNote('No onions', ['Contactless']) // 'No onions\nContactless'
 */
export function orderNote(note: string, ticked: readonly string[]): string {
  return [note.trim(), ...ticked].filter(Boolean).join('\n').slice(0, 500);
}
