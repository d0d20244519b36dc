import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { triggerBox } from '../../styles/shared.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

/** The shared trigger box; invalid is read from the field root, which carries data-invalid. */
export const trigger = style([
  triggerBox,
  {
    selectors: {
      [`${root}[data-invalid] &`]: { borderColor: vars.color.danger.text },
    },
  },
]);

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    [`${trigger}[data-disabled] &`]: { color: vars.color.disabledText },
  },
});

export const chevron = style({ flexShrink: 0 });

export const optionText = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
  paddingBlock: vars.space.xxs,
});

export const optionDescription = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});

export const optionCheck = style({ flexShrink: 0, marginInlineStart: 'auto' });

export const emptyState = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
