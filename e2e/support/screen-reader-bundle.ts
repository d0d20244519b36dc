import { build, type Plugin } from 'esbuild';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The browser side of the spoken-transcript tests (screen-reader-browser.ts: guidepup's virtual screen reader and
// its key notes) as one script, built by the global setup once a run, not per test.

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const ENTRY = join(ROOT, 'e2e/support/screen-reader-browser.ts');
const THIS_FILE = fileURLToPath(import.meta.url);
/** The variable naming the bundle's file (set by the global setup, which builds it once a run). */
export const SCREEN_READER_BUNDLE_ENV = 'E2E_SCREEN_READER_BUNDLE';

/**
 * dom-accessibility-api (the reader's name computation) looks aria-labelledby/-describedby ids up in the node's
 * root, which for a node just removed from the page is an element without getElementById: the reader's focus and
 * live-region handlers then throw (an uncaught page error) when a dialog or toast closes. Looked up in the detached
 * subtree instead.
 */
const detachedIdRefs: Plugin = {
  name: 'detached-id-refs',
  setup(build) {
    build.onLoad({ filter: /dom-accessibility-api[\\/]dist[\\/]util\.mjs$/ }, ({ path }) => {
      const source = readFileSync(path, 'utf8');
      const lookup = 'return root.getElementById(id);';
      if (!source.includes(lookup))
        throw new Error(`${path} changed: review the detached-id-refs fix`);
      return {
        contents: source.replace(
          lookup,
          'return "getElementById" in root ? root.getElementById(id) : root.querySelector("#" + CSS.escape(id));',
        ),
        loader: 'js',
      };
    });
  },
};

/**
 * Bundles the browser side (the reader and its notes) into one script, cached under node_modules/.cache by the
 * hash of the entry and the reader's version: built once, then reused by every run until either changes.
 */
export async function buildScreenReaderBundle(): Promise<string> {
  const version = JSON.parse(
    readFileSync(join(ROOT, 'node_modules/@guidepup/virtual-screen-reader/package.json'), 'utf8'),
  ) as { version: string };
  const key = createHash('sha256')
    .update(readFileSync(ENTRY))
    .update(readFileSync(THIS_FILE))
    .update(version.version)
    .digest('hex')
    .slice(0, 16);
  const cache = join(ROOT, 'node_modules/.cache/axia-e2e');
  const outfile = join(cache, `screen-reader-${key}.js`);
  if (existsSync(outfile)) return outfile;
  mkdirSync(cache, { recursive: true });
  // Bundles of an earlier entry or version are not used again.
  for (const old of readdirSync(cache).filter((name) => name.startsWith('screen-reader-')))
    rmSync(join(cache, old));
  await build({
    entryPoints: [ENTRY],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'chrome120',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [detachedIdRefs],
    outfile,
  });
  return outfile;
}
