import { recipe } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { focusRingStyle, STATIC_FOCUS_VISIBLE } from '../../styles/shared.css';

export const link = recipe({
  base: {
    color: vars.color.link,
    // Always underlined: colour alone must not be what marks a link (WCAG 1.4.1).
    textDecorationLine: 'underline',
    textDecorationThickness: '1px',
    textUnderlineOffset: '0.2em',
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-hovered]': { textDecorationThickness: '2px' },
      '&[data-focus-visible]': focusRingStyle,
      [STATIC_FOCUS_VISIBLE]: focusRingStyle,
      '&[data-disabled]': {
        color: vars.color.disabledText,
        textDecorationLine: 'none',
        cursor: 'not-allowed',
      },
    },
  },
  variants: {
    variant: {
      // Inside running text: inherits the sentence's size and weight.
      inline: { fontSize: 'inherit' },
      // On its own (back links, "See all"): a 24 px minimum target.
      standalone: {
        display: 'inline-flex',
        alignItems: 'center',
        gap: vars.space.xs,
        minHeight: vars.touchTarget.min,
        fontWeight: vars.fontWeight.medium,
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});

export const externalIcon = style({
  display: 'inline-block',
  verticalAlign: '-0.125em',
  flexShrink: 0,
});
