import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { TOUCH_TARGET, touchTarget } from '../../theme/touch.ts';

export const image = style({
  display: 'block',
  width: '100%',
  // Never so tall that it pushes the options far down a phone's sheet.
  height: 'min(180px, 22vh)',
  // The whole picture, framed: a dish cut in half reads as nonsense.
  objectFit: 'contain',
  borderRadius: '8px',
  background: vars.color.surface,
});
export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.75rem',
  fontWeight: 600,
  margin: 0,
});
export const group = style({
  margin: 0,
  padding: '0.75rem 0 0',
  border: 0,
  borderTop: `1px solid ${vars.color.border}`,
  minWidth: 0,
});
export const nested = style({
  marginInlineStart: '1.9rem',
  marginTop: '0.5rem',
  borderTop: 0,
  paddingTop: 0,
});
export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.5rem',
  alignItems: 'baseline',
  padding: 0,
  fontWeight: 700,
});
export const hint = style({ fontSize: '0.85rem', fontWeight: 400 });
export const options = style({
  display: 'grid',
  gap: '0.25rem',
  margin: '0.5rem 0 0',
  padding: 0,
  listStyle: 'none',
});
export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.6rem',
  ...touchTarget,
  cursor: 'pointer',
});
export const control = style({
  width: '20px',
  height: '20px',
  margin: 0,
  accentColor: vars.color.primary,
  flexShrink: 0,
});
export const optionPrice = style({ marginInlineStart: 'auto', fontSize: '0.9rem' });
export const error = style({
  margin: '0.25rem 0 0',
  fontWeight: 600,
  fontSize: '0.9rem',
  selectors: { '&::before': { content: '"⚠ "' } },
});
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '1rem',
  alignItems: 'center',
  justifyContent: 'space-between',
});
export const stepper = style({ display: 'inline-flex', alignItems: 'center', gap: '0.5rem' });
export const stepButton = style({
  width: TOUCH_TARGET,
  height: TOUCH_TARGET,
  borderRadius: '50%',
  border: `2px solid ${vars.color.text}`,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: '1.25rem',
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed', borderStyle: 'dashed' } },
});
export const quantity = style({ minWidth: '2ch', textAlign: 'center', fontWeight: 700 });
export const favorite = style({
  ...touchTarget,
  padding: '0 0.9rem',
  borderRadius: vars.radius.button,
  border: `2px solid ${vars.color.text}`,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.text, color: vars.color.background },
  },
});
export const textarea = style({ minHeight: '4.5rem', resize: 'vertical' });
