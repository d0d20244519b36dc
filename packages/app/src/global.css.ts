import { globalLayer, globalStyle } from '@vanilla-extract/css';

// react-aria's pressable rule, shipped in our stylesheet instead of an injected <style> (strict CSP), in its own
// layer so any component style wins, as with react-aria's anonymous layer.
const pressable = globalLayer('react-aria-pressable');

globalStyle('[data-react-aria-pressable]', {
  '@layer': { [pressable]: { touchAction: 'pan-x pan-y pinch-zoom' } },
});

// A customer who asks for less motion gets none: transitions and animations end at once (WCAG 2.3.3). The e2e suite
// asks for it too, so axe never measures a colour halfway through a transition.
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      transitionDuration: '0.01ms !important',
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
    },
  },
});
