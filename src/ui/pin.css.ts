import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { TOUCH_TARGET } from '../theme/touch.ts';

export const wrap = style({ position: 'relative', width: 'fit-content' });
export const boxes = style({
  display: 'grid',
  gridTemplateColumns: `repeat(6, ${TOUCH_TARGET})`,
  gap: '8px',
});
export const box = style({
  display: 'grid',
  placeItems: 'center',
  height: '52px',
  border: `1px solid ${vars.color.text}`,
  borderRadius: '6px',
  fontSize: '1.4rem',
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-active="true"]': { outline: `3px solid ${vars.color.text}`, outlineOffset: '1px' },
  },
});
/** The real input lies over the boxes, invisible but focusable and readable. */
export const input = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  opacity: 0,
  border: 0,
  fontSize: '16px',
  caretColor: 'transparent',
  cursor: 'text',
});
