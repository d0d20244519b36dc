// Theme-independent scales shared by every theme: a 4 px spacing grid, a type scale and radii.
export const space = {
  none: '0',
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
  xxxl: '48px',
};

export const radius = { none: '0', sm: '4px', md: '8px', lg: '12px', pill: '999px' };

export const font = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Liberation Sans", Arial, sans-serif',
  mono: 'ui-monospace, "SFMono-Regular", "Liberation Mono", Menlo, monospace',
};

export const fontSize = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  xxl: '1.75rem',
  xxxl: '2.25rem',
};

export const fontWeight = { regular: '400', medium: '500', bold: '700' };
export const lineHeight = { tight: '1.25', normal: '1.5' };
export const touchTarget = { min: '24px', comfortable: '44px' };
export const duration = { fast: '120ms', normal: '200ms' };

/** Breakpoints of the spec's card layout: mobile < 800 px, tablet 800–1100 px, desktop ≥ 1100 px. */
export const breakpoints = { tablet: 800, desktop: 1100 } as const;
export const mediaQueries = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
