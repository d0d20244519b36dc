import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@axia/design-system/theme';

// The staking screens' own layout; everything else is design-system components.

export const sectionHeading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

/** Label/value rows (pool cards, the confirmation). */
export const details = style({ margin: 0, display: 'grid', gap: vars.space.xs });

export const detail = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const value = style({
  margin: 0,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** An ID: kept on one line (a public id broken mid-string reads as two). */
export const code = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
});

/** A pool's card in the carousel: fixed width, content top to bottom, the Apply button at the bottom. */
export const poolCard = style({
  width: '16rem',
  height: '100%',
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
});

export const poolName = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const poolApr = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const poolAction = style({ marginTop: 'auto', paddingTop: vars.space.sm });

/** A notice that takes focus when it appears (a failed apply). */
export const notice = style({ outline: 'none' });

/** The live region for notices (always rendered, so what appears in it is announced). */
export const alerts = style({ display: 'grid', gap: vars.space.sm });

/** The stakings: one tile each, a grid of columns on wide screens. */
export const stakingList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
});

/** Every tile of a row as tall as the tallest (a long name wraps in one tile, not in its neighbours). */
globalStyle(`${stakingList} > li`, { display: 'flex' });
globalStyle(`${stakingList} > li > *`, { flex: 1, minWidth: 0 });

export const filter = style({ maxWidth: '16rem' });

export const sectionHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-end',
  gap: vars.space.md,
  flexWrap: 'wrap',
});
