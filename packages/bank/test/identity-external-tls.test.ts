import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { PROVIDER_UNAVAILABLE } from '../src/identity/external';
import { engine, engineUnavailable, inProcessBank } from './harness';
import { newPoolKey, poolIdToken, type PoolKey } from './pool-keys';

// Issue 39 #7: a user pool behind a certificate the bank does not trust (a private CA without NODE_EXTRA_CA_CERTS)
// answered 503 with nothing in the log. Now the log says why, once for a burst of failures (not once per call),
// with the JWKS URL and the TLS error and how to trust a private CA, and never the token.

const POOL_ID = 'eu-west-1_TlsPool';
const CLIENT_ID = 'tlspoolclient';

let dir: string;
let server: Server;
let issuer: string;
let key: PoolKey;
const log: string[] = [];
let bank: Awaited<ReturnType<typeof inProcessBank>>;

function idToken() {
  return poolIdToken(key, issuer, CLIENT_ID, {
    sub: crypto.randomUUID(),
    email: 'tls@example.test',
  });
}

describe.skipIf(engineUnavailable)(
  `a user pool behind an untrusted certificate (${engine})`,
  () => {
    beforeAll(async () => {
      // A self-signed certificate for 127.0.0.1: what a pool behind a private CA looks like to a bank without it.
      dir = mkdtempSync(join(tmpdir(), 'axia-tls-'));
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-days',
          '1',
          '-subj',
          '/CN=127.0.0.1',
          '-addext',
          'subjectAltName=IP:127.0.0.1',
          '-keyout',
          join(dir, 'key.pem'),
          '-out',
          join(dir, 'cert.pem'),
        ],
        { stdio: 'ignore' },
      );
      key = await newPoolKey('tls-key');
      server = createServer(
        { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) },
        (_request, response) =>
          response
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify({ keys: [key.jwk] })),
      );
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      issuer = `https://127.0.0.1:${(server.address() as AddressInfo).port}/${POOL_ID}`;
      bank = await inProcessBank(
        {
          ...loadConfig({ SANDBOX: '0', LOG_LEVEL: 'info', APP_DIST_DIR: '' }),
          identity: {
            provider: 'external',
            issuer,
            jwksUrl: `${issuer}/.well-known/jwks.json`,
            clientId: CLIENT_ID,
            userPoolId: POOL_ID,
            endpoint: null,
          },
          userPoolId: POOL_ID,
          userPoolClientId: CLIENT_ID,
        },
        log,
      );
    });
    afterAll(async () => {
      await bank?.close();
      await new Promise((resolve) => server?.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    });

    it('answers 503 and logs the TLS failure once for the burst, with the fix, never the token', async () => {
      const tokens = [await idToken(), await idToken(), await idToken()];
      for (const token of tokens) {
        const res = await bank.app.inject({
          method: 'GET',
          url: '/api/user',
          headers: { authorization: `Bearer ${token}` },
        });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toMatchObject({ message: PROVIDER_UNAVAILABLE });
      }
      const reports = log
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((line) => String(line.msg).startsWith('identity provider unreachable'));
      expect(reports).toHaveLength(1);
      expect(reports[0]).toMatchObject({
        level: 50,
        jwksUrl: `${issuer}/.well-known/jwks.json`,
        msg:
          'identity provider unreachable: its keys (JWKS) could not be fetched, sign-ins answer 503: the ' +
          "provider's TLS certificate is not trusted (a private CA? give the bank its certificate with " +
          'NODE_EXTRA_CA_CERTS=/path/to/ca.pem)',
      });
      expect(String(reports[0]!.cause)).toContain(
        `Failed to fetch ${issuer}/.well-known/jwks.json: fetch failed (`,
      );
      expect(String(reports[0]!.cause)).toMatch(/SELF_SIGNED_CERT|self-signed certificate/);
      for (const token of tokens) expect(log.join('')).not.toContain(token);
    });
  },
);
