import { globalFontFace, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';

/**
 * Inter's metrics over the system's Arial (or its metric twin Liberation Sans), the face a first
 * visit shows until Inter is cached (src/layouts/Shell.astro): the same widths and line boxes, so
 * the swap to Inter moves nothing. Inter Variable: 2048 units per em, ascender 1984, descender 494,
 * no line gap; its text runs 7.1% wider than Arial's, so the ascent and descent are divided by it.
 */
const INTER_METRICS = {
  sizeAdjust: '107.1%',
  ascentOverride: '90.45%',
  descentOverride: '22.52%',
  lineGapOverride: '0%',
};
globalFontFace('Inter Fallback', [
  {
    src: "local('Arial'), local('ArialMT'), local('Helvetica'), local('Liberation Sans'), local('LiberationSans')",
    fontWeight: 'normal',
    ...INTER_METRICS,
  },
  {
    src: "local('Arial Bold'), local('Arial-BoldMT'), local('Helvetica Bold'), local('Liberation Sans Bold'), local('LiberationSans-Bold')",
    fontWeight: 'bold',
    ...INTER_METRICS,
  },
]);

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: `calc(100% * ${vars.scale.body})`,
  lineHeight: 1.5,
  WebkitTextSizeAdjust: '100%',
});

globalStyle('body', { margin: 0, minHeight: '100vh', display: 'flex', flexDirection: 'column' });

globalStyle('h1, h2, h3', {
  fontFamily: vars.font.heading,
  color: vars.color.heading,
  lineHeight: 1.2,
  margin: '0 0 0.5em',
});
globalStyle('h1', { fontSize: `calc(0.8rem * ${vars.scale.heading})` });
globalStyle('h2', { fontSize: `calc(0.65rem * ${vars.scale.heading})` });
globalStyle('b, strong', { fontFamily: vars.font.bodyBold });

globalStyle('a', { color: 'inherit', textUnderlineOffset: '0.2em' });

globalStyle(':focus-visible', { outline: `3px solid ${vars.color.text}`, outlineOffset: '2px' });

globalStyle('img', { maxWidth: '100%', height: 'auto' });

globalStyle('[hidden]', { display: 'none !important' });

/** The body of a guarded screen stays hidden until the account guard lets it through. */
globalStyle('body[data-guard="pending"] main', { visibility: 'hidden' });
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms',
      transitionDuration: '0.01ms',
    },
  },
});
