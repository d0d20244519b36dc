import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { focusRingStyle } from '../../styles/shared.css';

export const root = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xs,
  minWidth: 0,
});

export const output = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  justifySelf: 'end',
});

export const description = style({
  gridColumn: '1 / -1',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

const thumbSize = '24px';

/** The pressable strip: as tall as the thumb (≥ 24 px), with the visible rail drawn in its middle. */
export const track = style({
  gridColumn: '1 / -1',
  position: 'relative',
  height: thumbSize,
  marginInline: `calc(${thumbSize} / 2)`,
  cursor: 'pointer',
  touchAction: 'none',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed' },
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInline: `calc(${thumbSize} / -2)`,
      top: '50%',
      height: '6px',
      transform: 'translateY(-50%)',
      borderRadius: vars.radius.pill,
      backgroundColor: vars.color.surfaceSunken,
      border: `1px solid ${vars.color.borderStrong}`,
    },
  },
});

/**
 * The part of the rail up to the thumb, so the value reads as a length and not only a position. react-aria sizes
 * this box (start, width, full height); the visible bar is drawn in its middle.
 */
export const fill = style({
  top: 0,
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      top: '50%',
      height: '6px',
      transform: 'translateY(-50%)',
      borderRadius: vars.radius.pill,
      backgroundColor: vars.color.primary,
    },
    [`${track}[data-disabled] &::before`]: { backgroundColor: vars.color.disabledText },
  },
});

export const thumb = style({
  top: '50%',
  width: thumbSize,
  height: thumbSize,
  borderRadius: '50%',
  border: `2px solid ${vars.color.primary}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transition: `border-color ${vars.duration.fast}, background-color ${vars.duration.fast}`,
  selectors: {
    '&[data-hovered], &[data-dragging]': { borderColor: vars.color.primaryHover },
    '&[data-dragging]': { backgroundColor: vars.color.primary },
    '&[data-focus-visible]': focusRingStyle,
    '&[data-disabled]': {
      borderColor: vars.color.disabledText,
      backgroundColor: vars.color.disabledBackground,
      boxShadow: 'none',
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});
