import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@axia/design-system/theme';

/** The side menu above the page on phones, beside it from tablets. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  '@media': {
    [mediaQueries.tablet]: {
      gridTemplateColumns: '220px minmax(0, 1fr)',
      alignItems: 'start',
    },
  },
});

export const menu = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  '@media': {
    [mediaQueries.tablet]: { flexDirection: 'column', flexWrap: 'nowrap' },
  },
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 40,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  border: `1px solid transparent`,
  selectors: {
    '&:hover': { background: vars.color.secondaryHover },
    '&[aria-current="page"]': {
      background: vars.color.selected,
      borderColor: vars.color.primary,
      fontWeight: vars.fontWeight.bold,
    },
    '&:focus-visible': {
      outline: `${vars.focusRing.width} solid ${vars.focusRing.color}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  minWidth: 0,
});
