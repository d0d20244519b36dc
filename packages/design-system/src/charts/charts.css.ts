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

export const gridLine = style({
  stroke: vars.color.border,
  strokeWidth: 1,
  strokeDasharray: '4 4',
  vectorEffect: 'non-scaling-stroke',
});

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

export const axisLabels = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const yLabel = style({
  position: 'absolute',
  insetInlineStart: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  background: vars.color.surface,
  paddingInlineEnd: vars.space.xxs,
  lineHeight: 1,
});

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
  minHeight: '1.5em',
  margin: 0,
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
