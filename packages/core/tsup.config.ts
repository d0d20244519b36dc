import { defineConfig } from 'tsup';

// The country table has its own entry so only the screens that list countries load it.
export default defineConfig({
  entry: { index: 'src/index.ts', countries: 'src/countries/index.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  splitting: true,
  treeshake: true,
});
