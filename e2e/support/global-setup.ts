import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { admin } from './bank';
import { AUDITED_DIR_ENV } from './env';
import { buildScreenReaderBundle, SCREEN_READER_BUNDLE_ENV } from './screen-reader-bundle';

interface LedgerAudit {
  ok: boolean;
  counts: Record<string, number>;
}

/**
 * One folder per run where the workers mark each screen state axe has audited, so each is audited once, whichever
 * worker or retry meets it first. (The bank's clock starts at PINNED_NOW: SANDBOX_CLOCK_START in the config.)
 * The spoken-transcript tests' browser bundle, built once (and cached across runs).
 * At the end, the bank's ledger audit over everything the suite did: any unbalanced transaction, balance that is
 * not the sum of its legs, or negative customer balance fails the run.
 */
export default async function globalSetup() {
  const dir = mkdtempSync(join(tmpdir(), 'axia-e2e-audited-'));
  process.env[AUDITED_DIR_ENV] = dir;
  process.env[SCREEN_READER_BUNDLE_ENV] = await buildScreenReaderBundle();
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    const audit = await admin<LedgerAudit>('/audit');
    console.log(`ledger audit after the suite: ${JSON.stringify(audit.counts)}`);
    if (!audit.ok) throw new Error(`The ledger audit failed: ${JSON.stringify(audit)}`);
  };
}
