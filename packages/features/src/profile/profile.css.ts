import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@axia/design-system/theme';

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** The crop's stage: the library fills it (position: absolute inside). */
export const cropBox = style({
  position: 'relative',
  width: '100%',
  height: 320,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

/** The crop area is focusable (arrow keys move the image): a visible focus ring. */
globalStyle(`${cropBox} .reactEasyCrop_CropArea:focus-visible`, {
  outline: `${vars.focusRing.width} solid ${vars.focusRing.color}`,
  outlineOffset: vars.focusRing.offset,
});

export const avatarRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.lg,
});

/** The photo (or its initials) at the crop's 390 × 295 ratio. */
export const avatar = style({
  width: 156,
  height: 118,
  borderRadius: vars.radius.md,
  objectFit: 'cover',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xs,
  margin: 0,
  '@media': {
    [mediaQueries.tablet]: {
      gridTemplateColumns: 'max-content minmax(0, 1fr)',
      columnGap: vars.space.lg,
      rowGap: vars.space.sm,
    },
  },
});

export const term = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const sectionHeading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const error = style({
  margin: 0,
  color: vars.color.danger.text,
  fontSize: vars.fontSize.sm,
});

export const secretRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const secret = style({
  fontFamily: vars.font.mono,
  overflowWrap: 'anywhere',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.sm,
});
