import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { phone } from '../../ui/phone.ts';
import { touchTarget } from '../../theme/touch.ts';

export const layout = style({
  display: 'grid',
  gap: '1.5rem',
  alignItems: 'start',
  '@media': {
    'screen and (min-width: 900px)': {
      gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
      gridTemplateRows: 'auto 1fr',
      gridTemplateAreas: '"main summary" "main side"',
    },
  },
});
export const main = style({ '@media': { 'screen and (min-width: 900px)': { gridArea: 'main' } } });
export const column = style({ display: 'grid', gap: '1.25rem', minWidth: 0 });
export const card = style({
  display: 'grid',
  gap: '0.8rem',
  padding: '1.1rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '10px',
  background: vars.color.background,
});
export const heading = style({ margin: 0, fontSize: '1.2rem' });
export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: '1rem',
  margin: 0,
});
export const total = style([
  row,
  {
    fontWeight: 700,
    fontSize: '1.1rem',
    borderTop: `1px solid ${vars.color.border}`,
    paddingTop: '0.6rem',
  },
]);
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '0.5rem',
});
export const muted = style({ margin: 0, fontSize: '0.9rem' });
export const fieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '0.6rem',
  minWidth: 0,
});
export const legend = style({
  fontWeight: 600,
  fontSize: '0.95rem',
  padding: 0,
  marginBottom: '0.4rem',
});
export const pills = style({ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' });
export const pill = style({
  position: 'relative',
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '72px',
  ...touchTarget,
  padding: '0.35rem 0.8rem',
  border: `2px solid ${vars.color.text}`,
  borderRadius: vars.radius.button,
  cursor: 'pointer',
  fontWeight: 600,
  selectors: {
    '&:has(input:checked)': {
      background: vars.color.primary,
      color: vars.color.primaryText,
      borderColor: vars.color.primary,
    },
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.text}`, outlineOffset: '2px' },
  },
});
export const pillInput = style({
  position: 'absolute',
  opacity: 0,
  inset: 0,
  margin: 0,
  cursor: 'pointer',
});
export const small = style({ fontSize: '0.8rem', fontWeight: 500 });
export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.6rem',
  ...touchTarget,
});
export const radio = style({
  width: '20px',
  height: '20px',
  margin: 0,
  accentColor: vars.color.primary,
  flexShrink: 0,
});
export const inline = style({
  display: 'flex',
  gap: '0.5rem',
  alignItems: 'flex-end',
  flexWrap: 'wrap',
});
export const grow = style({ flex: '1 1 12rem' });
export const alert = style({
  margin: 0,
  padding: '0.6rem 0.8rem',
  borderRadius: '6px',
  border: `2px solid ${vars.color.text}`,
  fontWeight: 600,
});
export const textarea = style({
  width: '100%',
  minHeight: '5rem',
  padding: '0.55rem 0.75rem',
  border: `1px solid ${vars.color.text}`,
  borderRadius: '6px',
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
});
export const linkButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  ...touchTarget,
  padding: '0 0.25rem',
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 700,
  textDecoration: 'underline',
  cursor: 'pointer',
});
export const place = style({
  width: '100%',
  selectors: {
    // Looks unavailable while it cannot place the order (a payment in flight, under the minimum).
    '&[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});
export const sticky = style({
  '@media': {
    'screen and (min-width: 900px)': { gridArea: 'side', position: 'sticky', top: '1rem' },
  },
});
export const summary = style({
  '@media': { 'screen and (min-width: 900px)': { gridArea: 'summary' } },
});
/** Phones: the order folds under a disclosure that shows its total. */
export const disclosure = style([
  linkButton,
  { justifySelf: 'start', '@media': { [`not ${phone}`]: { display: 'none' } } },
]);
export const summaryBody = style({
  display: 'grid',
  gap: '0.8rem',
  selectors: { '&:not([data-open])': { '@media': { [phone]: { display: 'none' } } } },
});
/** Checkout's island, a screen tall whatever it shows, so the footer stays below the fold. */
export const screen = style({ minHeight: '100vh' });
/** Why the order cannot be paid for now (docs/kitchen.md §2), above the forms. */
export const blocked = style({ marginBottom: '1.5rem', borderWidth: '2px' });
