import { defineConfig } from 'tsup';

// One entry per part of core, so `index.js` only re-exports small chunks and the app's bundler (core has
// `"sideEffects": false`) keeps just the chunks a screen uses: the API contract and the onboarding rules (zod
// schemas built when their module loads) stay out of the first load of /login; the auth rules (zod/mini) go with
// the auth screens, the country table with the screens that list countries. (esbuild puts modules reached from
// the same entries in one chunk: without the domain, messages and operations entries, those would share a chunk
// with the API schemas.)
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    access: 'src/access/index.ts',
    api: 'src/api/index.ts',
    auth: 'src/rules/auth.ts',
    countries: 'src/countries/index.ts',
    domain: 'src/domain/index.ts',
    messages: 'src/messages/index.ts',
    money: 'src/money/index.ts',
    onboarding: 'src/rules/onboarding.ts',
    operations: 'src/api/operations.ts',
  },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  splitting: true,
  treeshake: true,
});
