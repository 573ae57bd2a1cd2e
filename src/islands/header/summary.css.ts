import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { phone, phoneSummaryHeight } from '../../ui/phone.ts';
import { touchTarget } from '../../theme/touch.ts';

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.75rem',
  flex: '1 1 auto',
  minWidth: 0,
  justifyContent: 'center',
  '@media': { [phone]: { gridArea: 'summary', display: 'block' } },
});
export const lines = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.15rem 0.75rem',
  margin: 0,
  fontSize: '0.875rem',
  lineHeight: 1.3,
  '@media': { [phone]: { display: 'none' } },
});
export const when = style({ fontWeight: 700 });
export const service = style({ fontWeight: 700, letterSpacing: '0.03em' });
export const change = style({
  display: 'inline-flex',
  alignItems: 'center',
  ...touchTarget,
  padding: '0 0.5rem',
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 700,
  textDecoration: 'underline',
  cursor: 'pointer',
  flexShrink: 0,
  '@media': { [phone]: { display: 'none' } },
});

/** Phones: the whole summary on one line; the text is cut visually, never for a screen reader. */
export const chip = style({
  display: 'none',
  '@media': {
    [phone]: {
      display: 'flex',
      alignItems: 'center',
      gap: '0.5rem',
      width: '100%',
      height: phoneSummaryHeight,
      minWidth: 0,
      padding: 0,
      border: 0,
      background: 'transparent',
      color: vars.color.text,
      font: 'inherit',
      textAlign: 'start',
      cursor: 'pointer',
      fontSize: '0.8125rem',
      lineHeight: phoneSummaryHeight,
      textDecoration: 'none',
    },
  },
});
export const chipText = style({
  flex: '1 1 auto',
  minWidth: 0,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
});
export const chipAction = style({ flexShrink: 0, fontWeight: 700, textDecoration: 'underline' });
