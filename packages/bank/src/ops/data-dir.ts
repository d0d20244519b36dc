import { existsSync, readdirSync } from 'node:fs';
import { LOCK_FILE, lockDataDir as lockDir, lockHolder } from '../db/data-dir-lock';

export { lockHolder };

// A PGlite data dir as the operator commands (audit, backup, restore) see it. The lock is the bank's own
// (db/data-dir-lock.ts), so a command and a bank never open one dir together.

/** The data dir holds a database (anything besides the lock file). */
export function hasDatabase(dataDir: string): boolean {
  return existsSync(dataDir) && readdirSync(dataDir).some((name) => name !== LOCK_FILE);
}

/** The data dir is in use by another process (a bank). */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by process ${holder} (a running bank): stop it (Ctrl+C, or ` +
        `kill ${holder}) and run this again`,
    );
  }
}

/** Takes the data dir's lock (the bank's own, db/data-dir-lock.ts); the returned function gives it back. */
export const lockDataDir = (dataDir: string) =>
  lockDir(dataDir, (holder) => new DataDirInUseError(dataDir, holder));
