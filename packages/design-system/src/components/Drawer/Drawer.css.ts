import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';
import {
  enterExitSelectors,
  fadeIn,
  reducedEnterExitMedia,
  slideFromLeft,
  slideFromRight,
} from '../../styles/motion.css';
import { focusRingStyle } from '../../styles/shared.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  height: 'var(--visual-viewport-height, 100vh)',
  zIndex: 100,
  backgroundColor: vars.color.overlay,
  selectors: enterExitSelectors(fadeIn, vars.duration.normal),
  // Without motion the drawer simply appears and disappears.
  '@media': reducedEnterExitMedia,
});

export const panel = recipe({
  base: {
    position: 'absolute',
    top: 0,
    bottom: 0,
    display: 'flex',
    width: 'min(320px, 85vw)',
    outline: 'none',
    '@media': reducedEnterExitMedia,
  },
  variants: {
    side: {
      left: {
        left: 0,
        selectors: enterExitSelectors(slideFromLeft, vars.duration.normal),
      },
      right: {
        right: 0,
        selectors: enterExitSelectors(slideFromRight, vars.duration.normal),
      },
    },
  },
  defaultVariants: { side: 'left' },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  height: '100%',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: '64px',
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const headerWithoutTitle = style({ justifyContent: 'flex-end' });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space.sm,
  outline: 'none',
  selectors: {
    '&:focus-visible': { ...focusRingStyle, outlineOffset: `calc(-1 * ${vars.focusRing.width})` },
  },
});
