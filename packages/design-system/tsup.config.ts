import { readdirSync, rmSync } from 'node:fs';
import { defineConfig } from 'tsup';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';

// Two public entries: the component barrel and the theme (vars, themes, sprinkles). The theme has its own entry
// because importing vars through the barrel makes consumers' vanilla-extract transform re-evaluate it.
// dist/index.css holds every style (theme classes included); apps import it once as `./style.css`.
// Each component folder is an entry of its own too, so esbuild splits the barrel into one chunk per component:
// one module per component lets an app's bundler drop the components it does not use and put the others in
// the chunk that needs them (a single-module barrel lands whole in the app's main chunk).
const components = readdirSync('src/components', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    theme: 'src/theme.ts',
    ...Object.fromEntries(
      components.map((name) => [`components/${name}/index`, `src/components/${name}/index.ts`]),
    ),
  },
  format: ['esm'],
  dts: { entry: { index: 'src/index.ts', theme: 'src/theme.ts' } },
  sourcemap: true,
  clean: true,
  splitting: true,
  treeshake: true,
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  // The barrel imports the shared chunks directly; the per-component entry files (and their CSS) are unused.
  onSuccess: async () => rmSync('dist/components', { recursive: true, force: true }),
});
