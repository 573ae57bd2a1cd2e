import { style } from '@vanilla-extract/css';

export const page = style({ paddingBlock: '2rem' });
export const intro = style({ maxWidth: '40rem', margin: '0 0 1.5rem' });

/**
 * A screen whose content arrives after the first paint (Order quote, Check in, Password reset) is at
 * least a window tall, so the footer starts below the fold and the content's arrival moves nothing
 * in view (as the account area, ./account.css.ts).
 */
export const tall = style({ minHeight: '100vh' });
