import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { touchTarget } from './touch.ts';

const buttonBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.5em',
  ...touchTarget,
  padding: '0.6em 1.4em',
  border: '2px solid transparent',
  borderRadius: vars.radius.button,
  fontFamily: vars.font.button,
  fontSize: `calc(1rem * ${vars.scale.button})`,
  fontWeight: 600,
  letterSpacing: '0.02em',
  textDecoration: 'none',
  cursor: 'pointer',
});

/**
 * Buttons and button-like links, by kind: the tenant's colours, font and corner radius. Each kind
 * composes the base into one precomputed class string, so no styling code runs in the browser.
 * @example <a className={button.primary}>
 */
export const button = styleVariants({
  primary: [buttonBase, { background: vars.color.primary, color: vars.color.primaryText }],
  secondary: [
    buttonBase,
    { background: 'transparent', color: vars.color.text, borderColor: vars.color.text },
  ],
});

/** Visually hidden, still read by screen readers. */
export const srOnly = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/**
 * Centred page column. Only its inline padding: a screen's own block padding (screen.css.ts `page`)
 * sits beside it in the same class list, and which of two such rules wins would depend on the order
 * the build happened to write them in, which differs between a prerendered page and one rendered on
 * request.
 */
export const container = style({
  width: '100%',
  maxWidth: '1120px',
  marginInline: 'auto',
  paddingInline: '1rem',
});
