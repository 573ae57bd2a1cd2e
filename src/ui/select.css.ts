import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { touchTarget } from '../theme/touch.ts';

/** Anchors the popup under its trigger. */
export const anchor = style({ position: 'relative' });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '0.75rem',
  width: '100%',
  ...touchTarget,
  padding: '0.55rem 0.75rem',
  border: `1px solid ${vars.color.text}`,
  borderRadius: '6px',
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  userSelect: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.text}`, outlineOffset: '2px' },
    '&[aria-invalid="true"]': { borderColor: '#c0392b', borderWidth: '2px' },
    '&[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const placeholder = style({ fontStyle: 'italic' });

/** A drawn chevron, so no glyph reaches the accessible name. */
export const chevron = style({
  flexShrink: 0,
  width: '0.55rem',
  height: '0.55rem',
  borderInlineEnd: '2px solid currentColor',
  borderBlockEnd: '2px solid currentColor',
  transform: 'translateY(-25%) rotate(45deg)',
  selectors: { '[aria-expanded="true"] > &': { transform: 'translateY(25%) rotate(-135deg)' } },
});

/** The popup list, shared with the Combobox; the tokens are the menu's, which pass AA in both modes. */
export const listbox = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockStart: 'calc(100% + 4px)',
  zIndex: 800,
  maxHeight: '16rem',
  overflowY: 'auto',
  margin: 0,
  padding: '0.35rem',
  listStyle: 'none',
  borderRadius: '10px',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  color: vars.color.text,
  boxShadow: '0 12px 32px rgba(0, 0, 0, 0.2)',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.5rem',
  ...touchTarget,
  padding: '0 0.75rem 0 0.5rem',
  borderRadius: '6px',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surface },
    // The highlight is an outline as well as a fill, so it does not rest on colour alone.
    '&[data-active="true"]': {
      background: vars.color.surface,
      outline: `2px solid ${vars.color.text}`,
      outlineOffset: '-2px',
    },
    '&[aria-selected="true"]': { fontWeight: 700 },
    // Its label says why (e.g. "Full"); the text keeps full contrast.
    '&[aria-disabled="true"]': { cursor: 'not-allowed', fontStyle: 'italic' },
  },
});

/** Keeps every label in line whether or not its option carries the check mark. */
export const check = style({ flexShrink: 0, width: '1.1em', textAlign: 'center' });

export const groupLabel = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.5rem',
  margin: '0.35rem 0 0.2rem',
  padding: '0 0.5rem',
  fontSize: '0.85rem',
  fontWeight: 700,
  selectors: {
    '&::after': { content: '""', flex: 1, borderTop: `1px solid ${vars.color.border}` },
  },
});
