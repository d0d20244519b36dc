// The theme entry (`@axia/design-system/theme`): tokens, themes and sprinkles, without any component.
export { vars } from './tokens/contract.css';
export {
  lightTheme,
  darkTheme,
  highContrastTheme,
  themes,
  type ThemeName,
} from './tokens/themes.css';
export { sprinkles, type Sprinkles } from './tokens/sprinkles.css';
export { breakpoints, mediaQueries } from './tokens/scale';
export { lightColors, darkColors, highContrastColors } from './tokens/palettes';
