import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';

/**
 * Style objects shared by components. Focus uses react-aria's data-focus-visible (keyboard focus only) and
 * :focus-visible for native elements, so the ring never shows for mouse clicks but always for the keyboard.
 */
export const focusRingStyle = {
  outline: `${vars.focusRing.width} solid ${vars.focusRing.color}`,
  outlineOffset: vars.focusRing.offset,
} as const;

export const focusRing = style({
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRingStyle,
    '&:focus-visible': focusRingStyle,
  },
});

export const visuallyHidden = style({
  border: 0,
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
});

/** Shared field chrome: label, description, error message. */
export const fieldRoot = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const fieldLabel = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const fieldDescription = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const fieldError = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.danger.text,
});

/** The input box of text-like fields, styled through react-aria's data attributes. */
export const inputBox = style({
  minHeight: vars.touchTarget.comfortable,
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focused], &:focus-visible': focusRingStyle,
    '&[data-invalid]': { borderColor: vars.color.danger.text },
    '&[data-disabled]': {
      backgroundColor: vars.color.disabledBackground,
      color: vars.color.disabledText,
      cursor: 'not-allowed',
    },
    '&::placeholder': { color: vars.color.textMuted },
  },
});

/** The floating surface of popovers, listboxes, menus and calendars. */
export const popoverSurface = style({
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  outline: 'none',
  maxWidth: 'calc(100vw - 16px)',
});

/** A listbox inside a popover (Select, ComboBox, Menu). */
export const listBox = style({
  maxHeight: '320px',
  overflowY: 'auto',
  padding: vars.space.xs,
  outline: 'none',
  minWidth: 'var(--trigger-width)',
});

/** One option of a listbox or menu, at least 44 px tall for touch. */
export const listBoxItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.touchTarget.comfortable,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { backgroundColor: vars.color.secondaryHover },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.focusRing.color}`,
      outlineOffset: '-2px',
    },
    '&[data-selected]': {
      backgroundColor: vars.color.selected,
      fontWeight: vars.fontWeight.medium,
    },
    '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
});
