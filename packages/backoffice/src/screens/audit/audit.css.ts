import { style } from '@vanilla-extract/css';
import { vars } from '@axia/design-system/theme';

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))',
  alignItems: 'end',
  gap: vars.space.md,
});

export const change = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
