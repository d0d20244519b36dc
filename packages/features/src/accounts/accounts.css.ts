import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@axia/design-system/theme';

// The accounts screens' few own styles; everything else is design-system components.

/** A section heading (h2) of the page, as the design system's cards title theirs but one step larger. */
export const sectionHeading = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const sectionHeader = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  '@media': {
    [mediaQueries.tablet]: {
      flexDirection: 'row',
      alignItems: 'center',
      justifyContent: 'space-between',
    },
  },
});

/** Secondary text in a card ('per AXC', 'Last updated: …'). */
export const muted = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

/** Label/value pairs (the detail's balance, account number and rewards rate; the rate card's spendable). */
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  margin: 0,
  '@media': {
    [mediaQueries.tablet]: {
      gridTemplateColumns: 'max-content minmax(0, 1fr)',
      alignItems: 'center',
    },
  },
});

/** One part of a separated list with the separator before it: the two never wrap apart. */
export const separatedPart = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  whiteSpace: 'nowrap',
});

/** Label above value, for narrow places (a card of the overview's grid). */
export const stackedDetails = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
});

export const term = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const definition = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const accountNumber = style({
  fontFamily: vars.font.mono,
});

/** The page in stories: the app's shell gives screens their main landmark and padding. */
export const storyMain = style({
  padding: vars.space.lg,
  background: vars.color.page,
  color: vars.color.text,
  minHeight: '100vh',
});

/** The overview's top (issue 43): the customer's total beside (or, on a phone, over) the quick actions. */
export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const summaryTotal = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const summaryLabel = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const summaryAmount = style({
  margin: 0,
  overflowWrap: 'anywhere',
});

/** The quick actions: side by side, wrapping on the narrowest screens. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
