import { style } from '@vanilla-extract/css';

/** The account area: the navigation beside the screen on wide windows, above it on phones. */
export const layout = style({
  display: 'grid',
  gap: '1.5rem',
  paddingBlock: '1.5rem 3rem',
  '@media': {
    '(min-width: 901px)': { gridTemplateColumns: '15rem minmax(0, 1fr)', alignItems: 'start' },
  },
});

export const content = style({ minWidth: 0 });

export const title = style({ margin: '0 0 1rem' });
