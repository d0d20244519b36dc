import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { mediaQueries } from '../../tokens/scale';
import { fieldRoot, focusRingStyle } from '../../styles/shared.css';

export const root = style([fieldRoot, { gap: vars.space.sm }]);

export const tiles = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.sm,
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' },
  },
});

export const tile = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  minHeight: vars.touchTarget.comfortable,
  padding: vars.space.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  outline: 'none',
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.borderStrong },
    '&[data-pressed]': { backgroundColor: vars.color.secondaryHover },
    // Selected: a thicker primary border and a filled radio dot, not colour alone.
    '&[data-selected]': {
      backgroundColor: vars.color.selected,
      borderColor: vars.color.primary,
      boxShadow: `inset 0 0 0 1px ${vars.color.primary}`,
    },
    '&[data-focus-visible]': focusRingStyle,
    '&[data-invalid]': { borderColor: vars.color.danger.text },
    // Greyed and not selectable (e.g. 'Action Required'): disabledText on disabledBackground.
    '&[data-disabled]': {
      backgroundColor: vars.color.disabledBackground,
      borderColor: vars.color.disabledBackground,
      color: vars.color.disabledText,
      cursor: 'not-allowed',
    },
  },
});

export const indicator = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  width: '20px',
  height: '20px',
  marginTop: '2px',
  borderRadius: '50%',
  border: `2px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  selectors: {
    [`${tile}[data-selected] &`]: { borderColor: vars.color.primary },
    [`${tile}[data-selected] &::after`]: {
      content: '""',
      width: '10px',
      height: '10px',
      borderRadius: '50%',
      backgroundColor: vars.color.primary,
    },
    [`${tile}[data-disabled] &`]: {
      borderColor: vars.color.disabledText,
      backgroundColor: vars.color.disabledBackground,
    },
  },
});

/** An account number on one line: beside a tag ('Action Required') it moves down whole, never breaks mid-number. */
export const publicId = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  selectors: {
    [`${tile}[data-disabled] &`]: { color: vars.color.disabledText },
  },
});

export const amountLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.xs,
});

/** What an account that needs action calls for, under its tag. */
export const reason = style({
  display: 'block',
  marginTop: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  selectors: {
    [`${tile}[data-disabled] &`]: { color: vars.color.disabledText },
  },
});
