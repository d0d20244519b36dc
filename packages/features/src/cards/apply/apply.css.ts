import { style } from '@vanilla-extract/css';
import { vars } from '@axia/design-system/theme';

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const error = style({
  margin: 0,
  color: vars.color.danger.text,
  fontSize: vars.fontSize.sm,
});
export const text = style({ margin: 0 });

export const sectionHeading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

/** Two fields side by side, stacked on narrow screens. */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
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

export const invalid = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger.border}`,
  background: vars.color.danger.background,
});

export const chars = style({ fontFamily: vars.font.mono });

export const agreementImage = style({ maxWidth: '100%', height: 'auto' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
