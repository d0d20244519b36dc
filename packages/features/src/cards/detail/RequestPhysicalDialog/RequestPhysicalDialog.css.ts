import { style } from '@vanilla-extract/css';
import { vars } from '@axia/design-system/theme';

export const heading = style({
  margin: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
