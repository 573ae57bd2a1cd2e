import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const weather = style({
  margin: 0,
  minBlockSize: '1.5em',
  fontSize: '0.875rem',
  lineHeight: 1.5,
  color: vars.color.text,
});
