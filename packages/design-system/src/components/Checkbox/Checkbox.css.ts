import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { focusRingStyle } from '../../styles/shared.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

/** The clickable label: box plus text. At least 24 px tall so the whole target meets WCAG 2.5.8. */
export const checkbox = style({
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

export const box = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '20px',
  height: '20px',
  // Centres the box on the first line of text (1.5 line height of 16 px = 24 px).
  marginTop: '2px',
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
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
