import { style } from '@vanilla-extract/css';

/**
 * The account area: the navigation beside the screen on wide windows, above it on phones. It is at
 * least a screen tall, so the footer starts below the fold: a screen's data, the navigation's
 * entries and the consent banner's spacer arrive after the first paint and would otherwise move it
 * in view.
 */
export const layout = style({
  display: 'grid',
  gap: '1.5rem',
  alignContent: 'start',
  minHeight: '100vh',
  paddingBlock: '1.5rem 3rem',
  '@media': {
    '(min-width: 901px)': { gridTemplateColumns: '15rem minmax(0, 1fr)', alignItems: 'start' },
  },
});

export const content = style({ minWidth: 0 });

export const title = style({ margin: '0 0 1rem' });

/** The screen's sentence under its heading, at a reading measure. */
export const intro = style({ margin: '0 0 1.25rem', maxWidth: '40rem' });
