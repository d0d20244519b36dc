import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@axia/design-system/theme';

// Two columns from tablet up (≥ 800 px): the brand panel and the form. Below, the form alone.

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  minHeight: '100vh',
  background: vars.color.page,
  color: vars.color.text,
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' },
  },
});

export const brand = style({
  display: 'none',
  '@media': {
    [mediaQueries.tablet]: {
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      gap: vars.space.xl,
      padding: vars.space.xxl,
      background: vars.color.primary,
      color: vars.color.onPrimary,
    },
  },
});

export const brandName = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  margin: 0,
});

export const brandBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

/** The panel's points, each after a check mark drawn in CSS (no picture to load on the sign-in page). */
export const brandPoints = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  maxWidth: '32ch',
});

globalStyle(`${brandPoints} > li`, {
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'baseline',
});

globalStyle(`${brandPoints} > li::before`, {
  content: '""',
  flexShrink: 0,
  width: '0.5em',
  height: '0.9em',
  borderRight: '2px solid currentColor',
  borderBottom: '2px solid currentColor',
  transform: 'translateY(-0.1em) rotate(45deg)',
});

export const brandFooter = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const brandTagline = style({
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.normal,
  maxWidth: '28ch',
  margin: 0,
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  '@media': {
    [mediaQueries.tablet]: { padding: vars.space.xxl },
  },
});

export const content = style({
  width: '100%',
  maxWidth: '480px',
  marginInline: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const errorText = style({
  color: vars.color.danger.text,
  fontSize: vars.fontSize.sm,
  margin: 0,
  selectors: { '&:empty': { display: 'none' } },
});

export const notice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.info.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.info.background,
  color: vars.color.info.text,
  lineHeight: vars.lineHeight.normal,
});

export const noticeIcon = style({ flexShrink: 0, marginTop: '0.15em' });
