import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const body = style({ background: vars.color.background, color: vars.color.text });

export const main = style({ flex: 1, outline: 'none' });

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: '1rem',
  insetBlockStart: '-100px',
  zIndex: 1100,
  padding: '0.5rem 1rem',
  background: vars.color.primary,
  color: vars.color.primaryText,
  borderRadius: vars.radius.button,
  selectors: { '&:focus': { insetBlockStart: '0.5rem' } },
});
