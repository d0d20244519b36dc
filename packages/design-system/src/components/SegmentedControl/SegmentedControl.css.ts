import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { focusRingStyle } from '../../styles/shared.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const track = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignSelf: 'flex-start',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  maxWidth: '100%',
});

export const trackFullWidth = style({
  display: 'flex',
  alignSelf: 'stretch',
});

export const segmentField = style({
  display: 'flex',
  flex: '1 1 auto',
  minWidth: 0,
});

/** One option. Selected = raised surface, border, bold text and a tick, never colour alone. */
export const segment = style({
  flex: '1 1 auto',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: '40px',
  minWidth: vars.touchTarget.comfortable,
  padding: `${vars.space.xs} ${vars.space.lg}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
  cursor: 'pointer',
  userSelect: 'none',
  transition: `background-color ${vars.duration.fast}`,
  selectors: {
    '&[data-hovered]': { color: vars.color.text, backgroundColor: vars.color.surface },
    '&[data-focus-visible]': focusRingStyle,
    '&[data-selected]': {
      backgroundColor: vars.color.surfaceRaised,
      borderColor: vars.color.borderStrong,
      color: vars.color.text,
      fontWeight: vars.fontWeight.bold,
      boxShadow: vars.shadow.sm,
    },
    '&[data-disabled]': {
      backgroundColor: vars.color.disabledBackground,
      color: vars.color.disabledText,
      cursor: 'not-allowed',
    },
  },
});
