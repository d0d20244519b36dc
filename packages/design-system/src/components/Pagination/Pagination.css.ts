import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { mediaQueries } from '../../tokens/scale';
import { focusRingStyle } from '../../styles/shared.css';

export const nav = style({ display: 'flex', justifyContent: 'center', minWidth: 0 });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [mediaQueries.tablet]: { gap: vars.space.xs } },
});

const buttonBase = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  // 36 px on phones so nine buttons fit in 375 px (still above the 24 px minimum); 44 px from tablet up.
  minWidth: '36px',
  minHeight: '36px',
  padding: `0 ${vars.space.sm}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.color.link,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  outline: 'none',
  '@media': {
    [mediaQueries.tablet]: {
      minWidth: vars.touchTarget.comfortable,
      minHeight: vars.touchTarget.comfortable,
    },
  },
} as const;

export const pageButton = style({
  ...buttonBase,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.secondaryHover },
    '&[data-pressed]': { backgroundColor: vars.color.selected },
    '&[data-focus-visible]': focusRingStyle,
    '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
    // The current page: filled, bold, and announced through aria-current, not by colour alone.
    '&[aria-current="page"]': {
      backgroundColor: vars.color.primary,
      color: vars.color.onPrimary,
      fontWeight: vars.fontWeight.bold,
      cursor: 'default',
    },
  },
});

export const stepButton = style({
  ...buttonBase,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.secondaryHover },
    '&[data-pressed]': { backgroundColor: vars.color.selected },
    '&[data-focus-visible]': focusRingStyle,
    '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
});

/** Previous/Next words are visually hidden on phones (icons remain); they stay the accessible name. */
export const stepLabel = style({
  '@media': {
    'screen and (max-width: 799.98px)': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      margin: '-1px',
      padding: 0,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
      border: 0,
    },
  },
});

export const ellipsis = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '24px',
  color: vars.color.text,
});

export const paginatedLayout = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});
