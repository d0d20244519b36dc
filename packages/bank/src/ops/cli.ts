import { loadConfigOrExit } from '../config';
import { formatAudit } from '../modules/ledger/audit';
import { auditDatabase } from './audit';
import { backup, restore } from './backup';

// The operator's commands on the bank's database, whatever the environment (README 'Backups and recovery'):
//   npm run audit -w @axia/bank                          the ledger audit
//   npm run backup -w @axia/bank [-- <file>]             a backup of the database
//   npm run restore -w @axia/bank -- <file> [--force]    a backup into the database
// The database is DATABASE_URL's, else BANK_DATA_DIR's PGlite, as the bank's own (src/config).
// Exit codes: 0 done (the audit clean); 1 the audit found something; 2 the command could not run (said why).

const USAGE = `usage: node dist/ops.js <command>
  audit                     the ledger audit of DATABASE_URL's database (or BANK_DATA_DIR's PGlite); exit 1 on a finding
  backup [<file>]           back the database up (default: .data/backups/bank-<engine>-<time>.<dump|tar.gz>)
  restore <file> [--force]  restore a backup into the database; --force replaces one that holds data`;

const config = loadConfigOrExit('ops');

async function audit(): Promise<number> {
  const { report, source } = await auditDatabase(config, config.bankUrl ?? undefined);
  console.log(`Ledger audit of ${source}`);
  console.log(formatAudit(report));
  return report.ok ? 0 : 1;
}

async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  const force = rest.includes('--force');
  const files = rest.filter((arg) => !arg.startsWith('--'));
  switch (command) {
    case 'audit':
      return audit();
    case 'backup':
      console.log(await backup(config, files[0]));
      return 0;
    case 'restore': {
      if (!files[0]) {
        console.error(
          'restore needs the backup file: npm run restore -w @axia/bank -- <file> [--force]',
        );
        return 2;
      }
      console.log(await restore(config, files[0], force));
      // What the restored ledger says: the books as at the backup, re-derived.
      return audit();
    }
    default:
      console.error(USAGE);
      return 2;
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  // Refusals and unreachable databases say what to do; anything else is shown as it came.
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
}
