import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const message = style({
  color: vars.color.text,
  fontSize: vars.fontSize.md,
});
