import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { mediaQueries } from '../../tokens/scale';
import { focusRingStyle } from '../../styles/shared.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

/** The row of tabs: one line under them; it scrolls sideways when the tabs do not fit (narrow screens). */
export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
});

/** One tab. Selected = primary colour and a 3 px underline (never colour alone); keyboard focus draws the ring. */
export const tab = style({
  minHeight: vars.touchTarget.comfortable,
  minWidth: vars.touchTarget.min,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  display: 'inline-flex',
  alignItems: 'center',
  boxSizing: 'border-box',
  cursor: 'pointer',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  borderBottom: '3px solid transparent',
  marginBottom: '-1px',
  outline: 'none',
  whiteSpace: 'nowrap',
  transition: `color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-selected]': {
      color: vars.color.primary,
      borderBottomColor: vars.color.primary,
    },
    // Drawn inside the tab: the scrolling tab list would clip a ring outside it.
    '&[data-focus-visible]': {
      ...focusRingStyle,
      outlineOffset: `calc(-1 * ${vars.focusRing.width})`,
      borderRadius: vars.radius.sm,
    },
    '&[data-disabled]': {
      color: vars.color.disabledText,
      cursor: 'not-allowed',
    },
  },
  '@media': {
    [mediaQueries.reducedMotion]: { transition: 'none' },
    [mediaQueries.tablet]: { padding: `${vars.space.sm} ${vars.space.xl}` },
  },
});

export const panel = style({
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: { '&[data-focus-visible]': focusRingStyle },
});
