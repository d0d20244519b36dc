import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { fieldBoxDisabledStyle, fieldBoxStyle, focusRingStyle } from '../../styles/shared.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

/** Input and button share one box; the ring shows on the box while the input has focus. */
export const group = style({
  ...fieldBoxStyle,
  display: 'flex',
  alignItems: 'center',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focus-within]': focusRingStyle,
    [`${root}[data-invalid] &`]: { borderColor: vars.color.danger.text },
    '&[data-disabled]': fieldBoxDisabledStyle,
  },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: 'inherit',
  fontSize: vars.fontSize.md,
  textOverflow: 'ellipsis',
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

export const button = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  marginInlineEnd: '1px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.secondaryHover },
    '&[data-pressed]': { backgroundColor: vars.color.selected },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.focusRing.color}`,
      outlineOffset: '-2px',
    },
    '&[data-disabled]': { backgroundColor: 'transparent', cursor: 'not-allowed' },
  },
});

export const spinner = style({
  display: 'inline-flex',
  paddingInline: vars.space.xs,
});
