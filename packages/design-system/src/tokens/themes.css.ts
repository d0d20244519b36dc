import { createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import {
  duration,
  font,
  fontSize,
  fontWeight,
  lineHeight,
  radius,
  space,
  touchTarget,
} from './scale';
import { darkColors, highContrastColors, lightColors } from './palettes';

const shared = { space, radius, font, fontSize, fontWeight, lineHeight, touchTarget, duration };

// Contrast: every text/background pair below is at least 4.5:1 (AA) in its theme; the axe audit checks
// rendered stories in both themes, and tokens.test.ts checks the pairs numerically.
export const lightTheme = createTheme(vars, {
  ...shared,
  color: lightColors,
  shadow: {
    sm: '0 1px 2px rgba(16, 24, 40, 0.08)',
    md: '0 4px 12px rgba(16, 24, 40, 0.12)',
    lg: '0 12px 32px rgba(16, 24, 40, 0.18)',
  },
  focusRing: { color: '#1d4ed8', width: '3px', offset: '2px' },
});

export const darkTheme = createTheme(vars, {
  ...shared,
  color: darkColors,
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.5)',
    md: '0 4px 12px rgba(0, 0, 0, 0.55)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.6)',
  },
  focusRing: { color: '#a9c2ff', width: '3px', offset: '2px' },
});

/** High contrast: pure black on white, strong borders; for users who need more than AA. */
export const highContrastTheme = createTheme(vars, {
  ...shared,
  color: highContrastColors,
  shadow: { sm: 'none', md: 'none', lg: 'none' },
  focusRing: { color: '#000000', width: '3px', offset: '2px' },
});

export const themes = {
  light: lightTheme,
  dark: darkTheme,
  highContrast: highContrastTheme,
} as const;
export type ThemeName = keyof typeof themes;

// The document styles the themes drive, and a small reset. The theme class goes on <html> so portals
// (dialogs, toasts) inherit it. These live here, not in a separate side-effect import, so bundlers that
// honour the package's sideEffects field never drop them.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle(`html.${lightTheme}`, { colorScheme: 'light' });
globalStyle(`html.${highContrastTheme}`, { colorScheme: 'light' });
globalStyle(`html.${darkTheme}`, { colorScheme: 'dark' });
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.page,
  WebkitFontSmoothing: 'antialiased',
});
globalStyle('h1, h2, h3, h4, h5, h6, p', { margin: 0 });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
globalStyle('img, svg', { display: 'block', maxWidth: '100%' });
globalStyle(':focus:not(:focus-visible)', { outline: 'none' });
