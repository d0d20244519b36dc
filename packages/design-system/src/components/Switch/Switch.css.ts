import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { focusRingStyle } from '../../styles/shared.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

/** The clickable label: track plus text, at least 24 px tall. */
export const switchButton = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minHeight: vars.touchTarget.min,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
});

const trackWidth = '44px';
const thumbSize = '16px';

export const track = style({
  flexShrink: 0,
  position: 'relative',
  display: 'inline-block',
  width: trackWidth,
  height: '24px',
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surface,
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    [`${switchButton}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${switchButton}[data-focus-visible] &`]: focusRingStyle,
    [`${switchButton}[data-selected] &`]: {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
    },
    [`${switchButton}[data-disabled] &`]: {
      backgroundColor: vars.color.disabledBackground,
      borderColor: vars.color.disabledText,
    },
  },
});

/** The thumb moves to the end when on, so the state is a position and not only a colour. */
export const thumb = style({
  position: 'absolute',
  top: '2px',
  left: '2px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: thumbSize,
  height: thumbSize,
  borderRadius: '50%',
  backgroundColor: vars.color.borderStrong,
  color: vars.color.primary,
  transition: `transform ${vars.duration.fast}`,
  selectors: {
    [`${switchButton}[data-selected] &`]: {
      transform: `translateX(calc(${trackWidth} - 4px - ${thumbSize} - 4px))`,
      backgroundColor: vars.color.onPrimary,
    },
    [`${switchButton}[data-disabled] &`]: {
      backgroundColor: vars.color.disabledText,
      color: vars.color.disabledBackground,
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

export const helpText = style({
  paddingInlineStart: `calc(${trackWidth} + ${vars.space.sm})`,
});
