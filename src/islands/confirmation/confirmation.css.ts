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
// Phone first: the steps run down, joined by a line; from 640 px they run across.
export const steps = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '0.9rem',
  '@media': {
    '(min-width: 640px)': { gridAutoFlow: 'column', gridAutoColumns: '1fr', gap: '0.5rem' },
  },
});
const MARKER = '1.75rem';
export const step = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: '0.6rem',
  minWidth: 0,
  selectors: {
    // The line to the next step.
    '&:not(:last-child)::after': {
      content: '""',
      position: 'absolute',
      left: `calc(${MARKER} / 2 - 1px)`,
      top: MARKER,
      height: '0.9rem',
      width: '2px',
      background: vars.color.border,
    },
    '&[data-state="done"]:not(:last-child)::after': { background: vars.color.text },
    '&[data-state="current"]': { fontWeight: 700 },
  },
  '@media': {
    '(min-width: 640px)': {
      flexDirection: 'column',
      textAlign: 'center',
      selectors: {
        '&:not(:last-child)::after': {
          left: `calc(50% + ${MARKER} / 2 + 0.25rem)`,
          right: `calc(-50% + ${MARKER} / 2 + 0.25rem)`,
          top: `calc(${MARKER} / 2 - 1px)`,
          width: 'auto',
          height: '2px',
        },
      },
    },
  },
});
export const marker = style({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  width: MARKER,
  height: MARKER,
  borderRadius: '6px',
  border: `2px solid ${vars.color.border}`,
  fontSize: '0.85rem',
  fontWeight: 700,
  '::before': { content: 'attr(data-mark)' },
  selectors: {
    '[data-state="done"] > &': {
      background: vars.color.text,
      borderColor: vars.color.text,
      color: vars.color.background,
    },
    '[data-state="current"] > &': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.primaryText,
    },
  },
});
export const stepLabel = style({ minWidth: 0, overflowWrap: 'anywhere' });
export const time = style({ fontSize: '1.4rem' });
/** At least a screen tall, so what follows the order stays below the fold while it loads. */
export const page = style({
  display: 'grid',
  gap: '1.25rem',
  alignContent: 'start',
  minHeight: '100vh',
});
// One line on a 390 px phone for "Thank you! Order #123456".
export const title = style({ margin: 0, fontSize: 'clamp(1.45rem, 6vw, 2rem)', lineHeight: 1.25 });
export const intro = style({ margin: 0, maxWidth: '40rem' });
