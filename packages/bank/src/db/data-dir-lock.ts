import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

// PGlite has no cross-process lock, and a second writer on one data dir silently loses data: a lock file holding the
// pid of the process that has the dir, taken by the bank (db/open.ts) and by the operator's commands (src/ops) alike.

export const LOCK_FILE = 'axia-bank.lock';

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
  return holder && isAlive(holder) ? holder : null;
}

/**
 * Takes the data dir's lock; the returned function gives it back. A dir another live process holds is refused with
 * `refusal(holder)`; a stale lock of a process that died is taken over.
 */
export function lockDataDir(dataDir: string, refusal: (holder: number) => Error): () => void {
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
      if (holder) throw refusal(holder);
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}
