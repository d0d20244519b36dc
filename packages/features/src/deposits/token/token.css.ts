import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@axia/design-system/theme';

// The token wallet page's own layout; everything else is design-system components.

/** A section heading; focusable (tabIndex -1) so a step change can move focus to it. */
export const sectionHeading = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  margin: 0,
});

/** Label/value pairs: stacked on phones, two columns from tablets. */
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xs,
  margin: 0,
  '@media': {
    [mediaQueries.tablet]: {
      gridTemplateColumns: 'max-content minmax(0, 1fr)',
      columnGap: vars.space.lg,
      rowGap: vars.space.sm,
      alignItems: 'center',
    },
  },
});

export const detailRow = style({ display: 'contents' });

export const term = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const definition = style({
  margin: 0,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

/** Addresses: characters that must be read exactly. */
export const code = style({ fontFamily: vars.font.mono });

export const text = style({ margin: 0, color: vars.color.text });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

/** An error with no field to show it under (no AXC account to choose). */
export const error = style({
  margin: 0,
  color: vars.color.danger.text,
  fontWeight: vars.fontWeight.medium,
});
