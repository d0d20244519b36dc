import { style } from '@vanilla-extract/css';
import { vars } from '@axia/design-system/theme';
import { linkTile } from '../../kit/linkTile.css';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.lg,
});

export const search = style({ flex: '1 1 260px', maxWidth: 420 });

/** The tiles: as many 260 px columns as fit. */
export const tiles = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
});

export const tile = style([
  linkTile,
  {
    display: 'grid',
    gridTemplateColumns: '72px 1fr',
    alignItems: 'center',
    gap: vars.space.md,
    height: '100%',
    boxSizing: 'border-box',
  },
]);

export const image = style({
  width: 72,
  height: 45,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
});

export const tileText = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const name = style({
  fontWeight: 600,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
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

/** The order id: a long code, broken anywhere rather than widening the tile. */
export const orderId = style({ overflowWrap: 'anywhere' });

export const buy = style({
  display: 'grid',
  gap: vars.space.xs,
  justifyItems: 'start',
});

/** The Buy Gift Card link, drawn as the primary button. */
export { primaryLink as buyLink } from '../../kit/linkButton.css';
