import { style } from '@vanilla-extract/css';
import { vars } from '@axia/design-system/theme';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const text = style({ margin: 0, color: vars.color.textMuted });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
