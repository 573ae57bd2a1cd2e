import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

// Shown only while the page asks: by the style src/integrations/consent-first-paint.ts gives the
// pages that ask (CONSENT_STYLE), so the pages of chains that never ask carry none of it.
export const banner = style({
  position: 'fixed',
  insetInline: 0,
  insetBlockEnd: 0,
  // Below the cart panel, menus and dialogs (800–900), which cover it while they are open.
  zIndex: 700,
  borderBlockStart: `2px solid ${vars.color.border}`,
  background: vars.color.background,
  color: vars.color.text,
  boxShadow: '0 -6px 24px rgba(0,0,0,0.2)',
});

export const inner = style({
  maxWidth: '1120px',
  margin: '0 auto',
  padding: '0.75rem 1rem',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.5rem 1.5rem',
});

export const text = style({ flex: '1 1 28rem', margin: 0 });

export const heading = style({
  margin: '0 0 0.25rem',
  fontSize: '1.05rem',
  color: vars.color.heading,
});

export const body = style({ margin: 0, fontSize: '0.95rem', lineHeight: 1.45 });

export const actions = style({ display: 'flex', gap: '0.75rem', flex: '0 0 auto' });
