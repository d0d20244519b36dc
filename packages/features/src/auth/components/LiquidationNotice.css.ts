import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@axia/design-system/theme';

// The coin-holder notice is a native <dialog> (issue 17): the browser's own modal (top layer, inert page, Escape,
// focus) without the design system's dialog stack on /login's first load. The prerendered page carries it open
// (non-modal, closable without JavaScript by its `method="dialog"` form); the app shows it modal. Both paint the
// same box: fixed and centred, the page dimmed by a spread shadow rather than ::backdrop (which only a modal has).

export const dialog = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  margin: 'auto',
  width: `calc(100% - 2 * ${vars.space.sm})`,
  maxWidth: '560px',
  height: 'fit-content',
  maxHeight: `calc(100% - 2 * ${vars.space.sm})`,
  overflowY: 'auto',
  padding: 0,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: `${vars.shadow.lg}, 0 0 0 100vmax ${vars.color.overlay}`,
  outline: 'none',
  selectors: { '&::backdrop': { background: 'transparent' } },
  '@media': {
    [mediaQueries.tablet]: { width: `calc(100% - 2 * ${vars.space.lg})` },
  },
});

export const title = style({
  margin: 0,
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xs}`,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  '@media': {
    [mediaQueries.tablet]: { padding: `${vars.space.lg} ${vars.space.xl} ${vars.space.sm}` },
  },
});

export const body = style({
  margin: 0,
  padding: `${vars.space.md} ${vars.space.lg} ${vars.space.lg}`,
  overflowWrap: 'anywhere',
  '@media': {
    [mediaQueries.tablet]: { paddingInline: vars.space.xl },
  },
});

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.md} ${vars.space.lg} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': {
    [mediaQueries.tablet]: {
      flexDirection: 'row',
      justifyContent: 'flex-end',
      padding: `${vars.space.md} ${vars.space.xl} ${vars.space.lg}`,
    },
  },
});
