import { readdirSync } from 'node:fs';
import { defineConfig } from 'tsup';

// Every source module is an entry of its own, so the dist keeps core's module graph: `index.js` and the barrels
// only re-export, and the app's bundler (core has `"sideEffects": false`) takes exactly the modules a chunk uses.
// Bundled into shared chunks instead, a module the sign-in needs (the bank settings' names, say) sat in one chunk
// with the card and profile rules, which import libphonenumber-js: the app's entry chunk then carried the phone
// numbering plans and every schema beside them (issue 46). The public entries keep their names (package.json
// `exports`: `index`, `countries`, `access`); the others are named by their path (`domain/settings`, …).
const PUBLIC_ENTRIES: Record<string, string> = {
  index: 'src/index.ts',
  countries: 'src/countries/index.ts',
  access: 'src/access/index.ts',
};

const isPublic = new Set(Object.values(PUBLIC_ENTRIES));
// Read from this file's folder, not the working directory (knip loads this config from the repository's root).
const modules = readdirSync(new URL('./src', import.meta.url), {
  recursive: true,
  encoding: 'utf8',
})
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => `src/${file.replaceAll('\\', '/')}`)
  .filter((file) => !isPublic.has(file));

export default defineConfig({
  entry: {
    ...PUBLIC_ENTRIES,
    ...Object.fromEntries(modules.map((file) => [file.slice('src/'.length, -'.ts'.length), file])),
  },
  format: ['esm'],
  // Types for the public entries only: the other entries exist to keep modules apart, nothing imports them.
  dts: { entry: PUBLIC_ENTRIES },
  sourcemap: true,
  clean: true,
  splitting: true,
  treeshake: true,
});
