import { style } from '@vanilla-extract/css';
import { vars } from '@axia/design-system/theme';
import { CARD_LIMITS } from '@axia/core';
import { linkTile } from '../../kit/linkTile.css';

const [narrow, wide] = CARD_LIMITS.breakpoints;

/**
 * The tiles wrap to the room the page really has (issue 29 §6: at 1280, 1100 and 800 px the side menu takes 15rem, so
 * three fixed columns from a 1100 px window were wider than the page and it scrolled sideways): as many columns of at
 * least 17rem as fit, at most two below §9's 1100 px breakpoint and one below 800 px, never wider than the list.
 */
export const tiles = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [`(min-width: ${narrow}px)`]: {
      gridTemplateColumns: `repeat(auto-fill, minmax(max(17rem, calc((100% - ${vars.space.lg}) / 2)), 1fr))`,
    },
    [`(min-width: ${wide}px)`]: {
      gridTemplateColumns: `repeat(auto-fill, minmax(max(17rem, calc((100% - 2 * ${vars.space.lg}) / 3)), 1fr))`,
    },
  },
});

// minWidth 0: a grid item may shrink below its content's width (the card number never widens the page).
export const tile = style([linkTile, { display: 'grid', gap: vars.space.sm, minWidth: 0 }]);

export const tileFacts = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const muted = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const error = style({
  margin: 0,
  color: vars.color.danger.text,
  fontSize: vars.fontSize.sm,
});

export const order = style({
  display: 'grid',
  gap: vars.space.xs,
  justifyItems: 'start',
});
