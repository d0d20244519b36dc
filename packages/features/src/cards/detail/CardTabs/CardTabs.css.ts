import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@axia/design-system/theme';

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
});

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
    '&[data-focus-visible]': {
      outline: `${vars.focusRing.width} solid ${vars.focusRing.color}`,
      outlineOffset: `calc(-1 * ${vars.focusRing.width})`,
      borderRadius: vars.radius.sm,
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
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.focusRing.width} solid ${vars.focusRing.color}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});
