import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';
import { focusRingStyle, STATIC_FOCUS_VISIBLE } from '../../styles/shared.css';

export const iconButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    padding: 0,
    border: '1px solid transparent',
    backgroundColor: 'transparent',
    color: vars.color.text,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.secondaryHover },
      '&[data-pressed]': { backgroundColor: vars.color.selected },
      '&[data-focus-visible]': focusRingStyle,
      [STATIC_FOCUS_VISIBLE]: focusRingStyle,
      '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
    },
  },
  variants: {
    size: {
      // 32 px keeps a margin over the 24 px minimum; 44 px for primary touch actions.
      small: { width: '32px', height: '32px' },
      medium: { width: vars.touchTarget.comfortable, height: vars.touchTarget.comfortable },
    },
    shape: {
      square: { borderRadius: vars.radius.md },
      circle: { borderRadius: '50%' },
    },
    variant: {
      plain: {},
      outlined: { borderColor: vars.color.borderStrong, backgroundColor: vars.color.surface },
      primary: {
        backgroundColor: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: { '&[data-hovered]': { backgroundColor: vars.color.primaryHover } },
      },
    },
  },
  defaultVariants: { size: 'medium', shape: 'square', variant: 'plain' },
});
