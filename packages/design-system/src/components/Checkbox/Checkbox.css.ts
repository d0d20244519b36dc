import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { choiceIndicatorStyle, choiceLabel, focusRingStyle } from '../../styles/shared.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

/** The clickable label: box plus text (see choiceLabel). */
export const checkbox = style([choiceLabel]);

export const box = style({
  ...choiceIndicatorStyle,
  borderRadius: vars.radius.sm,
  color: vars.color.onPrimary,
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${checkbox}[data-focus-visible] &`]: focusRingStyle,
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
    },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.danger.text },
    [`${checkbox}[data-invalid][data-selected] &, ${checkbox}[data-invalid][data-indeterminate] &`]:
      {
        backgroundColor: vars.color.danger.solid,
        borderColor: vars.color.danger.solid,
        color: vars.color.danger.onSolid,
      },
    [`${checkbox}[data-disabled] &`]: {
      backgroundColor: vars.color.disabledBackground,
      borderColor: vars.color.disabledText,
      color: vars.color.disabledText,
    },
  },
});

/** Indents help and error text so they line up with the label, not the box. */
export const helpText = style({
  paddingInlineStart: `calc(20px + ${vars.space.sm})`,
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  margin: 0,
});

export const groupOptions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
