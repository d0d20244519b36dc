import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { focusRingStyle, STATIC_FOCUS_VISIBLE } from '../../styles/shared.css';

/** A round icon over a short label (the overview's "Add money", "Send"…): a target well over 24 px. */
export const actionLink = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: '4.5rem',
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'center',
  textDecorationLine: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { textDecorationLine: 'underline' },
    '&[data-focus-visible]': focusRingStyle,
    [STATIC_FOCUS_VISIBLE]: focusRingStyle,
    '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
});

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  selectors: {
    [`${actionLink}[data-hovered] &`]: { background: vars.color.primaryHover },
    [`${actionLink}[data-pressed] &`]: { background: vars.color.primaryPressed },
    [`${actionLink}[data-disabled] &`]: {
      background: vars.color.disabledBackground,
      color: vars.color.disabledText,
    },
  },
});
