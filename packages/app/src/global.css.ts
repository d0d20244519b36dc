import { globalLayer, globalStyle } from '@vanilla-extract/css';

// react-aria's pressable rule, shipped in our stylesheet instead of an injected <style> (strict CSP), in its own
// layer so any component style wins, as with react-aria's anonymous layer.
const pressable = globalLayer('react-aria-pressable');

globalStyle('[data-react-aria-pressable]', {
  '@layer': { [pressable]: { touchAction: 'pan-x pan-y pinch-zoom' } },
});
