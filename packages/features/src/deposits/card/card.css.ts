import { style } from '@vanilla-extract/css';
import { vars } from '@axia/design-system/theme';

// The card deposit's own layout (its description lists, notes and live region: ../deposits.css); everything
// else is design-system components.

export const value = style({
  margin: 0,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const amountField = style({ maxWidth: '24rem' });

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
