import { style } from '@vanilla-extract/css';
import { vars } from '@axia/design-system/theme';
import { CARD_LIMITS } from '@axia/core';

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

export const tile = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  minHeight: 24,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.primary },
    '&:focus-visible': {
      outline: `${vars.focusRing.width} solid ${vars.focusRing.color}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});

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
