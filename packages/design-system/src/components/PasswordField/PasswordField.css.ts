import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

/** Keeps the toggle inside the field's border, clear of the input's focus ring. */
export const toggle = style({
  flexShrink: 0,
  borderRadius: vars.radius.sm,
});
