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
