import { style } from '@vanilla-extract/css';
import { vars } from '@axia/design-system/theme';

// The deposit screens' own layout; everything else is design-system components.

export const sectionHeading = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

/** The landing's methods: one tile each, in a column. */
export const methods = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});

/** The wizards' description lists (the card and digital-currency deposits). */
export const details = style({
  margin: 0,
  display: 'grid',
  gap: vars.space.sm,
});

/** A term and its value: side by side, stacked on narrow screens. */
export const detail = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, 12rem) 1fr',
  gap: vars.space.sm,
  alignItems: 'center',
  '@media': {
    'screen and (max-width: 40em)': { gridTemplateColumns: '1fr' },
  },
});

export const term = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const note = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** A wizard's live region (always rendered, so what appears in it is announced). */
export const alerts = style({
  display: 'grid',
  gap: vars.space.sm,
});
