import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { mediaQueries } from '../../tokens/scale';
import { listBox, listBoxItem, popoverSurface } from '../../styles/shared.css';

const fadeIn = keyframes({ from: { opacity: 0 } });

export const popover = style([
  popoverSurface,
  {
    selectors: {
      '&[data-entering]': { animation: `${fadeIn} ${vars.duration.fast} ease-out` },
      '&[data-exiting]': { animation: `${fadeIn} ${vars.duration.fast} ease-in reverse forwards` },
    },
    '@media': {
      [mediaQueries.reducedMotion]: {
        selectors: { '&[data-entering], &[data-exiting]': { animation: 'none' } },
      },
    },
  },
]);

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
