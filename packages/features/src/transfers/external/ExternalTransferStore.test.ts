import { describe, expect, it } from 'vitest';
import { createBankClient, type TransportRequest } from '@axia/core';
import { fakeTransport } from '../../kit/testing';
import { SubmissionKeys } from '../../kit';
import { ExternalTransferStore } from './ExternalTransferStore';
import { DONE, ETH_ADDRESS, externalAccounts } from './fixtures';
import { recipientBody, recipientErrors, EMPTY_RECIPIENT } from './recipient';

// Seed 001 §2, §5, §9: the external transfer's state, its recipient's rules and its one key per submission.

function ready(responses: Record<string, unknown> = {}) {
  const store = new ExternalTransferStore(createBankClient(fakeTransport(responses)), 'wallet');
  store.accountsState = { status: 'ready', accounts: externalAccounts };
  return store;
}

function atOverview(store: ExternalTransferStore) {
  store.chooseAccount('acc-axc');
  store.setAmount('10');
  store.setAddress(ETH_ADDRESS);
  for (const [field, value] of Object.entries({
    firstname: 'Ada',
    lastname: 'Lovelace',
    address1: '1 St',
    postcode: '1',
    city: 'C',
    state: 'S',
    country: 'GB',
  }))
    store.setRecipientField(field as 'firstname', value);
  store.step = 3;
  store.setAcknowledged(true);
}

describe('the external transfer store', () => {
  it('the minimum note, the fee and what arrives', () => {
    const store = ready();
    store.chooseAccount('acc-axc');
    store.setAmount('4.99999');
    expect(store.minimumNote).toBe('The minimum external transfer amount is 5.00000 AXC');
    store.setAmount('5');
    expect(store.minimumNote).toBeNull();
    expect(store.fee).toEqual({ fee: '0.05000', received: '4.95000' });
    store.setAmount('1500.00001');
    expect(store.balanceProblem).toBe('You do not have enough balance for this transaction');
  });

  it('a frozen account cannot be the source', () => {
    const store = ready();
    store.chooseAccount('acc-axc-2');
    expect(store.account).toBeNull();
    expect(store.canProceed).toBe(false);
  });

  it('the recipient’s messages per kind; the body trimmed, only the kind’s names', () => {
    expect(recipientErrors('CORPORATE', EMPTY_RECIPIENT)).toEqual({
      corporateName: 'Corporate name is required!',
      address1: 'Address is required!',
      postcode: 'Postcode is required!',
      city: 'City is required!',
      state: 'State is required!',
      country: 'Country is required!',
    });
    expect(
      recipientBody('CORPORATE', {
        ...EMPTY_RECIPIENT,
        firstname: 'x',
        corporateName: ' Acme ',
        address2: '  ',
      }),
    ).toEqual({
      corporateName: 'Acme',
      address1: '',
      postcode: '',
      city: '',
      state: '',
      country: '',
    });
  });

  it('one Idempotency-Key per submission: a retry after no answer reuses it, a new submission gets another', async () => {
    const keys: string[] = [];
    let fail = true;
    const store = ready({
      externalWalletTransfer: (request: TransportRequest) => {
        keys.push(request.idempotencyKey!);
        if (fail) return Promise.reject(new TypeError('Failed to fetch'));
        return DONE;
      },
    });
    atOverview(store);
    const submissions = new SubmissionKeys();
    const signature = 'the same transfer';
    const first = await store.submit(submissions.key(signature));
    submissions.settle(signature, first.sent ? undefined : first.error);
    fail = false;
    const second = await store.submit(submissions.key(signature));
    submissions.settle(signature, second.sent ? undefined : second.error);
    expect(second).toEqual({ sent: true });
    expect(keys[0]).toBe(keys[1]);
    await store.submit(submissions.key(signature));
    expect(keys[2]).not.toBe(keys[0]);
  });
});
