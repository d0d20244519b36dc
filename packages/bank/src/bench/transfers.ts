import type autocannon from 'autocannon';
import type { Kysely } from 'kysely';
import { fileURLToPath } from 'node:url';
import type { Database } from '../db/schema';
import { withSecondUsdAccount } from '../sandbox/second-account';
import { DEMO_PASSWORD } from '../sandbox/seed';

// The benches' transfers (main.ts, ratio.ts): customers made for the load, and the requests autocannon sends.

export const TRANSFER_SAME = 'POST /api/transfer/between-accounts (same currency)';
export const TRANSFER_FX = 'POST /api/transfer/between-accounts (USD ⇄ EUR, through FX)';
export const TRANSFER_MEMBER =
  'POST /api/transfer/between-members/send (USD, to the next customer)';
export type TransferKind = 'same' | 'fx' | 'member';
const TRANSFER_CUSTOMERS = 10;
/** The transfers' setupRequest, a file autocannon's workers load (dist/bench*.js → src/bench/). */
const TRANSFER_REQUEST = fileURLToPath(
  new URL('../src/bench/transfer-request.cjs', import.meta.url),
);

/** A demo customer's ID token through the identity API (password sign-in). */
async function signIn(url: string, email: string): Promise<string> {
  const res = await fetch(`${url}/identity`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: 'axiasandboxclient',
      AuthParameters: { USERNAME: email, PASSWORD: DEMO_PASSWORD },
    }),
  });
  const body = (await res.json()) as { AuthenticationResult?: { IdToken: string } };
  if (!body.AuthenticationResult)
    throw new Error(`bench sign-in ${email}: ${JSON.stringify(body)}`);
  return body.AuthenticationResult.IdToken;
}

/**
 * Transfers for the bench: 10 customers (copies of acme@demo.test, each with a second USD account funded from the
 * first), each request one customer's transfer of a small amount — back and forth between their own accounts so the
 * balances last, or to the next customer in a ring — each with its own Idempotency-Key, as the app sends them
 * (transfer-request.cjs). `urls`: the bank processes to load (their connections split between them).
 */
export async function transferSetup(db: Kysely<Database>, urls: string[], adminToken: string) {
  const url = urls[0]!;
  const customers: { token: string; email: string; usd: string; usd2: string; eur: string }[] = [];
  for (let i = 0; i < TRANSFER_CUSTOMERS; i++) {
    const email = `bench${i}@bench.test`;
    const made = await fetch(`${url}/sandbox/admin/customers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': adminToken },
      body: JSON.stringify({ like: 'acme@demo.test', email }),
    });
    if (!made.ok) throw new Error(`bench customer: ${made.status} ${await made.text()}`);
    const { usd, usd2, eur } = await withSecondUsdAccount(db, email, {
      prefix: 'bench',
      publicId: `USD9${String(i).padStart(9, '0')}`,
    });
    const IdToken = await signIn(url, email);
    customers.push({ token: IdToken, email, usd, usd2, eur });
    const funded = await fetch(`${url}/api/transfer/between-accounts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${IdToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ fromAccountId: usd, toAccountId: usd2, amount: '5000' }),
    });
    if (!funded.ok) throw new Error(`bench funding: ${funded.status} ${await funded.text()}`);
  }
  return {
    /**
     * The load runs in worker threads (autocannon's workers), as pgbench's clients run outside the server: the
     * bank's event loop serves requests and does not also generate them. `connections` in all, split between
     * the processes.
     */
    requests(kind: TransferKind, connections = 10): autocannon.Options[] {
      process.env.BENCH_TRANSFER_CUSTOMERS = JSON.stringify(customers);
      process.env.BENCH_TRANSFER_KIND = kind;
      return urls.map((target, i) => ({
        url: `${target}/api/transfer/${kind === 'member' ? 'between-members/send' : 'between-accounts'}`,
        method: 'POST',
        connections:
          Math.floor(connections / urls.length) + (i < connections % urls.length ? 1 : 0),
        workers: urls.length === 1 ? 2 : 1,
        requests: [{ setupRequest: TRANSFER_REQUEST as never }],
      }));
    },
  };
}
