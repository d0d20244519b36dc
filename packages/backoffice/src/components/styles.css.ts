import { style } from '@vanilla-extract/css';
import { vars } from '@axia/design-system/theme';

/** A failure said in words (and announced): never colour alone. */
export const errorText = style({
  color: vars.color.danger.text,
  background: vars.color.danger.background,
  border: `1px solid ${vars.color.danger.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  margin: 0,
});

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const sectionTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  margin: 0,
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });
export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

/** A dt/dd pair's wrapper inside a `details` grid. */
export const detailRow = style({ display: 'contents' });

/** A customer in a table cell: the link to their page, their email under it. */
export const customerCell = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  overflowWrap: 'anywhere',
});
