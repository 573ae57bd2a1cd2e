import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { touchSquare, touchTarget } from '../../theme/touch.ts';

export const body = style({ display: 'grid', gap: '1rem', minWidth: 'min(28rem, 80vw)' });
export const lead = style({ margin: 0 });
export const fieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'grid',
  gap: '0.4rem',
});
export const legend = style({
  fontWeight: 600,
  fontSize: '0.95rem',
  padding: 0,
  marginBottom: '0.4rem',
});
export const segments = style({
  display: 'flex',
  flexWrap: 'wrap',
  border: `2px solid ${vars.color.text}`,
  borderRadius: vars.radius.button,
  overflow: 'hidden',
});
export const segment = style({ flex: '1 1 0', position: 'relative', display: 'flex' });
export const segmentInput = style({
  position: 'absolute',
  opacity: 0,
  inset: 0,
  margin: 0,
  cursor: 'pointer',
});
export const segmentLabel = style({
  flex: 1,
  ...touchTarget,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: '0.4rem 0.8rem',
  fontWeight: 600,
  cursor: 'pointer',
  color: vars.color.text,
  background: vars.color.background,
  selectors: {
    [`${segmentInput}:checked + &`]: {
      background: vars.color.primary,
      color: vars.color.primaryText,
      textDecoration: 'underline',
      textUnderlineOffset: '0.2em',
    },
    [`${segmentInput}:focus-visible + &`]: {
      outline: `3px solid ${vars.color.text}`,
      outlineOffset: '-5px',
    },
  },
});
export const radios = style({ display: 'flex', gap: '1.25rem', flexWrap: 'wrap' });
export const radio = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.5rem',
  ...touchTarget,
  fontWeight: 600,
});
export const radioInput = style({
  width: '20px',
  height: '20px',
  accentColor: vars.color.primary,
  margin: 0,
});
export const storeBlock = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '0.75rem',
  padding: '0.75rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '6px',
});
export const storeText = style({ display: 'grid', gap: '0.15rem', margin: 0 });
export const storeName = style({ fontWeight: 700 });
export const chevron = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  ...touchSquare,
  color: vars.color.text,
  fontSize: '1.6rem',
  textDecoration: 'none',
  borderRadius: '6px',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.text}` } },
});
export const chosen = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: '0.75rem',
});
export const chosenText = style({ display: 'grid', gap: '0.15rem', margin: 0 });
export const pickers = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))',
  gap: '0.75rem',
});
export const notice = style({
  margin: 0,
  padding: '0.6rem 0.8rem',
  borderRadius: '6px',
  border: `2px solid ${vars.color.text}`,
  fontWeight: 600,
});
export const closed = style({ margin: 0, fontWeight: 600 });
export const inlineLink = style({
  color: vars.color.text,
  fontWeight: 700,
  marginInlineStart: '0.3rem',
});
