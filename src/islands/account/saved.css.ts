import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** The account's saved things (addresses, cards, gift cards): one look for all three screens. */
// Lists and quiet text look the same on every account screen.
export { list, muted } from './account-screen.css.ts';

export const screen = style({ display: 'grid', gap: '1.25rem', minWidth: 0 });
export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '0.75rem',
  padding: '1rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '10px',
  background: vars.color.background,
});
export const itemText = style({ display: 'grid', gap: '0.2rem', minWidth: 0, flex: '1 1 12rem' });
export const itemTitle = style({ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' });
export const badge = style({
  display: 'inline-block',
  justifySelf: 'start',
  padding: '0.1rem 0.5rem',
  borderRadius: '999px',
  border: `2px solid ${vars.color.text}`,
  fontSize: '0.8rem',
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
export const empty = style({
  display: 'grid',
  gap: '0.5rem',
  padding: '1.25rem',
  border: `1px dashed ${vars.color.border}`,
  borderRadius: '10px',
});
export const dialogBody = style({ display: 'grid', gap: '1rem', minWidth: 'min(26rem, 80vw)' });
export const formGrid = style({ display: 'grid', gap: '0.9rem', maxWidth: '32rem' });
export const notice = style({
  margin: 0,
  padding: '0.75rem 1rem',
  borderRadius: '8px',
  border: `2px solid ${vars.color.success}`,
  fontWeight: 600,
});
export const sectionTitle = style({ margin: 0, fontSize: '1.15rem' });
