import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { touchTarget } from '../../theme/touch.ts';

export const section = style({
  marginBlockStart: '2.5rem',
  paddingBlockStart: '1.5rem',
  borderBlockStart: `1px solid ${vars.color.border}`,
});
export const title = style({ margin: '0 0 0.75rem', fontSize: '1.25rem' });
export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.75rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  ...touchTarget,
  padding: '0.5rem 1rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.button,
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  overflowWrap: 'anywhere',
  ':hover': { borderColor: vars.color.text },
  selectors: { '&[aria-current="page"]': { borderColor: vars.color.text } },
});
