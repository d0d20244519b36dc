import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';
import { focusRingStyle } from '../../styles/shared.css';

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

/** The clickable label: circle plus text, at least 24 px tall. */
export const radio = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minHeight: vars.touchTarget.min,
  paddingBlock: vars.space.xxs,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
});

export const circle = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '20px',
  height: '20px',
  marginTop: '2px',
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: '50%',
  backgroundColor: vars.color.surface,
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
