import { loadConfigOrExit } from '../config';
import { formatAudit } from '../modules/ledger/audit';
import { auditDatabase } from './audit';

// The operator's commands on the bank's database, whatever the environment:
//   npm run audit -w @axia/bank                          the ledger audit
// The database is DATABASE_URL's, else BANK_DATA_DIR's PGlite, as the bank's own (config.ts).
// Exit codes: 0 the audit clean; 1 the audit found something; 2 the command could not run (said why).

const USAGE = `usage: node dist/ops.js <command>
  audit                     the ledger audit of DATABASE_URL's database (or BANK_DATA_DIR's PGlite); exit 1 on a finding`;

const config = loadConfigOrExit('ops');

async function audit(): Promise<number> {
  const { report, source } = await auditDatabase(config, process.env.BANK_URL);
  console.log(`Ledger audit of ${source}`);
  console.log(formatAudit(report));
  return report.ok ? 0 : 1;
}

async function main(args: string[]): Promise<number> {
  const [command] = args;
  switch (command) {
    case 'audit':
      return audit();
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
