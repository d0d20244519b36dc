import type { BankEvent } from '@axia/core';
import { OwnActivity } from './ownActivity';

const txEvent = (
  id: string,
  status: 'COMPLETED' | 'PENDING_REVIEW' | 'CANCELED',
  direction: 'DEPOSIT' | 'WITHDRAWAL' = 'WITHDRAWAL',
): BankEvent => ({
  id: `e-${id}-${status}`,
  type: 'transaction',
  at: '2025-03-10T10:00:00.000Z',
  entityId: id,
  status,
  transaction: {
    id,
    publicId: `P-${id}`,
    type: 'WIRE_TRANSFER',
    status,
    direction,
    amount: '10',
    currency: 'USD',
    counterparty: null,
  },
  balances: [],
});

const done = (transactionId: string) => ({
  statusCode: 200,
  message: 'ok',
  transactionId,
  publicId: `P-${transactionId}`,
});

describe('OwnActivity: the rule against double announcements', () => {
  it('knows a transaction this tab created, in its first status only', async () => {
    const own = new OwnActivity();
    await own.track(Promise.resolve(done('tx-1')));
    expect(await own.isOwn(txEvent('tx-1', 'PENDING_REVIEW'))).toBe(true);
    // The other side of the same posting (same status) is still the customer's doing.
    expect(await own.isOwn(txEvent('tx-1', 'PENDING_REVIEW', 'DEPOSIT'))).toBe(true);
    // The back office's decision later is news.
    expect(await own.isOwn(txEvent('tx-1', 'COMPLETED'))).toBe(false);
  });

  it('does not claim other transactions, nor events without one', async () => {
    const own = new OwnActivity();
    await own.track(Promise.resolve(done('tx-1')));
    expect(await own.isOwn(txEvent('tx-2', 'COMPLETED'))).toBe(false);
    expect(await own.isOwn({ ...txEvent('tx-1', 'COMPLETED'), transaction: null })).toBe(false);
  });

  it('matches by public id too', async () => {
    const own = new OwnActivity();
    await own.track(Promise.resolve({ publicId: 'P-tx-9' }));
    expect(await own.isOwn(txEvent('tx-9', 'COMPLETED'))).toBe(true);
  });

  it('holds an event that outran its call until the call answers', async () => {
    const own = new OwnActivity();
    let answer!: (value: unknown) => void;
    void own.track(new Promise((resolve) => (answer = resolve)));
    let verdict: boolean | null = null;
    const pending = own.isOwn(txEvent('tx-3', 'COMPLETED')).then((own) => (verdict = own));
    await Promise.resolve();
    expect(verdict).toBeNull();
    answer(done('tx-3'));
    await pending;
    expect(verdict).toBe(true);
  });

  it('lets a held event go when the call fails', async () => {
    const own = new OwnActivity();
    let fail!: (error: Error) => void;
    own.track(new Promise((_, reject) => (fail = reject))).catch(() => undefined);
    const pending = own.isOwn(txEvent('tx-4', 'COMPLETED'));
    fail(new Error('Insufficient funds'));
    expect(await pending).toBe(false);
  });

  it('hands back the call answer untouched', async () => {
    const own = new OwnActivity();
    await expect(own.track(Promise.resolve(done('tx-5')))).resolves.toEqual(done('tx-5'));
    await expect(own.track(Promise.reject(new Error('no')))).rejects.toThrow('no');
  });
});
