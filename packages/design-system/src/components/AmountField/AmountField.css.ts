import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const input = style({
  fontVariantNumeric: 'tabular-nums',
});

/** The currency code beside the amount; it inherits the box's text colour, also when disabled. */
export const currency = style({
  flexShrink: 0,
  paddingInline: vars.space.sm,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.md,
});
