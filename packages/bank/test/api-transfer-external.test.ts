import { add, compare, subtract, toChecksumAddress } from '@axia/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../src/modules/ledger/audit';
import { custodyOwnerOf } from '../src/modules/deposits/network/custody-addresses';
import { createTokenWallet } from '../src/modules/deposits/token/service';
import { internalAccount } from '../src/modules/ledger/post';
import { sandboxCustody, sandboxTokenWalletAddress } from '../src/sandbox/custody';
import { ledgerCounts, provisionCaller, suiteCustomers } from './api-support';
import { staffReviewHeld } from './staff-support';
import { uniqueExternalRecipients } from '../src/db/migrations/0016-unique-external-recipients';
import {
  accountBalance,
  adminCall,
  engine,
  engineUnavailable,
  startTestBank,
  type TestBank,
} from './harness';

// Seed 001 §2 'External wallet (and network V1/V2 variants)', §3 'External recipient', §4, §5, §7, §8, §9: the
// external wallet, axtend and network V1/V2 transfers (the money held in PENDING_HOLD, PENDING_REVIEW, the
// recipient kept as a beneficiary), their refusals (4xx with the spec's messages, nothing posted), and the back
// office's review of held transfers — these and wire transfers (approve: out and fee; reject: a full refund).

let bank: TestBank;
const customers = suiteCustomers(() => bank, 'external.test');
const { callers, accounts, emails, get, post } = customers;
const customer = customers.add;

const admin = (path: string, body: unknown) => adminCall(bank, path, body);

/** Staff review a held transfer (the staff API; an approval above the threshold with a second person's approval). */
const review = (reference: string, decision: string) => staffReviewHeld(bank, reference, decision);
const balance = (id: string) => accountBalance(bank, id);

const books = () => ledgerCounts(bank);

/** A transaction's legs as { account: amount } (amounts compared as decimals). */
async function legsOf(transactionId: string) {
  const rows = await bank.ctx.db
    .selectFrom('postings')
    .select(['account_id', 'amount'])
    .where('transaction_id', '=', transactionId)
    .execute();
  return rows.map((r) => ({ account: r.account_id, amount: r.amount }));
}
const same = (a: string, b: string) => compare(a, b) === 0;

// EIP-55's own example; a wrong checksum: one letter's case changed.
const ETH = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const ETH_BAD_CHECKSUM = '0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const V1 = 'axc1qpzry9x8gf2tvdw0s3jn54khce6mua7lqpzry9';
const V2 = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';

const individual = {
  firstname: ' Jane ',
  lastname: ' Doe ',
  address1: ' 1 Main St ',
  address2: '',
  postcode: ' 12345 ',
  city: ' Springfield ',
  state: ' IL ',
  country: 'us',
};
const corporate = {
  corporateName: ' Acme Corp ',
  address1: '2 Elm St',
  postcode: '54321',
  city: 'Shelbyville',
  state: 'IL',
  country: 'US',
};

describe.skipIf(engineUnavailable)(`external transfers API (${engine})`, () => {
  beforeAll(async () => {
    bank = await startTestBank();
    await customer('wile', 'acme@demo.test');
    await customer('road', 'acme@demo.test');
    await customer('ada', 'ada@demo.test');
    await customer('lee', 'legacy@demo.test');
    await customer('sam', 'suspended@demo.test');
    for (const who of ['wile', 'road', 'ada'])
      await admin(`/users/${encodeURIComponent(emails[who]!)}/features`, {
        add: ['CUSTODY', 'CUSTODY_V2'],
      });
  }, 120_000);
  afterAll(async () => {
    await bank?.close();
  });

  const wallet = (who: string, body: Record<string, unknown>) =>
    post(who, '/transfer/externalWalletTransfer', {
      amount: '100',
      toAddress: ETH,
      fromAccountId: accounts[who]!.AXC,
      beneficiaryType: 'INDIVIDUAL',
      beneficiary: individual,
      ...body,
    });

  it('holds an external wallet transfer for review: the account debited, PENDING_HOLD credited', async () => {
    const axc = accounts.wile!.AXC!;
    const hold = await internalAccount(bank.ctx.db, 'PENDING_HOLD', 'AXC');
    const [before, holdBefore] = [await balance(axc), await balance(hold)];
    const res = await wallet('wile', { amount: '100.5' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      statusCode: 200,
      message: 'External Ethereum Wallet transfer succeeded!',
      transactionId: expect.any(String),
      publicId: expect.stringMatching(/^TX[0-9A-F]{12}$/),
    });
    expect(same(await balance(axc), subtract(before, '100.5'))).toBe(true);
    expect(same(await balance(hold), add(holdBefore, '100.5'))).toBe(true);
    // 'Transactions in Review' reads it.
    const item = await get('wile', `/transfer/external?id=${res.body.publicId}`);
    expect(item.body.data).toEqual([
      expect.objectContaining({
        id: res.body.transactionId,
        type: 'EXTERNAL_WALLET_TRANSFER',
        method: 'CRYPTO',
        status: 'PENDING_REVIEW',
        direction: 'WITHDRAWAL',
        currency: 'AXC',
        accountId: axc,
        providerAmount: '99.49500',
        providerFeeAmount: '1.00500',
        providerFeeCurrency: 'AXC',
      }),
    ]);
    const inReview = await get('wile', '/transfer/external?statusIn=PENDING_REVIEW');
    expect(inReview.body.data.map((t: { id: string }) => t.id)).toContain(res.body.transactionId);
    expect(item.body.data[0].providerMetaData).toEqual({
      toAddress: ETH,
      beneficiaryName: 'Jane Doe',
      extraData: {
        beneficiaryType: 'INDIVIDUAL',
        recipient: {
          firstname: 'Jane',
          lastname: 'Doe',
          address1: '1 Main St',
          postcode: '12345',
          city: 'Springfield',
          state: 'IL',
          country: 'US',
        },
      },
    });
    // The recipient is kept as a beneficiary, and reused for the same name and address.
    expect((await wallet('wile', { amount: '5' })).status).toBe(200);
    const kept = await get('wile', '/beneficiary?type=EXTERNAL_WALLET_TRANSFER_INDIVIDUAL');
    expect(kept.body).toHaveLength(1);
    expect(kept.body[0]).toMatchObject({
      beneficiaryName: 'Jane Doe',
      status: 'active',
      extraData: {
        toAddress: ETH,
        kind: 'EXTERNAL_WALLET_TRANSFER',
        recipient: { firstname: 'Jane', country: 'US' },
      },
    });
    expect((await auditLedger(bank.ctx.db)).ok).toBe(true);
  });

  it('moves the money once for a repeated Idempotency-Key (a double-clicked Send)', async () => {
    const axc = accounts.wile!.AXC!;
    const before = await balance(axc);
    const send = () =>
      fetch(`${bank.url}/api/transfer/externalWalletTransfer`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${callers.wile!.token}`,
          'content-type': 'application/json',
          'idempotency-key': 'external-double-click',
        },
        body: JSON.stringify({
          amount: '8',
          toAddress: ETH,
          fromAccountId: axc,
          beneficiaryType: 'INDIVIDUAL',
          beneficiary: individual,
        }),
      }).then(async (res) => ({ status: res.status, body: await res.json() }));
    const answers = await Promise.all([send(), send()]);
    const again = await send();
    const ok = [...answers, again].filter((a) => a.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(2);
    expect(new Set(ok.map((a) => a.body.transactionId)).size).toBe(1);
    for (const a of answers) expect([200, 409]).toContain(a.status);
    expect(same(await balance(axc), subtract(before, '8'))).toBe(true);
  });

  it('holds axtend, network V1 and V2 withdrawals with their texts', async () => {
    const wile = accounts.wile!;
    const axtend = await post('wile', '/transfer/externalAxtendTransfer', {
      amount: '5',
      toAddress: V1,
      fromAccountId: wile.AXC,
      beneficiaryType: 'CORPORATE',
      beneficiary: corporate,
    });
    expect(axtend.status).toBe(200);
    expect(axtend.body.message).toBe(
      'External AXIA network wallet transfer submitted. Funds will be transferred to your wallet after admin have reviewed the transaction.',
    );
    const v1 = await post('wile', '/transfer/axcustody/withdrawal', {
      amount: '10.12345',
      toAddress: V1,
      fromAccountId: wile.AXC,
      beneficiaryType: 'CORPORATE',
      beneficiary: corporate,
    });
    expect(v1.status).toBe(200);
    expect(v1.body.message).toBe(axtend.body.message);
    const usaxBefore = await balance(wile.USAX!);
    const v2 = await post('wile', '/transfer/axcustody/withdrawal', {
      asset: 'usax',
      amount: '20',
      toAddress: V2,
      accountId: wile.USAX,
      beneficiaryType: 'CORPORATE',
      beneficiary: corporate,
    });
    expect(v2.status).toBe(200);
    expect(v2.body.message).toBe(
      'External AXIA Network (V2) wallet transfer submitted. Funds will be transferred to your wallet after admin have reviewed the transaction.',
    );
    expect(same(await balance(wile.USAX!), subtract(usaxBefore, '20'))).toBe(true);
    const v2axc = await post('wile', '/transfer/axcustody/withdrawal', {
      asset: 'axiaV2',
      amount: '6',
      toAddress: V2.toLowerCase(),
      accountId: wile.AXC,
      beneficiaryType: 'INDIVIDUAL',
      beneficiary: individual,
    });
    expect(v2axc.status).toBe(200);
    const read = async (id: string) =>
      (await get('wile', `/transfer/external?id=${id}`)).body.data[0];
    expect(await read(axtend.body.publicId)).toMatchObject({
      type: 'NETWORK_WITHDRAWAL',
      method: 'NETWORK',
      status: 'PENDING_REVIEW',
    });
    expect(await read(v1.body.publicId)).toMatchObject({
      type: 'NETWORK_WITHDRAWAL',
      method: 'NETWORK',
      providerAmount: '10.02222',
      providerFeeAmount: '0.10123',
    });
    expect(await read(v2.body.publicId)).toMatchObject({
      type: 'NETWORK_V2_WITHDRAWAL',
      method: 'NETWORK_V2',
      currency: 'USAX',
      accountId: wile.USAX,
    });
    // Issue 29 #12: the same recipient again (its address in another case, its name in other case and spacing) is
    // the same beneficiary, not another row.
    const again = await post('wile', '/transfer/axcustody/withdrawal', {
      asset: 'axiaV2',
      amount: '6',
      toAddress: V2.toUpperCase().replace('0X', '0x'),
      accountId: wile.AXC,
      beneficiaryType: 'INDIVIDUAL',
      beneficiary: { ...individual, firstname: ` ${individual.firstname.toUpperCase()} ` },
    });
    expect(again.status).toBe(200);
    const individuals = (
      await get('wile', '/beneficiary?type=EXTERNAL_WALLET_TRANSFER_INDIVIDUAL')
    ).body.filter(
      (b: { extraData: { toAddress: string } }) =>
        b.extraData.toAddress.toLowerCase() === V2.toLowerCase(),
    );
    expect(individuals).toHaveLength(1);
    const corporates = await get('wile', '/beneficiary?type=EXTERNAL_WALLET_TRANSFER_CORPORATE');
    // One name, two addresses (V1, V2): two recipients.
    expect(corporates.body.map((b: { beneficiaryName: string }) => b.beneficiaryName)).toEqual([
      'Acme Corp',
      'Acme Corp',
    ]);
    expect((await auditLedger(bank.ctx.db)).ok).toBe(true);
  });

  it('refuses bad amounts, addresses and recipients with the spec’s messages, posting nothing', async () => {
    const wile = accounts.wile!;
    const roadV2 = sandboxCustody.depositAddress(callers.road!.id, 'V2');
    const roadV1 = sandboxCustody.depositAddress(callers.road!.id, 'V1');
    const adaWallet = sandboxTokenWalletAddress(callers.ada!.id);
    const counts = await books();
    const walletCases: [Record<string, unknown>, number, string][] = [
      [{ amount: '4.99999' }, 400, 'The minimum external transfer amount is 5.00000 AXC'],
      [{ amount: '5.000001' }, 400, 'amount must have at most 5 decimals'],
      [{ amount: '0' }, 400, 'amount must be an amount above 0'],
      [{ amount: '300000' }, 422, 'You do not have enough balance for this transaction'],
      [{ toAddress: '' }, 400, 'Please enter a valid Ethereum wallet address.'],
      [{ toAddress: ETH_BAD_CHECKSUM }, 400, 'Please enter a valid Ethereum wallet address.'],
      [{ toAddress: ETH.slice(0, -1) }, 400, 'Please enter a valid Ethereum wallet address.'],
      [{ toAddress: V1 }, 400, 'Please enter a valid Ethereum wallet address.'],
      // The bank's own custody addresses: any customer's V2 deposit address, a token wallet's; any case.
      [{ toAddress: roadV2 }, 400, 'Only valid EXTERNAL Ethereum address is accepted'],
      [
        { toAddress: toChecksumAddress(roadV2) },
        400,
        'Only valid EXTERNAL Ethereum address is accepted',
      ],
      [{ toAddress: adaWallet }, 400, 'Only valid EXTERNAL Ethereum address is accepted'],
      [
        { toAddress: sandboxCustody.depositAddress(callers.wile!.id, 'V2') },
        400,
        'Only valid EXTERNAL Ethereum address is accepted',
      ],
      // The source: another customer's account, a frozen one, a currency the kind is not paid from.
      [{ fromAccountId: accounts.road!.AXC }, 404, 'Account not found'],
      [{ fromAccountId: wile.GBP }, 400, 'Only an active account can be used for this transfer'],
      [
        { fromAccountId: wile.USD },
        400,
        'A transfer to an external wallet cannot be paid from a USD account',
      ],
      // The recipient: the first missing field's message.
      [{ beneficiary: { ...individual, firstname: '  ' } }, 400, 'First name is required!'],
      [{ beneficiary: { ...individual, lastname: '' } }, 400, 'Last name is required!'],
      [
        { beneficiaryType: 'CORPORATE', beneficiary: individual },
        400,
        'Corporate name is required!',
      ],
      [{ beneficiary: { ...individual, address1: ' ' } }, 400, 'Address is required!'],
      [{ beneficiary: { ...individual, postcode: '' } }, 400, 'Postcode is required!'],
      [{ beneficiary: { ...individual, city: '' } }, 400, 'City is required!'],
      [{ beneficiary: { ...individual, state: '' } }, 400, 'State is required!'],
      [{ beneficiary: { ...individual, country: '' } }, 400, 'Country is required!'],
      [
        { beneficiary: { ...individual, country: 'XX' } },
        400,
        'Please choose a country from the list',
      ],
    ];
    for (const [body, status, message] of walletCases) {
      const res = await wallet('wile', body);
      expect({ body, status: res.status, message: res.body.message }).toEqual({
        body,
        status,
        message,
      });
    }
    const network = (path: string, body: Record<string, unknown>) =>
      post('wile', path, {
        amount: '10',
        beneficiaryType: 'INDIVIDUAL',
        beneficiary: individual,
        ...body,
      });
    const networkCases: [string, Record<string, unknown>, number, string][] = [
      [
        '/transfer/externalAxtendTransfer',
        { toAddress: ETH, fromAccountId: wile.AXC },
        400,
        'Please enter a valid AXIA Network Wallet address',
      ],
      [
        '/transfer/externalAxtendTransfer',
        { toAddress: roadV1, fromAccountId: wile.AXC },
        400,
        'Please enter a valid AXIA Network Wallet address',
      ],
      [
        '/transfer/externalAxtendTransfer',
        { toAddress: V1, fromAccountId: wile.AXC, amount: '1' },
        400,
        'The minimum external transfer amount is 5.00000 AXC',
      ],
      [
        '/transfer/axcustody/withdrawal',
        { toAddress: V1.toUpperCase(), fromAccountId: wile.AXC },
        400,
        'Please enter a valid AXIA Network Wallet address',
      ],
      [
        '/transfer/axcustody/withdrawal',
        { toAddress: roadV1, fromAccountId: wile.AXC },
        400,
        'Please enter a valid AXIA Network Wallet address',
      ],
      [
        '/transfer/axcustody/withdrawal',
        { toAddress: V1, accountId: wile.AXC },
        400,
        'fromAccountId is required',
      ],
      [
        '/transfer/axcustody/withdrawal',
        { asset: 'axiaV2', toAddress: V1, accountId: wile.AXC },
        400,
        'Please enter a valid AXIA Network (V2) Wallet address',
      ],
      [
        '/transfer/axcustody/withdrawal',
        { asset: 'axiaV2', toAddress: ETH_BAD_CHECKSUM, accountId: wile.AXC },
        400,
        'Please enter a valid AXIA Network (V2) Wallet address',
      ],
      [
        '/transfer/axcustody/withdrawal',
        { asset: 'axiaV2', toAddress: roadV2, accountId: wile.AXC },
        400,
        'Please enter a valid AXIA Network (V2) Wallet address',
      ],
      // The asset follows the account: usax for USAX, axiaV2 otherwise.
      [
        '/transfer/axcustody/withdrawal',
        { asset: 'axiaV2', toAddress: V2, accountId: wile.USAX },
        400,
        'The asset of a transfer from USAX is usax',
      ],
      [
        '/transfer/axcustody/withdrawal',
        { asset: 'usax', toAddress: V2, accountId: wile.AXC },
        400,
        'The asset of a transfer from AXC is axiaV2',
      ],
      [
        '/transfer/axcustody/withdrawal',
        { asset: 'usax', toAddress: V2, fromAccountId: wile.USAX },
        400,
        'accountId is required',
      ],
      [
        '/transfer/axcustody/withdrawal',
        { asset: 'usax', toAddress: V2, accountId: wile.USAX, amount: '5000' },
        422,
        'You do not have enough balance for this transaction',
      ],
    ];
    for (const [path, body, status, message] of networkCases) {
      const res = await network(path, body);
      expect({ path, body, status: res.status, message: res.body.message }).toEqual({
        path,
        body,
        status,
        message,
      });
    }
    expect(await books()).toEqual(counts);
  });

  it('refuses a customer’s addresses from their provisioning on, in any case on EVM chains (one lookup)', async () => {
    // A customer signed up after the bank started, who never asked for an address: recorded at provisioning.
    const late = await provisionCaller(bank, {
      email: 'late@external.test',
      firstName: 'Late',
      lastName: 'Comer',
    });
    const lateV1 = sandboxCustody.depositAddress(late.id, 'V1');
    const lateV2 = sandboxCustody.depositAddress(late.id, 'V2');
    const lateWallet = sandboxTokenWalletAddress(late.id);
    // The custodian's answer: whose the address is; EVM addresses in any case, on Ethereum and V2 alike; V1 exact.
    for (const [address, network] of [
      [lateV1, 'V1'],
      [lateV2, 'V2'],
      [lateV2.toUpperCase().replace('0X', '0x'), 'V2'],
      [toChecksumAddress(lateV2), 'ETHEREUM'],
      [lateWallet.toUpperCase().replace('0X', '0x'), 'ETHEREUM'],
      [toChecksumAddress(lateWallet), 'V2'],
    ] as const)
      expect({
        address,
        network,
        owner: await custodyOwnerOf(bank.ctx.db, address, network),
      }).toEqual({
        address,
        network,
        owner: late.id,
      });
    expect(await custodyOwnerOf(bank.ctx.db, lateV1.toUpperCase(), 'V1')).toBeNull();
    expect(await custodyOwnerOf(bank.ctx.db, lateV2, 'V1')).toBeNull();
    expect(await custodyOwnerOf(bank.ctx.db, ETH, 'ETHEREUM')).toBeNull();
    expect(await custodyOwnerOf(bank.ctx.db, V2, 'V2')).toBeNull();
    // A token wallet at an address of its own (not the sandbox's derived one) is the bank's too.
    const other = await provisionCaller(bank, {
      email: 'wallet@external.test',
      firstName: 'Token',
      lastName: 'Holder',
    });
    const otherWallet = '0x52908400098527886E0F7030069857D2E4169EE7';
    await createTokenWallet(bank.ctx.db, {
      userId: other.id,
      address: otherWallet,
      axc: '1.00000',
      email: other.email,
      createdAt: bank.clock.now(),
    });

    const counts = await books();
    const refusals: [string, Record<string, unknown>, string][] = [
      [
        '/transfer/externalWalletTransfer',
        { toAddress: toChecksumAddress(lateV2), fromAccountId: accounts.wile!.AXC },
        'Only valid EXTERNAL Ethereum address is accepted',
      ],
      [
        '/transfer/externalWalletTransfer',
        { toAddress: lateV2, fromAccountId: accounts.wile!.AXC },
        'Only valid EXTERNAL Ethereum address is accepted',
      ],
      [
        '/transfer/externalWalletTransfer',
        { toAddress: toChecksumAddress(lateWallet), fromAccountId: accounts.wile!.AXC },
        'Only valid EXTERNAL Ethereum address is accepted',
      ],
      [
        '/transfer/externalWalletTransfer',
        { toAddress: otherWallet.toLowerCase(), fromAccountId: accounts.wile!.AXC },
        'Only valid EXTERNAL Ethereum address is accepted',
      ],
      [
        '/transfer/externalAxtendTransfer',
        { toAddress: lateV1, fromAccountId: accounts.wile!.AXC },
        'Please enter a valid AXIA Network Wallet address',
      ],
      [
        '/transfer/axcustody/withdrawal',
        { toAddress: lateV1, fromAccountId: accounts.wile!.AXC },
        'Please enter a valid AXIA Network Wallet address',
      ],
      [
        '/transfer/axcustody/withdrawal',
        { asset: 'axiaV2', toAddress: toChecksumAddress(lateV2), accountId: accounts.wile!.AXC },
        'Please enter a valid AXIA Network (V2) Wallet address',
      ],
      [
        '/transfer/axcustody/withdrawal',
        {
          asset: 'axiaV2',
          toAddress: toChecksumAddress(otherWallet),
          accountId: accounts.wile!.AXC,
        },
        'Please enter a valid AXIA Network (V2) Wallet address',
      ],
    ];
    for (const [path, body, message] of refusals) {
      const res = await post('wile', path, {
        amount: '10',
        beneficiaryType: 'INDIVIDUAL',
        beneficiary: individual,
        ...body,
      });
      expect({ path, body, status: res.status, message: res.body.message }).toEqual({
        path,
        body,
        status: 400,
        message,
      });
    }
    expect(await books()).toEqual(counts);
  });

  it('refuses customers without the kind’s flag or the right to transfer (403)', async () => {
    const counts = await books();
    await admin(`/users/${encodeURIComponent(emails.road!)}/features`, {
      remove: ['CUSTODY', 'CUSTODY_V2'],
    });
    const road = accounts.road!;
    const v1 = await post('road', '/transfer/axcustody/withdrawal', {
      amount: '10',
      toAddress: V1,
      fromAccountId: road.AXC,
      beneficiaryType: 'CORPORATE',
      beneficiary: corporate,
    });
    expect(v1.status).toBe(403);
    expect(v1.body.message).toBe(
      'This service is temporarily unavailable, please try again later.',
    );
    const v2 = await post('road', '/transfer/axcustody/withdrawal', {
      asset: 'axiaV2',
      amount: '10',
      toAddress: V2,
      accountId: road.AXC,
      beneficiaryType: 'CORPORATE',
      beneficiary: corporate,
    });
    expect(v2.status).toBe(403);
    // Axtend has no flag of its own.
    const axtend = await post('road', '/transfer/externalAxtendTransfer', {
      amount: '10',
      toAddress: V1,
      fromAccountId: road.AXC,
      beneficiaryType: 'CORPORATE',
      beneficiary: corporate,
    });
    expect(axtend.status).toBe(200);
    // The legacy token holders do not see the external wallet.
    const legacy = await wallet('lee', {});
    expect(legacy.status).toBe(403);
    expect(legacy.body.message).toBe('Transfers to an external wallet are not available to you');
    // SUSPENDED customers cannot transfer.
    expect((await wallet('sam', {})).status).toBe(403);
    expect(await books()).toEqual({
      transactions: counts.transactions + 1,
      postings: counts.postings + 2,
    });
  });

  it('the back office approves: the hold pays 99 % to custody and 1 % to fees', async () => {
    const axc = accounts.wile!.AXC!;
    const sent = await wallet('wile', { amount: '200' });
    expect(sent.status).toBe(200);
    const afterSend = await balance(axc);
    const [hold, custody, fees] = await Promise.all([
      internalAccount(bank.ctx.db, 'PENDING_HOLD', 'AXC'),
      internalAccount(bank.ctx.db, 'CRYPTO_CUSTODY', 'AXC'),
      internalAccount(bank.ctx.db, 'FEES', 'AXC'),
    ]);
    const res = await review(sent.body.publicId, 'approve');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'COMPLETED',
      amount: '200.00000',
      received: '198.00000',
      fee: '2.00000',
    });
    const legs = await legsOf(sent.body.transactionId);
    const expected: [string, string][] = [
      [axc, '-200'],
      [hold, '200'],
      [hold, '-200'],
      [custody, '198'],
      [fees, '2'],
    ];
    expect(legs).toHaveLength(expected.length);
    for (const [account, amount] of expected)
      expect(legs.some((l) => l.account === account && same(l.amount, amount))).toBe(true);
    expect(await balance(axc)).toBe(afterSend);
    const item = await get('wile', `/transfer/external?id=${sent.body.transactionId}`);
    expect(item.body.data[0].status).toBe('COMPLETED');
    // A second review, of either kind, is refused.
    for (const decision of ['approve', 'reject']) {
      const again = await review(sent.body.transactionId, decision);
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('Only a transfer under review can be reviewed');
    }
    expect((await auditLedger(bank.ctx.db)).ok).toBe(true);
  });

  it('the back office rejects: FAILED, and the whole amount comes back in a refund', async () => {
    const usax = accounts.wile!.USAX!;
    const before = await balance(usax);
    const sent = await post('wile', '/transfer/axcustody/withdrawal', {
      asset: 'usax',
      amount: '50',
      toAddress: V2,
      accountId: usax,
      beneficiaryType: 'CORPORATE',
      beneficiary: corporate,
    });
    expect(sent.status).toBe(200);
    expect(same(await balance(usax), subtract(before, '50'))).toBe(true);
    const res = await review(sent.body.transactionId, 'reject');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'FAILED',
      amount: '50.00000',
      refund: { id: expect.any(String), publicId: expect.stringMatching(/^TX/) },
    });
    expect(await balance(usax)).toBe(before);
    const hold = await internalAccount(bank.ctx.db, 'PENDING_HOLD', 'USAX');
    const refundLegs = await legsOf(res.body.refund.id);
    expect(refundLegs).toHaveLength(2);
    expect(refundLegs.some((l) => l.account === usax && same(l.amount, '50'))).toBe(true);
    expect(refundLegs.some((l) => l.account === hold && same(l.amount, '-50'))).toBe(true);
    // The history shows the money coming back; the original is FAILED.
    const original = await get('wile', `/transfer/external?id=${sent.body.publicId}`);
    expect(original.body.data[0].status).toBe('FAILED');
    const refund = await get('wile', `/transfer/external?id=${res.body.refund.publicId}`);
    expect(refund.body.data[0]).toMatchObject({
      type: 'NETWORK_V2_WITHDRAWAL_REFUND',
      status: 'COMPLETED',
      direction: 'DEPOSIT',
      accountId: usax,
    });
    const history = await get('wile', `/account/transaction?accountId=${usax}&limit=10`);
    expect(
      history.body.data.find((t: { id: string }) => t.id === res.body.refund.id),
    ).toMatchObject({
      type: 'NETWORK_V2_WITHDRAWAL_REFUND',
      direction: 'DEPOSIT',
    });
    expect((await review(res.body.refund.publicId, 'approve')).status).toBe(400);
    expect((await review(sent.body.publicId, 'reject')).status).toBe(409);
    // Two reviews at once: one wins, the other is refused; the money moves once.
    const racing = await wallet('wile', { amount: '7' });
    const both = await Promise.all([
      review(racing.body.publicId, 'approve'),
      review(racing.body.publicId, 'reject'),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await legsOf(racing.body.transactionId)).toHaveLength(both[0].status === 200 ? 5 : 2);
    expect((await review('TX000000000000', 'approve')).status).toBe(404);
    expect((await review(sent.body.publicId, 'maybe')).status).toBe(400);
    expect((await auditLedger(bank.ctx.db)).ok).toBe(true);
  });

  it('reviews wire transfers: approve pays wire clearing and the fee; reject refunds', async () => {
    const usd = accounts.wile!.USD!;
    const beneficiary = await post('wile', '/beneficiary/wire-transfer/add', {
      currency: 'USD',
      alias: 'Landlord',
      beneficiaryBankName: 'First Bank',
      beneficiaryBankAddress: '1 Main St',
      beneficiaryBankSwiftOrABA: 'FBNKUS33',
      beneficiaryName: 'Jane Landlord',
      beneficiaryAddress: '2 Elm St',
      beneficiaryIBAN: '123456789',
    });
    expect(beneficiary.status).toBe(200);
    const wire = (amount: string) =>
      post('wile', '/transfer/wire-transfer', {
        accountId: usd,
        beneficiaryId: beneficiary.body.id,
        amount,
      });
    const before = await balance(usd);
    const first = await wire('1000');
    expect(first.status).toBe(200);
    const second = await wire('400');
    expect(second.status).toBe(200);
    expect(same(await balance(usd), subtract(before, '1400'))).toBe(true);
    const [hold, clearing, fees] = await Promise.all([
      internalAccount(bank.ctx.db, 'PENDING_HOLD', 'USD'),
      internalAccount(bank.ctx.db, 'WIRE_CLEARING', 'USD'),
      internalAccount(bank.ctx.db, 'FEES', 'USD'),
    ]);
    const item = (await get('wile', `/transfer/external?id=${first.body.publicId}`)).body.data[0];
    const fee = item.providerFeeAmount as string;
    const received = item.providerAmount as string;
    expect(same(add(fee, received), '1000')).toBe(true);
    const approved = await review(first.body.publicId, 'approve');
    expect(approved.status).toBe(200);
    const legs = await legsOf(first.body.transactionId);
    for (const [account, amount] of [
      [hold, '-1000'],
      [clearing, received],
      [fees, fee],
    ] as const)
      expect(legs.some((l) => l.account === account && same(l.amount, amount))).toBe(true);
    const rejected = await review(second.body.publicId, 'reject');
    expect(rejected.status).toBe(200);
    expect(same(await balance(usd), subtract(before, '1000'))).toBe(true);
    const refund = await get('wile', `/transfer/external?id=${rejected.body.refund.publicId}`);
    expect(refund.body.data[0]).toMatchObject({
      type: 'WIRE_TRANSFER_REFUND',
      method: 'WIRE',
      direction: 'DEPOSIT',
      status: 'COMPLETED',
    });
    expect((await review(second.body.publicId, 'approve')).status).toBe(409);
    expect((await auditLedger(bank.ctx.db)).ok).toBe(true);
  });
  it("accepts another customer's crypto provider deposit address: the provider's, not the bank's custody (issue 29 polish)", async () => {
    const provider = await post('road', '/deposit/alphapo/depositAddress', {
      currencyFrom: 'AXC',
      currencyTo: 'AXC',
    });
    expect(provider.status).toBe(200);
    const toAddress = provider.body.data as string;
    expect(await custodyOwnerOf(bank.ctx.db, toAddress, 'ETHEREUM')).toBeNull();
    const res = await post('wile', '/transfer/externalWalletTransfer', {
      amount: '5',
      toAddress,
      fromAccountId: accounts.wile!.AXC,
      beneficiaryType: 'INDIVIDUAL',
      beneficiary: individual,
    });
    expect(res.status).toBe(200);
  });

  it('merges recipients stored twice before migration 0016 into the oldest, the transfers kept (issue 29 #12)', async () => {
    const db = bank.ctx.db;
    const [kept] = (await get('wile', '/beneficiary?type=EXTERNAL_WALLET_TRANSFER_INDIVIDUAL'))
      .body as { id: string; beneficiaryName: string; extraData: { toAddress: string } }[];
    const row = await db
      .selectFrom('beneficiaries')
      .selectAll()
      .where('id', '=', kept!.id)
      .executeTakeFirstOrThrow();
    const paid = await db
      .selectFrom('transactions')
      .select('id')
      .where(sql<string>`meta->>'beneficiaryId'`, '=', kept!.id)
      .execute();
    expect(paid.length).toBeGreaterThan(0);
    // The state before 0016: no unique index, a duplicate (later, name spaced and cased otherwise) named by a transfer.
    await sql`drop index beneficiaries_external_recipient`.execute(db);
    const duplicate = {
      ...row,
      id: 'dup-recipient',
      name: ` ${row.name.toUpperCase().replace(' ', '   ')} `,
      extra_data: JSON.stringify(row.extra_data),
      created_at: new Date(row.created_at.getTime() + 1000),
    };
    await db.insertInto('beneficiaries').values(duplicate).execute();
    await sql`update transactions set meta = jsonb_set(meta, '{beneficiaryId}', '"dup-recipient"')
      where id = ${paid[0]!.id}`.execute(db);
    await uniqueExternalRecipients.up(db as never);
    expect(
      await db.selectFrom('beneficiaries').select('id').where('id', '=', 'dup-recipient').execute(),
    ).toEqual([]);
    const after = await db
      .selectFrom('transactions')
      .select('id')
      .where(sql<string>`meta->>'beneficiaryId'`, '=', kept!.id)
      .execute();
    expect(after.map((t) => t.id).sort()).toEqual(paid.map((t) => t.id).sort());
    // The index is back: a second row for the same recipient cannot be written.
    await expect(db.insertInto('beneficiaries').values(duplicate).execute()).rejects.toThrow();
  });
});
