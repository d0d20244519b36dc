import { style } from '@vanilla-extract/css';
import { vars } from '@axia/design-system/theme';

export const muted = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
