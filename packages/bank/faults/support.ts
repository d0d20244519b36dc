import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { SupervisedBank } from '../src/cluster';
import type { Database } from '../src/db/schema';
import { LIFTED_LIMITS, SETTING_KEY as RATE_LIMITS_SETTING } from '../src/limits';
import { DEMO_PASSWORD } from '../src/sandbox/seed';

// The fault suite's client: it calls the bank processes as the app and a load balancer do together. A money call
// keeps its Idempotency-Key until the bank decides (a 2xx or a 4xx other than 409); no answer, a 5xx or a 409 is
// retried with the same key, on the next process (a balancer's redispatch), with a growing pause — bounded in
// tries and time, so the suite always ends.

export interface Answer {
  status: number;
  body: Record<string, unknown>;
  tries: number;
}

const MAX_TRIES = 80;
const DEADLINE_MS = 60_000;

export async function callUntilDecided(
  banks: SupervisedBank[],
  start: number,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown },
): Promise<Answer | null> {
  const deadline = Date.now() + DEADLINE_MS;
  for (let tries = 1; tries <= MAX_TRIES && Date.now() < deadline; tries++) {
    const bank = banks[(start + tries - 1) % banks.length]!;
    try {
      const res = await fetch(`${bank.url}${path}`, {
        method: init.method ?? 'POST',
        headers: { 'content-type': 'application/json', ...init.headers },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(15_000),
      });
      const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
      if (res.status < 500 && res.status !== 409) return { status: res.status, body, tries };
    } catch {
      // no answer: the process died or the connection broke
    }
    await sleep(Math.min(500, 20 * tries));
  }
  return null;
}

/** A call of the identity service (the Cognito JSON protocol) on one process. */
export const identity = (bank: Pick<SupervisedBank, 'url'>, target: string, body: unknown) =>
  fetch(`${bank.url}/identity`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
    },
    body: JSON.stringify(body),
  });

/** A demo customer's ID token, signed in on `bank` (a process, or the load balancer's front). */
export async function signIn(bank: Pick<SupervisedBank, 'url'>, email: string): Promise<string> {
  const res = await identity(bank, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: 'axiasandboxclient',
    AuthParameters: { USERNAME: email, PASSWORD: DEMO_PASSWORD },
  });
  const body = (await res.json()) as { AuthenticationResult?: { IdToken: string } };
  if (!body.AuthenticationResult) throw new Error(`sign-in ${email}: ${JSON.stringify(body)}`);
  return body.AuthenticationResult.IdToken;
}

/**
 * The per-customer velocity limit (src/limits) lifted, before any process has read it, as the bank suite's harness
 * does: a handful of customers move money many times a second here.
 */
export async function liftRateLimits(db: Kysely<Database>) {
  await db
    .insertInto('settings')
    .values({
      key: RATE_LIMITS_SETTING,
      value: JSON.stringify(LIFTED_LIMITS),
      updated_at: new Date(),
    })
    .execute();
}

/** A stand-in build of the app in `dir`/app (the suite needs its files served, not the real app): for APP_DIST_DIR. */
export function standInApp(dir: string): string {
  const appDir = join(dir, 'app');
  mkdirSync(appDir, { recursive: true });
  writeFileSync(join(appDir, 'index.html'), '<!doctype html><title>Axia</title>');
  return appDir;
}
