import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { darkTheme } from '../../tokens/themes.css';

export const root = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  maxWidth: '100%',
});

// Scanners expect dark modules on a light background, so the code never inverts with the theme: the light
// theme's text on surface, and in the dark theme its light text colour as the background with the dark
// inverse text as modules. The quiet zone (4 modules) is part of the SVG, on that light background.
export const code = style({
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  borderRadius: vars.radius.sm,
  // Windows high contrast must not recolour the code either.
  forcedColorAdjust: 'none',
  selectors: {
    [`.${darkTheme} &`]: {
      color: vars.color.textInverse,
      backgroundColor: vars.color.text,
    },
  },
});

export const caption = style({
  maxWidth: '100%',
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  textAlign: 'center',
  overflowWrap: 'anywhere',
});
