import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@axia/design-system/theme';

// The card detail page's layout (seed 002 §9 'Card layout breakpoints 800 and 1100 px', the design system's tablet
// and desktop media queries): one column on phones; from 800 px the card image beside its balance and actions; from
// 1100 px a wider image and more room between.

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  '@media': {
    [mediaQueries.desktop]: { gap: vars.space.xxl },
  },
});

export const header = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': {
    [mediaQueries.tablet]: {
      gridTemplateColumns: 'minmax(16rem, 20rem) minmax(0, 1fr)',
      gap: vars.space.xl,
    },
    [mediaQueries.desktop]: {
      gridTemplateColumns: 'minmax(20rem, 24rem) minmax(0, 1fr)',
      gap: vars.space.xxl,
    },
  },
});

export const faceColumn = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  alignItems: 'stretch',
});

export const info = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const balanceLabel = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const balance = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  '@media': {
    [mediaQueries.desktop]: { fontSize: vars.fontSize.xxxl },
  },
});

export const facts = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xl,
  alignItems: 'flex-end',
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const factValue = style({ margin: 0 });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const storyMain = style({ padding: vars.space.lg, maxWidth: '72rem', margin: '0 auto' });
