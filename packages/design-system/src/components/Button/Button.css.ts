import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';
import { focusRingStyle, STATIC_FOCUS_VISIBLE } from '../../styles/shared.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    cursor: 'pointer',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': focusRingStyle,
      [STATIC_FOCUS_VISIBLE]: focusRingStyle,
      // Disabled, or greyed with aria-disabled (still focusable and pressable, e.g. to say why): the greyed state
      // also wins over the variants' hover and press colours.
      '&[data-disabled], &[aria-disabled="true"], &[aria-disabled="true"][data-hovered], &[aria-disabled="true"][data-pressed]':
        {
          backgroundColor: vars.color.disabledBackground,
          borderColor: vars.color.disabledBackground,
          color: vars.color.disabledText,
          cursor: 'not-allowed',
          filter: 'none',
        },
      '&[aria-busy="true"]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.color.primaryHover },
          '&[data-pressed]': { backgroundColor: vars.color.primaryPressed },
        },
      },
      secondary: {
        backgroundColor: vars.color.surface,
        color: vars.color.primary,
        borderColor: vars.color.primary,
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.color.secondaryHover },
          '&[data-pressed]': { backgroundColor: vars.color.selected },
        },
      },
      tertiary: {
        backgroundColor: 'transparent',
        color: vars.color.link,
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.color.secondaryHover },
          '&[data-pressed]': { backgroundColor: vars.color.selected },
        },
      },
      danger: {
        backgroundColor: vars.color.danger.solid,
        color: vars.color.danger.onSolid,
        selectors: {
          '&[data-hovered]': { filter: 'brightness(0.92)' },
          '&[data-pressed]': { filter: 'brightness(0.85)' },
        },
      },
    },
    size: {
      // Every size keeps at least the 24 px minimum target; medium and large reach the 44 px comfortable size.
      small: {
        minHeight: '32px',
        minWidth: vars.touchTarget.min,
        padding: `${vars.space.xs} ${vars.space.md}`,
        fontSize: vars.fontSize.sm,
      },
      medium: {
        minHeight: vars.touchTarget.comfortable,
        padding: `${vars.space.sm} ${vars.space.lg}`,
        fontSize: vars.fontSize.md,
      },
      large: {
        minHeight: '52px',
        padding: `${vars.space.md} ${vars.space.xl}`,
        fontSize: vars.fontSize.lg,
      },
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'medium', fullWidth: false },
});
