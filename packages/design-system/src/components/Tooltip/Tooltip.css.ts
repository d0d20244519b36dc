import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { mediaQueries } from '../../tokens/scale';

const fadeIn = keyframes({ from: { opacity: 0 } });

// neutral.onSolid on neutral.solid is a designed contrast pair in every theme.
export const tooltip = style({
  maxWidth: 'min(280px, calc(100vw - 16px))',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.neutral.solid,
  color: vars.color.neutral.onSolid,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
  boxShadow: vars.shadow.sm,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.duration.fast} ease-out` },
    '&[data-exiting]': { animation: `${fadeIn} ${vars.duration.fast} ease-in reverse forwards` },
  },
  '@media': {
    [mediaQueries.reducedMotion]: {
      selectors: { '&[data-entering], &[data-exiting]': { animation: 'none' } },
    },
  },
});

export const arrow = style({ display: 'block' });

export const arrowShape = style({
  display: 'block',
  fill: vars.color.neutral.solid,
  selectors: {
    [`${arrow}[data-placement="bottom"] &`]: { transform: 'rotate(180deg)' },
    [`${arrow}[data-placement="right"] &`]: { transform: 'rotate(90deg)' },
    [`${arrow}[data-placement="left"] &`]: { transform: 'rotate(-90deg)' },
  },
});
