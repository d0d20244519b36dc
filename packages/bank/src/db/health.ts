import pg from 'pg';

// Whether the database can take the bank's work, measured off the request path. A dedicated connection (never one
// of the pool's, which may all be busy under load) asks every second whether the database answers and takes writes;
// /readyz reads the last answer, so a load balancer's check never waits behind the bank's own calls, and a process
// on a read-only standby (a failover under way, an address that moved before promotion ended) says it is not ready.

type DatabaseState =
  { ok: true } | { ok: false; reason: 'database unreachable' | 'database read-only' };

export interface DatabaseHealth {
  /** The last probe's answer; unreachable when no probe has answered for `staleMs`. */
  state(): DatabaseState;
  stop(): Promise<void>;
}

/** An embedded database (PGlite) lives in the process: it is there whenever the process is. */
export const EMBEDDED_HEALTH: DatabaseHealth = {
  state: () => ({ ok: true }),
  stop: async () => undefined,
};

export interface ProbeOptions {
  /** Between two probes (default 1 s). */
  intervalMs?: number;
  /** A probe that takes longer counts as no answer (default 2 s). */
  timeoutMs?: number;
  /** The last answer is believed this long (default 5 s): a probe stuck longer means the database is away. */
  staleMs?: number;
}

/**
 * Starts probing the PostgreSQL at `connectionString`; resolves once the first probe has answered (or failed), so a
 * process is never reported ready on a guess.
 */
export async function probeDatabase(
  connectionString: string,
  options: ProbeOptions = {},
): Promise<DatabaseHealth> {
  const intervalMs = options.intervalMs ?? 1000;
  const timeoutMs = options.timeoutMs ?? 2000;
  const staleMs = options.staleMs ?? 5000;
  let client: pg.Client | undefined;
  let last: { state: DatabaseState; at: number } = {
    state: { ok: false, reason: 'database unreachable' },
    at: 0,
  };
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const drop = async () => {
    const old = client;
    client = undefined;
    await old?.end().catch(() => undefined);
  };

  async function probe(): Promise<DatabaseState> {
    try {
      if (!client) {
        const fresh = new pg.Client({
          connectionString,
          connectionTimeoutMillis: timeoutMs,
          query_timeout: timeoutMs,
          keepAlive: true,
        });
        // A connection the server drops is an 'error' event; unhandled it would end the process.
        fresh.on('error', () => undefined);
        // A connection the server cut (a restart, a failover) says so at once, not at the next round.
        fresh.on('end', () => {
          if (client !== fresh) return;
          client = undefined;
          last = { state: { ok: false, reason: 'database unreachable' }, at: Date.now() };
        });
        client = fresh;
        await fresh.connect();
      }
      const { rows } = await client.query<{ standby: boolean }>(
        'select pg_is_in_recovery() as standby',
      );
      return rows[0]?.standby ? { ok: false, reason: 'database read-only' } : { ok: true };
    } catch {
      await drop();
      return { ok: false, reason: 'database unreachable' };
    }
  }

  async function round() {
    const state = await probe();
    if (stopped) return;
    last = { state, at: Date.now() };
    timer = setTimeout(() => void round(), intervalMs);
    timer.unref();
  }

  await round();
  return {
    state: () =>
      Date.now() - last.at > staleMs ? { ok: false, reason: 'database unreachable' } : last.state,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await drop();
    },
  };
}
