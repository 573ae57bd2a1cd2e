import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const wrap = style({ display: 'grid', gap: '1.25rem', maxWidth: '720px' });
export const card = style({
  display: 'grid',
  gap: '0.7rem',
  padding: '1.1rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '10px',
});
export const heading = style({ margin: 0, fontSize: '1.2rem' });
export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: '1rem',
  margin: 0,
});
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '0.45rem',
});
export const text = style({ margin: 0 });
export const steps = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '0.5rem',
});
export const step = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.6rem',
  selectors: {
    '&::before': {
      content: '""',
      width: '14px',
      height: '14px',
      borderRadius: '50%',
      border: `2px solid ${vars.color.text}`,
      flexShrink: 0,
    },
    '&[data-state="done"]::before': { background: vars.color.text },
    '&[data-state="current"]': { fontWeight: 700 },
    '&[data-state="current"]::before': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      boxShadow: `0 0 0 3px ${vars.color.background}, 0 0 0 5px ${vars.color.primary}`,
    },
  },
});
export const time = style({ fontSize: '1.4rem' });
