import { build } from 'tsup';

// Bank entry points built from the source into a folder of their own under dist/ (ignored by git; the bundle finds
// the package's node_modules): the separate processes that production-mode, the ops commands' tests and the fault
// suite start. Never dist/ itself, whose clean rebuild would pull files from under tests running beside them.

export async function buildEntries(
  entry: Record<string, string>,
  outDir: string,
  options: { splitting?: boolean; sourcemap?: boolean } = {},
) {
  await build({
    config: false,
    entry,
    outDir,
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    splitting: options.splitting ?? false,
    sourcemap: options.sourcemap ?? false,
    skipNodeModulesBundle: true,
    silent: true,
  });
}
