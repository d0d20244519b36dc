import type { Decorator, Preview } from '@storybook/react-vite';
import { useLayoutEffect, type ReactNode } from 'react';
import { configure } from 'storybook/test';
import {
  clearAnnouncements,
  pruneStaleAnnouncements,
} from '../packages/design-system/src/utils/announcer';
import { themes, type ThemeName } from '../packages/design-system/src/theme';

// The theme class goes on <html> (as the app does) so portals such as dialogs and toasts get it too.
// The test-runner switches it directly through window.__axiaThemes to audit every story in every theme.
declare global {
  interface Window {
    __axiaThemes: Record<ThemeName, string>;
  }
}
window.__axiaThemes = themes;

// findBy* and waitFor wait up to 10 s, not testing-library's 1 s: on a busy CI machine a story whose data or
// lazy chart took longer than a second failed (the rate line's 'Up', CI stop 52), though nothing was wrong. A story
// that is right resolves as soon as it is; only a broken one waits the whole 10 s (the jest timeout is 30 s).
configure({ asyncUtilTimeout: 10_000 });

function applyTheme(name: ThemeName) {
  const root = document.documentElement;
  root.classList.remove(...Object.values(themes));
  root.classList.add(themes[name] ?? themes.light);
}
applyTheme('light');

function ThemeRoot({ name, children }: { name: ThemeName; children: ReactNode }) {
  useLayoutEffect(() => applyTheme(name), [name]);
  return children;
}

const withTheme: Decorator = (Story, context) => (
  <ThemeRoot name={(context.globals.theme ?? 'light') as ThemeName}>
    <Story />
  </ThemeRoot>
);

const preview: Preview = {
  tags: ['autodocs'],
  // Stories of one file share a page in the test-runner: each starts without the last one's announcements
  // (react-aria's and the design system's own, which would otherwise live on 7 s into the next story).
  beforeEach: () => {
    pruneStaleAnnouncements({ all: true });
    clearAnnouncements();
  },
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
          { value: 'highContrast', title: 'High contrast' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile1: { name: 'Mobile (375)', styles: { width: '375px', height: '667px' } },
        tablet: { name: 'Tablet (900)', styles: { width: '900px', height: '1024px' } },
        desktop: { name: 'Desktop (1280)', styles: { width: '1280px', height: '800px' } },
      },
    },
  },
};

export default preview;
