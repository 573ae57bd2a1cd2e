import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const hub = style({ display: 'grid', gap: '1.5rem' });
export const greeting = style({ margin: 0, fontSize: '1.25rem', color: vars.color.heading });
export const panel = style({
  display: 'grid',
  gap: '0.75rem',
  padding: '1rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '10px',
});
export const panelTitle = style({ margin: 0, fontSize: '1.05rem' });
export const statusList = style({
  display: 'grid',
  gap: '0.6rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const statusRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.5rem 1rem',
});
export const statusText = style({ flex: '1 1 12rem', margin: 0, overflowWrap: 'anywhere' });
export const badge = style({
  display: 'inline-block',
  marginInlineStart: '0.4rem',
  padding: '0.1rem 0.55rem',
  border: `1px solid ${vars.color.text}`,
  borderRadius: '999px',
  fontSize: '0.8rem',
  fontWeight: 700,
});
export const tiles = style({
  display: 'grid',
  gap: '0.75rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
});
export const tile = style({
  position: 'relative',
  display: 'grid',
  alignContent: 'start',
  gap: '0.3rem',
  padding: '1rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '10px',
  selectors: {
    '&:hover': { borderColor: vars.color.primary, background: vars.color.surface },
    '&:focus-within': { outline: `2px solid ${vars.color.text}`, outlineOffset: '2px' },
  },
});
export const tileLink = style({
  fontWeight: 700,
  fontSize: '1.05rem',
  color: vars.color.heading,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: '10px' },
    '&:focus-visible': { outline: 'none', textDecoration: 'underline' },
  },
});
export const tileText = style({ fontSize: '0.9rem' });
