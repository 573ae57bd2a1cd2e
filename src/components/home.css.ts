import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const stores = style({ paddingBlock: '2rem' });

export const hero = style({
  position: 'relative',
  display: 'grid',
  minHeight: '320px',
  background: vars.color.primary,
  overflow: 'hidden',
});
export const heroImage = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  // Shown whole and set to the right, beside the text, on the brand colour behind it: a hero
  // cropped to the box's shape loses what it shows on one screen size or the other.
  objectFit: 'contain',
  objectPosition: 'right center',
});
export const heroText = style({
  position: 'relative',
  alignSelf: 'center',
  maxWidth: '34rem',
  margin: '2rem 1rem',
  padding: '1.5rem',
  borderRadius: '12px',
  background: vars.color.background,
  color: vars.color.text,
  '@media': {
    'screen and (min-width: 768px)': {
      marginInlineStart: 'max(1rem, calc((100vw - 1120px) / 2 + 1rem))',
    },
  },
  // Centred on its own height, the box would move as it grows if the browser painted it with
  // only its heading parsed (a busy or slow phone's parser yields): it shows once its last line,
  // the link, is in. Hidden, not removed, so the hero keeps its size meanwhile.
  '@supports': {
    'selector(:has(*))': { selectors: { '&:not(:has(> a))': { visibility: 'hidden' } } },
  },
});
