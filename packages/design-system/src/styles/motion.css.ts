import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';
import { mediaQueries } from '../tokens/scale';

/** Enter/exit animations of react-aria overlays, which carry [data-entering] and [data-exiting]. */
export const fadeIn = keyframes({ from: { opacity: 0 } });
export const slideFromLeft = keyframes({ from: { transform: 'translateX(-100%)' } });
export const slideFromRight = keyframes({ from: { transform: 'translateX(100%)' } });

/** Plays `animation` on entering and, reversed, on exiting (where the exit may be quicker). */
export function enterExitSelectors(
  animation: string,
  enterDuration: string,
  exitDuration = enterDuration,
) {
  return {
    '&[data-entering]': { animation: `${animation} ${enterDuration} ease-out` },
    '&[data-exiting]': { animation: `${animation} ${exitDuration} ease-in reverse forwards` },
  };
}

/** Without motion, overlays simply appear and disappear. Goes under a style's '@media'. */
export const reducedEnterExitMedia = {
  [mediaQueries.reducedMotion]: {
    selectors: { '&[data-entering], &[data-exiting]': { animation: 'none' } },
  },
};

/** The quick fade in and out of popovers, menus and tooltips. */
export const fadeInOut = style({
  selectors: enterExitSelectors(fadeIn, vars.duration.fast),
  '@media': reducedEnterExitMedia,
});
