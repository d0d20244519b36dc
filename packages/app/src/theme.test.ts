import { runInAction } from 'mobx';
import { darkTheme, highContrastTheme, lightTheme } from '@axia/design-system/theme';
import type { RuntimeConfig } from '@axia/features/kit';
import { fakeConfig, fakeUser } from '@axia/features/kit/testing';
import type { AmplifyAuth } from './identity/amplify';
import { createAppContext } from './services';
import {
  DEVICE_THEME_KEY,
  parseThemeChoice,
  resolveTheme,
  themeKey,
  ThemeStore,
  type MediaSource,
} from './theme';

// Issue 43 #6: the customer's theme choice — System (the device's light, dark, or high contrast for
// `prefers-contrast: more`), Light, Dark, High contrast — as the class on <html>, following the system live while
// 'system' is chosen, kept per customer (and as the device's last for the signed-out pages).

/** A system whose settings the test changes, as a browser's matchMedia reports them. */
function fakeSystem({ dark = false, moreContrast = false } = {}) {
  const state: Record<string, boolean> = {
    '(prefers-color-scheme: dark)': dark,
    '(prefers-contrast: more)': moreContrast,
  };
  const listeners = new Map<string, Set<() => void>>();
  const media: MediaSource = {
    matchMedia: (query) => {
      if (!(query in state)) throw new Error(`unexpected media query ${query}`);
      const set = listeners.get(query) ?? new Set();
      listeners.set(query, set);
      return {
        get matches() {
          return state[query]!;
        },
        addEventListener: (_type: string, listener: () => void) => void set.add(listener),
        removeEventListener: (_type: string, listener: () => void) => void set.delete(listener),
      } as unknown as MediaQueryList;
    },
  };
  return {
    media,
    set(query: string, matches: boolean) {
      state[query] = matches;
      for (const listener of listeners.get(query) ?? []) listener();
    },
    listening: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
  };
}

function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

const classesOf = (root: HTMLElement) => [...root.classList];

describe('resolveTheme', () => {
  it.each([
    ['system', false, false, 'light'],
    ['system', true, false, 'dark'],
    ['system', false, true, 'highContrast'],
    // More contrast wins over dark: the high-contrast theme is the one made for it.
    ['system', true, true, 'highContrast'],
    ['light', true, true, 'light'],
    ['dark', false, true, 'dark'],
    ['highContrast', true, false, 'highContrast'],
  ] as const)('%s with dark %s and more contrast %s → %s', (choice, dark, moreContrast, theme) => {
    expect(resolveTheme(choice, { dark, moreContrast })).toBe(theme);
  });
});

describe('parseThemeChoice', () => {
  it('reads the four choices and nothing else', () => {
    for (const choice of ['system', 'light', 'dark', 'highContrast'])
      expect(parseThemeChoice(choice)).toBe(choice);
    for (const other of [null, undefined, '', 'Dark', 'high-contrast', 'toString', '"dark"'])
      expect(parseThemeChoice(other)).toBeNull();
  });
});

describe('ThemeStore on <html>', () => {
  let root: HTMLElement;
  beforeEach(() => {
    root = document.createElement('html');
  });

  it("'system' (the default) follows the system's colour scheme and contrast as they change", () => {
    const system = fakeSystem();
    const theme = new ThemeStore(memoryStorage());
    theme.attach(root, system.media);
    expect(theme.choice).toBe('system');
    expect(classesOf(root)).toEqual([lightTheme]);
    expect(root.getAttribute('data-theme')).toBe('light');

    system.set('(prefers-color-scheme: dark)', true);
    expect(classesOf(root)).toEqual([darkTheme]);
    expect(root.getAttribute('data-theme')).toBe('dark');

    system.set('(prefers-contrast: more)', true);
    expect(classesOf(root)).toEqual([highContrastTheme]);
    expect(root.getAttribute('data-theme')).toBe('highContrast');

    system.set('(prefers-contrast: more)', false);
    system.set('(prefers-color-scheme: dark)', false);
    expect(classesOf(root)).toEqual([lightTheme]);
  });

  it('starts from what the system asks for when attached', () => {
    const theme = new ThemeStore(memoryStorage());
    theme.attach(root, fakeSystem({ moreContrast: true }).media);
    expect(classesOf(root)).toEqual([highContrastTheme]);
  });

  it('a choice replaces the theme at once and holds whatever the system does; System follows it again', () => {
    const system = fakeSystem({ dark: true });
    const theme = new ThemeStore(memoryStorage());
    theme.attach(root, system.media);
    expect(classesOf(root)).toEqual([darkTheme]);

    theme.choose('light');
    expect(classesOf(root)).toEqual([lightTheme]);
    system.set('(prefers-contrast: more)', true);
    expect(classesOf(root)).toEqual([lightTheme]);

    theme.choose('highContrast');
    expect(classesOf(root)).toEqual([highContrastTheme]);
    theme.choose('dark');
    expect(classesOf(root)).toEqual([darkTheme]);

    theme.choose('system');
    expect(classesOf(root)).toEqual([highContrastTheme]);
    system.set('(prefers-contrast: more)', false);
    expect(classesOf(root)).toEqual([darkTheme]);
  });

  it("keeps the page's other classes", () => {
    root.classList.add('other', darkTheme, highContrastTheme);
    const theme = new ThemeStore(memoryStorage());
    theme.attach(root, fakeSystem().media);
    expect(classesOf(root).sort()).toEqual(['other', lightTheme].sort());
  });

  it('stops following the system and the choice once detached', () => {
    const system = fakeSystem();
    const theme = new ThemeStore(memoryStorage());
    const stop = theme.attach(root, system.media);
    expect(system.listening()).toBe(2);
    stop();
    expect(system.listening()).toBe(0);
    theme.choose('dark');
    expect(classesOf(root)).toEqual([lightTheme]);
  });
});

describe('ThemeStore per customer', () => {
  it("keeps each customer's own choice, and the device's last for the signed-out pages", () => {
    const storage = memoryStorage();
    const theme = new ThemeStore(storage);
    theme.setCustomer('ada');
    expect(theme.choice).toBe('system');
    theme.choose('dark');
    expect(storage.map.get(themeKey('ada'))).toBe('dark');
    expect(storage.map.get(DEVICE_THEME_KEY)).toBe('dark');

    // Signed out: what shows stays.
    theme.setCustomer(null);
    expect(theme.choice).toBe('dark');

    // Another customer on the same device: their own (none yet: System), which becomes the device's last.
    theme.setCustomer('grace');
    expect(theme.choice).toBe('system');
    expect(storage.map.get(DEVICE_THEME_KEY)).toBe('system');
    theme.choose('highContrast');
    expect(storage.map.get(themeKey('grace'))).toBe('highContrast');
    expect(storage.map.get(themeKey('ada'))).toBe('dark');

    theme.setCustomer(null);
    theme.setCustomer('ada');
    expect(theme.choice).toBe('dark');
    expect(storage.map.get(DEVICE_THEME_KEY)).toBe('dark');
  });

  it("starts with the device's last theme before anyone signs in; an unreadable one is System", () => {
    expect(new ThemeStore(memoryStorage({ [DEVICE_THEME_KEY]: 'highContrast' })).choice).toBe(
      'highContrast',
    );
    expect(new ThemeStore(memoryStorage({ [DEVICE_THEME_KEY]: 'purple' })).choice).toBe('system');
  });

  it('a choice with nobody signed in is the device’s only', () => {
    const storage = memoryStorage();
    new ThemeStore(storage).choose('light');
    expect([...storage.map]).toEqual([[DEVICE_THEME_KEY, 'light']]);
  });

  it('works on for the visit when storage is refused', () => {
    const refused = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const root = document.createElement('html');
    const theme = new ThemeStore(refused);
    theme.attach(root, fakeSystem().media);
    theme.setCustomer('ada');
    theme.choose('dark');
    expect(theme.choice).toBe('dark');
    expect(classesOf(root)).toEqual([darkTheme]);
  });
});

describe('the app applies the customer’s theme at sign-in', () => {
  const config: RuntimeConfig = { ...fakeConfig, apiBaseUrl: 'http://bank.test/api' };
  const amplify = {
    fetchAuthSession: vi.fn(async () => ({ tokens: undefined })),
    signOut: vi.fn(async () => undefined),
  } as unknown as AmplifyAuth;

  it('from the profile read, keeps it after sign-out, and gives the features the same choice', async () => {
    const storage = memoryStorage({ [themeKey(fakeUser.id)]: 'highContrast' });
    const root = document.createElement('html');
    const app = createAppContext(config, { amplify, storage: storage as unknown as Storage });
    app.theme.attach(root, fakeSystem({ dark: true }).media);
    expect(classesOf(root)).toEqual([darkTheme]);

    runInAction(() => app.session.setUser(fakeUser));
    expect(app.services.theme.choice).toBe('highContrast');
    expect(classesOf(root)).toEqual([highContrastTheme]);

    app.services.theme.choose('light');
    expect(classesOf(root)).toEqual([lightTheme]);
    expect(storage.map.get(themeKey(fakeUser.id))).toBe('light');

    await app.signOut();
    expect(app.session.user).toBeNull();
    expect(classesOf(root)).toEqual([lightTheme]);
    expect(storage.map.get(DEVICE_THEME_KEY)).toBe('light');
  });

  it('uses the theme main.tsx started', () => {
    const theme = new ThemeStore(memoryStorage());
    const app = createAppContext(config, { amplify, theme });
    expect(app.theme).toBe(theme);
    expect(app.services.theme).toBe(theme);
  });
});
