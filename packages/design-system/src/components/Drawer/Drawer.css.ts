import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';
import { mediaQueries } from '../../tokens/scale';
import { focusRingStyle } from '../../styles/shared.css';

const fadeIn = keyframes({ from: { opacity: 0 } });
const slideFromLeft = keyframes({ from: { transform: 'translateX(-100%)' } });
const slideFromRight = keyframes({ from: { transform: 'translateX(100%)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  height: 'var(--visual-viewport-height, 100vh)',
  zIndex: 100,
  backgroundColor: vars.color.overlay,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.duration.normal} ease-out` },
    '&[data-exiting]': { animation: `${fadeIn} ${vars.duration.normal} ease-in reverse forwards` },
  },
  '@media': {
    // Without motion the drawer simply appears and disappears.
    [mediaQueries.reducedMotion]: {
      selectors: { '&[data-entering], &[data-exiting]': { animation: 'none' } },
    },
  },
});

export const panel = recipe({
  base: {
    position: 'absolute',
    top: 0,
    bottom: 0,
    display: 'flex',
    width: 'min(320px, 85vw)',
    outline: 'none',
    '@media': {
      [mediaQueries.reducedMotion]: {
        selectors: { '&[data-entering], &[data-exiting]': { animation: 'none' } },
      },
    },
  },
  variants: {
    side: {
      left: {
        left: 0,
        selectors: {
          '&[data-entering]': { animation: `${slideFromLeft} ${vars.duration.normal} ease-out` },
          '&[data-exiting]': {
            animation: `${slideFromLeft} ${vars.duration.normal} ease-in reverse forwards`,
          },
        },
      },
      right: {
        right: 0,
        selectors: {
          '&[data-entering]': { animation: `${slideFromRight} ${vars.duration.normal} ease-out` },
          '&[data-exiting]': {
            animation: `${slideFromRight} ${vars.duration.normal} ease-in reverse forwards`,
          },
        },
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
