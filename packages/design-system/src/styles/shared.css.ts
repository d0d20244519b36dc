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

/**
 * A prerendered page before the app has taken it over (issue 43 #2): react-aria is not there to mark keyboard focus
 * (data-focus-visible), so a control takes the browser's own :focus-visible for its ring.
 */
export const STATIC_FOCUS_VISIBLE = '#root[data-prerendered] &:focus-visible';

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

/**
 * Every field's error, one style (issue 42): the error icon, then the message, in the danger colour — colour is
 * never the only cue. FieldErrorText draws the content; FieldErrorMessage, FileUploader, PhoneField and MonthPicker
 * all use both.
 */
export const fieldError = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.danger.text,
  overflowWrap: 'anywhere',
});

export const fieldErrorIcon = style({ flexShrink: 0, marginTop: '1px' });

/**
 * The box every field draws (text inputs, input groups, select triggers): size, border and surface. The
 * fields add their own padding, layout and focus rule on top.
 */
export const fieldBoxStyle = {
  minHeight: vars.touchTarget.comfortable,
  width: '100%',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
} as const;

/** A disabled field box: greyed out, with a not-allowed cursor. */
export const fieldBoxDisabledStyle = {
  backgroundColor: vars.color.disabledBackground,
  color: vars.color.disabledText,
  cursor: 'not-allowed',
} as const;

/** The input box of text-like fields, styled through react-aria's data attributes. */
export const inputBox = style({
  ...fieldBoxStyle,
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.fontSize.md,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    // Read-only: shown, not for typing; a sunken box with a dashed border, so it does not look like an input.
    '&[readonly]': {
      backgroundColor: vars.color.surfaceSunken,
      borderStyle: 'dashed',
      borderColor: vars.color.borderStrong,
    },
    '&[data-focused], &:focus-visible': focusRingStyle,
    '&[data-invalid]': { borderColor: vars.color.danger.text },
    '&[data-disabled]': fieldBoxDisabledStyle,
    '&::placeholder': { color: vars.color.textMuted },
  },
});

/**
 * A button that opens a picker (Select, MonthPicker): it looks like `inputBox` but is a button, so it rings
 * on keyboard focus only. Each picker adds its own invalid rule.
 */
export const triggerBox = style({
  ...fieldBoxStyle,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.fontSize.md,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focus-visible]': focusRingStyle,
    '&[data-disabled]': fieldBoxDisabledStyle,
  },
});

/**
 * The box of a text field whose input shares its border with adornments (a toggle, an icon, a currency
 * code): PasswordField, SearchField and AmountField use it. The box draws the border and the focus ring
 * (while its input is focused), the input inside stays borderless.
 */
export const inputGroup = style({
  ...fieldBoxStyle,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingInline: vars.space.xs,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&:has(input[data-focused])': focusRingStyle,
    '&[data-invalid]': { borderColor: vars.color.danger.text },
    '&[data-disabled]': fieldBoxDisabledStyle,
  },
});

/** The borderless input inside an `inputGroup`; 42 px plus the group's 1 px borders makes 44 px. */
export const groupInput = style({
  flex: 1,
  minWidth: 0,
  minHeight: '42px',
  padding: `${vars.space.sm} ${vars.space.sm}`,
  border: 'none',
  backgroundColor: 'transparent',
  color: 'inherit',
  fontSize: vars.fontSize.md,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    '&[data-disabled]': { cursor: 'not-allowed' },
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

/** The clickable label of a checkbox or radio: indicator plus text, at least 24 px tall (WCAG 2.5.8). */
export const choiceLabel = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minHeight: vars.touchTarget.min,
  paddingBlock: vars.space.xxs,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
});

/**
 * The 20 px indicator of a checkbox or radio, centred on the first line of text (1.5 line height of 16 px =
 * 24 px). Each control adds its shape and its state colours.
 */
export const choiceIndicatorStyle = {
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '20px',
  height: '20px',
  marginTop: '2px',
  border: `2px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
} as const;

/** The text column of a list row or tile: a title above a description. */
export const itemBody = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
  gap: vars.space.xxs,
});

export const itemTitle = style({
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
});
