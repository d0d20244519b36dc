import { style } from '@vanilla-extract/css';
import { vars } from '@axia/design-system/theme';

// The digital-currency deposit's own layout; everything else is design-system components.

export const details = style({
  margin: 0,
  display: 'grid',
  gap: vars.space.sm,
});

export const detail = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, 12rem) 1fr',
  gap: vars.space.sm,
  alignItems: 'center',
  '@media': {
    'screen and (max-width: 40em)': { gridTemplateColumns: '1fr' },
  },
});

export const term = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const value = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  minWidth: 0,
});

/** The deposit address: monospace, broken anywhere so a long address never overflows. */
export const address = style({
  fontFamily: vars.font.mono,
  overflowWrap: 'anywhere',
  wordBreak: 'break-all',
});

/** Pay and receive side by side on wide screens. */
export const amounts = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
});

export const note = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** The QR code beside the details on wide screens, above them on narrow ones. */
export const addressLayout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'start',
  '@media': {
    'screen and (max-width: 40em)': { gridTemplateColumns: '1fr', justifyItems: 'center' },
  },
});

/** The live region (always rendered, so what appears in it is announced). */
export const alerts = style({
  display: 'grid',
  gap: vars.space.sm,
});
