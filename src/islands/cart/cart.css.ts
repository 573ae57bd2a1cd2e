import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { sheetPad } from '../../ui/dialog.css.ts';
import { touchSquare, touchTarget } from '../../theme/touch.ts';

export const panel = style({
  position: 'fixed',
  insetInlineEnd: 0,
  insetBlockEnd: 0,
  zIndex: 800,
  display: 'flex',
  flexDirection: 'column',
  gap: '1rem',
  width: 'min(24rem, 100vw)',
  // No bottom padding: CHECKOUT's footer ends the panel and sticks to its bottom.
  padding: '1rem 1.25rem 0',
  vars: { [sheetPad]: '1.25rem' },
  overflowY: 'auto',
  background: vars.color.background,
  color: vars.color.text,
  borderInlineStart: `1px solid ${vars.color.border}`,
  boxShadow: '-12px 0 32px rgba(0, 0, 0, 0.18)',
  outline: 'none',
});

export const head = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '1rem',
});
export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: '1.4rem',
  outline: 'none',
});
export const subtitle = style({ margin: '0 0 0.5rem', fontSize: '1.05rem' });
export const body = style({ display: 'flex', flexDirection: 'column', gap: '1.25rem' });

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  ...touchSquare,
  padding: '0 0.5rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.button,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  selectors: { '&[aria-disabled="true"]': { cursor: 'progress', opacity: 0.7 } },
});

export const textButton = style({
  ...touchTarget,
  padding: '0 0.35rem',
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 600,
  textDecoration: 'underline',
  cursor: 'pointer',
});

export const list = style({
  display: 'grid',
  gap: '0.75rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const line = style({
  display: 'grid',
  gap: '0.25rem',
  paddingBlockEnd: '0.75rem',
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
export const lineHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: '0.75rem',
  fontWeight: 600,
});
export const meta = style({ margin: 0, fontSize: '0.9rem' });
export const controls = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: '0.4rem',
});
export const qty = style({ minWidth: '2ch', textAlign: 'center', fontWeight: 700 });

export const rows = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: '0.35rem 1rem',
  margin: 0,
});
export const rowLabel = style({ margin: 0 });
export const rowValue = style({ margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
export const totalLabel = style([rowLabel, { fontWeight: 700, fontSize: '1.1rem' }]);
export const totalValue = style([rowValue, { fontWeight: 700, fontSize: '1.1rem' }]);

export const alert = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '0.5rem',
  margin: 0,
  padding: '0.5rem 0.75rem',
  border: `2px solid ${vars.color.text}`,
  borderRadius: '8px',
  fontWeight: 600,
});

export const checkout = style({ width: '100%' });
export const checkoutDisabled = style({ width: '100%', opacity: 0.55, cursor: 'not-allowed' });
export const section = style({ display: 'grid', gap: '0.6rem' });
export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '0.75rem',
});
export const promoForm = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'end',
  gap: '0.5rem',
});
export const rowGroup = style({ display: 'contents' });
/** A line sold out since it was added (docs/kitchen.md §2): said in words, not colour alone. */
export const unavailable = style({
  margin: 0,
  fontSize: '0.9rem',
  fontWeight: 600,
  selectors: { '&::before': { content: '"⚠ "' } },
});
