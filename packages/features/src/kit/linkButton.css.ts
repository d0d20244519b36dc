import { style } from '@vanilla-extract/css';
import { vars } from '@axia/design-system/theme';

/** A router link drawn as the primary button (Buy Gift Card, Upload Document, Edit): hover, focus ring. */
export const primaryLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 40,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&:hover': { background: vars.color.primaryHover },
    '&:focus-visible': {
      outline: `${vars.focusRing.width} solid ${vars.focusRing.color}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});

/** A router link drawn as the secondary button (Back to documents, Close). */
export const secondaryLink = style([
  primaryLink,
  {
    background: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.borderStrong}`,
    selectors: { '&:hover': { background: vars.color.secondaryHover } },
  },
]);
