import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildEntries } from '../test/build-entry';

// The bank processes of the fault suite run the entry point built from the source, into a folder of dist/ of their
// own (ignored by git): not dist/ itself, whose clean rebuild would pull the files from under the bank's unit tests
// running beside this suite (scripts/test-unit.mjs), and not a stale build. src/cluster's bankMainScript() reads
// BANK_MAIN_SCRIPT.

export default async function setup() {
  const packageDir = fileURLToPath(new URL('..', import.meta.url));
  const outDir = join(packageDir, 'dist', `.faults-${crypto.randomUUID()}`);
  await buildEntries({ main: 'src/main.ts', 'initdb-child': 'src/db/initdb-child.ts' }, outDir, {
    splitting: true,
    sourcemap: true,
  });
  process.env.BANK_MAIN_SCRIPT = join(outDir, 'main.js');
  return () => rmSync(outDir, { recursive: true, force: true });
}
