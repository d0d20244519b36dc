import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { fadeInOut } from '../../styles/motion.css';
import { listBox, listBoxItem, popoverSurface } from '../../styles/shared.css';

export const popover = style([popoverSurface, fadeInOut]);

export const menu = style([listBox, { minWidth: 'max(200px, var(--trigger-width))' }]);

export const item = style([
  listBoxItem,
  {
    textDecoration: 'none',
    selectors: {
      // Menus have no selection: the keyboard-focused item gets the highlight and an inset ring.
      '&[data-focused]': { backgroundColor: vars.color.secondaryHover },
    },
  },
]);

export const itemIcon = style({ flexShrink: 0 });

export const itemLabel = style({ flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' });

export const separator = style({
  height: '1px',
  margin: `${vars.space.xs} 0`,
  border: 'none',
  backgroundColor: vars.color.border,
});

export const sectionHeader = style({
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.xs}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
