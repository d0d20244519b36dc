import { add, compare } from '@axia/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInByEmail, type Customer } from './api-support';
import {
  accountBalance,
  adminCall,
  engine,
  engineUnavailable,
  rowCount,
  startTestBank,
  type TestBank,
} from './harness';

// docs/money.md 'Idempotency keys': a money-moving POST with an Idempotency-Key is carried out once; a repeat with the same key
// and request gets the first answer without moving money again; the same key with another request is 422; a
// repeat while the first runs is 409; keys are per customer; a 4xx answer is kept like any other.

let bank: TestBank;

async function copyOf(like: string, email: string): Promise<Customer> {
  const made = await adminCall(bank, '/customers', { like, email });
  expect(made.status).toBe(200);
  return signInByEmail(bank, email);
}

async function post(who: Customer, path: string, body: unknown, key?: string) {
  const headers: Record<string, string> = {
    authorization: `Bearer ${who.token}`,
    'content-type': 'application/json',
  };
  if (key !== undefined) headers['idempotency-key'] = key;
  const res = await fetch(`${bank.url}/api${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, body: (await res.json()) as any };
}

/** The customer's deposit awaiting confirmation (the seeded digital-currency deposit of 1,500 AXC). */
async function pendingDeposit(who: Customer) {
  const res = await fetch(
    `${bank.url}/api/transfer/external?statusIn=PENDING_CONFIRMATION&methodIn=CRYPTO`,
    { headers: { authorization: `Bearer ${who.token}` } },
  );
  const { data } = (await res.json()) as { data: { id: string; amount: string }[] };
  return data[0]!;
}

const books = async () => ({
  transactions: await rowCount(bank, 'transactions'),
  postings: await rowCount(bank, 'postings'),
});

describe.skipIf(engineUnavailable)(`Idempotency-Key on money-moving calls (${engine})`, () => {
  beforeAll(async () => {
    bank = await startTestBank();
  });
  afterAll(async () => {
    await bank?.close();
  });

  it('carries a confirmation out once; a repeat gets the first answer, another request 422', async () => {
    const ada = await copyOf('ada@demo.test', 'ada.once@idem.test');
    const deposit = await pendingDeposit(ada);
    const before = await accountBalance(bank, ada.accounts.AXC!);
    const body = { externalTransactionId: deposit.id, accountId: ada.accounts.AXC };

    const first = await post(ada, '/deposit/confirm', body, 'confirm-1');
    expect(first).toEqual({
      status: 200,
      body: { statusCode: 200, message: 'Funds are deposited successfully!' },
    });
    const after = await accountBalance(bank, ada.accounts.AXC!);
    expect(compare(after, add(before, deposit.amount))).toBe(0);
    const booked = await books();

    expect(await post(ada, '/deposit/confirm', body, 'confirm-1')).toEqual(first);
    expect(await accountBalance(bank, ada.accounts.AXC!)).toBe(after);
    expect(await books()).toEqual(booked);

    const other = await post(
      ada,
      '/deposit/confirm',
      { ...body, accountId: ada.accounts.USD },
      'confirm-1',
    );
    expect(other.status).toBe(422);
    expect(other.body.message).toBe('This Idempotency-Key was used for another request');

    // Without a key the same request runs again, and the bank refuses it on its own terms.
    expect((await post(ada, '/deposit/confirm', body)).status).toBeGreaterThanOrEqual(400);
    expect(await books()).toEqual(booked);
  });

  it('keeps a refusal as the answer to its key, and keys are per customer', async () => {
    const ada = await copyOf('ada@demo.test', 'ada.refused@idem.test');
    const grace = await copyOf('ada@demo.test', 'grace.refused@idem.test');
    const deposit = await pendingDeposit(ada);
    const wrong = { externalTransactionId: deposit.id, accountId: ada.accounts.USD };
    const refused = await post(ada, '/deposit/confirm', wrong, 'k-1');
    expect(refused.status).toBe(400);
    expect(await post(ada, '/deposit/confirm', wrong, 'k-1')).toEqual(refused);

    // The same key from another customer is hers alone: her own confirmation runs.
    const hers = await pendingDeposit(grace);
    const ok = await post(
      grace,
      '/deposit/confirm',
      { externalTransactionId: hers.id, accountId: grace.accounts.AXC },
      'k-1',
    );
    expect(ok.status).toBe(200);
  });

  it('runs concurrent repeats of one key once', async () => {
    const ada = await copyOf('ada@demo.test', 'ada.race@idem.test');
    const deposit = await pendingDeposit(ada);
    const before = await accountBalance(bank, ada.accounts.AXC!);
    const body = { externalTransactionId: deposit.id, accountId: ada.accounts.AXC };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post(ada, '/deposit/confirm', body, 'race-1')),
    );
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    expect(answers.some((answer) => answer.status === 200)).toBe(true);
    expect(
      compare(await accountBalance(bank, ada.accounts.AXC!), add(before, deposit.amount)),
    ).toBe(0);
  });

  it('refuses a malformed key before doing anything', async () => {
    const ada = await copyOf('ada@demo.test', 'ada.badkey@idem.test');
    const deposit = await pendingDeposit(ada);
    const booked = await books();
    const res = await post(
      ada,
      '/deposit/confirm',
      { externalTransactionId: deposit.id, accountId: ada.accounts.AXC },
      'x'.repeat(256),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Idempotency-Key must be 1 to 255 visible ASCII characters');
    expect(await books()).toEqual(booked);
  });
});
