import { DEVICE_THEME_KEY, themeScript, themeStylesheet } from '../scripts/theme-script.mjs';
import { DEVICE_THEME_KEY as APP_DEVICE_THEME_KEY } from './theme';

// Issue 43 #6: the prerendered pages' head script (scripts/theme-script.mjs) puts on <html>, before the page paints,
// the theme the device last showed a customer, or the system's for 'system' or nothing kept, as the app's
// ThemeStore would; and the no-script stylesheet follows the system unless a script named the theme.

const themes = { light: 'light_cls', dark: 'dark_cls', highContrast: 'hc_cls' };

function run({
  stored,
  dark = false,
  moreContrast = false,
}: {
  stored?: string;
  dark?: boolean;
  moreContrast?: boolean;
}) {
  localStorage.clear();
  if (stored !== undefined) localStorage.setItem(DEVICE_THEME_KEY, stored);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches:
      (query === '(prefers-color-scheme: dark)' && dark) ||
      (query === '(prefers-contrast: more)' && moreContrast),
  }));
  const html = document.documentElement;
  html.className = `${themes.light} other`;
  html.removeAttribute('data-theme');
  new Function(themeScript(themes))();
  return { classes: [...html.classList].sort(), theme: html.getAttribute('data-theme') };
}

afterEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
  document.documentElement.removeAttribute('data-theme');
});

describe('the prerendered pages’ theme script', () => {
  it('reads the key the app writes', () => {
    expect(DEVICE_THEME_KEY).toBe(APP_DEVICE_THEME_KEY);
  });

  it.each([
    ['light', true, true, 'light'],
    ['dark', false, false, 'dark'],
    ['highContrast', true, false, 'highContrast'],
  ] as const)('a kept choice %s (dark %s, more contrast %s) → %s', (stored, dark, more, theme) => {
    const result = run({ stored, dark, moreContrast: more });
    expect(result.theme).toBe(theme);
    expect(result.classes).toEqual(['other', themes[theme]].sort());
  });

  it.each([
    [undefined, false, false, 'light'],
    ['system', true, false, 'dark'],
    [undefined, false, true, 'highContrast'],
    ['system', true, true, 'highContrast'],
    ['constructor', true, false, 'dark'],
    ['purple', false, false, 'light'],
  ] as const)(
    '%s (dark %s, more contrast %s) follows the system → %s',
    (stored, dark, more, theme) => {
      const result = run({ stored, dark, moreContrast: more });
      expect(result.theme).toBe(theme);
      expect(result.classes).toEqual(['other', themes[theme]].sort());
    },
  );

  it('applies the system’s theme when storage is refused', () => {
    localStorage.clear();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-color-scheme: dark)',
    }));
    new Function(themeScript(themes))();
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(document.documentElement.classList.contains(themes.dark)).toBe(true);
  });
});

describe('the prerendered pages’ no-script stylesheet', () => {
  const built = [
    { href: '/a.css', css: `html.${themes.dark}{color-scheme:dark}.x{color:red}` },
    {
      href: '/b.css',
      css: `.${themes.light}{--c:#fff}.${themes.dark}{--c:#000}.${themes.highContrast}{--c:#fefefe}`,
    },
  ];

  it('gives the light class the dark and high-contrast values under their media queries, unless a script named the theme', () => {
    expect(themeStylesheet(themes, built)).toBe(
      '@media (prefers-color-scheme: dark){html.light_cls:not([data-theme]){--c:#000;color-scheme:dark}}\n' +
        '@media (prefers-contrast: more){html.light_cls:not([data-theme]){--c:#fefefe;color-scheme:light}}\n',
    );
  });

  it('fails the build when a theme has no rule', () => {
    expect(() => themeStylesheet(themes, [built[0]!])).toThrow(/no rule for the theme \.dark_cls/);
  });
});
