import { style } from '@vanilla-extract/css';
import { vars } from '@axia/design-system/theme';

export const rows = style({ margin: 0, display: 'grid', gap: vars.space.xs });

export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const totalRow = style([
  row,
  {
    paddingTop: vars.space.xs,
    borderTop: `1px solid ${vars.color.border}`,
    fontWeight: vars.fontWeight.bold,
  },
]);

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const value = style({
  margin: 0,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});
