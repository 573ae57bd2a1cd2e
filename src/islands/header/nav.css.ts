import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { phone } from '../../ui/phone.ts';
import { TOUCH_TARGET, touchTarget } from '../../theme/touch.ts';
import { STORED_LOGIN_ATTRIBUTE } from '../../lib/stored-login.ts';

export const list = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.75rem',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  // One row on phones, so the header keeps its height (docs/architecture.md §8).
  '@media': { [phone]: { flexWrap: 'nowrap', gap: '0.25rem', fontSize: '0.9375rem' } },
});
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  ...touchTarget,
  padding: '0 0.25rem',
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover, &[aria-current="page"], &[aria-expanded="true"]': { textDecoration: 'underline' },
  },
  // Still well above the 24 px target size (WCAG 2.5.8) inside the 64 px header.
  '@media': { [phone]: { minHeight: '38px' } },
});

const storedLogin = `html[${STORED_LOGIN_ATTRIBUTE}] &`;

/** Where Profile opens its dropdown and LOG OUT is left out (docs/product.md §2.3). */
export const narrowNav = '(max-width: 900px)';

/**
 * Login as the server wrote it, before the header is interactive. A customer whose browser holds a
 * login (src/lib/stored-login.ts) would otherwise see Login until their Profile replaces it: for
 * them it leaves the row, and their own items (below) hold its place.
 */
export const loginBeforeHydration = style({
  selectors: { [storedLogin]: { display: 'none' } },
});

/**
 * Profile and LOG OUT as the server wrote them: out of the row for a guest, and for a customer
 * whose browser holds a login, unseen but as wide as the items that replace them once the header
 * is interactive, so the rest of the row stays where it is.
 */
export const signedInBeforeHydration = style({
  display: 'none',
  visibility: 'hidden',
  selectors: { [storedLogin]: { display: 'block' } },
});

/** LOG OUT's place, kept only where LOG OUT shows: wider than 900px (HeaderNav). */
export const logOutBeforeHydration = style([
  signedInBeforeHydration,
  { '@media': { [narrowNav]: { selectors: { [storedLogin]: { display: 'none' } } } } },
]);

export const cart = style([
  link,
  {
    position: 'relative',
    minWidth: TOUCH_TARGET,
    justifyContent: 'center',
    '@media': { [phone]: { minWidth: '40px' } },
    borderRadius: '8px',
    selectors: {
      '&[aria-expanded="true"]': {
        textDecoration: 'none',
        background: vars.color.surface,
        color: vars.color.text,
      },
    },
  },
]);
export const cartImage = style({ display: 'block', width: '24px', height: '24px' });
export const badge = style({
  position: 'absolute',
  insetBlockStart: '2px',
  insetInlineEnd: '-4px',
  minWidth: '1.25rem',
  height: '1.25rem',
  padding: '0 0.3rem',
  borderRadius: '999px',
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontSize: '0.75rem',
  lineHeight: '1.25rem',
  textAlign: 'center',
});

/** Shown at 1000px wide or less (docs/product.md §2.3: the cart icon on Checkout). */
export const narrowOnly = style({ '@media': { '(min-width: 1001px)': { display: 'none' } } });
