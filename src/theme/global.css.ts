import { globalFontFace, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { STORED_LOGIN_ATTRIBUTE } from '../lib/stored-login.ts';

/**
 * Inter's metrics over the system's Arial (or its metric twin Liberation Sans), the face a first
 * visit shows until Inter is cached (src/layouts/Shell.astro): the same line boxes and nearly the
 * same widths, so the swap to Inter moves nothing. Inter Variable has 2048 units per em, ascender
 * 1984 and descender 494, no line gap; the overrides are those over size-adjust. Measured in
 * Chromium over Liberation Sans: Inter's lowercase runs 7.3% wider at 400 (mixed text with capitals
 * and digits 5.3%) and 1.6% wider at 700 (mixed 2.1%); ascent and descent then match to the pixel.
 */
const interOver = (sizeAdjust: number) => ({
  sizeAdjust: `${sizeAdjust}%`,
  ascentOverride: `${((1984 / 2048 / sizeAdjust) * 1e4).toFixed(2)}%`,
  descentOverride: `${((494 / 2048 / sizeAdjust) * 1e4).toFixed(2)}%`,
  lineGapOverride: '0%',
});
// Each local() name the device lacks is one more lookup as a page first lays out its text (on Linux
// a round trip to the browser process): Arial (Windows, macOS, iOS) comes first, then its metric
// twin on Linux. Full names only: they match on every platform, so the PostScript names added none.
globalFontFace('Inter Fallback', [
  {
    src: "local('Arial'), local('Liberation Sans'), local('Helvetica')",
    fontWeight: 'normal',
    ...interOver(107.1),
  },
  {
    src: "local('Arial Bold'), local('Liberation Sans Bold'), local('Helvetica Bold')",
    fontWeight: 'bold',
    ...interOver(101.8),
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

// The consent banner's spacer (src/integrations/consent-first-paint.ts) adds to the least height
// rather than taking it from main: the footer of a short page stays where it first painted.
globalStyle('body', {
  margin: 0,
  minHeight: 'calc(100vh + var(--sf-consent-space, 0px))',
  display: 'flex',
  flexDirection: 'column',
});

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

/**
 * The body of a guarded screen stays hidden until the account guard lets it through
 * (src/layouts/boot.ts), unless the browser holds a login (src/lib/stored-login.ts): the guard
 * will let that visitor through, so their screen paints with the page.
 */
globalStyle(`html:not([${STORED_LOGIN_ATTRIBUTE}]) body[data-guard="pending"] main`, {
  visibility: 'hidden',
});
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms',
      transitionDuration: '0.01ms',
    },
  },
});
