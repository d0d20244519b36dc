import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@axia/design-system/theme';

const tablet = 'screen and (min-width: 800px)';

globalStyle('html, body', {
  margin: 0,
  background: vars.color.page,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space.sm,
  top: vars.space.sm,
  zIndex: 100,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  color: vars.color.link,
  borderRadius: vars.radius.md,
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': {
      transform: 'none',
      outline: `${vars.focusRing.width} solid ${vars.focusRing.color}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});

export const shell = style({
  minHeight: '100vh',
  display: 'grid',
  gridTemplateColumns: '1fr',
  gridTemplateRows: 'auto 1fr auto',
  gridTemplateAreas: '"header" "main" "tabs"',
  '@media': {
    [tablet]: {
      gridTemplateColumns: '15rem 1fr',
      gridTemplateRows: 'auto 1fr',
      gridTemplateAreas: '"nav header" "nav main"',
    },
  },
});

/**
 * One row where it fits; on a narrow screen (a phone, 400 % zoom, a long name, wider text spacing) the controls wrap
 * to a second row rather than push the page wider than the screen (WCAG 1.4.10, issue 43). The greeting is never cut
 * by CSS: the first name is already cut at 10 characters (seed 000 §2.3).
 */
export const header = style({
  gridArea: 'header',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const greeting = style({
  margin: 0,
  marginRight: 'auto',
  fontWeight: vars.fontWeight.medium,
  flex: '1 1 auto',
  minWidth: 0,
  overflowWrap: 'anywhere',
});

globalStyle(`${header} > :not(${greeting})`, { flexShrink: 0 });

/** A wrapper that lays out as its child (a marker for the prerendered frame). */
export const contents = style({ display: 'contents' });

export const mobileOnly = style({
  '@media': { [tablet]: { display: 'none' } },
});

export const sideNav = style({
  gridArea: 'nav',
  display: 'none',
  padding: vars.space.md,
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
  '@media': { [tablet]: { display: 'block' } },
});

export const brand = style({
  margin: `0 0 ${vars.space.lg}`,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const navList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const navItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.touchTarget.comfortable,
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textDecoration: 'none',
  cursor: 'pointer',
  boxSizing: 'border-box',
  selectors: {
    '&:hover': { background: vars.color.secondaryHover },
    '&[aria-current="page"]': {
      background: vars.color.selected,
      fontWeight: vars.fontWeight.bold,
    },
    '&:focus-visible': {
      outline: `${vars.focusRing.width} solid ${vars.focusRing.color}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});

export const divider = style({
  border: 'none',
  borderTop: `1px solid ${vars.color.border}`,
  margin: `${vars.space.sm} 0`,
});

export const main = style({
  gridArea: 'main',
  padding: vars.space.lg,
  minWidth: 0,
  outline: 'none',
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '72rem',
});

export const tabBar = style({
  gridArea: 'tabs',
  position: 'sticky',
  bottom: 0,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [tablet]: { display: 'none' } },
});

export const tabList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  justifyContent: 'space-around',
});

/** Equal shares of the bar that may shrink: five tabs fit 320 px, with a reader's wider text spacing too. */
globalStyle(`${tabList} > li`, { flex: '1 1 0', minWidth: 0 });

export const tabItem = style([
  navItem,
  {
    flexDirection: 'column',
    gap: vars.space.xxs,
    padding: `${vars.space.xs} ${vars.space.xxs}`,
    fontSize: vars.fontSize.xs,
    textAlign: 'center',
    overflowWrap: 'anywhere',
  },
]);

export const statusList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const statusName = style({ fontWeight: vars.fontWeight.bold, margin: 0 });
export const statusDescription = style({ margin: 0, color: vars.color.textMuted });

export const loading = style({
  minHeight: '50vh',
  display: 'grid',
  placeItems: 'center',
});
