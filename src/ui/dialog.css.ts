import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { phone } from './phone.ts';
import { TOUCH_TARGET } from '../theme/touch.ts';

/** Space above a dialog: it hangs from here, so what arrives late in it grows it downwards. */
const DIALOG_TOP = 'max(1rem, 8vh)';

// A dialog is placed from the top, not centred: a centred one moves everything in it by half of
// whatever is added later (the sign-in providers' buttons under LOGIN, an error message), often
// from under the pointer about to press it.
export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: 900,
  display: 'grid',
  justifyItems: 'center',
  alignItems: 'start',
  padding: '1rem',
  paddingBlockStart: DIALOG_TOP,
  background: 'rgba(0, 0, 0, 0.55)',
  overflowY: 'auto',
});

export const panel = style({
  position: 'relative',
  width: 'min(100%, 30rem)',
  maxHeight: `calc(100vh - ${DIALOG_TOP} - 1rem)`,
  overflowY: 'auto',
  padding: '1.5rem',
  borderRadius: '12px',
  background: vars.color.background,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  boxShadow: '0 20px 60px rgba(0, 0, 0, 0.35)',
  outline: 'none',
});

export const title = style({
  margin: '0 2.5rem 1rem 0',
  fontSize: `calc(0.7rem * ${vars.scale.heading})`,
});

export const close = style({
  position: 'absolute',
  insetBlockStart: '0.75rem',
  insetInlineEnd: '0.75rem',
  width: TOUCH_TARGET,
  height: TOUCH_TARGET,
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  color: 'inherit',
  fontSize: '1.5rem',
  lineHeight: 1,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surface } },
});

/** The inline padding of what holds a `sheetFooter`, which the footer reaches across. */
export const sheetPad = createVar();

/** Phones: the sheet fills the screen. Everywhere: its footer ends it. */
export const sheetBackdrop = style({
  '@media': { [phone]: { padding: 0, placeItems: 'stretch' } },
});
export const sheet = style({
  paddingBlockEnd: 0,
  '@media': {
    [phone]: {
      width: '100%',
      height: ['100vh', '100dvh'],
      maxHeight: ['100vh', '100dvh'],
      borderRadius: 0,
      border: 0,
    },
  },
});

/**
 * A sheet's main action: it sticks to the bottom of the scrolling sheet, so it is in view when the
 * sheet opens and while the rest scrolls behind it (docs/architecture.md §8). Give it to the last
 * child of the dialog's body.
 */
export const sheetFooter = style({
  position: 'sticky',
  insetBlockEnd: 0,
  zIndex: 1,
  marginInline: `calc(-1 * ${fallbackVar(sheetPad, '1.5rem')})`,
  padding: `0.75rem ${fallbackVar(sheetPad, '1.5rem')} calc(1.25rem + env(safe-area-inset-bottom, 0px))`,
  background: vars.color.background,
  borderBlockStart: `1px solid ${vars.color.border}`,
});
