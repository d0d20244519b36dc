import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { focusRingStyle } from '../../styles/shared.css';

export const dropZone = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  textAlign: 'center',
  outline: 'none',
  selectors: {
    // The drop zone's own (visually hidden) button takes keyboard focus for pasting files: ring the zone.
    '&[data-focus-visible]': focusRingStyle,
    // While a file is dragged over it, the border turns solid as well as changing colour.
    '&[data-drop-target]': {
      borderStyle: 'solid',
      borderColor: vars.focusRing.color,
      backgroundColor: vars.color.selected,
    },
    '&[data-invalid]': { borderColor: vars.color.danger.text },
    '&[data-disabled]': {
      backgroundColor: vars.color.disabledBackground,
      color: vars.color.disabledText,
      cursor: 'not-allowed',
    },
  },
});

export const dropText = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const errors = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  selectors: { '&:empty': { display: 'none' } },
});

export const fileList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const fileItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
});

export const preview = style({
  flexShrink: 0,
  width: '48px',
  height: '48px',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSunken,
});

export const fileIcon = style([
  preview,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: vars.color.text,
  },
]);

export const fileText = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
});

export const fileName = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const fileSize = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});
