import { style } from '@vanilla-extract/css';
import { vars } from '@axia/design-system/theme';

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const error = style({
  margin: 0,
  color: vars.color.danger.text,
  fontSize: vars.fontSize.sm,
});
export const text = style({ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

export const sectionHeading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});
export const subHeading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

/** A brand: its image above its name. */
export const brand = style({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '9rem',
});
export const brandImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '8 / 5',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const chosen = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });
export const chosenImage = style({
  width: '6rem',
  height: 'auto',
  aspectRatio: '8 / 5',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const details = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
});
export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const definition = style({ margin: 0, overflowWrap: 'anywhere' });
export const total = style({ fontWeight: vars.fontWeight.bold });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
