import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { focusRingStyle } from '../../styles/shared.css';

/**
 * The box of a text field whose input shares its border with adornments (a toggle, an icon, a currency
 * code): PasswordField, SearchField and AmountField use it. The box draws the border and the focus ring
 * (while its input is focused), the input inside stays borderless.
 */
export const inputGroup = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.touchTarget.comfortable,
  width: '100%',
  paddingInline: vars.space.xs,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&:has(input[data-focused])': focusRingStyle,
    '&[data-invalid]': { borderColor: vars.color.danger.text },
    '&[data-disabled]': {
      backgroundColor: vars.color.disabledBackground,
      color: vars.color.disabledText,
      cursor: 'not-allowed',
    },
  },
});

/** The borderless input inside an `inputGroup`; 42 px plus the group's 1 px borders makes 44 px. */
export const groupInput = style({
  flex: 1,
  minWidth: 0,
  minHeight: '42px',
  padding: `${vars.space.sm} ${vars.space.sm}`,
  border: 'none',
  backgroundColor: 'transparent',
  color: 'inherit',
  fontSize: vars.fontSize.md,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

/** A decorative icon or text beside the input, inheriting the group's (disabled) colour. */
export const adornment = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  paddingInline: vars.space.xs,
});
