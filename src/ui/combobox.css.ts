import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { listbox, option as selectOption } from './select.css.ts';

/** The "no result" or error line, drawn where the suggestions would be. */
export const message = style([
  listbox,
  { padding: '0.75rem 1rem', fontWeight: 600, color: vars.color.text },
]);

/** No check column here: a suggestion is picked, never left selected. */
export const option = style([selectOption, { paddingInlineStart: '0.75rem' }]);
