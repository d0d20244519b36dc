import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { fadeInOut } from '../../styles/motion.css';

// neutral.onSolid on neutral.solid is a designed contrast pair in every theme.
export const tooltip = style([
  fadeInOut,
  {
    maxWidth: 'min(280px, calc(100vw - 16px))',
    padding: `${vars.space.xs} ${vars.space.sm}`,
    borderRadius: vars.radius.sm,
    backgroundColor: vars.color.neutral.solid,
    color: vars.color.neutral.onSolid,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    overflowWrap: 'anywhere',
    boxShadow: vars.shadow.sm,
  },
]);

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
