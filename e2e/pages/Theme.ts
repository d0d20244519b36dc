import type { Page } from '@playwright/test';
import { expect } from '../support/fixtures';

// The colour theme a page shows (issue 43 #6): the theme named on <html> (data-theme, beside its class) and the colours
// it gives the page, as the design system's palettes define them (tokens/palettes.ts: page and text).

export type ThemeName = 'light' | 'dark' | 'highContrast';

/** The body's background and text colours in each theme, as computed styles report them. */
const THEME_LOOKS: Record<ThemeName, { background: string; text: string }> = {
  light: { background: 'rgb(245, 246, 248)', text: 'rgb(22, 24, 29)' },
  dark: { background: 'rgb(14, 16, 20)', text: 'rgb(236, 238, 242)' },
  highContrast: { background: 'rgb(255, 255, 255)', text: 'rgb(0, 0, 0)' },
};

/** What the page shows: the theme named on <html>, its class and the body's colours. */
async function shownTheme(page: Page) {
  return page.evaluate(() => {
    const body = getComputedStyle(document.body);
    return {
      theme: document.documentElement.getAttribute('data-theme'),
      className: document.documentElement.className,
      background: body.backgroundColor,
      text: body.color,
    };
  });
}

/** The page shows `theme`: named on <html>, in its colours. Returns <html>'s class. */
export async function expectTheme(page: Page, theme: ThemeName): Promise<string> {
  await expect
    .poll(async () => {
      const { className: _, ...shown } = await shownTheme(page);
      return shown;
    })
    .toEqual({ theme, ...THEME_LOOKS[theme] });
  return (await shownTheme(page)).className;
}

/**
 * Records, for every document the page loads from now on, the theme named on <html> when the parser reached <body>:
 * before the page first paints and before any module script (the app's) has run.
 */
export async function recordThemeAtBody(page: Page) {
  await page.addInitScript(() => {
    const record = { theme: 'body not reached' as string | null };
    (window as unknown as { __themeAtBody: typeof record }).__themeAtBody = record;
    const observer = new MutationObserver(() => {
      if (!document.body) return;
      record.theme = document.documentElement.getAttribute('data-theme');
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

/** The theme recordThemeAtBody saw on <html> as <body> began (null: none named yet). */
export async function themeAtBody(page: Page) {
  return page.evaluate(
    () => (window as unknown as { __themeAtBody?: { theme: string | null } }).__themeAtBody?.theme,
  );
}
