import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPrivateCluster } from '../src/db/pg-cluster';
import { clearAnswerCounts, summarizeAnswerCounts } from './openapi-summary';

// Runs once per `vitest run`. PGlite: creates one initialised template data dir that every test file copies
// (initdb costs ~4 s and ~800 MB, so it runs once, in a child process). PostgreSQL
// (BANK_TEST_ENGINE=postgres): starts a private cluster from Debian's postgresql package on loopback.

const engine = process.env.BANK_TEST_ENGINE ?? 'pglite';

/** The run's OpenAPI answer check (test/openapi-answers.ts): its counts, for the closing note. */
function reportAnswerCounts() {
  const summary = summarizeAnswerCounts();
  if (!summary) return;
  const { answersValidated, callsExercised, undocumentedStatusCodes, schemaMismatches } = summary;
  console.log(
    `\nOpenAPI answer check: ${answersValidated} answers validated from ${callsExercised} calls; ` +
      `${undocumentedStatusCodes} undocumented status codes, ${schemaMismatches} schema mismatches`,
  );
}

export default async function setup(project: TestProject) {
  clearAnswerCounts();
  if (engine === 'postgres') {
    let cluster = null;
    try {
      cluster = startPrivateCluster();
    } catch (error) {
      console.warn(`\n*** PostgreSQL could not start: ${String(error).slice(0, 300)} ***`);
    }
    if (!cluster) {
      console.warn(
        '\n*** NOTICE: PostgreSQL is unavailable here; the PostgreSQL run of the bank suite is SKIPPED. ***\n',
      );
    }
    project.provide('pgAdminUrl', cluster?.url ?? '');
    return () => {
      cluster?.stop();
      reportAnswerCounts();
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'axia-pglite-template-'));
  const child = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "import { PGlite } from '@electric-sql/pglite'; const db = new PGlite(process.argv[1]); await db.waitReady; await db.close();",
      dir,
    ],
    { stdio: 'inherit', cwd: process.cwd() },
  );
  if (child.status !== 0) throw new Error('Could not create the PGlite template');
  project.provide('pgliteTemplate', dir);
  return () => {
    rmSync(dir, { recursive: true, force: true });
    reportAnswerCounts();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgliteTemplate: string;
  }
}
