// docs/product.md §3 "Branding display_options" (hide_order_note, hide_include_utensils,
// display_delivery_instructions, display_partial_payments, additional_checkbox_options*), §7.5.
import { describe, expect, it } from 'vitest';
import {
  orderNote,
  visibleSections,
  type SectionsInput,
} from '../../../src/lib/checkout/sections.ts';

const base: SectionsInput = {
  displayOptions: {},
  requiresAddress: false,
  loggedIn: false,
  methods: ['credit_card', 'saved_card', 'gift_card', 'google_pay'],
  walletsAvailable: false,
};

describe('visibleSections', () => {
  it.each([
    [
      'defaults for a guest at pickup',
      {},
      {
        note: true,
        utensils: true,
        deliveryInstructions: false,
        extraOptions: [],
        newCard: true,
        savedCards: false,
        giftCards: false,
        payInStore: false,
        wallets: [],
      },
    ],
    [
      'note and utensils hidden',
      { displayOptions: { hide_order_note: true, hide_include_utensils: true } },
      { note: false, utensils: false },
    ],
    [
      'delivery instructions need the option and an address service',
      { displayOptions: { display_delivery_instructions: true } },
      { deliveryInstructions: false },
    ],
    [
      'delivery instructions for delivery',
      { displayOptions: { display_delivery_instructions: true }, requiresAddress: true },
      { deliveryInstructions: true },
    ],
    [
      'saved cards for a signed-in customer',
      { loggedIn: true },
      { savedCards: true, giftCards: false },
    ],
    [
      'gift cards only with partial payments',
      { loggedIn: true, displayOptions: { display_partial_payments: true } },
      { giftCards: true },
    ],
    [
      'wallets only where the browser has them',
      { walletsAvailable: true },
      { wallets: ['google_pay'] },
    ],
    [
      'extra options only when enabled',
      { displayOptions: { additional_checkbox_options: [{ label: 'Contactless' }] } },
      { extraOptions: [] },
    ],
    [
      'extra options, blank labels dropped',
      {
        displayOptions: {
          additional_checkbox_options_enabled: true,
          additional_checkbox_options: [
            { label: ' Contactless ', checked: true },
            { label: ' ' },
            { label: 'Napkins' },
          ],
        },
      },
      {
        extraOptions: [
          { label: 'Contactless', checked: true },
          { label: 'Napkins', checked: false },
        ],
      },
    ],
    [
      'pay in store at pickup only',
      { methods: ['pay_in_store'], requiresAddress: true },
      { payInStore: false, newCard: false },
    ],
  ] as const)('%s', (_name, change, expected) => {
    expect(visibleSections({ ...base, ...change })).toMatchObject(expected);
  });
});

describe('orderNote', () => {
  it.each([
    ['', [], ''],
    [' No onions ', [], 'No onions'],
    ['No onions', ['Contactless'], 'No onions\nContactless'],
    ['', ['Contactless', 'Napkins'], 'Contactless\nNapkins'],
    ['x'.repeat(600), [], 'x'.repeat(500)],
  ] as const)('%j + %j', (note, ticked, expected) =>
    expect(orderNote(note, ticked)).toBe(expected),
  );
});
