import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { mediaQueries } from '../../tokens/scale';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': { [mediaQueries.reducedMotion]: { animationDuration: '2.4s' } },
});

export const sizes = {
  sm: style({ width: '14px', height: '14px' }),
  md: style({ width: '20px', height: '20px' }),
  lg: style({ width: '32px', height: '32px', borderWidth: '3px' }),
};

export const progressRoot = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
});

export const progressHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const progressTrack = style({
  height: '8px',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});

export const progressFill = style({
  height: '100%',
  backgroundColor: vars.color.primary,
  transition: `width ${vars.duration.normal} ease-out`,
});
