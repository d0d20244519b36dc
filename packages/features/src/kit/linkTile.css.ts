import { style } from '@vanilla-extract/css';
import { vars } from '@axia/design-system/theme';

/** A list item that is one link (a card on /cards, an order on /gift-cards): a bordered surface, hover, focus ring. */
export const linkTile = style({
  padding: vars.space.md,
  minHeight: 24,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.primary },
    '&:focus-visible': {
      outline: `${vars.focusRing.width} solid ${vars.focusRing.color}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});
