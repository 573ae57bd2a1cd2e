import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';

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
