import { style } from '@vanilla-extract/css';

export const page = style({ paddingBlock: '2rem' });
