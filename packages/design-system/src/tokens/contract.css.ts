import { createThemeContract } from '@vanilla-extract/css';

/** A tone is a colour role for status: text on the page, a subtle background, a border, and a solid fill. */
const tone = {
  text: null,
  background: null,
  border: null,
  solid: null,
  onSolid: null,
};

/** The one contract every theme fills. Components read only these variables, never raw colours. */
export const vars = createThemeContract({
  color: {
    page: null,
    surface: null,
    surfaceRaised: null,
    surfaceSunken: null,
    overlay: null,
    border: null,
    borderStrong: null,
    text: null,
    textMuted: null,
    textInverse: null,
    link: null,
    primary: null,
    primaryHover: null,
    primaryPressed: null,
    onPrimary: null,
    secondaryHover: null,
    disabledBackground: null,
    disabledText: null,
    selected: null,
    success: tone,
    danger: tone,
    warning: tone,
    info: tone,
    neutral: tone,
  },
  space: {
    none: null,
    xxs: null,
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    xxl: null,
    xxxl: null,
  },
  radius: {
    none: null,
    sm: null,
    md: null,
    lg: null,
    pill: null,
  },
  font: {
    body: null,
    mono: null,
  },
  fontSize: {
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    xxl: null,
    xxxl: null,
  },
  fontWeight: {
    regular: null,
    medium: null,
    bold: null,
  },
  lineHeight: {
    tight: null,
    normal: null,
  },
  shadow: {
    sm: null,
    md: null,
    lg: null,
  },
  focusRing: {
    color: null,
    width: null,
    offset: null,
  },
  touchTarget: {
    /** WCAG 2.2 2.5.8 minimum for any target. */
    min: null,
    /** Comfortable size for primary actions. */
    comfortable: null,
  },
  duration: {
    fast: null,
    normal: null,
  },
});
