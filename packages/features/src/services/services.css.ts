import { style } from '@vanilla-extract/css';
import { vars } from '@axia/design-system/theme';

// /services' and /Beneficiaries' own layout; everything else is design-system components.

/** /services' links, and /Beneficiaries' rows: one per line, no bullets. */
export const links = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

/** A beneficiary: name and detail, then its status and actions; wraps under the name on narrow screens. */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  overflowWrap: 'anywhere',
  selectors: {
    '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.border}` },
  },
});

export const who = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: '1 1 14rem',
  minWidth: 0,
});

export const name = style({
  fontWeight: vars.fontWeight.bold,
});

export const detail = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const sectionHeading = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});
