import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/open';
import { isDatabaseUnavailable } from '../src/db/unavailable';

// A bank process restarted by its supervisor may open its database while PostgreSQL is down or restarting. The
// migration step is its first statement: its failure must still read as "the database is away" (so the process
// waits BANK_DB_WAIT_SECONDS), not as a failed migration that ends the process (issue 39 item 4; a CI run lost a
// restarted process this way to a `read ECONNRESET`).

let refusedPort = 0;
let resetting: Server;
const portOf = (server: Server) => (server.address() as { port: number }).port;
const listen = (server: Server) =>
  new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));

describe('opening a database that is away', () => {
  beforeAll(async () => {
    // A port that was listening and is closed again: connections are refused.
    const refusing = createServer();
    await listen(refusing);
    refusedPort = portOf(refusing);
    await new Promise<void>((resolve) => refusing.close(() => resolve()));
    // A server that accepts and at once resets every connection, as a PostgreSQL going down does.
    resetting = createServer((socket) => socket.resetAndDestroy());
    await listen(resetting);
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => resetting.close(() => resolve()));
  });

  it.each([
    ['refused', () => refusedPort],
    ['reset', () => portOf(resetting)],
  ])(
    'fails with an error that says the database is unavailable (connection %s)',
    async (_, port) => {
      const error = await openDatabase({
        databaseUrl: `postgres://bank:secret@127.0.0.1:${port()}/bank`,
      }).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(Error);
      // Said as what it is (issue 39: "connection errors are reported as connection errors, not as 'migration
      // failed'"), and read as the database being away.
      expect((error as Error).message).not.toMatch(/migration/i);
      expect((error as { code?: string }).code).toMatch(/^(ECONNREFUSED|ECONNRESET)$/);
      expect(isDatabaseUnavailable(error)).toBe(true);
    },
  );
});
