import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

// Processes on one database must agree on what makes a token valid everywhere: the issuer (PUBLIC_ORIGIN) and the
// user pool and client it names. Each live process keeps a heartbeat row (settings `peer:…`, real time) with that
// configuration; a process that starts with another one refuses to start, naming the difference. It writes its own
// row first and then reads the others, so two processes started at the same moment with different configurations
// both see it (and both refuse) rather than both starting.

export interface PeerConfig {
  publicOrigin: string;
  userPoolId: string;
  userPoolClientId: string;
}

const HEARTBEAT_MS = 5_000;
/** A peer silent this long has stopped (or died): its configuration no longer counts. */
const STALE_MS = 3 * HEARTBEAT_MS;

export class PeerConfigMismatch extends Error {}

/** Joins the processes on `db`; throws PeerConfigMismatch when a live one disagrees. Returns `leave`. */
export async function joinPeers(
  db: Kysely<Database>,
  settings: PeerConfig,
): Promise<() => Promise<void>> {
  // These three only (the bank's configuration also holds secrets).
  const config: PeerConfig = {
    publicOrigin: settings.publicOrigin,
    userPoolId: settings.userPoolId,
    userPoolClientId: settings.userPoolClientId,
  };
  const key = `peer:${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const beat = () =>
    db
      .insertInto('settings')
      .values({ key, value: JSON.stringify(config), updated_at: new Date() })
      .onConflict((oc) => oc.column('key').doUpdateSet({ updated_at: new Date() }))
      .execute();
  const leave = async () => {
    clearInterval(timer);
    await db.deleteFrom('settings').where('key', '=', key).execute();
  };
  await beat();
  const timer = setInterval(() => void beat().catch(() => undefined), HEARTBEAT_MS);
  timer.unref();
  const peers = await db
    .selectFrom('settings')
    .select(['key', 'value'])
    .where('key', 'like', 'peer:%')
    .where('key', '<>', key)
    .where('updated_at', '>', new Date(Date.now() - STALE_MS))
    .execute();
  // Rows of stopped processes are cleared as they are met (a killed process leaves its row behind).
  await db
    .deleteFrom('settings')
    .where('key', 'like', 'peer:%')
    .where('updated_at', '<=', new Date(Date.now() - STALE_MS))
    .execute();
  for (const peer of peers) {
    const theirs = peer.value as PeerConfig;
    const differs = (Object.keys(config) as (keyof PeerConfig)[]).filter(
      (name) => theirs[name] !== config[name],
    );
    if (differs.length > 0) {
      await leave();
      const [name] = differs;
      throw new PeerConfigMismatch(
        `another bank process on this database (${peer.key.slice(5)}) runs with ${name} ` +
          `${JSON.stringify(theirs[name!])}, this one with ${JSON.stringify(config[name!])}: tokens issued by one ` +
          `would be refused by the other. Give every process the same PUBLIC_ORIGIN, USER_POOL_ID and ` +
          `USER_POOL_CLIENT_ID.`,
      );
    }
  }
  return leave;
}
