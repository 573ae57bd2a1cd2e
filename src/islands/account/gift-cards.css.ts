import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '1rem',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
});
export const item = style({
  display: 'grid',
  gap: '0.75rem',
  alignContent: 'start',
  padding: '1rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '12px',
  background: vars.color.background,
});
const face = {
  width: '100%',
  aspectRatio: '1.586',
  borderRadius: '10px',
} as const;
export const art = style({ ...face, objectFit: 'cover', display: 'block' });
/** Without the chain's gift_card_image: a card in its own colours. */
export const fallback = style({
  ...face,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  padding: '1rem',
  boxSizing: 'border-box',
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontWeight: 700,
  fontSize: '1.1rem',
  letterSpacing: '0.04em',
});
