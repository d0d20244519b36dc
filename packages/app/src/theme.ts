import { autorun, makeAutoObservable } from 'mobx';
import { themes, type ThemeName } from '@axia/design-system/theme';
import { THEME_CHOICES, type ThemeChoice, type ThemeView } from '@axia/features/kit';

// The colour theme (issue 43 #6): the customer's choice — 'system' (the default), light, dark or high contrast —
// applied at once as the theme's class on <html> (so portals get it too), and kept per customer on this device.
// 'system' follows the device: high contrast when it asks for more contrast, else dark or light as it prefers, and
// changes with it. The device also keeps the theme last chosen or applied for a customer, which the signed-out pages
// show (the prerendered ones before any script: scripts/theme-script.mjs reads the same key).

/** The system settings 'system' follows. */
const DARK_QUERY = '(prefers-color-scheme: dark)';
const MORE_CONTRAST_QUERY = '(prefers-contrast: more)';

/** Where a customer's own choice is kept (a UI preference, never a token). */
export const themeKey = (userId: string) => `axia.theme.${userId}`;
/** Where the device keeps the last customer's choice, for the signed-out pages. */
export const DEVICE_THEME_KEY = 'axia.theme';

/** The attribute on <html> naming the theme applied (the prerendered pages' no-script fallback stands aside). */
const THEME_ATTRIBUTE = 'data-theme';

export interface SystemPreferences {
  dark: boolean;
  moreContrast: boolean;
}

/** The theme a choice shows on a system with these preferences. */
export function resolveTheme(choice: ThemeChoice, system: SystemPreferences): ThemeName {
  if (choice !== 'system') return choice;
  if (system.moreContrast) return 'highContrast';
  return system.dark ? 'dark' : 'light';
}

/** A stored choice, or null for nothing or anything else. */
export function parseThemeChoice(raw: string | null | undefined): ThemeChoice | null {
  return (THEME_CHOICES as readonly (string | null | undefined)[]).includes(raw)
    ? (raw as ThemeChoice)
    : null;
}

/** Puts the theme's class (and only it) on `root`, named by `data-theme`. */
function applyThemeClass(root: HTMLElement, theme: ThemeName) {
  root.classList.remove(...Object.values(themes));
  root.classList.add(themes[theme]);
  root.setAttribute(THEME_ATTRIBUTE, theme);
}

export interface ThemeStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface MediaSource {
  matchMedia(
    query: string,
  ): Pick<MediaQueryList, 'matches' | 'addEventListener' | 'removeEventListener'>;
}

export class ThemeStore implements ThemeView {
  choice: ThemeChoice;
  /** The customer whose choice this is (null signed out: the device's last). */
  customerId: string | null = null;
  system: SystemPreferences = { dark: false, moreContrast: false };

  constructor(private readonly storage: ThemeStorage) {
    this.choice = parseThemeChoice(this.read(DEVICE_THEME_KEY)) ?? 'system';
    makeAutoObservable<this, 'storage'>(this, { storage: false });
  }

  /** The theme shown. */
  get theme(): ThemeName {
    return resolveTheme(this.choice, this.system);
  }

  /** The customer's choice: shown at once, kept for them and as the device's last. */
  choose(choice: ThemeChoice) {
    this.choice = choice;
    if (this.customerId) this.write(themeKey(this.customerId), choice);
    this.write(DEVICE_THEME_KEY, choice);
  }

  /**
   * A customer signed in (their own choice, 'system' if they made none, becomes the device's last) or out (null: what
   * shows stays, as the device's last).
   */
  setCustomer(userId: string | null) {
    if (userId === this.customerId) return;
    this.customerId = userId;
    if (userId === null) return;
    this.choice = parseThemeChoice(this.read(themeKey(userId))) ?? 'system';
    this.write(DEVICE_THEME_KEY, this.choice);
  }

  setSystem(system: SystemPreferences) {
    this.system = system;
  }

  /** Follows the system's settings and keeps the theme's class on `root`; returns what stops it. */
  attach(root: HTMLElement, media: MediaSource): () => void {
    const dark = media.matchMedia(DARK_QUERY);
    const contrast = media.matchMedia(MORE_CONTRAST_QUERY);
    const sync = () => this.setSystem({ dark: dark.matches, moreContrast: contrast.matches });
    sync();
    dark.addEventListener('change', sync);
    contrast.addEventListener('change', sync);
    const stop = autorun(() => applyThemeClass(root, this.theme));
    return () => {
      stop();
      dark.removeEventListener('change', sync);
      contrast.removeEventListener('change', sync);
    };
  }

  private read(key: string): string | null {
    try {
      return this.storage.getItem(key);
    } catch {
      return null;
    }
  }

  private write(key: string, value: string) {
    try {
      this.storage.setItem(key, value);
    } catch {
      // Storage full or refused: the choice holds for this visit.
    }
  }
}
