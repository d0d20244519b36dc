import { globalLayer, globalStyle } from '@vanilla-extract/css';
import { vars } from '@axia/design-system/theme';

// As the customer app: react-aria's pressable rule in our stylesheet (strict CSP), in its own layer.
const pressable = globalLayer('react-aria-pressable');
globalStyle('[data-react-aria-pressable]', {
  '@layer': { [pressable]: { touchAction: 'pan-x pan-y pinch-zoom' } },
});

globalStyle('body', {
  margin: 0,
  background: vars.color.page,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      transitionDuration: '0.01ms !important',
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
    },
  },
});
