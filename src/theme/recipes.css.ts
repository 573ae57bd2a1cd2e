import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from './contract.css.ts';

/** Buttons and button-like links: the tenant's colours, font and corner radius. */
export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '0.5em',
    minHeight: '44px',
    padding: '0.6em 1.4em',
    border: '2px solid transparent',
    borderRadius: vars.radius.button,
    fontFamily: vars.font.button,
    fontSize: `calc(1rem * ${vars.scale.button})`,
    fontWeight: 600,
    letterSpacing: '0.02em',
    textDecoration: 'none',
    cursor: 'pointer',
  },
  variants: {
    kind: {
      primary: { background: vars.color.primary, color: vars.color.primaryText },
      secondary: {
        background: 'transparent',
        color: vars.color.text,
        borderColor: vars.color.text,
      },
    },
  },
  defaultVariants: { kind: 'primary' },
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

/** Centred page column. */
export const container = style({
  width: '100%',
  maxWidth: '1120px',
  margin: '0 auto',
  padding: '0 1rem',
});
