import { darkTheme, lightTheme } from '@axia/design-system/theme';

/** The theme class on <html> (so portals get it too): dark when the system prefers it. */
export function applyTheme(root: HTMLElement = document.documentElement) {
  const query = window.matchMedia('(prefers-color-scheme: dark)');
  const apply = () => {
    root.classList.remove(lightTheme, darkTheme);
    root.classList.add(query.matches ? darkTheme : lightTheme);
  };
  apply();
  query.addEventListener('change', apply);
}
