import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { button as buttonRecipe } from '../../theme/recipes.css.ts';
import { phone } from '../../ui/phone.ts';

const SPACE = '5rem';

/** Phones only: wider screens keep the cart beside the page. */
export const bar = style({
  display: 'none',
  '@media': {
    [phone]: {
      display: 'block',
      position: 'fixed',
      insetInline: 0,
      // Just above the consent banner while it asks (its height, set by
      // src/integrations/consent-first-paint.ts): the banner, painted with the page, stays where it
      // is when the bar comes after hydration, and both stay in reach.
      insetBlockEnd: 'var(--sf-consent-space, 0px)',
      // Over the page, under the header's dropdowns, the dialogs and the toasts.
      zIndex: 40,
      padding: '0.75rem 1rem calc(0.75rem + env(safe-area-inset-bottom, 0px))',
      background: vars.color.background,
      borderBlockStart: `1px solid ${vars.color.border}`,
      boxShadow: '0 -8px 24px rgba(0, 0, 0, 0.12)',
    },
  },
});

export const button = style([buttonRecipe.primary, { width: '100%' }]);

// The page ends above the bar, so its last items and the footer are never under it.
globalStyle(`body:has(${bar})`, { '@media': { [phone]: { paddingBlockEnd: SPACE } } });
