import { defineConfig } from 'tsup';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';

// Two entries: the component barrel and the theme (vars, themes, sprinkles). The theme has its own entry
// because importing vars through the barrel makes consumers' vanilla-extract transform re-evaluate it.
// dist/index.css holds every style (theme classes included); apps import it once as `./style.css`.
export default defineConfig({
  entry: { index: 'src/index.ts', theme: 'src/theme.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  splitting: true,
  treeshake: true,
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
