import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '1rem',
});
export const card = style({
  display: 'grid',
  gap: '0.7rem',
  padding: '1.1rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '10px',
  background: vars.color.background,
  color: vars.color.text,
});
export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: '0.4rem 1rem',
});
export const heading = style({ margin: 0, fontSize: '1.15rem', color: vars.color.heading });
export const status = style({
  display: 'inline-block',
  padding: '0.15rem 0.6rem',
  border: `1px solid ${vars.color.text}`,
  borderRadius: '999px',
  fontSize: '0.85rem',
  fontWeight: 600,
});
export const meta = style({ margin: 0, display: 'grid', gap: '0.2rem' });
export const items = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '0.35rem',
});
export const options = style({ display: 'block', fontSize: '0.9rem' });
export const total = style({
  margin: 0,
  display: 'flex',
  justifyContent: 'space-between',
  fontWeight: 700,
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: '0.6rem',
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '0.6rem' });
export const link = style({
  color: vars.color.text,
  fontWeight: 600,
  alignSelf: 'center',
  textUnderlineOffset: '3px',
});
export const text = style({ margin: 0 });
export const notice = style([
  card,
  { borderColor: vars.color.text, borderWidth: '2px', marginBottom: '1rem' },
]);
export const reasons = style({ margin: 0, paddingLeft: '1.2rem', display: 'grid', gap: '0.3rem' });
export const dialogBody = style({ display: 'grid', gap: '1rem', maxWidth: '32rem' });
/**
 * A reorder check's failure, framed as forms frame theirs (src/ui/form.css.ts); its own class so
 * Order history's first load does not fetch every form class for this one.
 */
export const checkError = style({
  padding: '0.6rem 0.8rem',
  borderRadius: '6px',
  border: `2px solid ${vars.color.text}`,
  fontWeight: 600,
});
