import { defineConfig } from 'tsup';

// The country table has its own entry so only the screens that list countries load it; access is the
// route-gating entry the app's router imports (`@axia/core/access`).
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    countries: 'src/countries/index.ts',
    access: 'src/access/index.ts',
  },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  splitting: true,
  treeshake: true,
});
