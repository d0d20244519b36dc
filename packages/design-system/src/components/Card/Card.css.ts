import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';
import { focusRingStyle } from '../../styles/shared.css';

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    minWidth: 0,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    overflowWrap: 'anywhere',
  },
  variants: {
    padding: {
      none: { padding: 0 },
      md: { padding: vars.space.lg },
      lg: { padding: vars.space.xl },
    },
    elevated: {
      true: { boxShadow: vars.shadow.sm },
      false: {},
    },
  },
  defaultVariants: { padding: 'md', elevated: true },
});

export const cardHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const cardTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const tile = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  minHeight: vars.touchTarget.comfortable,
  padding: `${vars.space.md} ${vars.space.lg}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    '&[data-hovered]': {
      backgroundColor: vars.color.secondaryHover,
      borderColor: vars.color.borderStrong,
    },
    '&[data-pressed]': {
      backgroundColor: vars.color.selected,
      borderColor: vars.color.borderStrong,
    },
    '&[data-focus-visible]': focusRingStyle,
    // Greyed but still usable (e.g. a closed account you can still open): disabledText on disabledBackground.
    '&[data-dimmed]': {
      backgroundColor: vars.color.disabledBackground,
      color: vars.color.disabledText,
    },
    '&[data-disabled]': {
      backgroundColor: vars.color.disabledBackground,
      color: vars.color.disabledText,
      borderColor: vars.color.disabledBackground,
      cursor: 'not-allowed',
    },
  },
});

export const tileIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  borderRadius: '50%',
  backgroundColor: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
});

export const tileDescription = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  selectors: {
    [`${tile}[data-dimmed] &, ${tile}[data-disabled] &`]: { color: vars.color.disabledText },
  },
});

export const tileTrailing = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
});
