import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { focusRingStyle, popoverSurface } from '../../styles/shared.css';

// Shared by DatePicker and DateRangePicker (and their calendars).

/** The input box holding the date segments and the calendar button. */
export const group = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.touchTarget.comfortable,
  width: '100%',
  padding: `${vars.space.xxs} ${vars.space.xxs} ${vars.space.xxs} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    // The border follows keyboard and mouse focus; the focused segment itself is highlighted too.
    '&[data-focus-within]': {
      borderColor: vars.focusRing.color,
      boxShadow: `0 0 0 1px ${vars.focusRing.color}`,
    },
    // Invalid also thickens the border, so the state never relies on colour alone.
    '&[data-invalid]': {
      borderColor: vars.color.danger.text,
      boxShadow: `inset 0 0 0 1px ${vars.color.danger.text}`,
    },
    '&[data-disabled]': {
      backgroundColor: vars.color.disabledBackground,
      color: vars.color.disabledText,
      cursor: 'not-allowed',
    },
  },
});

export const dateInput = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'nowrap',
  minWidth: 0,
  fontVariantNumeric: 'tabular-nums',
});

export const rangeInputs = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  columnGap: vars.space.sm,
  flex: 1,
  minWidth: 0,
});

export const rangeSeparator = style({ color: vars.color.text });

export const segment = style({
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.sm,
  outline: 'none',
  textAlign: 'end',
  selectors: {
    '&[data-type="literal"]': { padding: 0 },
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-focused]': { backgroundColor: vars.color.primary, color: vars.color.onPrimary },
    '&[data-disabled]': { color: vars.color.disabledText },
  },
});

export const calendarButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  marginInlineStart: 'auto',
  width: '38px',
  height: '38px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.secondaryHover },
    '&[data-pressed]': { backgroundColor: vars.color.selected },
    '&[data-focus-visible]': { ...focusRingStyle, outlineOffset: '-3px' },
    '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
});

export const popover = style([
  popoverSurface,
  {
    padding: vars.space.md,
    overflow: 'auto',
  },
]);

export const dialog = style({ outline: 'none' });

export const calendar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  color: vars.color.text,
});

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const calendarHeading = style({
  margin: 0,
  flex: 1,
  textAlign: 'center',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const calendarGrid = style({
  borderCollapse: 'collapse',
  borderSpacing: 0,
});

globalStyle(`${calendarGrid} th`, {
  paddingBottom: vars.space.xs,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  textAlign: 'center',
});

globalStyle(`${calendarGrid} td`, { padding: '1px' });

export const calendarCell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.sm,
  border: '1px solid transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  outline: 'none',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-outside-month]': { display: 'none' },
    '&[data-hovered]': { backgroundColor: vars.color.secondaryHover },
    // Today is marked by a border, not only by colour.
    '&[data-today]': { borderColor: vars.color.borderStrong, fontWeight: vars.fontWeight.bold },
    '&[data-focus-visible]': { ...focusRingStyle, outlineOffset: '-2px' },
    '&[data-selected]': {
      backgroundColor: vars.color.primary,
      color: vars.color.onPrimary,
      fontWeight: vars.fontWeight.bold,
    },
    '&[data-disabled], &[data-unavailable]': {
      backgroundColor: 'transparent',
      color: vars.color.disabledText,
      textDecoration: 'line-through',
      cursor: 'not-allowed',
    },
    '&[data-invalid][data-selected]': {
      backgroundColor: vars.color.danger.solid,
      color: vars.color.danger.onSolid,
    },
  },
});

/** Days strictly inside a selected range: a lighter fill so start and end stand out. */
export const rangeCell = style({
  selectors: {
    '&[data-selected]:not([data-selection-start]):not([data-selection-end])': {
      backgroundColor: vars.color.selected,
      color: vars.color.text,
      fontWeight: vars.fontWeight.regular,
      borderRadius: 0,
    },
  },
});
