import { decimal, roundDown, subtract, toPlainString } from '@axia/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { internalAccount } from '../src/modules/ledger/post';
import { deliverDueGiftCards } from '../src/sandbox/gift-card-delivery';
import { callApi, ledgerCounts, suiteCustomers, type Caller } from './api-support';
import { insertTestCard } from './card-support';
import { documentCalls, PNG } from './document-support';
import { accountBalance, engine, engineUnavailable, startTestBank, type TestBank } from './harness';
import { WIRE_BENEFICIARY } from './payment-support';
import { staffDemo, staffSignIn } from './staff-support';

// Issue 41: the staff queues with real items — what a reviewer reads of a wire deposit and a held transfer (curated
// details, in words, no ids), held transfers released through four eyes or at once, rejected with a refund, the
// documents, cards and failed gift-card queues, two approvers deciding one proposal at once, and an adjustment
// debit the account can no longer pay when it is approved. Every expectation is written out by hand.

let bank: TestBank;
const customers = suiteCustomers(() => bank, 'staff-queues.test');
const { callers, accounts, post, get } = customers;
const docs = documentCalls(() => bank, customers);
let viewer: Caller;
let operator: Caller;
let approver: Caller;
let approver2: Caller;
const beneficiaries: Record<string, string> = {};

const staff = (who: Caller, method: string, path: string, body?: unknown) =>
  callApi(bank, who, method, `/staff${path}`, body);
/** A balance without the column's trailing zeros, to compare with core's decimal results. */
const plain = (value: string) => toPlainString(decimal(value));
const balance = async (id: string) => plain(await accountBalance(bank, id));
const moved = (after: string, before: string) => plain(subtract(after, before));
const internal = async (purpose: 'PENDING_HOLD' | 'WIRE_CLEARING' | 'FEES') =>
  balance(await internalAccount(bank.ctx.db, purpose, 'USD'));
const transactionRow = (id: string) =>
  bank.ctx.db.selectFrom('transactions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const proposalRow = (id: string) =>
  bank.ctx.db
    .selectFrom('staff_proposals')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** A wire transfer of `who` from their USD account to their wire beneficiary: its id and reference. */
async function wireOut(who: string, amount: string, extra: Record<string, unknown> = {}) {
  const res = await post(who, '/transfer/wire-transfer', {
    accountId: accounts[who]!.USD,
    beneficiaryId: beneficiaries[who],
    amount,
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { id: res.body.transactionId as string, publicId: res.body.publicId as string };
}

/** The item of a money queue (wires or heldTransfers) with this transaction id. */
async function queueItem(queue: 'wires' | 'held-transfers', transactionId: string) {
  const res = await staff(viewer, 'GET', `/queues/${queue}`);
  expect(res.status).toBe(200);
  return (res.body.items as { transactionId: string }[]).find(
    (i) => i.transactionId === transactionId,
  ) as Record<string, unknown> | undefined;
}

const declaration = {
  source: 'Other',
  otherText: 'Sale of a car',
  declarationAccepted: true,
  signature: 'Wile Coyote',
  date: '2026-11-21',
} as const;

describe.skipIf(engineUnavailable)(`staff queues (${engine})`, () => {
  beforeAll(async () => {
    bank = await startTestBank();
    for (const who of ['wile', 'road', 'cara', 'gil', 'dan'])
      await customers.add(who, 'acme@demo.test');
    await customers.add('ann', 'ada@demo.test');
    for (const who of ['wile', 'road']) {
      const added = await post(who, '/beneficiary/wire-transfer/add', {
        ...WIRE_BENEFICIARY,
        intermediaryBankName: 'Correspondent Bank',
        intermediaryBankSwiftOrABA: 'CORRUS33',
        instructionsAndReference: 'Invoice 2026-118',
      });
      expect(added.status).toBe(200);
      beneficiaries[who] = added.body.id;
    }
    viewer = await staffSignIn(bank, staffDemo('viewer'));
    operator = await staffSignIn(bank, staffDemo('operator'));
    approver = await staffSignIn(bank, staffDemo('approver'));
    approver2 = await staffSignIn(bank, {
      email: 'approver2@staff.queues.test',
      firstName: 'Ada',
      lastName: 'Second',
      role: 'approver',
      totpSecret: 'APPROVERTWOQUEUESTESTSECRETKEY23',
    });
  }, 180_000);
  afterAll(async () => {
    await bank?.close();
  });

  describe('what a reviewer reads', () => {
    it('a wire deposit: the account credited, the reference the wire carries, the declared source', async () => {
      const res = await post('wile', '/transfer/wire-deposit', {
        toAccountId: accounts.wile!.USD,
        amountUsd: '2500',
        sourceOfFund: declaration,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const item = await queueItem('wires', res.body.id);
      expect(item).toEqual({
        transactionId: res.body.id,
        publicId: res.body.publicId,
        customer: {
          userId: callers.wile!.id,
          email: 'wile@staff-queues.test',
          name: 'Wile Coyote',
          userType: 'BUSINESS',
          status: 'ACTIVE',
        },
        type: 'WIRE_DEPOSIT',
        title: 'Wire deposit',
        amount: '2500.00',
        currency: 'USD',
        amountUsd: '2500.00',
        fee: null,
        createdAt: '2026-11-21T12:00:00.000Z',
        details: [
          { label: 'Account credited', value: 'US Dollar Account' },
          { label: 'Wire reference', value: res.body.publicId },
          { label: 'Source of funds', value: 'Other: Sale of a car' },
          { label: 'Declaration signed by', value: 'Wile Coyote' },
          { label: 'Declaration date', value: '21 November 2026' },
        ],
        proposalId: null,
      });
      // Without a declaration: none is shown.
      const plain = await post('wile', '/transfer/wire-deposit', {
        toAccountId: accounts.wile!.USD,
        amountUsd: '10.5',
      });
      expect((await queueItem('wires', plain.body.id))!.details).toEqual([
        { label: 'Account credited', value: 'US Dollar Account' },
        { label: 'Wire reference', value: plain.body.publicId },
      ]);
    });

    it('a held wire transfer: the recipient and their bank as the transfer recorded them, the memo', async () => {
      const wire = await wireOut('wile', '1000', { userMemo: ' March rent ' });
      // An edit of the beneficiary afterwards changes nothing of what this transfer pays.
      const edited = await customers.call('wile', 'PUT', '/beneficiary/update', {
        id: beneficiaries.wile,
        type: 'WIRE_TRANSFER',
        beneficiaryName: 'Landlord',
        updateData: { ...WIRE_BENEFICIARY, beneficiaryIBAN: 'US00000000000000000000' },
      });
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
      const item = await queueItem('held-transfers', wire.id);
      expect(item).toMatchObject({
        type: 'WIRE_TRANSFER',
        amount: '1000.00',
        currency: 'USD',
        fee: '15.00',
        proposalId: null,
      });
      expect(item!.details).toEqual([
        { label: 'Paid from', value: 'US Dollar Account' },
        { label: 'Recipient receives', value: '985.00 USD' },
        { label: 'Recipient', value: 'Jane Landlord' },
        { label: 'Recipient address', value: '2 Elm Street, Springfield' },
        { label: 'Bank', value: 'First Sandbox Bank' },
        { label: 'Bank address', value: '1 Main Street, Springfield' },
        { label: 'Account number / IBAN', value: 'US12345678901234567890' },
        { label: 'SWIFT / ABA', value: '021000021' },
        { label: 'Intermediary bank', value: 'Correspondent Bank' },
        { label: 'Intermediary SWIFT / ABA', value: 'CORRUS33' },
        { label: 'Instructions and reference', value: 'Invoice 2026-118' },
        { label: 'Memo', value: 'March rent' },
      ]);
    });

    it('a held wallet transfer: the recipient, the wallet address and network, the postal address', async () => {
      const res = await post('road', '/transfer/externalWalletTransfer', {
        amount: '100',
        toAddress: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
        fromAccountId: accounts.road!.AXC,
        beneficiaryType: 'CORPORATE',
        beneficiary: {
          corporateName: 'Acme Corp',
          address1: '2 Elm St',
          postcode: '54321',
          city: 'Shelbyville',
          state: 'IL',
          country: 'de',
        },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const item = await queueItem('held-transfers', res.body.transactionId);
      expect(item).toMatchObject({
        type: 'EXTERNAL_WALLET_TRANSFER',
        amount: '100.00000',
        currency: 'AXC',
        fee: '1.00000',
      });
      expect(item!.details).toEqual([
        { label: 'Paid from', value: 'AXC Wallet' },
        { label: 'Recipient receives', value: '99.00000 AXC' },
        { label: 'Recipient', value: 'Acme Corp' },
        { label: 'Recipient type', value: 'Company' },
        { label: 'Wallet address', value: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' },
        { label: 'Network', value: 'Ethereum' },
        { label: 'Postal address', value: '2 Elm St, Shelbyville, IL, 54321' },
        { label: 'Country', value: 'Germany' },
      ]);
      // A withdrawal to the AXIA network (V2), to an individual.
      await customers.setFeatures('road', (features) => [...features, 'CUSTODY', 'CUSTODY_V2']);
      const v2 = await post('road', '/transfer/axcustody/withdrawal', {
        asset: 'axiaV2',
        amount: '10',
        toAddress: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
        accountId: accounts.road!.AXC,
        beneficiaryType: 'INDIVIDUAL',
        beneficiary: {
          firstname: 'Jane',
          lastname: 'Doe',
          address1: '1 Main St',
          address2: 'Apt 4',
          postcode: '12345',
          city: 'Springfield',
          state: 'IL',
          country: 'US',
        },
      });
      expect(v2.status, JSON.stringify(v2.body)).toBe(200);
      expect((await queueItem('held-transfers', v2.body.transactionId))!.details).toEqual([
        { label: 'Paid from', value: 'AXC Wallet' },
        { label: 'Recipient receives', value: '9.90000 AXC' },
        { label: 'Recipient', value: 'Jane Doe' },
        { label: 'Recipient type', value: 'Individual' },
        { label: 'Wallet address', value: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359' },
        { label: 'Network', value: 'AXIA Network (V2)' },
        { label: 'Postal address', value: '1 Main St, Apt 4, Springfield, IL, 12345' },
        { label: 'Country', value: 'United States' },
      ]);
    });
  });

  describe('held transfers', () => {
    it('above the threshold: proposed, nothing moves; an approver releases it as the review does', async () => {
      const usd = accounts.road!.USD!;
      const before = {
        customer: await balance(usd),
        hold: await internal('PENDING_HOLD'),
        clearing: await internal('WIRE_CLEARING'),
        fees: await internal('FEES'),
      };
      const wire = await wireOut('road', '2000');
      const proposed = await staff(operator, 'POST', `/transfers/${wire.id}/review`, {
        decision: 'APPROVE',
        reason: 'Recipient checked',
      });
      expect(proposed.status).toBe(200);
      expect(proposed.body).toMatchObject({
        outcome: 'PROPOSED',
        proposal: {
          kind: 'TRANSFER_RELEASE',
          status: 'PROPOSED',
          subjectId: wire.id,
          amount: '2000.00',
          currency: 'USD',
          amountUsd: '2000.00',
          summary: `Release held WIRE_TRANSFER ${wire.publicId}: 2000.00 USD`,
        },
      });
      const proposalId = proposed.body.proposal.id as string;
      expect((await queueItem('held-transfers', wire.id))!.proposalId).toBe(proposalId);
      expect((await transactionRow(wire.id)).status).toBe('PENDING_REVIEW');
      expect(moved(await internal('PENDING_HOLD'), before.hold)).toBe('2000');
      // While the release waits, the item takes no other decision.
      const reject = await staff(operator, 'POST', `/transfers/${wire.id}/review`, {
        decision: 'REJECT',
        reason: 'Changed my mind',
      });
      expect(reject.status).toBe(409);

      const approved = await staff(approver, 'POST', `/proposals/${proposalId}/decision`, {
        decision: 'APPROVE',
        reason: 'Recipient matches the invoice',
      });
      expect(approved.status).toBe(200);
      expect(approved.body).toMatchObject({ status: 'APPROVED' });
      expect((await transactionRow(wire.id)).status).toBe('COMPLETED');
      // The customer paid 2000 once; the hold paid the recipient's 1985 to clearing and the 15 fee to FEES.
      expect(moved(await balance(usd), before.customer)).toBe('-2000');
      expect(await internal('PENDING_HOLD')).toBe(before.hold);
      expect(moved(await internal('WIRE_CLEARING'), before.clearing)).toBe('1985');
      expect(moved(await internal('FEES'), before.fees)).toBe('15');
      expect(await queueItem('held-transfers', wire.id)).toBeUndefined();
    });

    it('at or below the threshold: released at once', async () => {
      const clearing = await internal('WIRE_CLEARING');
      const wire = await wireOut('road', '500');
      const res = await staff(operator, 'POST', `/transfers/${wire.publicId}/review`, {
        decision: 'APPROVE',
        reason: 'Small and checked',
      });
      expect(res.body).toEqual({ outcome: 'APPLIED' });
      expect((await transactionRow(wire.id)).status).toBe('COMPLETED');
      expect(moved(await internal('WIRE_CLEARING'), clearing)).toBe('485');
    });

    it('REJECT refunds at once, whatever the amount', async () => {
      const usd = accounts.road!.USD!;
      const before = await balance(usd);
      const wire = await wireOut('road', '3000');
      expect(moved(await balance(usd), before)).toBe('-3000');
      const res = await staff(operator, 'POST', `/transfers/${wire.id}/review`, {
        decision: 'REJECT',
        reason: 'Recipient bank refused',
      });
      expect(res.body).toEqual({ outcome: 'APPLIED' });
      expect((await transactionRow(wire.id)).status).toBe('FAILED');
      expect(await balance(usd)).toBe(before);
      const refund = await bank.ctx.db
        .selectFrom('transactions')
        .select(['type', 'status', 'amount'])
        .where('user_id', '=', callers.road!.id)
        .where('type', '=', 'WIRE_TRANSFER_REFUND')
        .execute();
      expect(refund.map((r) => [r.type, r.status, plain(r.amount)])).toEqual([
        ['WIRE_TRANSFER_REFUND', 'COMPLETED', '3000'],
      ]);
      // Decided: a second decision is refused.
      const again = await staff(operator, 'POST', `/transfers/${wire.id}/review`, {
        decision: 'REJECT',
        reason: 'Twice',
      });
      expect(again.status).toBe(409);
    });
  });

  it('documents: a submitted request with its files, a file downloaded, approved and rejected', async () => {
    const submitted = async (name: string) => {
      const draft = await docs.uploaded('ann', 'PROOF_OF_TAX_ID', [{ name, content: PNG }]);
      const res = await docs.submit('ann', {
        id: draft.id,
        documentType: 'PROOF_OF_TAX_ID',
        submit: true,
        info: { taxId: '123', taxIdCountryCode: 'US' },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return draft;
    };
    const first = await submitted('tax-2025.png');
    bank.clock.advance(60_000);
    const second = await submitted('tax-2024.png');
    const queue = await staff(viewer, 'GET', '/queues/documents');
    const fileOf = (draft: typeof first) => draft.multipleDocuments.PROOF_OF_TAX_ID![0]!.documentId;
    const ann = {
      userId: callers.ann!.id,
      email: 'ann@staff-queues.test',
      name: 'Ada Lovelace',
      userType: 'INDIVIDUAL',
      status: 'ACTIVE',
    };
    expect(queue.body.items).toEqual([
      {
        requestId: first.id,
        customer: ann,
        type: 'PROOF_OF_TAX_ID',
        status: 'SUBMITTED',
        submittedAt: '2026-11-21T12:00:00.000Z',
        files: [{ id: fileOf(first), name: 'tax-2025.png', size: PNG.length }],
        rejectionReason: null,
      },
      {
        requestId: second.id,
        customer: ann,
        type: 'PROOF_OF_TAX_ID',
        status: 'SUBMITTED',
        submittedAt: '2026-11-21T12:01:00.000Z',
        files: [{ id: fileOf(second), name: 'tax-2024.png', size: PNG.length }],
        rejectionReason: null,
      },
    ]);

    const file = await fetch(`${bank.url}/api/staff/documents/${first.id}/files/${fileOf(first)}`, {
      headers: { authorization: `Bearer ${viewer.token}` },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer())).toEqual(PNG);
    // The file of another request, a malformed id: 404.
    for (const path of [`${second.id}/files/${fileOf(first)}`, `${first.id}/files/nope`])
      expect((await staff(viewer, 'GET', `/documents/${path}`)).status, path).toBe(404);

    const approved = await staff(operator, 'POST', `/documents/${first.id}/review`, {
      decision: 'APPROVE',
      reason: 'Tax ID matches',
    });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'COMPLETED', rejectionReason: null });
    const rejected = await staff(operator, 'POST', `/documents/${second.id}/review`, {
      decision: 'REJECT',
      reason: 'The document is from 2024; please send this year’s.',
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({
      status: 'REJECTED',
      rejectionReason: 'The document is from 2024; please send this year’s.',
    });
    // What the customer reads on their requests.
    const mine = async (id: string) => (await get('ann', `/document/pending?id=${id}`)).body[0];
    expect(await mine(first.id)).toMatchObject({ status: 'COMPLETED', rejectionReason: null });
    expect(await mine(second.id)).toMatchObject({
      status: 'REJECTED',
      rejectionReason: 'The document is from 2024; please send this year’s.',
    });
    expect((await staff(viewer, 'GET', '/queues/documents')).body.items).toEqual([]);
    // Decided: a second review is a 4xx.
    const again = await staff(operator, 'POST', `/documents/${first.id}/review`, {
      decision: 'REJECT',
      reason: 'Again',
    });
    expect(again.status).toBe(409);
  });

  it('cards: a physical card ordered and a suspended card; the card KYC set', async () => {
    const userId = callers.cara!.id;
    const ordered = await insertTestCard(bank, { userId });
    const suspended = await insertTestCard(bank, { userId });
    bank.clock.advance(1000);
    const convert = await post('cara', `/card/${ordered.id}/convertToPhysical`, {
      cardId: ordered.id,
      fromAccountId: accounts.cara!.USD,
    });
    expect(convert.status, JSON.stringify(convert.body)).toBe(200);
    bank.clock.advance(1000);
    const suspend = await post('cara', '/card/suspend', { cardId: suspended.id });
    expect(suspend.status, JSON.stringify(suspend.body)).toBe(200);
    const cara = {
      userId,
      email: 'cara@staff-queues.test',
      name: 'Wile Coyote',
      userType: 'BUSINESS',
      status: 'ACTIVE',
    };
    const queue = await staff(viewer, 'GET', '/queues/cards');
    expect(queue.body.items).toEqual([
      {
        cardId: ordered.id,
        customer: cara,
        kind: 'ORDER',
        status: 'ACTIVE',
        cardType: 'NORMAL_USD',
        last4: ordered.last4,
        fullKyc: false,
        since: '2026-11-21T12:01:01.000Z',
      },
      {
        cardId: suspended.id,
        customer: cara,
        kind: 'EXCEPTION',
        status: 'SUSPENDED',
        cardType: 'NORMAL_USD',
        last4: suspended.last4,
        fullKyc: false,
        since: '2026-11-21T12:01:02.000Z',
      },
    ]);
    const kyc = await staff(operator, 'POST', `/cards/${ordered.id}/kyc`, {
      fullKyc: true,
      reason: 'ID and selfie checked',
    });
    expect(kyc.status).toBe(200);
    expect(kyc.body).toMatchObject({ cardId: ordered.id, fullKyc: true });
    const row = await bank.ctx.db
      .selectFrom('cards')
      .select('is_full_kyc')
      .where('id', '=', ordered.id)
      .executeTakeFirstOrThrow();
    expect(row.is_full_kyc).toBe(true);
    expect((await staff(viewer, 'GET', '/audit?subject=' + ordered.id)).body.items).toEqual([
      expect.objectContaining({
        action: 'staffCardKyc',
        before: { fullKyc: false },
        after: { fullKyc: true },
        reason: 'ID and selfie checked',
      }),
    ]);
    expect(
      (await staff(operator, 'POST', '/cards/not-a-card/kyc', { fullKyc: true, reason: 'x y z' }))
        .status,
    ).toBe(404);
  });

  it('failed gift cards: a real FAILED order, refunded', async () => {
    const usd = accounts.gil!.USD!;
    const before = await balance(usd);
    const bought = await post('gil', '/gift-card/', {
      productId: 'us-sandbox-declines',
      price: '20.00',
      currency: 'USD',
      accountId: usd,
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    bank.clock.advance(2 * 60 * 1000);
    await deliverDueGiftCards(bank.app, bank.ctx);
    expect(await balance(usd)).toBe(before);
    const queue = await staff(viewer, 'GET', '/queues/gift-cards');
    expect(queue.body.items).toEqual([
      {
        orderId: bought.body.data.id,
        customer: {
          userId: callers.gil!.id,
          email: 'gil@staff-queues.test',
          name: 'Wile Coyote',
          userType: 'BUSINESS',
          status: 'ACTIVE',
        },
        brand: 'Sandbox Declines',
        amount: '20.00',
        currency: 'USD',
        reason: 'The vendor declined the order (Sandbox Declines always fails).',
        refunded: true,
        failedAt: '2026-11-21T12:03:02.000Z',
      },
    ]);
  });

  it('two approvers deciding one proposal at once: one 200, one 409, the money moved once', async () => {
    const usd = accounts.wile!.USD!;
    const res = await post('wile', '/transfer/wire-deposit', {
      toAccountId: usd,
      amountUsd: '5000',
    });
    const proposed = await staff(operator, 'POST', `/wires/${res.body.id}/receive`, {
      reason: 'Wire arrived',
    });
    expect(proposed.body.outcome).toBe('PROPOSED');
    const before = await balance(usd);
    const counts = await ledgerCounts(bank);
    const decide = (who: Caller) =>
      staff(who, 'POST', `/proposals/${proposed.body.proposal.id}/decision`, {
        decision: 'APPROVE',
        reason: 'Matches the statement',
      });
    const answers = await Promise.all([decide(approver), decide(approver2)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.message).toBe(
      'This proposal has already been decided.',
    );
    expect(moved(await balance(usd), before)).toBe('5000');
    expect(await ledgerCounts(bank)).toEqual({
      transactions: counts.transactions,
      postings: counts.postings + 2,
    });
    const decisions = (await staff(viewer, 'GET', `/audit?subject=${proposed.body.proposal.id}`))
      .body.items as { action: string }[];
    expect(decisions.map((d) => d.action)).toEqual(['staffDecideProposal', 'staffReceiveWire']);
  });

  it('an adjustment debit the account can no longer pay: refused at approval, nothing moved, still PROPOSED', async () => {
    const usd = accounts.dan!.USD!;
    const all = roundDown(await balance(usd), 2);
    const proposed = await staff(operator, 'POST', `/customers/${callers.dan!.id}/adjustments`, {
      currency: 'USD',
      amount: `-${all}`,
      reason: 'Chargeback from the card network',
    });
    expect(proposed.status).toBe(200);
    expect(proposed.body).toMatchObject({ status: 'PROPOSED', amount: `-${all}` });
    // The customer moves money out in the meantime.
    const spent = await post('dan', '/transfer/between-accounts', {
      fromAccountId: usd,
      toAccountId: accounts.dan!.EUR,
      amount: '100.00',
    });
    expect(spent.status, JSON.stringify(spent.body)).toBe(200);
    const left = await balance(usd);
    const counts = await ledgerCounts(bank);
    const audit = (await staff(viewer, 'GET', '/audit')).body.total;
    const refused = await staff(approver, 'POST', `/proposals/${proposed.body.id}/decision`, {
      decision: 'APPROVE',
      reason: 'Chargeback confirmed',
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('You do not have enough balance for this transaction');
    expect(await balance(usd)).toBe(left);
    expect(await ledgerCounts(bank)).toEqual(counts);
    expect((await staff(viewer, 'GET', '/audit')).body.total).toBe(audit);
    expect(await proposalRow(proposed.body.id)).toMatchObject({
      status: 'PROPOSED',
      decided_by: null,
    });
    // The approver then rejects it, with the reason on record.
    const rejected = await staff(approver, 'POST', `/proposals/${proposed.body.id}/decision`, {
      decision: 'REJECT',
      reason: 'Balance spent; recover through collections',
    });
    expect(rejected.body).toMatchObject({
      status: 'REJECTED',
      decisionReason: 'Balance spent; recover through collections',
    });
    expect(await balance(usd)).toBe(left);
  });
  it('answers 4xx to ids that name nothing or the wrong thing, and writes nothing', async () => {
    const audit = (await staff(viewer, 'GET', '/audit')).body.total;
    const counts = await ledgerCounts(bank);
    const decision = { decision: 'APPROVE', reason: 'Checked' };
    const deposit = await post('wile', '/transfer/wire-deposit', {
      toAccountId: accounts.wile!.USD,
      amountUsd: '20',
    });
    const calls: [string, unknown, number][] = [
      ['/transfers/not-a-transfer/review', decision, 404],
      [`/transfers/${deposit.body.id}/review`, decision, 400],
      ['/wires/%00/receive', { reason: 'Arrived' }, 400],
      ['/wires/TX000000000000/receive', { reason: 'Arrived' }, 404],
      ['/proposals/not-a-uuid/decision', decision, 404],
      ['/proposals/00000000-0000-4000-8000-000000000000/decision', decision, 404],
      ['/documents/not-a-request/review', decision, 404],
      ['/cards/not-a-card/kyc', { fullKyc: true, reason: 'Checked' }, 404],
      [
        `/customers/${callers.wile!.id}/adjustments`,
        { currency: 'XYZ', amount: '1', reason: 'Typo' },
        400,
      ],
      [
        `/customers/${callers.wile!.id}/adjustments`,
        { currency: 'USD', amount: '-0', reason: 'Zero' },
        400,
      ],
      [
        `/customers/${callers.wile!.id}/adjustments`,
        { currency: 'USD', amount: '1e3', reason: 'Exp' },
        400,
      ],
    ];
    for (const [path, body, status] of calls) {
      const res = await staff(approver, 'POST', path, body);
      expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(status);
    }
    expect((await staff(viewer, 'GET', '/documents/x/files/y')).status).toBe(404);
    expect((await staff(viewer, 'GET', '/audit')).body.total).toBe(audit);
    expect((await ledgerCounts(bank)).postings).toBe(counts.postings);
  });
});
