import { style, styleVariants } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@axia/design-system/theme';

// The card image: a credit-card-shaped panel (ISO/IEC 7810 ID-1, 85.60 × 53.98 mm) in the primary colour, greyed
// when the card cannot be used. Text colours are the theme's 'on solid' pairs, so the contrast holds in every theme.

// A size container: the card number's size follows the card's own width (a narrow tile keeps the whole number).
export const figure = style({
  margin: 0,
  width: '100%',
  maxWidth: '22rem',
  minWidth: 0,
  containerType: 'inline-size',
});

const faceBase = style({
  position: 'relative',
  boxSizing: 'border-box',
  width: '100%',
  aspectRatio: '85.6 / 53.98',
  minHeight: '11rem',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  overflow: 'hidden',
  fontFamily: vars.font.body,
  '@media': {
    [mediaQueries.tablet]: { padding: vars.space.xl },
  },
});

export const face = styleVariants({
  usable: [faceBase, { backgroundColor: vars.color.primary, color: vars.color.onPrimary }],
  pending: [
    faceBase,
    { backgroundColor: vars.color.warning.solid, color: vars.color.warning.onSolid },
  ],
  blocked: [
    faceBase,
    { backgroundColor: vars.color.neutral.solid, color: vars.color.neutral.onSolid },
  ],
});

export const topRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const brand = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.04em',
});

export const mark = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: '1px solid currentColor',
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
});

// 19 characters of about 0.68em each (a monospace 0.6em + the 0.08em spacing) fit the face's width less its padding.
export const number = style({
  margin: 0,
  fontFamily: vars.font.mono,
  fontSize: `min(${vars.fontSize.lg}, calc((100cqi - 2 * ${vars.space.lg}) / 13.5))`,
  letterSpacing: '0.08em',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
  '@media': {
    [mediaQueries.tablet]: {
      fontSize: `min(${vars.fontSize.xl}, calc((100cqi - 2 * ${vars.space.xl}) / 13.5))`,
    },
  },
});

export const bottomRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const holder = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  overflowWrap: 'anywhere',
});

export const currency = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const secure = style({
  margin: 0,
  display: 'flex',
  gap: vars.space.lg,
  fontSize: vars.fontSize.sm,
});

export const secureItem = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const secureTerm = style({ fontSize: vars.fontSize.xs, opacity: 0.9 });

export const secureValue = style({
  margin: 0,
  fontFamily: vars.font.mono,
  fontWeight: vars.fontWeight.bold,
});

export const securityImage = style({
  display: 'block',
  width: '4rem',
  height: 'auto',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
});
