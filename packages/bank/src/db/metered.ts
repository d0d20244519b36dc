import { AsyncLocalStorage } from 'node:async_hooks';
import type { DatabaseConnection, Dialect, Driver } from 'kysely';

// The database time a piece of work takes (issue 44: a customer's expensive reads are charged what they cost the
// database, not the time they waited for it). Work run inside `metered(meter, …)` adds to `meter.heldMs` the time
// each of its connections is held, from the moment the pool or PGlite's lock hands it over to its release: waiting
// behind other customers' queries is not counted, so a busy bank does not make a person's reads look expensive.

export interface DatabaseTimeMeter {
  heldMs: number;
}

const meters = new AsyncLocalStorage<DatabaseTimeMeter>();

/** Runs `work` with its connections' held time added to `meter`. */
export function metered<T>(meter: DatabaseTimeMeter, work: () => Promise<T>): Promise<T> {
  return meters.run(meter, work);
}

/** `dialect` with its driver's connections timed for the meter of the work that acquires them. */
export function meteredDialect(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => meteredDriver(dialect.createDriver()),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
  };
}

function meteredDriver(inner: Driver): Driver {
  const held = new WeakMap<DatabaseConnection, { meter: DatabaseTimeMeter; since: number }>();
  const driver: Driver = {
    init: () => inner.init(),
    acquireConnection: async () => {
      const connection = await inner.acquireConnection();
      const meter = meters.getStore();
      if (meter) held.set(connection, { meter, since: performance.now() });
      return connection;
    },
    beginTransaction: (connection, settings) => inner.beginTransaction(connection, settings),
    commitTransaction: (connection) => inner.commitTransaction(connection),
    rollbackTransaction: (connection) => inner.rollbackTransaction(connection),
    releaseConnection: async (connection) => {
      const holding = held.get(connection);
      if (holding) {
        held.delete(connection);
        holding.meter.heldMs += performance.now() - holding.since;
      }
      await inner.releaseConnection(connection);
    },
    destroy: () => inner.destroy(),
  };
  // Savepoints only where the inner driver has them (Kysely refuses them otherwise, as it should).
  if (inner.savepoint) driver.savepoint = inner.savepoint.bind(inner);
  if (inner.rollbackToSavepoint) driver.rollbackToSavepoint = inner.rollbackToSavepoint.bind(inner);
  if (inner.releaseSavepoint) driver.releaseSavepoint = inner.releaseSavepoint.bind(inner);
  return driver;
}
