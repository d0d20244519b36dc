import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';
import { choiceIndicatorStyle, choiceLabel, focusRingStyle } from '../../styles/shared.css';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const options = recipe({
  base: { display: 'flex', gap: vars.space.xs },
  variants: {
    orientation: {
      vertical: { flexDirection: 'column' },
      horizontal: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.lg },
    },
  },
});

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

/** The clickable label: circle plus text (see choiceLabel). */
export const radio = style([choiceLabel]);

export const circle = style({
  ...choiceIndicatorStyle,
  borderRadius: '50%',
  transition: `border-color ${vars.duration.fast}`,
  selectors: {
    [`${radio}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${radio}[data-focus-visible] &`]: focusRingStyle,
    [`${radio}[data-selected] &`]: { borderColor: vars.color.primary },
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.danger.text },
    [`${radio}[data-disabled] &`]: {
      backgroundColor: vars.color.disabledBackground,
      borderColor: vars.color.disabledText,
    },
  },
});

/** The inner dot: the selected state is a shape, not only a colour. */
export const dot = style({
  width: '10px',
  height: '10px',
  borderRadius: '50%',
  backgroundColor: vars.color.primary,
  selectors: {
    [`${radio}[data-invalid] &`]: { backgroundColor: vars.color.danger.text },
    [`${radio}[data-disabled] &`]: { backgroundColor: vars.color.disabledText },
  },
});

/** Lines option help text up with the label, not the circle. */
export const optionDescription = style({
  paddingInlineStart: `calc(20px + ${vars.space.sm})`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
