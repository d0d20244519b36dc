import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { mediaQueries } from '../../tokens/scale';
import { focusRingStyle } from '../../styles/shared.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const back = style({ display: 'flex' });

export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  '@media': {
    [mediaQueries.tablet]: {
      flexDirection: 'row',
      alignItems: 'flex-start',
      justifyContent: 'space-between',
    },
  },
});

export const titles = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const heading = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  outline: 'none',
  // Focus is moved here programmatically (route change, a screen opening): the ring shows only when the keyboard
  // led there (PageHeader sets data-focus-visible), not for :focus-visible, which a focus at page load matches.
  selectors: { '&[data-focus-visible]': focusRingStyle },
});

export const headingSize = {
  page: style({
    fontSize: vars.fontSize.xxl,
    '@media': { [mediaQueries.tablet]: { fontSize: vars.fontSize.xxxl } },
  }),
  section: style({ fontSize: vars.fontSize.xl }),
};

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  maxWidth: '72ch',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  flexShrink: 0,
});
