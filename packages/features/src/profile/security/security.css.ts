import { style } from '@vanilla-extract/css';
import { vars } from '@axia/design-system/theme';

// Profile → Security's lists (passkeys, sessions): one row per item, its name as a heading, the facts under it and
// its action at the end (below on narrow screens).

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  selectors: {
    '& + &': { borderTop: `1px solid ${vars.color.border}` },
  },
});

export const itemBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const itemHeading = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.md,
  overflowWrap: 'anywhere',
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
