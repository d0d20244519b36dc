import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@axia/design-system/theme';

// The onboarding screens: one centred column, in the app's shell; the public verification page stands alone with
// a slim top bar (the brand) above it.

export const root = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.page,
  color: vars.color.text,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const brand = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
});

export const main = style({
  flex: 1,
  padding: `${vars.space.xl} ${vars.space.lg}`,
  '@media': {
    [mediaQueries.tablet]: { padding: `${vars.space.xxl} ${vars.space.xl}` },
  },
});

export const content = style({
  width: '100%',
  maxWidth: '720px',
  marginInline: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const checklist = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  margin: 0,
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: 'minmax(10rem, 1fr) minmax(0, 2fr)' },
  },
});

export const summaryRow = style({ display: 'contents' });

export const summaryTerm = style({ fontWeight: vars.fontWeight.bold, color: vars.color.textMuted });

export const summaryValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const fieldset = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
  margin: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const legend = style({
  padding: `0 ${vars.space.xs}`,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

export const plainList = style({ margin: 0, paddingInlineStart: vars.space.lg });

/** A group's own error line (a field's is the design system's). */
export const error = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.danger.text,
  fontSize: vars.fontSize.sm,
});

export const preLine = style({ whiteSpace: 'pre-line' });
