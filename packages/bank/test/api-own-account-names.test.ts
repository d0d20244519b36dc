import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counterpartOf } from '../src/modules/transactions/service';
import { suiteCustomers } from './api-support';
import { engine, engineUnavailable, startTestBank, type TestBank } from './harness';

// Issue 42: a transfer between two of the customer's own accounts names the accounts, not the customer — the
// history's generated description ("To your EUR account" / "From your USD account"), the search over it, and the
// live event's counterparty (src/events/view.ts names it with counterpartOf: "Sent $100.00 to your EUR account").
// A transfer to another member still names the member.

let bank: TestBank;
const customers = suiteCustomers(() => bank, 'own-names.test');
const { accounts, emails, get, post, setUser } = customers;

interface Listed {
  id: string;
  title: string;
  description: string | null;
}

const history = async (who: string, accountId: string, extra = '') =>
  (
    await get(
      who,
      `/account/transaction?accountId=${accountId}&generateTitleAndDescription=true&limit=100${extra}`,
    )
  ).body.data as Listed[];

describe.skipIf(engineUnavailable)(`own-account transfers name the accounts (${engine})`, () => {
  beforeAll(async () => {
    bank = await startTestBank();
    await customers.add('ada', 'acme@demo.test');
    await customers.add('bob', 'acme@demo.test');
  }, 120_000);
  afterAll(async () => {
    await bank?.close();
  });

  it('describes a USD → EUR transfer by the two accounts on each side', async () => {
    const { USD: usd, EUR: eur } = accounts.ada as { USD: string; EUR: string };
    const res = await post('ada', '/transfer/between-accounts', {
      fromAccountId: usd,
      toAccountId: eur,
      amount: '100.00',
    });
    expect(res.status).toBe(200);
    const id = res.body.transactionId as string;
    const sent = (await history('ada', usd)).find((t) => t.id === id);
    expect(sent).toMatchObject({
      title: 'Transfer between accounts',
      description: 'To your EUR account',
    });
    const received = (await history('ada', eur)).find((t) => t.id === id);
    expect(received).toMatchObject({ description: 'From your USD account' });

    // The search finds what the list shows (the SQL mirror of the generated description).
    await setUser('ada', { privileged: true });
    const found = await history('ada', usd, `&search=${encodeURIComponent('your EUR account')}`);
    expect(found.map((t) => t.id)).toContain(id);
    const byName = await history('ada', usd, `&search=${encodeURIComponent('To Ada')}`);
    expect(byName.map((t) => t.id)).not.toContain(id);

    // The live event's counterparty, from the stored row.
    const row = await bank.ctx.db
      .selectFrom('transactions')
      .select(['from_side', 'to_side'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(counterpartOf(row, 'WITHDRAWAL')).toBe('your EUR account');
    expect(counterpartOf(row, 'DEPOSIT')).toBe('your USD account');
  });

  it('still names the other member of a transfer between members', async () => {
    const res = await post('ada', '/transfer/between-members/send', {
      fromAccountId: accounts.ada!.USD,
      amount: '5',
      currency: 'USD',
      beneficiaryEmail: emails.bob,
    });
    expect(res.status).toBe(200);
    const id = res.body.transactionId as string;
    const sent = (await history('ada', accounts.ada!.USD!)).find((t) => t.id === id);
    expect(sent?.description).toMatch(/^To (?!your )/);
    const row = await bank.ctx.db
      .selectFrom('transactions')
      .select(['from_side', 'to_side'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(counterpartOf(row, 'WITHDRAWAL')).not.toMatch(/^your /);
  });
});
