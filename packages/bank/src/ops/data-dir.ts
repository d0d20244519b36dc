import {
  closeSync,
  existsSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';

// A PGlite data dir as the operator commands (audit, backup, restore) see it. The lock is db/open.ts's: the same file,
// taken the same way (created exclusively, holding the pid), so a command and a bank never open one dir together.

/** db/open.ts's lock file in the data dir. */
export const LOCK_FILE = 'axia-bank.lock';

/** The data dir holds a database (anything besides the lock file). */
export function hasDatabase(dataDir: string): boolean {
  return existsSync(dataDir) && readdirSync(dataDir).some((name) => name !== LOCK_FILE);
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The live process holding the data dir's lock, or null (none, or a stale lock of a process that died). */
export function lockHolder(dataDir: string): number | null {
  let holder: number;
  try {
    holder = Number(readFileSync(join(dataDir, LOCK_FILE), 'utf8'));
  } catch {
    return null;
  }
  return holder && holder !== process.pid && isAlive(holder) ? holder : null;
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

/** Takes the data dir's lock (as db/open.ts does); the returned function gives it back. */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = lockHolder(dataDir);
      if (holder) throw new DataDirInUseError(dataDir, holder);
      rmSync(lockPath, { force: true }); // a stale lock of a process that died
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}
