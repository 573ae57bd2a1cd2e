import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const PRINT = 'print';

export const sheet = style({
  display: 'grid',
  gap: '1.25rem',
  maxWidth: '46rem',
  padding: '1.25rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '10px',
  background: vars.color.background,
  '@media': {
    'screen and (min-width: 700px)': { padding: '2rem' },
    [PRINT]: { border: 0, padding: 0, maxWidth: 'none', background: 'white', color: 'black' },
  },
});
export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: '1rem',
  paddingBottom: '1rem',
  borderBottom: `1px solid ${vars.color.border}`,
});
export const brand = style({ margin: 0, fontWeight: 600 });
export const title = style({ margin: '0.2rem 0 0', fontSize: '1.4rem' });
export const heading = style({ margin: '0 0 0.6rem', fontSize: '1.1rem' });
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '0.35rem 1rem',
  margin: 0,
});
globalStyle(`${facts} dt`, { fontWeight: 600 });
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere' });
export const list = style({
  listStyle: 'none',
  margin: '0 0 0.8rem',
  padding: 0,
  display: 'grid',
  gap: '0.6rem',
});
export const line = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: '1rem',
  breakInside: 'avoid',
});
export const small = style({ display: 'block', fontSize: '0.9rem' });
export const notice = style({
  margin: 0,
  padding: '0.75rem 1rem',
  borderLeft: `4px solid ${vars.color.primary}`,
});
export const text = style({ margin: 0 });
export const actions = style({
  display: 'grid',
  gap: '0.75rem',
  paddingTop: '1rem',
  borderTop: `1px solid ${vars.color.border}`,
});
export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' });

/** Left out of the printed quote: what only works on screen. */
export const screenOnly = style({ '@media': { [PRINT]: { display: 'none' } } });

// The printed quote is the sheet alone: the shell's header, footer, skip link, toasts and modals
// stay on screen (docs/product.md §2.1 Order quote, "can be printed").
globalStyle(
  [
    'body[data-screen="order-quote"] > header',
    'body[data-screen="order-quote"] > footer',
    'body[data-screen="order-quote"] > a',
    'body[data-screen="order-quote"] > astro-island',
  ].join(', '),
  { '@media': { [PRINT]: { display: 'none' } } },
);
// Paper is white whatever the tenant's mode: a dark tenant's light headings would not print.
globalStyle('body[data-screen="order-quote"], body[data-screen="order-quote"] :is(h1, h2, h3)', {
  '@media': { [PRINT]: { background: 'white', color: 'black' } },
});
