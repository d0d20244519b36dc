// cognito-local (an offline Cognito emulator we did not write, patched by patches/cognito-local+5.3.0.patch) for
// tests: one process on 127.0.0.1 with seeded user pools shaped like real region pools, its data in a temporary
// folder, every code it mails fixed to CODE. Its signing key ships in its package: trust it only in tests.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const BIN = fileURLToPath(
  new URL('../../node_modules/cognito-local/lib/bin/start.js', import.meta.url),
);

export const CODE = '123456';
/** The suite's pool and app client; OTHER is a second pool whose tokens the bank must refuse. */
export const POOL = { userPoolId: 'us-east-1_AxiaTest', clientId: 'axiae2ecognitolocalclient1' };
export const OTHER_POOL = {
  userPoolId: 'us-east-1_OtherPool',
  clientId: 'axiae2eotherpoolclient0001',
};
/** A client of the suite's pool whose ID and access tokens live one second (for the expiry check). */
export const SHORT_LIVED_CLIENT = 'axiae2eshortlivedclient001';
/**
 * The suite's pool's groups of bank staff (core's STAFF_GROUPS): a user in one holds that role in the bank's staff
 * API, named by `cognito:groups` in their ID token. A real pool requires MFA of these users (README); cognito-local
 * is not asked to.
 */
export const STAFF_GROUPS = ['axia-staff-viewer', 'axia-staff-operator', 'axia-staff-approver'];

/** A port free on 127.0.0.1 now (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const client = (ClientId, UserPoolId, validity = {}) => ({
  ClientId,
  ClientName: ClientId,
  UserPoolId,
  ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
  CreationDate: new Date(0).toISOString(),
  LastModifiedDate: new Date(0).toISOString(),
  ...validity,
});

/** The pool files cognito-local reads at start (`.cognito/config.json`, `.cognito/db/<pool>.json`, clients). */
function seed(dir) {
  const db = join(dir, '.cognito', 'db');
  mkdirSync(db, { recursive: true });
  writeFileSync(
    join(dir, '.cognito', 'config.json'),
    JSON.stringify({
      UserPoolDefaults: {
        UsernameAttributes: ['email'],
        AutoVerifiedAttributes: ['email'],
        MfaConfiguration: 'OPTIONAL',
      },
    }),
  );
  // An empty pool file: cognito-local fills in the pool's options (its AWS defaults) and users.
  for (const { userPoolId } of [POOL, OTHER_POOL])
    writeFileSync(join(db, `${userPoolId}.json`), '{}');
  const clients = [
    // Five-minute tokens, as a bank's app client would have: the spec moves the browser clock past them to see
    // Amplify refresh (within the app's ten-minute idle limit).
    client(POOL.clientId, POOL.userPoolId, {
      AccessTokenValidity: 5,
      IdTokenValidity: 5,
      TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes' },
    }),
    client(OTHER_POOL.clientId, OTHER_POOL.userPoolId),
    client(SHORT_LIVED_CLIENT, POOL.userPoolId, {
      AccessTokenValidity: 1,
      IdTokenValidity: 1,
      TokenValidityUnits: { AccessToken: 'seconds', IdToken: 'seconds' },
    }),
  ];
  writeFileSync(
    join(db, 'clients.json'),
    JSON.stringify({ Clients: Object.fromEntries(clients.map((c) => [c.ClientId, c])) }),
  );
}

/**
 * Starts cognito-local on 127.0.0.1:`port` (default: a free one) and resolves once /health answers. Returns the
 * endpoint Amplify calls, the issuer and JWKS URL of the suite's pool, and stop() (which also deletes its data).
 */
export async function startCognitoLocal({ port, log = false } = {}) {
  port ??= await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'axia-cognito-local-'));
  seed(dir);
  const child = spawn(process.execPath, [BIN], {
    cwd: dir,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), CODE },
    stdio: ['ignore', log ? 'inherit' : 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const endpoint = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  // Health: poll until it answers, or fail when the process dies (a taken port) or after a generous minute.
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`cognito-local exited (${child.exitCode}) before answering on ${endpoint}`);
    }
    const healthy = await fetch(`${endpoint}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`cognito-local did not answer ${endpoint}/health`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // The staff groups, as a bank's pool has them (its admin API: cognito-local asks for no credentials).
  for (const GroupName of STAFF_GROUPS) {
    const made = await cognito(endpoint, 'CreateGroup', { GroupName, UserPoolId: POOL.userPoolId });
    if (made.status !== 200) {
      await stop();
      throw new Error(`cognito-local CreateGroup ${GroupName}: ${JSON.stringify(made.body)}`);
    }
  }
  const issuer = `${endpoint}/${POOL.userPoolId}`;
  return {
    endpoint,
    issuer,
    jwksUrl: `${issuer}/.well-known/jwks.json`,
    ...POOL,
    stop,
  };
}

/** One Cognito user-pool operation through the AWS JSON protocol, as Amplify sends it. */
export async function cognito(endpoint, operation, body) {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  return { status: response.status, body: json };
}
