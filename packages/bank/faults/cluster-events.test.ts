import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDatabase, superviseBanks, type SupervisedBank } from '../src/cluster';
import { findPgBin, startPrivateCluster, type PgCluster } from '../src/db/pg-cluster';
import { openEvents } from '../test/events-support';
import { freePort } from '../test/harness';
import { signIn } from './support';

// Issue 31 across processes: two bank processes on one PostgreSQL. A customer's stream is held by one process, the
// money moves through the other: the trigger's NOTIFY reaches the first at commit and the event arrives. After a
// PostgreSQL restart (every connection dropped) the listening connection is made again: an event made then still
// arrives live at a stream resumed with Last-Event-ID, after the one that was missed while it was away.

const ADMIN_TOKEN = 'events-admin';
let cluster: PgCluster | null = null;
let banks: SupervisedBank[] = [];
const logs: string[] = [];

async function send(bank: SupervisedBank, token: string, fromAccountId: string, amount: string) {
  const res = await fetch(`${bank.url}/api/transfer/between-members/send`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      fromAccountId,
      amount,
      currency: 'USD',
      beneficiaryEmail: 'ada@demo.test',
    }),
  });
  const body = (await res.json()) as { transactionId?: string };
  if (res.status !== 200) throw new Error(`transfer: ${res.status} ${JSON.stringify(body)}`);
  return body.transactionId!;
}

describe.skipIf(!findPgBin())('live events across two bank processes on one PostgreSQL', () => {
  beforeAll(async () => {
    cluster = startPrivateCluster({ maxConnections: 60 });
    const databaseUrl = await ensureDatabase(cluster!.url, 'axia_events');
    const ports = await Promise.all([freePort(), freePort()]);
    banks = superviseBanks({
      databaseUrl,
      ports,
      publicOrigin: `http://127.0.0.1:${ports[0]}`,
      // No periodic catch-up within the test: only the NOTIFY (through a listening connection made again after
      // the restart) can deliver the live event in time.
      env: {
        SANDBOX_ADMIN_TOKEN: ADMIN_TOKEN,
        LOG_LEVEL: 'error',
        BANK_EVENTS_CATCH_UP_MS: '600000',
      },
      log: (line) => logs.push(line),
    });
    for (const bank of banks) bank.start();
    await Promise.all(banks.map((bank) => bank.waitReady(150_000)));
  });
  afterAll(async () => {
    await Promise.all(banks.map((bank) => bank.stop()));
    cluster?.stop();
  });

  it('a transfer through one process reaches the stream held by the other, also after a database restart', async () => {
    const [streaming, posting] = banks as [SupervisedBank, SupervisedBank];
    const ada = await signIn(streaming, 'ada@demo.test');
    const acme = await signIn(posting, 'acme@demo.test');
    const accounts = (await (
      await fetch(`${posting.url}/api/account`, { headers: { authorization: `Bearer ${acme}` } })
    ).json()) as { id: string; currency: string }[];
    const usd = accounts.find((a) => a.currency === 'USD')!.id;

    const reader = await openEvents(streaming.url, ada);
    expect(reader.status).toBe(200);
    await reader.waitForComments(1);
    const first = await send(posting, acme, usd, '12.34');
    const got = await reader.waitFor((e) => e.entityId === first, 15_000);
    expect(got.transaction).toMatchObject({
      direction: 'DEPOSIT',
      amount: '12.34',
      counterparty: 'Wile Coyote',
    });

    // Every connection dropped, the listening one too: it is made again. The client resumes its stream.
    reader.close();
    await cluster!.restart();
    const missed = await callAgain(() => send(posting, acme, usd, '0.56'));
    const resumed = await openEvents(streaming.url, ada, { lastEventId: got.id });
    await resumed.waitFor((e) => e.entityId === missed, 15_000);
    const live = await send(posting, acme, usd, '0.78');
    await resumed.waitFor((e) => e.entityId === live, 15_000);
    expect(resumed.events.map((e) => e.entityId)).toEqual([missed, live]);
    resumed.close();
    for (const bank of banks) expect(bank.unexpectedExits).toEqual([]);
  });
});

/** The first call after the restart may meet a pooled connection the restart dropped (503): tried a few times. */
async function callAgain<T>(call: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (attempt >= 10) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * (attempt + 1)));
    }
  }
}
