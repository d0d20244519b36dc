import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { focusRingStyle } from '../../styles/shared.css';
import { mediaQueries } from '../../tokens/scale';

/** Holds the real input and, on top of it, the boxes that draw its digits. */
export const frame = style({
  position: 'relative',
  display: 'inline-flex',
  alignSelf: 'flex-start',
  maxWidth: '100%',
});

/**
 * The one real input: it spans the boxes and takes every click, keystroke, paste and autofill, but its own
 * text and caret are transparent because the boxes above it show the digits.
 */
export const input = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  padding: 0,
  border: 'none',
  backgroundColor: 'transparent',
  color: 'transparent',
  caretColor: 'transparent',
  // 16 px stops iOS from zooming into the field.
  fontSize: '16px',
  letterSpacing: '1em',
  outline: 'none',
  selectors: {
    '&::selection': { backgroundColor: 'transparent' },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

/** The presentational boxes; they let clicks through to the input below. */
export const boxes = style({
  position: 'relative',
  display: 'flex',
  gap: vars.space.sm,
  pointerEvents: 'none',
});

const blink = keyframes({ '50%': { opacity: 0 } });

export const box = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.touchTarget.comfortable,
  height: '52px',
  flexShrink: 1,
  minWidth: '36px',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    [`${input}[data-hovered] + ${boxes} &`]: { borderColor: vars.color.text },
    [`${input}[data-invalid] + ${boxes} &`]: { borderColor: vars.color.danger.text },
    [`${input}[data-focused] + ${boxes} &[data-active]`]: focusRingStyle,
    [`${input}[data-disabled] + ${boxes} &`]: {
      backgroundColor: vars.color.disabledBackground,
      color: vars.color.disabledText,
    },
  },
});

/** A caret drawn in the box that takes the next digit, while the input has focus. */
export const caret = style({
  display: 'none',
  width: '2px',
  height: '1.4em',
  backgroundColor: 'currentColor',
  animation: `${blink} 1s step-end infinite`,
  selectors: {
    [`${input}[data-focused] + ${boxes} &`]: { display: 'block' },
  },
  '@media': { [mediaQueries.reducedMotion]: { animation: 'none' } },
});
