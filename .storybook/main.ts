import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

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
    return viteConfig;
  },
};

export default config;
