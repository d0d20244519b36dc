import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AUDITED_DIR_ENV } from './env';

/**
 * One folder per run where the workers mark each screen state axe has audited, so each is audited once, whichever
 * worker or retry meets it first. (The bank's clock starts at PINNED_NOW: SANDBOX_CLOCK_START in the config.)
 */
export default function globalSetup() {
  const dir = mkdtempSync(join(tmpdir(), 'axia-e2e-audited-'));
  process.env[AUDITED_DIR_ENV] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
