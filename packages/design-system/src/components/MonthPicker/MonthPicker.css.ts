import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { focusRingStyle, popoverSurface, triggerBox } from '../../styles/shared.css';

export const trigger = style([
  triggerBox,
  {
    selectors: {
      // Invalid also thickens the border, so the state never relies on colour alone.
      '&[data-invalid]': {
        borderColor: vars.color.danger.text,
        boxShadow: `inset 0 0 0 1px ${vars.color.danger.text}`,
      },
      '&[data-disabled]': { borderColor: vars.color.disabledBackground },
    },
  },
]);

export const placeholder = style({ color: vars.color.textMuted });

export const popover = style([popoverSurface, { padding: vars.space.md, overflow: 'auto' }]);

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const year = style({
  margin: 0,
  flex: 1,
  textAlign: 'center',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(72px, 1fr))',
  gap: vars.space.xs,
  outline: 'none',
});

export const month = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.touchTarget.comfortable,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.secondaryHover },
    '&[data-focus-visible]': { ...focusRingStyle, outlineOffset: '-2px' },
    '&[data-selected]': {
      backgroundColor: vars.color.primary,
      color: vars.color.onPrimary,
      fontWeight: vars.fontWeight.bold,
    },
    // Unavailable months are struck through and dashed, not only greyed out.
    '&[data-disabled]': {
      backgroundColor: 'transparent',
      borderStyle: 'dashed',
      borderColor: vars.color.border,
      color: vars.color.disabledText,
      textDecoration: 'line-through',
      cursor: 'not-allowed',
    },
  },
});

/** The current month is outlined, so it is found without relying on colour. */
export const currentMonth = style({
  borderColor: vars.color.borderStrong,
});
