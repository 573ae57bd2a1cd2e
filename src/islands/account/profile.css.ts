import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const page = style({ display: 'grid', gap: '1.5rem', maxWidth: '40rem' });
export const section = style({
  display: 'grid',
  gap: '1rem',
  padding: '1.25rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '10px',
  '@media': { '(max-width: 480px)': { padding: '1rem' } },
});
export const heading = style({ margin: 0, fontSize: '1.2rem' });
export const names = style({
  display: 'grid',
  gap: '0.9rem',
  '@media': { '(min-width: 560px)': { gridTemplateColumns: '1fr 1fr' } },
});
export const text = style({ margin: 0 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' });

/**
 * A form's fields as one group, disabled together until they can be used; no box of its own, so
 * the form lays them out as if it were not there.
 */
export const fields = style({ display: 'contents', border: 0, margin: 0, padding: 0, minWidth: 0 });
