import { style } from '@vanilla-extract/css';

export const page = style({ paddingBlock: '2rem' });
export const intro = style({ maxWidth: '40rem', margin: '0 0 1.5rem' });
