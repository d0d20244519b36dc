import { style } from '@vanilla-extract/css';
import { vars } from '@axia/design-system/theme';
import { CARD_LIMITS } from '@axia/core';
import { linkTile } from '../../kit/linkTile.css';

const [narrow, wide] = CARD_LIMITS.breakpoints;

/** The tiles: one column, two from 800 px, three from 1100 px (§9 card layout breakpoints). */
export const tiles = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  '@media': {
    [`(min-width: ${narrow}px)`]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [`(min-width: ${wide}px)`]: { gridTemplateColumns: 'repeat(3, 1fr)' },
  },
});

export const tile = style([linkTile, { display: 'grid', gap: vars.space.sm }]);

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
