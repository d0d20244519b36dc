// Types of theme-script.mjs, for TypeScript readers (src/themeScript.test.ts).
export declare const DEVICE_THEME_KEY: string;
export declare function themeScript(
  themes: Record<'light' | 'dark' | 'highContrast', string>,
): string;
export declare function themeStylesheet(
  themes: Record<'light' | 'dark' | 'highContrast', string>,
  stylesheets: { href: string; css: string }[],
): string;
