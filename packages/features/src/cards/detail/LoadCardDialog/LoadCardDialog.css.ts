import { style } from '@vanilla-extract/css';
import { vars } from '@axia/design-system/theme';

export const summary = style({ outline: 'none' });

export const warning = style({
  margin: 0,
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'center',
  color: vars.color.warning.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});
