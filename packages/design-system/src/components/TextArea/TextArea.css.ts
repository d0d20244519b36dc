import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { inputBox } from '../../styles/shared.css';

export const textArea = style([
  inputBox,
  {
    display: 'block',
    minHeight: '88px',
    resize: 'vertical',
    fontFamily: 'inherit',
    lineHeight: vars.lineHeight.normal,
  },
]);

/** Description on the left, the character count on the right. */
export const footer = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: vars.space.md,
});

export const count = style({
  marginInlineStart: 'auto',
  flexShrink: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
