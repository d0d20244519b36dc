import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { fadeInOut } from '../../styles/motion.css';
import { popoverSurface } from '../../styles/shared.css';

export const popover = style([
  popoverSurface,
  fadeInOut,
  {
    width: 'max-content',
    maxWidth: 'min(360px, calc(100vw - 16px))',
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
