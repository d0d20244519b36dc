import { style } from '@vanilla-extract/css';
import { vars } from '@axia/design-system/theme';

// The digital-currency deposit's own layout (its description lists, notes and live region: ../deposits.css); everything
// else is design-system components.

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
