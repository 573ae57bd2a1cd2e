import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { touchTarget } from '../../theme/touch.ts';

export const link = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  columnGap: '1rem',
  ...touchTarget,
  padding: '0.9rem 1rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '10px',
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  overflowWrap: 'anywhere',
  ':hover': { borderColor: vars.color.text },
});
export const host = style({
  gridColumn: 1,
  fontWeight: 400,
  fontSize: '0.9rem',
  textDecoration: 'none',
});
export const icon = style({ gridColumn: 2, gridRow: '1 / span 2', fontSize: '1.25rem' });
