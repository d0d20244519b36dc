import { AsyncLocalStorage } from 'node:async_hooks';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

// A request that must commit as one unit (a money-moving call with an Idempotency-Key: its postings and the key's
// answer, docs/money.md 'Exactly once across crashes') runs its handler inside one database transaction. The handler, and the services it calls
// (mailbox, settings, tokens), reach the database through the bank's one `db` handle; while such a request runs,
// that handle IS its transaction, so every statement of the request joins it (and, on PGlite's single connection,
// none waits for the connection the transaction holds). Outside one, it is the database as before.

/** A running ambient transaction, and the writes that must stay even if its request is refused (rolled back). */
export interface AmbientScope {
  trx: Transaction<Database>;
  keptIfRefused: ((db: Kysely<Database>) => Promise<unknown>)[];
}

const current = new AsyncLocalStorage<AmbientScope>();

/** Runs `work` with `scope.trx` as the ambient transaction of every `transactionAware` handle. */
export function runInTransaction<T>(scope: AmbientScope, work: () => Promise<T>): Promise<T> {
  return current.run(scope, work);
}

/**
 * A write that was just made and must stay even when the request is refused and its transaction rolled back (a
 * wrong second-factor code counts an attempt): inside an ambient transaction it is made again after the rollback
 * (`write`, on the database); outside one it has already committed, and nothing more happens.
 */
export function keepIfRefused(write: (db: Kysely<Database>) => Promise<unknown>) {
  current.getStore()?.keptIfRefused.push(write);
}

/** The database handle that is the ambient transaction while one runs (runInTransaction), else `root`. */
export function transactionAware(root: Kysely<Database>): Kysely<Database> {
  return new Proxy(root, {
    get(target, property) {
      const db = current.getStore()?.trx ?? target;
      // Kysely keeps its state in private fields: methods must run on the real object, not on this proxy.
      const value: unknown = Reflect.get(db, property, db);
      return typeof value === 'function' ? value.bind(db) : value;
    },
  });
}

/** Runs `work` outside any ambient transaction (a NOTIFY handler called from within a request's commit). */
export function outsideTransaction<T>(work: () => T): T {
  return current.exit(work);
}
