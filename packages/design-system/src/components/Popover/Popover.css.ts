import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { mediaQueries } from '../../tokens/scale';
import { popoverSurface } from '../../styles/shared.css';

const fadeIn = keyframes({ from: { opacity: 0 } });

export const popover = style([
  popoverSurface,
  {
    width: 'max-content',
    maxWidth: 'min(360px, calc(100vw - 16px))',
    selectors: {
      '&[data-entering]': { animation: `${fadeIn} ${vars.duration.fast} ease-out` },
      '&[data-exiting]': { animation: `${fadeIn} ${vars.duration.fast} ease-in reverse forwards` },
    },
    '@media': {
      [mediaQueries.reducedMotion]: {
        selectors: { '&[data-entering], &[data-exiting]': { animation: 'none' } },
      },
    },
  },
]);

export const arrow = style({ display: 'block' });

// The arrow is drawn pointing down (popover above its trigger) and rotated for the other placements.
export const arrowShape = style({
  display: 'block',
  fill: vars.color.surfaceRaised,
  stroke: vars.color.border,
  strokeWidth: '1px',
  selectors: {
    [`${arrow}[data-placement="bottom"] &`]: { transform: 'rotate(180deg)' },
    [`${arrow}[data-placement="right"] &`]: { transform: 'rotate(90deg)' },
    [`${arrow}[data-placement="left"] &`]: { transform: 'rotate(-90deg)' },
  },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
  outline: 'none',
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});
