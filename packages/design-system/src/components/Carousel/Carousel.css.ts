import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { mediaQueries } from '../../tokens/scale';
import { focusRingStyle } from '../../styles/shared.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const controls = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
});

export const track = style({
  display: 'flex',
  gap: vars.space.md,
  margin: 0,
  // Room for the focus ring of slide content, which overflow would otherwise clip.
  padding: vars.space.xs,
  listStyle: 'none',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  outline: 'none',
  selectors: { '&:focus-visible': focusRingStyle },
  '@media': {
    // Smooth scrolling only for people who have not asked for reduced motion.
    '(prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' },
    [mediaQueries.reducedMotion]: { scrollBehavior: 'auto' },
  },
});

export const slide = style({
  flex: '0 0 auto',
  minWidth: 0,
});
