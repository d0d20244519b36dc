import { style } from '@vanilla-extract/css';
import { vars } from '@axia/design-system/theme';

export const message = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const note = style({
  margin: 0,
  marginTop: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
