import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Kysely } from 'kysely';
import type { BankConfig } from '../config';
import type { Database } from '../db/schema';

// Processes on one database must agree on what makes a token valid everywhere: the issuer (PUBLIC_ORIGIN), the
// identity provider and the user pool and client it names, and on what the bank is (its mode, the sandbox). Each
// live process keeps a heartbeat row (settings `peer:…`, real time) with that configuration; a process that starts
// with another one refuses to start, naming the difference. It writes its own row first and then reads the others,
// so two processes started at the same moment with different configurations both see it (and both refuse) rather
// than both starting.
//
// The database also keeps, for good, the mode it was first opened in (settings `database:environment`): a local
// sandbox process pointed at a production database by mistake would otherwise seed demo users with a published
// password and open /sandbox and the default admin token on real customers' money, even with no peer running.

export interface PeerConfig {
  publicOrigin: string;
  userPoolId: string;
  userPoolClientId: string;
  environment: string;
  sandbox: boolean;
  /** Who issues the ID tokens: 'sandbox' (the bank's own /identity) or the external pool's issuer. */
  identityIssuer: string;
}

/** What processes on one database must agree on, from the bank's configuration (nothing secret). */
export function peerConfigOf(
  config: Pick<
    BankConfig,
    'publicOrigin' | 'userPoolId' | 'userPoolClientId' | 'environment' | 'sandbox' | 'identity'
  >,
): PeerConfig {
  return {
    publicOrigin: config.publicOrigin,
    userPoolId: config.userPoolId,
    userPoolClientId: config.userPoolClientId,
    environment: config.environment,
    sandbox: config.sandbox,
    identityIssuer: config.identity.provider === 'sandbox' ? 'sandbox' : config.identity.issuer,
  };
}

/** The setting each part comes from, for the message. */
const VARIABLE: Record<keyof PeerConfig, string> = {
  publicOrigin: 'PUBLIC_ORIGIN',
  userPoolId: 'USER_POOL_ID',
  userPoolClientId: 'USER_POOL_CLIENT_ID',
  environment: 'APP_ENVIRONMENT',
  sandbox: 'SANDBOX',
  identityIssuer: 'IDENTITY_PROVIDER / IDENTITY_ISSUER',
};

/** The part of the configuration the database keeps for good. */
type DatabaseMode = Pick<PeerConfig, 'environment' | 'sandbox'>;
const DATABASE_MODE_KEY = 'database:environment';

const describeMode = (mode: DatabaseMode) =>
  `${mode.environment} with the sandbox ${mode.sandbox ? 'on' : 'off'}`;

const HEARTBEAT_MS = 5_000;
/** A peer silent this long has stopped (or died): its configuration no longer counts. */
const STALE_MS = 3 * HEARTBEAT_MS;

export class PeerConfigMismatch extends Error {}

/** Joins the processes on `db`; throws PeerConfigMismatch when a live one disagrees. Returns `leave`. */
export async function joinPeers(
  db: Kysely<Database>,
  config: PeerConfig,
): Promise<() => Promise<void>> {
  await assertDatabaseMode(db, { environment: config.environment, sandbox: config.sandbox });
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
          `${JSON.stringify(theirs[name!])}, this one with ${JSON.stringify(config[name!])}: processes on one ` +
          `database must issue and accept the same tokens and be the same bank. Give every process the same ` +
          `${VARIABLE[name!]}.`,
      );
    }
  }
  return leave;
}

/**
 * Records the mode on a new database; refuses a process whose mode differs from the one recorded. An operator who
 * really means to change a database's mode (a dev database turned into uat) changes that settings row by hand.
 */
async function assertDatabaseMode(db: Kysely<Database>, mode: DatabaseMode) {
  await db
    .insertInto('settings')
    .values({ key: DATABASE_MODE_KEY, value: JSON.stringify(mode), updated_at: new Date() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', DATABASE_MODE_KEY)
    .executeTakeFirstOrThrow();
  const recorded = row.value as DatabaseMode;
  if (recorded.environment === mode.environment && recorded.sandbox === mode.sandbox) return;
  throw new PeerConfigMismatch(
    `this database belongs to a bank in ${describeMode(recorded)}; this process runs in ${describeMode(mode)}. ` +
      `A database keeps the mode it was made in (its customers, their money and identities): give this process its ` +
      `own database, or set APP_ENVIRONMENT and SANDBOX as the database's other processes have them ` +
      `(settings row '${DATABASE_MODE_KEY}').`,
  );
}
