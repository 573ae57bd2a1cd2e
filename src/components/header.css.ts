import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const header = style({
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.background,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: '1.5rem',
  maxWidth: '1120px',
  minHeight: '64px',
  margin: '0 auto',
  padding: '0.5rem 1rem',
});

export const logoLink = style({ display: 'inline-flex', alignItems: 'center', minHeight: '44px' });
export const logo = style({ display: 'block', height: '40px', width: 'auto' });
export const wordmark = style({
  fontFamily: vars.font.heading,
  fontSize: '1.25rem',
  fontWeight: 700,
  color: vars.color.heading,
});

export const nav = style({ marginInlineStart: 'auto' });
export const navList = style({
  display: 'flex',
  alignItems: 'center',
  gap: '1rem',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:hover, &[aria-current="page"]': { textDecoration: 'underline' } },
});

export const confirmation = style({
  marginInlineStart: 'auto',
  fontFamily: vars.font.heading,
  fontWeight: 700,
  margin: 0,
});
