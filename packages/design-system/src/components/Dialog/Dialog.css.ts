import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';
import { breakpoints, mediaQueries } from '../../tokens/scale';
import { enterExitSelectors, fadeIn, reducedEnterExitMedia } from '../../styles/motion.css';
import { focusRingStyle } from '../../styles/shared.css';

/** Below the tablet breakpoint the dialog takes (almost) the whole screen. */
const mobileQuery = `screen and (max-width: ${breakpoints.tablet - 0.02}px)`;

const riseIn = keyframes({ from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  // RAC keeps this variable at the visual viewport height, so the dialog stays above a mobile keyboard.
  height: 'var(--visual-viewport-height, 100vh)',
  zIndex: 100,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  backgroundColor: vars.color.overlay,
  selectors: enterExitSelectors(fadeIn, vars.duration.normal, vars.duration.fast),
  '@media': {
    [mobileQuery]: { padding: vars.space.sm },
    ...reducedEnterExitMedia,
  },
});

export const modal = recipe({
  base: {
    display: 'flex',
    width: '100%',
    maxHeight: '100%',
    outline: 'none',
    selectors: {
      '&[data-entering]': { animation: `${riseIn} ${vars.duration.normal} ease-out` },
    },
    '@media': {
      [mediaQueries.reducedMotion]: {
        selectors: { '&[data-entering]': { animation: 'none' } },
      },
    },
  },
  variants: {
    size: {
      small: { maxWidth: '400px' },
      medium: { maxWidth: '560px' },
      // Large dialogs hold long content: on a phone they fill the screen.
      large: { maxWidth: '800px', '@media': { [mobileQuery]: { height: '100%' } } },
    },
  },
  defaultVariants: { size: 'medium' },
});

/** A layout-neutral wrapper that only listens for keys. */
export const keyboardScope = style({ display: 'contents' });

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  minWidth: 0,
  maxHeight: '100%',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  overflow: 'hidden',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.sm} ${vars.space.xl}`,
  '@media': {
    [mobileQuery]: {
      padding: `${vars.space.md} ${vars.space.sm} ${vars.space.xs} ${vars.space.lg}`,
    },
  },
});

export const title = style({
  margin: 0,
  // Align the first line of the title with the 44 px close button.
  paddingTop: vars.space.sm,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const description = style({
  margin: 0,
  padding: `0 ${vars.space.xl}`,
  '@media': { [mobileQuery]: { paddingInline: vars.space.lg } },
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  padding: `${vars.space.md} ${vars.space.xl} ${vars.space.lg}`,
  '@media': { [mobileQuery]: { paddingInline: vars.space.lg } },
  overflowWrap: 'anywhere',
  outline: 'none',
  selectors: {
    // Scrollable bodies are focusable so keyboard users can scroll them; the ring sits inside the edge.
    '&:focus-visible': { ...focusRingStyle, outlineOffset: `calc(-1 * ${vars.focusRing.width})` },
  },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.xl} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': {
    // Stacked, full-width actions are easier to hit on a phone.
    [mobileQuery]: {
      flexDirection: 'column',
      alignItems: 'stretch',
      padding: `${vars.space.md} ${vars.space.lg} ${vars.space.lg}`,
    },
  },
});
