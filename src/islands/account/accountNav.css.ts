import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { touchTarget } from '../../theme/touch.ts';

const wide = '(min-width: 901px)';

/**
 * On phones one scrolling row of tabs, so the screen starts right below it; on wide windows a
 * sidebar list.
 */
export const nav = style({
  display: 'flex',
  gap: '0.5rem',
  minWidth: 0,
  padding: '0.25rem 0 0.5rem',
  overflowX: 'auto',
  scrollbarWidth: 'thin',
  '@media': {
    [wide]: {
      display: 'block',
      overflow: 'visible',
      position: 'sticky',
      top: '5rem',
      border: `1px solid ${vars.color.border}`,
      borderRadius: '10px',
      padding: '0.75rem',
    },
  },
});

export const home = style({
  '@media': {
    [wide]: {
      display: 'block',
      minHeight: 0,
      padding: '0.5rem 0.75rem',
      marginBottom: '0.25rem',
      fontFamily: vars.font.heading,
      fontSize: '1.15rem',
      fontWeight: 700,
      color: vars.color.heading,
      border: 0,
      borderRadius: '6px',
      background: 'transparent',
      boxShadow: 'none',
    },
  },
});

export const list = style({
  display: 'flex',
  gap: '0.5rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [wide]: { flexDirection: 'column', gap: '0.15rem' } },
});

export const item = style({ flex: 'none' });

export const entry = style({
  display: 'flex',
  alignItems: 'center',
  ...touchTarget,
  padding: '0.4rem 0.9rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '999px',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: '0.95rem',
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surface },
    '&[aria-current="page"]': {
      borderColor: vars.color.primary,
      boxShadow: `inset 0 0 0 1px ${vars.color.primary}`,
      fontWeight: 700,
    },
  },
  '@media': {
    [wide]: {
      width: '100%',
      border: 0,
      borderInlineStart: '3px solid transparent',
      borderRadius: '0 6px 6px 0',
      padding: '0.5rem 0.75rem',
      textAlign: 'start',
      selectors: {
        '&[aria-current="page"]': {
          borderInlineStartColor: vars.color.primary,
          boxShadow: 'none',
          background: vars.color.surface,
        },
      },
    },
  },
});

export const action = style({ fontWeight: 600 });
