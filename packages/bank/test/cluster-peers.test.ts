import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { joinPeers, peerConfigOf, PeerConfigMismatch, type PeerConfig } from '../src/cluster';
import { engine, engineUnavailable, freshDatabase } from './harness';

// What processes on one database must agree on (cluster/peers.ts): the live ones' token settings and mode, and the
// mode the database was made in, kept for good.

const LOCAL_SANDBOX: PeerConfig = peerConfigOf({
  publicOrigin: 'http://127.0.0.1:8080',
  userPoolId: 'us-east-1_axiasandbox',
  userPoolClientId: 'axiasandboxclient',
  environment: 'local',
  sandbox: true,
  identity: { provider: 'sandbox' },
});

const PRODUCTION: PeerConfig = peerConfigOf({
  publicOrigin: 'https://bank.example',
  userPoolId: 'eu-west-1_Pool1',
  userPoolClientId: 'client1',
  environment: 'production',
  sandbox: false,
  identity: {
    provider: 'external',
    issuer: 'https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_Pool1',
    jwksUrl: 'https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_Pool1/.well-known/jwks.json',
    clientId: 'client1',
    userPoolId: 'eu-west-1_Pool1',
    endpoint: null,
  },
});

describe.skipIf(engineUnavailable)(`bank processes on one database (${engine})`, () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  const leaves: (() => Promise<void>)[] = [];
  const join = async (config: PeerConfig) => {
    const leave = await joinPeers(fresh.database.db, config);
    leaves.push(leave);
    return leave;
  };
  const refusal = (config: PeerConfig) =>
    joinPeers(fresh.database.db, config).then(
      () => {
        throw new Error('joined');
      },
      (error: unknown) => error,
    );

  beforeEach(async () => {
    fresh = await freshDatabase();
  });
  afterEach(async () => {
    for (const leave of leaves.splice(0)) await leave();
    await fresh.database.close();
    fresh.cleanup();
  });

  it('lets processes with the same configuration join', async () => {
    await join(PRODUCTION);
    await join(PRODUCTION);
  });

  it('refuses a local sandbox process on a production database, even when no production process runs', async () => {
    const leave = await join(PRODUCTION);
    await leave();
    const error = await refusal(LOCAL_SANDBOX);
    expect(error).toBeInstanceOf(PeerConfigMismatch);
    expect((error as Error).message).toBe(
      'this database belongs to a bank in production with the sandbox off; this process runs in local with the ' +
        'sandbox on. A database keeps the mode it was made in (its customers, their money and identities): give ' +
        "this process its own database, or set APP_ENVIRONMENT and SANDBOX as the database's other processes have " +
        "them (settings row 'database:environment').",
    );
    // The database's record is unchanged by the refused process.
    await join(PRODUCTION);
  });

  it('refuses a process with the sandbox off on a sandbox database', async () => {
    await join(LOCAL_SANDBOX);
    const error = await refusal({ ...LOCAL_SANDBOX, sandbox: false });
    expect((error as Error).message).toContain(
      'local with the sandbox on; this process runs in local with the sandbox off',
    );
  });

  it('refuses a live peer with another identity issuer, naming the setting', async () => {
    await join(PRODUCTION);
    const error = await refusal({ ...PRODUCTION, identityIssuer: 'https://other.example/pool' });
    expect(error).toBeInstanceOf(PeerConfigMismatch);
    expect((error as Error).message).toContain('runs with identityIssuer');
    expect((error as Error).message).toContain(
      'Give every process the same IDENTITY_PROVIDER / IDENTITY_ISSUER.',
    );
  });
});
