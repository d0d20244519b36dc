import type { BankEvent } from '@axia/core';
import { ANSWER_RACE_MS, OwnActivity } from './ownActivity';

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

/** Moves the clock past the window in which an event is taken as a just-answered call's doing. */
const later = () => vi.setSystemTime(Date.now() + ANSWER_RACE_MS + 1);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-03-10T10:00:00.000Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('OwnActivity: the rule against double announcements', () => {
  it('knows a transaction this tab created, in its first status only', async () => {
    const own = new OwnActivity();
    await own.track(Promise.resolve(done('tx-1')));
    later();
    expect(await own.isOwn(txEvent('tx-1', 'PENDING_REVIEW'))).toBe(true);
    // The other side of the same posting (same status) is still the customer's doing.
    expect(await own.isOwn(txEvent('tx-1', 'PENDING_REVIEW', 'DEPOSIT'))).toBe(true);
    // The back office's decision later is news.
    expect(await own.isOwn(txEvent('tx-1', 'COMPLETED'))).toBe(false);
  });

  it('knows what a call acted on from its request (a cancel names the item, its answer nothing)', async () => {
    const own = new OwnActivity();
    await own.track(Promise.resolve({ statusCode: 200, message: 'Canceled' }), {
      params: { id: 'tx-7' },
    });
    later();
    expect(await own.isOwn(txEvent('tx-7', 'CANCELED'))).toBe(true);
  });

  it('takes the next status of an item it acted on again as this call’s (submitted, then cancelled here)', async () => {
    const own = new OwnActivity();
    await own.track(Promise.resolve(done('tx-8')));
    later();
    expect(await own.isOwn(txEvent('tx-8', 'PENDING_REVIEW'))).toBe(true);
    await own.track(Promise.resolve({ statusCode: 200, message: 'Canceled' }), {
      params: { id: 'tx-8' },
    });
    later();
    expect(await own.isOwn(txEvent('tx-8', 'CANCELED'))).toBe(true);
  });

  it('does not claim other transactions or events, once its answer is a while ago', async () => {
    const own = new OwnActivity();
    await own.track(Promise.resolve(done('tx-1')));
    later();
    expect(await own.isOwn(txEvent('tx-2', 'COMPLETED'))).toBe(false);
    expect(
      await own.isOwn({ ...txEvent('tx-3', 'COMPLETED'), type: 'staking', transaction: null }),
    ).toBe(false);
  });

  it('matches by public id too', async () => {
    const own = new OwnActivity();
    await own.track(Promise.resolve({ publicId: 'P-tx-9' }));
    later();
    expect(await own.isOwn(txEvent('tx-9', 'COMPLETED'))).toBe(true);
  });

  it('holds an event that outran its call until the call answers, and takes it as the call’s', async () => {
    const own = new OwnActivity();
    let answer!: (value: unknown) => void;
    void own.track(new Promise((resolve) => (answer = resolve)));
    let verdict: boolean | null = null;
    const pending = own.isOwn(txEvent('tx-3', 'COMPLETED')).then((own) => (verdict = own));
    await Promise.resolve();
    expect(verdict).toBeNull();
    answer({ statusCode: 200, message: 'Staking applied' });
    await pending;
    expect(verdict).toBe(true);
  });

  it('takes an event right after its answer as the call’s (the two race), not one a while later', async () => {
    const own = new OwnActivity();
    await own.track(Promise.resolve({ statusCode: 200, message: 'Card loaded' }));
    vi.setSystemTime(Date.now() + ANSWER_RACE_MS);
    expect(await own.isOwn(txEvent('tx-4', 'COMPLETED'))).toBe(true);
    vi.setSystemTime(Date.now() + 1);
    expect(await own.isOwn(txEvent('tx-5', 'COMPLETED'))).toBe(false);
  });

  it('hands back the call answer untouched', async () => {
    const own = new OwnActivity();
    await expect(own.track(Promise.resolve(done('tx-5')))).resolves.toEqual(done('tx-5'));
    await expect(own.track(Promise.reject(new Error('no')))).rejects.toThrow('no');
  });
});
