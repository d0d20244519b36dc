import { style } from '@vanilla-extract/css';
import { vars } from '@axia/design-system/theme';

// The card deposit's own layout; everything else is design-system components.

export const details = style({
  margin: 0,
  display: 'grid',
  gap: vars.space.sm,
});

export const detail = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, 12rem) 1fr',
  gap: vars.space.sm,
  alignItems: 'center',
  '@media': {
    'screen and (max-width: 40em)': { gridTemplateColumns: '1fr' },
  },
});

export const term = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const value = style({
  margin: 0,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const note = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const amountField = style({ maxWidth: '24rem' });

/** The live region (always rendered, so what appears in it is announced). */
export const alerts = style({
  display: 'grid',
  gap: vars.space.sm,
});

/** The unavailable notice takes focus when it replaces the wizard. */
export const notice = style({ outline: 'none' });

/**
 * The link to the provider's checkout: a plain anchor (a page of its own, loaded in this tab, never the app's
 * router) that looks like the primary button, with a 44 px target.
 */
export const payLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  alignSelf: 'flex-start',
  minHeight: vars.touchTarget.comfortable,
  minWidth: vars.touchTarget.comfortable,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.primaryHover },
    '&:active': { backgroundColor: vars.color.primaryPressed },
    '&:focus-visible': {
      outline: `${vars.focusRing.width} solid ${vars.focusRing.color}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});
