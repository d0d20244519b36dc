import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    main: 'src/main.ts',
    cli: 'src/sandbox/cli.ts',
    // The operator's audit, backup and restore on any database (README 'Backups and recovery').
    ops: 'src/ops/cli.ts',
    // The benchmarks (`npm run bench`: src/bench/main.ts and the files beside it).
    bench: 'src/bench/main.ts',
    'bench-ratio': 'src/bench/ratio.ts',
    cluster: 'src/cluster/main.ts',
    'initdb-child': 'src/db/initdb-child.ts',
    // The parse of an uploaded PDF, in a worker thread (src/modules/documents/pdf-inspect.ts loads it beside itself).
    'pdf-inspect-worker': 'src/modules/documents/pdf-inspect-worker.js',
    // A private PostgreSQL cluster for the e2e cognito-local project (e2e/support/start-cognito-bank.mjs).
    'pg-cluster': 'src/db/pg-cluster.ts',
    // `npm run build` runs it to write dist/openapi.json (the document GET /api/openapi.json serves).
    openapi: 'src/openapi/write.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  splitting: true,
  // Workspace and npm packages (dev ones too, e.g. autocannon for the bench) stay external: node resolves them.
  skipNodeModulesBundle: true,
});
