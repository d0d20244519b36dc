import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@axia/design-system/theme';

// The transaction history's own layout; rows, fields and dialogs are design-system components.

export const toolbar = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'end',
  '@media': {
    [mediaQueries.tablet]: {
      gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
    },
  },
});

/** The date range and its 'Clear dates' button, side by side in one cell of the toolbar. */
export const rangeCell = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const rows = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const detailBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const detailSection = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const detailHeading = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  margin: 0,
});

/** A term and its value side by side on wide screens (the grid of accounts' `details` sees the pair). */
export const detailRow = style({
  display: 'contents',
});
