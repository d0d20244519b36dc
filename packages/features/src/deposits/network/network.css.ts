import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@axia/design-system/theme';

// The network deposit address pages' own layout; everything else is design-system components.

export const sectionHeading = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  margin: 0,
});

/** The address beside its QR code from tablets; stacked on phones. */
export const addressRow = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  alignItems: 'flex-start',
  '@media': {
    [mediaQueries.tablet]: { flexDirection: 'row', alignItems: 'center' },
  },
});

export const addressLine = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
});

/** The address: characters that must be read exactly. */
export const address = style({
  fontFamily: vars.font.mono,
  overflowWrap: 'anywhere',
  color: vars.color.text,
});

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
    },
  },
});

export const detailRow = style({ display: 'contents' });

export const term = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const definition = style({ margin: 0, color: vars.color.text });

export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const warnings = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
});

export const text = style({ margin: 0, color: vars.color.text });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
