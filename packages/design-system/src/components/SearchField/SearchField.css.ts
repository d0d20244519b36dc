import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const searchIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  paddingInlineStart: vars.space.xs,
});

export const input = style({
  selectors: {
    // The clear button replaces the browser's own cancel control.
    '&::-webkit-search-cancel-button': { appearance: 'none' },
    '&::-webkit-search-decoration': { appearance: 'none' },
  },
});

/** Nothing to clear in an empty field, so the button leaves the layout (and the tab order). */
export const clearSlot = style({
  display: 'inline-flex',
  flexShrink: 0,
  selectors: {
    [`${root}[data-empty] &`]: { display: 'none' },
  },
});
