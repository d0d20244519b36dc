import type { StorybookConfig } from '@storybook/react-vite';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const designSystemSource = fileURLToPath(
  new URL('../packages/design-system/src/', import.meta.url),
);

// STORYBOOK_ONLY=Button,IconButton limits the build to those design-system component folders (quick local audits).
const only = process.env.STORYBOOK_ONLY?.split(',').filter(Boolean);
const stories = only?.length
  ? only.map((name) => `../packages/design-system/src/components/${name}/*.stories.@(ts|tsx)`)
  : ['../packages/*/src/**/*.stories.@(ts|tsx)'];

const config: StorybookConfig = {
  stories,
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  docs: { defaultName: 'Docs' },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  async viteFinal(viteConfig) {
    // Storybook compiles the .css.ts sources directly, so it needs the vanilla-extract transform.
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    // Screen stories import @axia/design-system: compile it from source here, so Storybook holds one copy of
    // every style and theme class (the dist build's hashed class names would differ).
    const existing = viteConfig.resolve?.alias ?? [];
    const existingList = Array.isArray(existing)
      ? existing
      : Object.entries(existing).map(([find, replacement]) => ({
          find,
          replacement: String(replacement),
        }));
    viteConfig.resolve = {
      ...viteConfig.resolve,
      alias: [
        { find: /^@axia\/design-system\/theme$/, replacement: `${designSystemSource}theme.ts` },
        { find: /^@axia\/design-system\/charts$/, replacement: `${designSystemSource}charts.ts` },
        { find: /^@axia\/design-system$/, replacement: `${designSystemSource}index.ts` },
        ...existingList,
      ],
    };
    return viteConfig;
  },
};

export default config;
