import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './contract.css';
import { lightTheme } from './themes.css';
import { mediaQueries } from './scale';

const space = vars.space;

// Layout properties respond to the spec's breakpoints: mobile first, tablet ≥ 800 px, desktop ≥ 1100 px. Only
// those in use: each value costs three classes in the map every page loads (issue 46). Space between things comes
// from a parent's gap (Stack, Inline, Grid), so there are no margins.
const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': mediaQueries.tablet },
    desktop: { '@media': mediaQueries.desktop },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'flex', 'inline-flex', 'block', 'inline-block', 'grid', 'inline'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: [
      'stretch',
      'flex-start',
      'center',
      'flex-end',
      'space-between',
      'space-around',
    ],
    gap: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    width: ['auto', '100%', 'fit-content'],
    maxWidth: { none: 'none', sm: '480px', md: '720px', lg: '1100px', full: '100%' },
    gridTemplateColumns: {
      '1': 'repeat(1, minmax(0, 1fr))',
      '2': 'repeat(2, minmax(0, 1fr))',
      '3': 'repeat(3, minmax(0, 1fr))',
      '4': 'repeat(4, minmax(0, 1fr))',
    },
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

const colorRoles = {
  page: vars.color.page,
  surface: vars.color.surface,
  surfaceRaised: vars.color.surfaceRaised,
  surfaceSunken: vars.color.surfaceSunken,
  text: vars.color.text,
  textMuted: vars.color.textMuted,
  primary: vars.color.primary,
  successText: vars.color.success.text,
  successBackground: vars.color.success.background,
  dangerText: vars.color.danger.text,
  dangerBackground: vars.color.danger.background,
  warningText: vars.color.warning.text,
  warningBackground: vars.color.warning.background,
  infoText: vars.color.info.text,
  infoBackground: vars.color.info.background,
  neutralText: vars.color.neutral.text,
  neutralBackground: vars.color.neutral.background,
};

// Colour properties take the theme's roles, whose values change with the colour mode (the theme class on an
// ancestor sets the vars): one class per role serves every mode. No per-mode conditions, which tripled the classes
// and the runtime map every page loads (issue 46); nothing used them.
const colorProperties = defineProperties({
  properties: {
    color: colorRoles,
    background: colorRoles,
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
  },
});

// Imported so the light theme is registered before any sprinkle that reads its vars.
void lightTheme;

export const sprinkles = createSprinkles(responsiveProperties, colorProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];
