import { style } from '@vanilla-extract/css';
import { vars } from '@axia/design-system/theme';

export const main = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.lg,
  background: vars.color.page,
  color: vars.color.text,
});

export const panel = style({
  width: '100%',
  maxWidth: '36rem',
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
});
