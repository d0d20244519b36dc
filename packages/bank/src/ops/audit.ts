import type { BankConfig } from '../config';
import { DataDirLockedError, openDatabase } from '../db/open';
import { auditLedger, type LedgerAudit } from '../modules/ledger/audit';
import { hasDatabase, lockHolder } from './data-dir';
import { describeUrl, openPostgres } from './postgres';

// `npm run audit -w @axia/bank`: the ledger audit (modules/ledger/audit.ts) of any bank's database, read directly —
// DATABASE_URL (PostgreSQL, production included: no sandbox route is needed) or BANK_DATA_DIR's PGlite. PGlite has
// one process at a time: when a local sandbox bank holds the data dir, the audit asks that bank's back office
// (POST /sandbox/admin/audit, BANK_URL or PUBLIC_ORIGIN); without a sandbox it says to stop the bank.

/** The audit could not run (no database, a database it cannot reach): not a finding about the ledger. */
class AuditUnavailableError extends Error {}

export interface AuditRun {
  report: LedgerAudit;
  /** What was audited, for the first line of the output (never a password). */
  source: string;
}

type AuditConfig = Pick<
  BankConfig,
  'databaseUrl' | 'dataDir' | 'sandbox' | 'adminToken' | 'publicOrigin'
>;

/**
 * PostgreSQL: every check reads ONE snapshot (a read-only REPEATABLE READ transaction), so transfers committing
 * meanwhile on a live database cannot show up as half a transaction.
 */
async function auditPostgres(databaseUrl: string): Promise<AuditRun> {
  const db = openPostgres(databaseUrl);
  try {
    const report = await db
      .transaction()
      .setIsolationLevel('repeatable read')
      .setAccessMode('read only')
      .execute((trx) => auditLedger(trx));
    return { report, source: describeUrl(databaseUrl) };
  } catch (error) {
    const code = (error as { code?: string }).code;
    // 42P01/42703: a table or column the audit reads is missing (a database no bank has migrated yet).
    if (code === '42P01' || code === '42703') {
      throw new AuditUnavailableError(
        `${describeUrl(databaseUrl)} does not have the bank's schema (${(error as Error).message}): start a ` +
          'bank of this version on it once (it migrates), then audit',
      );
    }
    // Not an SQLSTATE (ECONNREFUSED, ENOTFOUND, a timeout), or connection, authentication, unknown database, shutdown.
    if (code === undefined || !/^[0-9A-Z]{5}$/.test(code) || /^(08|28|3D|57P)/.test(code)) {
      throw new AuditUnavailableError(
        `Cannot read ${describeUrl(databaseUrl)}: ${(error as Error).message}`,
      );
    }
    throw error;
  } finally {
    await db.destroy();
  }
}

/** The running local sandbox bank's own audit, through its back office. */
async function auditThroughBank(config: AuditConfig, bankUrl: string, holder: number) {
  const stop = `stop it (kill ${holder}) and run the audit again`;
  if (!config.sandbox) {
    throw new AuditUnavailableError(
      `The data directory ${config.dataDir} is in use by process ${holder} (a running bank, without the ` +
        `sandbox's back office to ask): ${stop}`,
    );
  }
  let response: Response;
  try {
    response = await fetch(`${bankUrl}/sandbox/admin/audit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': config.adminToken },
      body: '{}',
      signal: AbortSignal.timeout(120_000),
    });
  } catch (error) {
    throw new AuditUnavailableError(
      `The data directory ${config.dataDir} is in use by process ${holder}, and no bank answered at ${bankUrl} ` +
        `(${(error as Error).message}; BANK_URL names the running bank): ${stop}`,
    );
  }
  if (!response.ok) {
    throw new AuditUnavailableError(
      `The data directory ${config.dataDir} is in use by process ${holder}, and the bank at ${bankUrl} answered ` +
        `${response.status} to its back office's audit (is SANDBOX_ADMIN_TOKEN the bank's?): ${stop}`,
    );
  }
  return {
    report: (await response.json()) as LedgerAudit,
    source: `PGlite ${config.dataDir}, through the running bank's back office at ${bankUrl} (process ${holder})`,
  };
}

/** The audit of the configured database (see above). `bankUrl`: the running bank to ask when PGlite is in use. */
export async function auditDatabase(config: AuditConfig, bankUrl?: string): Promise<AuditRun> {
  if (config.databaseUrl) return auditPostgres(config.databaseUrl);
  const { dataDir } = config;
  if (!hasDatabase(dataDir)) {
    throw new AuditUnavailableError(
      `There is no database in ${dataDir}: set BANK_DATA_DIR to the bank's data directory, or DATABASE_URL to its ` +
        'PostgreSQL',
    );
  }
  const holder = lockHolder(dataDir);
  if (holder) return auditThroughBank(config, bankUrl ?? config.publicOrigin, holder);
  let database;
  try {
    database = await openDatabase({ dataDir });
  } catch (error) {
    // A bank that started in between.
    const now = lockHolder(dataDir);
    if (error instanceof DataDirLockedError && now)
      return auditThroughBank(config, bankUrl ?? config.publicOrigin, now);
    throw error;
  }
  try {
    return { report: await auditLedger(database.db), source: `PGlite ${dataDir}` };
  } finally {
    await database.close();
  }
}
