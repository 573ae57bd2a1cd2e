import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/**
 * The points card. Rewards paints the chain's card gradient on it (docs/product.md §3
 * other_colors.rewards): no other screen draws it, so it is not a theme variable every page would
 * compute.
 */
export const pointsCard = style({
  display: 'grid',
  gap: '0.25rem',
  padding: '1.25rem 1.5rem',
  borderRadius: '14px',
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.background,
});
export const pointsValue = style({
  margin: 0,
  fontSize: '2.5rem',
  fontWeight: 700,
  lineHeight: 1.1,
});
export const pointsLabel = style({ margin: 0, fontWeight: 600 });
export const programHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: '0.5rem',
});
export const programName = style({ margin: 0, fontSize: '1.1rem' });
export const reached = style({
  borderColor: vars.color.rewardsBorder,
  borderWidth: '2px',
});
export const track = style({
  height: '0.75rem',
  borderRadius: '999px',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});
export const fill = style({
  height: '100%',
  background: vars.color.success,
});
export const badge = style({
  display: 'inline-block',
  padding: '0.15rem 0.6rem',
  borderRadius: '999px',
  border: `1px solid ${vars.color.rewardsBorder}`,
  background: vars.color.rewardsSurface,
  fontWeight: 700,
  fontSize: '0.9rem',
});
export const codePanel = style({
  display: 'grid',
  gap: '0.5rem',
  justifyItems: 'start',
  padding: '1.25rem',
  borderRadius: '12px',
  border: `2px solid ${vars.color.rewardsBorder}`,
});
export const code = style({
  margin: 0,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: 'clamp(1.75rem, 8vw, 2.5rem)',
  fontWeight: 700,
  letterSpacing: '0.12em',
  overflowWrap: 'anywhere',
});
export const historyRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: '0.25rem 1rem',
  padding: '0.75rem 0',
  borderBottom: `1px solid ${vars.color.border}`,
});
export const historyPoints = style({ gridColumn: 2, gridRow: '1 / span 2', fontWeight: 700 });
export const small = style({ margin: 0, fontSize: '0.9rem' });
/** Redeem for a reward not yet reached is disabled; without this it looks as clickable as any. */
export const redeem = style({
  selectors: { '&:disabled': { opacity: 0.5, cursor: 'not-allowed' } },
});
