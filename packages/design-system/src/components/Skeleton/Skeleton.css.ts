import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { mediaQueries } from '../../tokens/scale';

const pulse = keyframes({
  '0%': { opacity: 1 },
  '50%': { opacity: 0.45 },
  '100%': { opacity: 1 },
});

export const container = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
});

export const shapes = style({
  display: 'contents',
});

export const shape = style({
  display: 'block',
  flexShrink: 0,
  // Decorative, non-text: a soft block visible on surfaces in every theme.
  backgroundColor: vars.color.disabledBackground,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': { [mediaQueries.reducedMotion]: { animation: 'none' } },
});

export const text = style({
  height: '0.875em',
  margin: '0.3125em 0',
  borderRadius: vars.radius.sm,
});

export const rect = style({ borderRadius: vars.radius.md });
export const circle = style({ borderRadius: '50%' });

export const textLines = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
});
