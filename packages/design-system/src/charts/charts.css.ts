import { keyframes, style } from '@vanilla-extract/css';
import { focusRingStyle } from '../styles/shared.css';
import { vars } from '../tokens/contract.css';
import { mediaQueries } from '../tokens/scale';

export const root = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const caption = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const title = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const summary = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
});

export const plot = style({
  position: 'relative',
  width: '100%',
  borderBottom: `1px solid ${vars.color.borderStrong}`,
});

export const svg = style({ display: 'block', width: '100%', height: '100%', overflow: 'visible' });

const draw = keyframes({ from: { opacity: 0, transform: 'scaleY(0.9)' } });

/** The series fades in, only for users who have not asked for less motion. */
export const series = style({
  transformOrigin: 'bottom',
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      animation: `${draw} ${vars.duration.normal} ease-out`,
    },
  },
});

export const line = style({
  fill: 'none',
  stroke: vars.color.primary,
  strokeWidth: 2.5,
  strokeLinejoin: 'round',
  strokeLinecap: 'round',
  vectorEffect: 'non-scaling-stroke',
});

export const area = style({ fill: vars.color.info.background, stroke: 'none' });

export const bar = style({ fill: vars.color.primary });

/** The bar of the point in focus: darker and outlined, so it stands out without relying on hue. */
export const barActive = style({
  fill: vars.color.text,
  stroke: vars.focusRing.color,
  strokeWidth: 2,
  vectorEffect: 'non-scaling-stroke',
});

/** The focused point of a line: a ringed dot placed in % of the plot (no measuring, no layout shift). */
export const marker = style({
  position: 'absolute',
  width: 12,
  height: 12,
  marginLeft: -6,
  marginTop: -6,
  borderRadius: '50%',
  background: vars.color.surface,
  border: `3px solid ${vars.color.text}`,
  pointerEvents: 'none',
});

/** A plot with its axes: the value axis' gutter beside the plot, the time axis under it. */
export const axes = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.xs,
  // Half a label above the plot: the top tick's label is centred on its gridline.
  paddingBlockStart: '0.5em',
  fontSize: vars.fontSize.xs,
  containerType: 'inline-size',
});

export const valueAxis = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: 1,
});

/** Invisible copies of the value labels: the gutter is as wide as the longest. */
export const valueSizer = style({
  visibility: 'hidden',
  height: 0,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
});

export const valueTick = style({
  position: 'absolute',
  insetInlineEnd: 0,
  transform: 'translateY(-50%)',
  whiteSpace: 'nowrap',
});

export const plotArea = style({ position: 'relative', minWidth: 0 });

export const gridLine = style({
  position: 'absolute',
  insetInline: 0,
  height: 0,
  borderTop: `1px dashed ${vars.color.border}`,
  pointerEvents: 'none',
});

/** The axis' lowest tick: a solid line the picture stands on. */
export const baseline = style([gridLine, { borderTop: `1px solid ${vars.color.borderStrong}` }]);

export const timeAxis = style({
  gridColumn: '2',
  position: 'relative',
  height: '1.75em',
  marginBlockStart: vars.space.xxs,
  color: vars.color.textMuted,
  lineHeight: 1.5,
});

export const timeTick = style({
  position: 'absolute',
  top: 0,
  whiteSpace: 'nowrap',
  transform: 'translateX(-50%)',
});
export const timeTickFirst = style([timeTick, { transform: 'none' }]);
export const timeTickLast = style([timeTick, { transform: 'translateX(-100%)' }]);
/** Every other label between the ends: left out where the plot is narrow, so labels never overlap. */
export const timeTickMinor = style([
  timeTick,
  { '@container': { '(max-width: 420px)': { display: 'none' } } },
]);

/** The focusable layer over the plot that walks the points (a slider over the series). */
export const explorer = style({
  position: 'absolute',
  inset: 0,
  borderRadius: vars.radius.sm,
  cursor: 'crosshair',
  outline: 'none',
  selectors: { '&:focus-visible': focusRingStyle },
});

export const readout = style({
  margin: 0,
  marginInlineStart: 'auto',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const message = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  height: '100%',
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const tableWrap = style({
  overflowX: 'auto',
  maxHeight: 320,
  overflowY: 'auto',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: { '&:focus-visible': focusRingStyle },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const tableCaption = style({
  textAlign: 'start',
  fontWeight: vars.fontWeight.medium,
  paddingBlockEnd: vars.space.xs,
  color: vars.color.text,
});

export const cell = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  selectors: { '&:not(:first-child)': { textAlign: 'end' } },
});

export const headCell = style([cell, { fontWeight: vars.fontWeight.bold, color: vars.color.text }]);

/** A holdings breakdown: one row per part, its name, value and share as text beside its bar. */
export const parts = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const part = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
});

export const partName = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });
export const partValue = style({ color: vars.color.text, fontVariantNumeric: 'tabular-nums' });

export const partTrack = style({
  gridColumn: '1 / -1',
  height: 10,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});

export const partFill = style({
  display: 'block',
  height: '100%',
  background: vars.color.primary,
  transformOrigin: 'left',
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      animation: `${draw} ${vars.duration.normal} ease-out`,
    },
    [mediaQueries.reducedMotion]: { animation: 'none' },
  },
});
