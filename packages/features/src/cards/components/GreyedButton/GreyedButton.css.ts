import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@axia/design-system/theme';

/** Wraps a design-system Button to grey it while it stays focusable (aria-disabled, not disabled). */
export const wrapper = style({ display: 'inline-flex' });
export const greyed = style({});
globalStyle(`${greyed} > button`, {
  backgroundColor: vars.color.disabledBackground,
  borderColor: vars.color.disabledBackground,
  color: vars.color.disabledText,
  cursor: 'not-allowed',
});
