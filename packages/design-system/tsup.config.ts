import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { defineConfig } from 'tsup';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';

// Three public entries: the component barrel, the theme (vars, themes, sprinkles) and the charts (loaded lazily by
// apps, so d3 and the chart code stay out of the pages without a chart). The theme has its own entry
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
    charts: 'src/charts.ts',
    ...Object.fromEntries(
      components.map((name) => [`components/${name}/index`, `src/components/${name}/index.ts`]),
    ),
  },
  format: ['esm'],
  dts: { entry: { index: 'src/index.ts', theme: 'src/theme.ts', charts: 'src/charts.ts' } },
  sourcemap: true,
  clean: true,
  splitting: true,
  treeshake: true,
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  onSuccess: async () => {
    // The barrel imports the shared chunks directly; the per-component entry files (and their CSS) are unused.
    rmSync('dist/components', { recursive: true, force: true });
    chartsImportTheirCss();
  },
});

/**
 * esbuild writes the charts entry's styles to dist/charts.css, with the styles of every component the charts use
 * (already in index.css). Keep only the charts' own sections (each starts with a vanilla-extract source comment) and
 * have dist/charts.js import them, so an app gets them with the lazily loaded chunk, not on every page.
 */
function chartsImportTheirCss() {
  const index = readFileSync('dist/index.css', 'utf8');
  const sections = readFileSync('dist/charts.css', 'utf8').split(
    /(?=^\/\* vanilla-extract-css-ns:)/m,
  );
  const own = sections.filter((section) => !index.includes(section.split('\n', 1)[0] ?? ''));
  writeFileSync('dist/charts.css', own.join(''));
  const js = readFileSync('dist/charts.js', 'utf8');
  if (!js.startsWith("import './charts.css';"))
    writeFileSync('dist/charts.js', `import './charts.css';\n${js}`);
}
