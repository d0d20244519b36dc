import { describe, expect, it, vi } from 'vitest';
import { TRANSFER_MESSAGES } from '@axia/core';
import type { AuthenticationResponseJSON } from '../webauthn';
import {
  SecondFactorStore,
  type CodeAnswer,
  type PasskeyApprover,
  type SecondFactor,
} from './secondFactor';

// Seed 001 §4, §5, §8: the 207 loop of the member and wire transfers.

const T0 = Date.parse('2025-03-10T10:00:00.000Z');
const codeAnswer = (id: string, at = T0): CodeAnswer => ({
  statusCode: 207,
  message: TRANSFER_MESSAGES.codeSent,
  transaction2faRecordId: id,
  expiresAt: new Date(at + 5 * 60_000).toISOString(),
});
const DONE = { statusCode: 200 as const, message: 'Transaction sent successfully!' };
const httpError = (message: string, status = 400) => Object.assign(new Error(message), { status });

function setup(
  answers: ((factor: SecondFactor | undefined) => unknown)[],
  approver?: PasskeyApprover,
) {
  let now = T0;
  let keyNo = 0;
  const store = new SecondFactorStore(
    () => now,
    () => `key-${++keyNo}`,
    undefined,
    approver,
  );
  const calls: { factor: SecondFactor | undefined; key: string }[] = [];
  const send = vi.fn(async (factor: SecondFactor | undefined, key: string) => {
    calls.push({ factor, key });
    const answer = answers.shift()?.(factor);
    if (answer instanceof Error) throw answer;
    return answer as typeof DONE | CodeAnswer;
  });
  return {
    store,
    send,
    calls,
    advance: (ms: number) => {
      now += ms;
      store.tick();
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the second-factor flow', () => {
  it('a 200 on the first call is done without the dialog', async () => {
    const { store, send } = setup([() => DONE]);
    await expect(store.send(send)).resolves.toEqual({ status: 'done', answer: DONE });
    expect(store.open).toBe(false);
  });

  it('a 207 opens the dialog; under 6 digits says so without a call; the code and record go with the second call', async () => {
    const { store, send, calls } = setup([() => codeAnswer('rec-1'), () => DONE]);
    const result = store.send(send);
    await settle();
    expect(store.open).toBe(true);
    expect(store.countdown).toBe('5:00');
    store.setCode('123');
    await store.submitCode();
    expect(store.error).toBe('Please enter the complete security code.');
    expect(send).toHaveBeenCalledTimes(1);
    store.setCode('123456');
    expect(store.error).toBeNull();
    await store.submitCode();
    await expect(result).resolves.toEqual({ status: 'done', answer: DONE });
    expect(calls[1]?.factor).toEqual({ mfaCode: '123456', transaction2faRecordId: 'rec-1' });
    expect(calls[0]?.key).not.toBe(calls[1]?.key);
    expect(store.open).toBe(false);
  });

  it("'Verification code is invalid' keeps the dialog open with the error", async () => {
    const { store, send } = setup([
      () => codeAnswer('rec-1'),
      () => httpError(TRANSFER_MESSAGES.codeInvalid),
      () => DONE,
    ]);
    const result = store.send(send);
    await settle();
    store.setCode('000000');
    await store.submitCode();
    expect(store.open).toBe(true);
    expect(store.error).toBe('Verification code is invalid');
    expect(store.code).toBe('');
    store.setCode('123456');
    await store.submitCode();
    await expect(result).resolves.toMatchObject({ status: 'done' });
  });

  it('any other error closes the dialog and is the result', async () => {
    const { store, send } = setup([
      () => codeAnswer('rec-1'),
      () => httpError(TRANSFER_MESSAGES.notEnoughBalance),
    ]);
    const result = store.send(send);
    await settle();
    store.setCode('123456');
    await store.submitCode();
    await expect(result).resolves.toEqual({
      status: 'failed',
      message: 'You do not have enough balance for this transaction',
    });
    expect(store.open).toBe(false);
  });

  it("counts 5 minutes down; after expiry Didn't get a verification code? asks again for a new record", async () => {
    const { store, send, calls, advance } = setup([
      () => codeAnswer('rec-1'),
      () => codeAnswer('rec-2', T0 + 300_000),
      () => DONE,
    ]);
    const result = store.send(send);
    await settle();
    advance(61_000);
    expect(store.countdown).toBe('3:59');
    expect(store.expired).toBe(false);
    await store.resend(); // not yet
    expect(send).toHaveBeenCalledTimes(1);
    advance(240_000);
    expect(store.expired).toBe(true);
    await store.resend();
    expect(calls[1]?.factor).toBeUndefined();
    expect(store.recordId).toBe('rec-2');
    expect(store.expired).toBe(false);
    store.setCode('654321');
    await store.submitCode();
    await expect(result).resolves.toMatchObject({ status: 'done' });
    expect(calls[2]?.factor).toEqual({ mfaCode: '654321', transaction2faRecordId: 'rec-2' });
  });

  it("'Verification code is expired' keeps the dialog, clears the record id and wakes the resend", async () => {
    const { store, send } = setup([
      () => codeAnswer('rec-1'),
      () => httpError(TRANSFER_MESSAGES.codeExpired),
    ]);
    void store.send(send);
    await settle();
    store.setCode('123456');
    await store.submitCode();
    expect(store.open).toBe(true);
    expect(store.error).toBe('Verification code is expired');
    expect(store.recordId).toBeNull();
    expect(store.expired).toBe(true);
  });

  it('closing the dialog cancels; a second send while one runs is refused', async () => {
    const { store, send } = setup([() => codeAnswer('rec-1')]);
    const result = store.send(send);
    await expect(store.send(send)).resolves.toEqual({ status: 'cancelled' });
    await settle();
    store.cancel();
    await expect(result).resolves.toEqual({ status: 'cancelled' });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('a call that got no answer keeps its key for the same submission; an answered one frees it', async () => {
    const { store, send, calls } = setup([
      () => new Error('Network Error'),
      () => DONE,
      () => DONE,
    ]);
    await expect(store.send(send, 'body-1')).resolves.toMatchObject({ status: 'failed' });
    await store.send(send, 'body-1');
    await store.send(send, 'body-1');
    expect(calls.map((call) => call.key)).toEqual(['key-1', 'key-1', 'key-2']);
  });
});

// Issue 45: a customer with a passkey approves with it; the mailed code stays one press away.
describe('the passkey approval', () => {
  const PASSKEY = {
    challenge: 'Y2hhbGxlbmdl',
    rpId: 'bank.test',
    allowCredentials: [{ id: 'Y3JlZA', type: 'public-key' as const }],
    userVerification: 'required' as const,
    timeout: 300000,
  };
  const PAYMENT = { amount: '25.00', currency: 'USD', payee: 'Grace Hopper', source: 'USD 1234' };
  const passkeyAnswer = (id: string, payment: typeof PAYMENT | null = PAYMENT): CodeAnswer => ({
    ...codeAnswer(id),
    message: 'Approve this payment with your passkey.',
    passkey: PASSKEY,
    ...(payment ? { payment } : {}),
  });
  const ASSERTION: AuthenticationResponseJSON = {
    id: 'Y3JlZA',
    rawId: 'Y3JlZA',
    type: 'public-key',
    response: { clientDataJSON: 'e30', authenticatorData: 'AQID', signature: 'c2ln' },
    clientExtensionResults: {},
  };
  const closed = () => new DOMException('The prompt was closed.', 'NotAllowedError');

  it('a 207 with a passkey opens the approval with the amount and payee; the signature goes with the record', async () => {
    const approver = vi.fn<PasskeyApprover>(async () => ASSERTION);
    const { store, send, calls } = setup([() => passkeyAnswer('rec-1'), () => DONE], approver);
    const result = store.send(send);
    await settle();
    expect(store.open).toBe(true);
    expect(store.passkey).toEqual({ passkey: PASSKEY, payment: PAYMENT });
    expect(store.message).toBe('Approve this payment with your passkey.');
    await store.approveWithPasskey();
    await expect(result).resolves.toEqual({ status: 'done', answer: DONE });
    expect(approver).toHaveBeenCalledWith(
      { passkey: PASSKEY, payment: PAYMENT },
      { securePayment: true },
    );
    expect(calls[1]?.factor).toEqual({
      transaction2faRecordId: 'rec-1',
      passkeyAssertion: ASSERTION,
    });
    expect(calls[0]?.key).not.toBe(calls[1]?.key);
    expect(store.open).toBe(false);
    expect(store.passkey).toBeNull();
  });

  it('a setting asked with a passkey has no payment to show', async () => {
    const { store, send } = setup([() => passkeyAnswer('rec-1', null)], async () => ASSERTION);
    void store.send(send);
    await settle();
    expect(store.passkey).toEqual({ passkey: PASSKEY });
  });

  it('a prompt closed or failed keeps the approval open, says so, sends nothing, and tries a plain prompt next', async () => {
    const approver = vi
      .fn<PasskeyApprover>()
      .mockRejectedValueOnce(closed())
      .mockResolvedValueOnce(ASSERTION);
    const { store, send, calls } = setup([() => passkeyAnswer('rec-1'), () => DONE], approver);
    const result = store.send(send);
    await settle();
    await store.approveWithPasskey();
    expect(store.open).toBe(true);
    expect(store.pending).toBe(false);
    expect(store.error).toBe(
      'Your passkey did not approve this. The prompt was closed or could not finish. Try again, or ask for a code instead.',
    );
    expect(send).toHaveBeenCalledTimes(1);
    await store.approveWithPasskey();
    expect(approver).toHaveBeenLastCalledWith(expect.anything(), { securePayment: false });
    await expect(result).resolves.toMatchObject({ status: 'done' });
    expect(calls[1]?.factor).toMatchObject({ passkeyAssertion: ASSERTION });
  });

  it("the bank's refusal of the signature is the result, as a code's other errors are", async () => {
    const { store, send } = setup(
      [() => passkeyAnswer('rec-1'), () => httpError('This passkey cannot approve the payment.')],
      async () => ASSERTION,
    );
    const result = store.send(send);
    await settle();
    await store.approveWithPasskey();
    await expect(result).resolves.toEqual({
      status: 'failed',
      message: 'This passkey cannot approve the payment.',
    });
    expect(store.open).toBe(false);
  });

  it('an expired approval keeps the dialog; approving again first asks the bank for a new challenge', async () => {
    const approver = vi.fn<PasskeyApprover>(async () => ASSERTION);
    const { store, send, calls } = setup(
      [
        () => passkeyAnswer('rec-1'),
        () => httpError(TRANSFER_MESSAGES.codeExpired),
        () => passkeyAnswer('rec-2'),
        () => DONE,
      ],
      approver,
    );
    const result = store.send(send);
    await settle();
    await store.approveWithPasskey();
    expect(store.open).toBe(true);
    expect(store.error).toBe('Verification code is expired');
    expect(store.recordId).toBeNull();
    await store.approveWithPasskey();
    expect(calls[2]?.factor).toBeUndefined();
    expect(approver).toHaveBeenCalledTimes(1);
    expect(store.recordId).toBe('rec-2');
    await store.approveWithPasskey();
    await expect(result).resolves.toMatchObject({ status: 'done' });
    expect(calls[3]?.factor).toEqual({
      transaction2faRecordId: 'rec-2',
      passkeyAssertion: ASSERTION,
    });
  });

  it("'Send me a code instead' asks the bank for a mailed code and goes on as the code dialog, also for a new code", async () => {
    const approver = vi.fn<PasskeyApprover>(async () => ASSERTION);
    const { store, send, calls, advance } = setup(
      [
        () => passkeyAnswer('rec-1'),
        () => codeAnswer('rec-2'),
        () => codeAnswer('rec-3'),
        () => DONE,
      ],
      approver,
    );
    const result = store.send(send);
    await settle();
    await store.askForCode();
    expect(calls[1]?.factor).toEqual({ approveWith: 'CODE' });
    expect(store.open).toBe(true);
    expect(store.passkey).toBeNull();
    expect(store.recordId).toBe('rec-2');
    advance(300_000);
    await store.resend();
    expect(calls[2]?.factor).toEqual({ approveWith: 'CODE' });
    store.setCode('123456');
    await store.submitCode();
    await expect(result).resolves.toMatchObject({ status: 'done' });
    expect(calls[3]?.factor).toEqual({ mfaCode: '123456', transaction2faRecordId: 'rec-3' });
    expect(approver).not.toHaveBeenCalled();
  });

  it('without a passkey asked, neither passkey action sends anything', async () => {
    const approver = vi.fn<PasskeyApprover>(async () => ASSERTION);
    const { store, send } = setup([() => codeAnswer('rec-1')], approver);
    void store.send(send);
    await settle();
    await store.approveWithPasskey();
    await store.askForCode();
    expect(send).toHaveBeenCalledTimes(1);
    expect(approver).not.toHaveBeenCalled();
  });

  it('a later flow starts over: the next 207 with a passkey tries Secure Payment Confirmation again', async () => {
    const approver = vi.fn<PasskeyApprover>().mockRejectedValueOnce(closed());
    const { store, send } = setup(
      [() => passkeyAnswer('rec-1'), () => passkeyAnswer('rec-2')],
      approver,
    );
    const first = store.send(send);
    await settle();
    await store.approveWithPasskey();
    store.cancel();
    await expect(first).resolves.toEqual({ status: 'cancelled' });
    void store.send(send);
    await settle();
    approver.mockResolvedValueOnce(ASSERTION);
    await store.approveWithPasskey();
    expect(approver).toHaveBeenLastCalledWith(expect.anything(), { securePayment: true });
  });
});
