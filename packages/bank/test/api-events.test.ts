import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suiteCustomers } from './api-support';
import { openEvents, type EventReader } from './events-support';
import { accountBalance, engine, engineUnavailable, startTestBank, type TestBank } from './harness';

let bank: TestBank;
const customers = suiteCustomers(() => bank, 'events.test');
const { callers, accounts, post } = customers;

const open = (who: string, lastEventId?: string) =>
  openEvents(bank.url, callers[who]!.token, { lastEventId });

describe.skipIf(engineUnavailable)(`live events (${engine})`, () => {
  const readers: EventReader[] = [];
  beforeAll(async () => {
    bank = await startTestBank();
    await customers.add('ada', 'ada@demo.test');
    await customers.add('acme', 'acme@demo.test');
  }, 180_000);
  afterAll(async () => {
    readers.forEach((r) => r.close());
    await bank?.close();
  });

  it('member transfer: each side its own event', async () => {
    const ada = await open('ada');
    const acme = await open('acme');
    readers.push(ada, acme);
    expect(ada.status).toBe(200);
    expect(ada.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    await ada.waitForComments(1);
    await acme.waitForComments(1);
    const res = await post('acme', '/transfer/between-members/send', {
      fromAccountId: accounts.acme!.USD,
      amount: '25',
      currency: 'USD',
      beneficiaryEmail: 'ada@events.test',
    });
    expect(res.status).toBe(200);
    const got = await ada.waitFor((e) => e.type === 'transaction');
    const sent = await acme.waitFor((e) => e.type === 'transaction');
    console.log(JSON.stringify(got), JSON.stringify(sent), await accountBalance(bank, accounts.ada!.USD!));
  });
});
