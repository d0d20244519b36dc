import { style } from '@vanilla-extract/css';
import { vars } from '@axia/design-system/theme';

export const error = style({
  margin: 0,
  color: vars.color.danger.text,
  fontSize: vars.fontSize.sm,
});
