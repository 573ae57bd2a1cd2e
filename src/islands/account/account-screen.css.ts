import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** The loading, empty and error states every account screen shares (ScreenState.tsx). */
export const state = style({
  display: 'grid',
  justifyItems: 'start',
  gap: '0.75rem',
  padding: '1.25rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '10px',
});
export const stateText = style({ margin: 0 });
/** The gated screen's box: no box of its own, so the screen lays out as if it were not wrapped. */
export const gated = style({ display: 'contents' });
export const stack = style({ display: 'grid', gap: '1.5rem', minWidth: 0 });
export const sectionTitle = style({
  margin: '0 0 0.75rem',
  fontFamily: vars.font.heading,
  fontSize: '1.25rem',
  color: vars.color.heading,
});
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '0.75rem',
});
export const card = style({
  display: 'grid',
  gap: '0.6rem',
  padding: '1rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '10px',
  background: vars.color.background,
  minWidth: 0,
});
export const muted = style({ margin: 0, fontSize: '0.95rem' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '0.6rem' });
