import {
  compare,
  currencyType,
  decimal,
  decimalsFor,
  fitsCurrency,
  isCurrency,
  isDecimalString,
  roundDown,
  type Currency,
  type ProposalKind,
  type StaffOutcome,
  type StaffProposal,
} from '@axia/core';
import type { Selectable } from 'kysely';
import type { BankContext } from '../../context';
import type { StaffProposalTable } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { isUniqueViolation } from '../../identity/users';
import { internalAccount, postTransaction } from '../ledger/post';
import { receiveWireDeposit, WIRE_DEPOSIT_MESSAGES } from '../transactions/wire-deposit';
import { amountInUsd } from '../transactions/service';
import { HELD_FOR_REVIEW_TYPES, REVIEW_MESSAGES, reviewHeldTransfer } from '../transfers/review';
import { staffAct, type StaffActor } from './audit';
import { STAFF_MESSAGES, type StaffCallOf } from './caller';
import { customerRefs, requireCustomer } from './views';

// Four eyes (issue 41): a credit or release of money above the approval threshold (config
// STAFF_APPROVAL_THRESHOLD_USD, in USD at the bank's current rates) is a PROPOSAL; it takes effect only when an
// approver who is not its proposer approves it. At or below the threshold the act applies at once. A manual
// adjustment is always a proposal. At most one open proposal per item (a unique index), and a proposal is decided
// once: its row is locked and its status checked in the deciding transaction.

type ProposalRow = Selectable<StaffProposalTable>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const ADJUSTMENT_MESSAGES = {
  amount: 'amount must be a non-zero decimal string (negative for a debit)',
  decimals: (currency: Currency) =>
    `amount has more than ${decimalsFor(currency)} decimals, which ${currency} allows`,
  noAccount: (currency: string) => `The customer has no ${currency} account`,
  belowZero: 'The debit is more than the account holds: a balance never goes below zero.',
} as const;

const proposalOf = (row: ProposalRow, customer: StaffProposal['customer']): StaffProposal => ({
  id: row.id,
  kind: row.kind as ProposalKind,
  status: row.status as StaffProposal['status'],
  customer,
  subjectId: row.subject_id,
  summary: row.summary,
  amount: row.amount,
  currency: row.currency as Currency,
  amountUsd: row.amount_usd,
  // Staff read the people by e-mail; the sub is kept in the row (proposed_by) for the own-proposal rule.
  proposedBy: row.proposed_by_email,
  proposedAt: new Date(row.proposed_at).toISOString(),
  reason: row.reason,
  decidedBy: row.decided_by_email,
  decidedAt: row.decided_at ? new Date(row.decided_at).toISOString() : null,
  decisionReason: row.decision_reason,
});

async function proposalsOf(ctx: BankContext, rows: ProposalRow[]) {
  const refs = await customerRefs(
    ctx.db,
    rows.map((r) => r.user_id),
  );
  return rows.flatMap((row) => {
    const customer = refs.get(row.user_id);
    return customer ? [proposalOf(row, customer)] : [];
  });
}

/** Proposals, newest first (with `status`, only those). */
export async function proposalsList(ctx: BankContext, status?: StaffProposal['status']) {
  let query = ctx.db.selectFrom('staff_proposals').selectAll();
  if (status) query = query.where('status', '=', status);
  const rows = await query
    .orderBy('proposed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(500)
    .execute();
  return proposalsOf(ctx, rows);
}

/** Whether `usd` needs a second person (above the threshold; an amount with no USD value always does). */
async function needsApproval(ctx: BankContext, usd: string | null) {
  return usd === null || compare(usd, ctx.config.staffApprovalThresholdUsd) > 0;
}

/** Refuses (409) an act on an item that has a proposal waiting: its approver would act on a changed item. */
async function assertNoOpenProposal(ctx: BankContext, kind: ProposalKind, subjectId: string) {
  const open = await ctx.db
    .selectFrom('staff_proposals')
    .select('id')
    .where('kind', '=', kind)
    .where('subject_id', '=', subjectId)
    .where('status', '=', 'PROPOSED')
    .executeTakeFirst();
  if (open) throw conflict(STAFF_MESSAGES.openProposal);
}

/** The transaction under review named by id or reference, of one of `types` (404, 400, 409 as the services say). */
async function requireUnderReview(
  ctx: BankContext,
  reference: string,
  types: readonly string[],
  messages: { wrongType: (publicId: string, type: string) => string; notUnderReview: string },
) {
  const item = await ctx.db
    .selectFrom('transactions')
    .selectAll()
    .where((eb) => eb.or([eb('id', '=', reference), eb('public_id', '=', reference)]))
    .executeTakeFirst();
  if (!item) throw notFound(`No transaction ${reference}`);
  if (!types.includes(item.type)) throw badRequest(messages.wrongType(item.public_id, item.type));
  if (item.status !== 'PENDING_REVIEW') throw conflict(messages.notUnderReview);
  if (!item.user_id) throw conflict(`${item.public_id} belongs to no customer`);
  return { ...item, user_id: item.user_id };
}

interface NewProposal {
  kind: ProposalKind;
  userId: string;
  subjectId: string;
  amount: string;
  currency: Currency;
  amountUsd: string;
  summary: string;
  reason: string;
  payload?: Record<string, unknown>;
}

/** Writes a PROPOSED proposal (409 when the item has an open one: the unique index decides, across processes). */
async function insertProposal(ctx: BankContext, actor: StaffActor, input: NewProposal) {
  try {
    return await ctx.db
      .insertInto('staff_proposals')
      .values({
        kind: input.kind,
        status: 'PROPOSED',
        user_id: input.userId,
        subject_id: input.subjectId,
        amount: input.amount,
        currency: input.currency,
        amount_usd: input.amountUsd,
        summary: input.summary,
        proposed_by: actor.staff.sub,
        proposed_by_email: actor.staff.email,
        proposed_at: ctx.clock.now(),
        reason: input.reason,
        payload: JSON.stringify(input.payload ?? {}),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(STAFF_MESSAGES.openProposal);
    throw error;
  }
}

/** A proposal made as a staff act (audited in the same transaction): the PROPOSED outcome. */
async function propose(
  ctx: BankContext,
  actor: StaffActor,
  action: 'staffReceiveWire' | 'staffReviewTransfer' | 'staffProposeAdjustment',
  input: NewProposal,
): Promise<StaffProposal> {
  const customer = (await customerRefs(ctx.db, [input.userId])).get(input.userId)!;
  return staffAct(ctx, actor, action, async () => {
    const row = await insertProposal(ctx, actor, input);
    const proposal = proposalOf(row, customer);
    return {
      result: proposal,
      record: {
        subjectType: 'proposal',
        subjectId: row.id,
        userId: input.userId,
        before: null,
        after: proposal,
        reason: input.reason,
      },
    };
  });
}

const money = (amount: string, currency: Currency) =>
  `${decimal(amount).toFixed(decimalsFor(currency))} ${currency}`;

/** POST /staff/wires/:transactionId/receive: credited now, or proposed above the threshold. */
export async function staffReceiveWire(
  ctx: BankContext,
  call: StaffCallOf<'staffReceiveWire'>,
): Promise<StaffOutcome> {
  const item = await requireUnderReview(ctx, call.params.transactionId, ['WIRE_DEPOSIT'], {
    wrongType: (publicId, type) => `${publicId} is a ${type} transaction, not a wire deposit`,
    notUnderReview: WIRE_DEPOSIT_MESSAGES.notUnderReview,
  });
  await assertNoOpenProposal(ctx, 'WIRE_RECEIVED', item.id);
  const currency = item.currency as Currency;
  const usd = await amountInUsd(ctx, item.amount, item.currency);
  if (await needsApproval(ctx, usd)) {
    const proposal = await propose(ctx, call, 'staffReceiveWire', {
      kind: 'WIRE_RECEIVED',
      userId: item.user_id,
      subjectId: item.id,
      amount: roundDown(item.amount, decimalsFor(currency)),
      currency,
      amountUsd: usd ?? '0',
      summary: `Wire deposit ${item.public_id} received: credit ${money(item.amount, currency)}`,
      reason: call.body.reason,
    });
    return { outcome: 'PROPOSED', proposal };
  }
  await staffAct(ctx, call, 'staffReceiveWire', async () => ({
    result: null,
    record: {
      subjectType: 'transaction',
      subjectId: item.id,
      userId: item.user_id,
      before: { status: item.status },
      after: await receiveWireDeposit(ctx, item.id),
      reason: call.body.reason,
    },
  }));
  return { outcome: 'APPLIED' };
}

/** POST /staff/transfers/:transactionId/review: REJECT refunds at once; APPROVE is proposed above the threshold. */
export async function staffReviewTransfer(
  ctx: BankContext,
  call: StaffCallOf<'staffReviewTransfer'>,
): Promise<StaffOutcome> {
  const item = await requireUnderReview(ctx, call.params.transactionId, HELD_FOR_REVIEW_TYPES, {
    wrongType: REVIEW_MESSAGES.notReviewable,
    notUnderReview: REVIEW_MESSAGES.notUnderReview,
  });
  await assertNoOpenProposal(ctx, 'TRANSFER_RELEASE', item.id);
  const currency = item.currency as Currency;
  const { decision, reason } = call.body;
  const usd = await amountInUsd(ctx, item.amount, item.currency);
  if (decision === 'APPROVE' && (await needsApproval(ctx, usd))) {
    const proposal = await propose(ctx, call, 'staffReviewTransfer', {
      kind: 'TRANSFER_RELEASE',
      userId: item.user_id,
      subjectId: item.id,
      amount: roundDown(item.amount, decimalsFor(currency)),
      currency,
      amountUsd: usd ?? '0',
      summary: `Release held ${item.type} ${item.public_id}: ${money(item.amount, currency)}`,
      reason,
    });
    return { outcome: 'PROPOSED', proposal };
  }
  await staffAct(ctx, call, 'staffReviewTransfer', async () => ({
    result: null,
    record: {
      subjectType: 'transaction',
      subjectId: item.id,
      userId: item.user_id,
      before: { status: item.status },
      after: await reviewHeldTransfer(ctx, item.id, decision === 'APPROVE' ? 'approve' : 'reject'),
      reason,
    },
  }));
  return { outcome: 'APPLIED' };
}

/** The customer's account in `currency` (404 without one). */
async function customerAccount(ctx: BankContext, userId: string, currency: Currency) {
  const account = await ctx.db
    .selectFrom('accounts')
    .select(['id', 'public_id', 'alias', 'amount', 'currency'])
    .where('user_id', '=', userId)
    .where('currency', '=', currency)
    .executeTakeFirst();
  if (!account) throw notFound(ADJUSTMENT_MESSAGES.noAccount(currency));
  return account;
}

/** POST /staff/customers/:userId/adjustments: a credit (positive) or debit (negative): always a proposal. */
export async function staffProposeAdjustment(
  ctx: BankContext,
  call: StaffCallOf<'staffProposeAdjustment'>,
): Promise<StaffProposal> {
  const { currency, reason } = call.body;
  const signed = call.body.amount;
  const negative = signed.startsWith('-');
  const magnitude = negative ? signed.slice(1) : signed;
  if (!isDecimalString(magnitude) || compare(magnitude, '0') <= 0)
    throw badRequest(ADJUSTMENT_MESSAGES.amount);
  if (!fitsCurrency(magnitude, currency)) throw badRequest(ADJUSTMENT_MESSAGES.decimals(currency));
  const customer = await requireCustomer(ctx.db, call.params.userId);
  const account = await customerAccount(ctx, customer.id, currency);
  // Checked again, under the account's lock, when the debit is carried out.
  if (negative && compare(account.amount, magnitude) < 0)
    throw badRequest(ADJUSTMENT_MESSAGES.belowZero);
  const amount = roundDown(magnitude, decimalsFor(currency));
  const usd = await amountInUsd(ctx, amount, currency);
  return propose(ctx, call, 'staffProposeAdjustment', {
    kind: 'ADJUSTMENT',
    userId: customer.id,
    subjectId: account.id,
    amount: negative ? `-${amount}` : amount,
    currency,
    amountUsd: usd ?? '0',
    summary: `${negative ? 'Debit' : 'Credit'} ${money(amount, currency)} ${negative ? 'from' : 'to'} account ${account.public_id}`,
    reason,
    payload: { accountId: account.id, amount: negative ? `-${amount}` : amount },
  });
}

/** An approved adjustment: one balanced transaction against the bank's STAFF_ADJUSTMENTS account. */
async function postAdjustment(ctx: BankContext, row: ProposalRow) {
  const payload = row.payload as { accountId?: unknown; amount?: unknown };
  const currency = row.currency;
  if (
    typeof payload.accountId !== 'string' ||
    typeof payload.amount !== 'string' ||
    !isCurrency(currency)
  )
    throw conflict('This proposal cannot be carried out');
  const signed = payload.amount;
  const negative = signed.startsWith('-');
  const magnitude = negative ? signed.slice(1) : signed;
  const account = await ctx.db
    .selectFrom('accounts')
    .select(['id', 'public_id', 'alias', 'user_id'])
    .where('id', '=', payload.accountId)
    .executeTakeFirstOrThrow();
  const internal = await internalAccount(ctx.db, 'STAFF_ADJUSTMENTS', currency);
  const side = {
    accountAlias: account.alias,
    accountId: account.id,
    accountPublicId: account.public_id,
    accountType: currency,
    amount: magnitude,
    currency,
    currencyType: currencyType(currency),
    userId: account.user_id,
  };
  // A debit is conditional like every customer debit (postTransaction: 422 when it would go below zero).
  const posted = await postTransaction(ctx.db, {
    type: 'EXTERNAL_TRANSACTION',
    method: 'INTERNAL',
    status: 'COMPLETED',
    amount: magnitude,
    currency,
    userId: row.user_id,
    title: negative ? 'Adjustment (debit)' : 'Adjustment (credit)',
    description: row.reason,
    ...(negative ? { from: side } : { to: side }),
    meta: { staffProposalId: row.id },
    legs: [
      { accountId: account.id, amount: signed },
      { accountId: internal, amount: negative ? magnitude : `-${magnitude}` },
    ],
    createdAt: ctx.clock.now(),
  });
  return { id: posted.id, publicId: posted.publicId, balance: posted.balances[account.id] };
}

/** Carries out an approved proposal (in the deciding transaction). */
function execute(ctx: BankContext, row: ProposalRow) {
  switch (row.kind as ProposalKind) {
    case 'WIRE_RECEIVED':
      return receiveWireDeposit(ctx, row.subject_id);
    case 'TRANSFER_RELEASE':
      return reviewHeldTransfer(ctx, row.subject_id, 'approve');
    case 'ADJUSTMENT':
      return postAdjustment(ctx, row);
  }
}

/**
 * POST /staff/proposals/:proposalId/decision: an approver other than the proposer decides a PROPOSED proposal. The
 * row is locked first, so of two decisions at once the second finds it decided (409) and nothing moves twice;
 * APPROVE carries the change out, marks the proposal and appends the audit row in one transaction.
 */
export async function staffDecideProposal(
  ctx: BankContext,
  call: StaffCallOf<'staffDecideProposal'>,
): Promise<StaffProposal> {
  const { proposalId } = call.params;
  // A malformed id is no proposal (the column is a uuid: the database would refuse to compare it).
  if (!UUID.test(proposalId)) throw notFound(STAFF_MESSAGES.proposalNotFound);
  const { decision, reason } = call.body;
  return staffAct(ctx, call, 'staffDecideProposal', async () => {
    const row = await ctx.db
      .selectFrom('staff_proposals')
      .selectAll()
      .where('id', '=', proposalId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound(STAFF_MESSAGES.proposalNotFound);
    if (row.proposed_by === call.staff.sub) throw forbidden(STAFF_MESSAGES.ownProposal);
    if (row.status !== 'PROPOSED') throw conflict(STAFF_MESSAGES.notProposed);
    const carriedOut = decision === 'APPROVE' ? await execute(ctx, row) : null;
    const decided = await ctx.db
      .updateTable('staff_proposals')
      .set({
        status: decision === 'APPROVE' ? 'APPROVED' : 'REJECTED',
        decided_by: call.staff.sub,
        decided_by_email: call.staff.email,
        decided_at: ctx.clock.now(),
        decision_reason: reason,
      })
      .where('id', '=', row.id)
      .where('status', '=', 'PROPOSED')
      .returningAll()
      .executeTakeFirst();
    if (!decided) throw conflict(STAFF_MESSAGES.notProposed);
    const customer = await requireCustomer(ctx.db, row.user_id);
    const before = proposalOf(row, (await customerRefs(ctx.db, [customer.id])).get(customer.id)!);
    const after = { ...before, ...proposalOf(decided, before.customer) };
    return {
      result: after,
      record: {
        subjectType: 'proposal',
        subjectId: row.id,
        userId: row.user_id,
        before: { status: before.status },
        after: { status: after.status, carriedOut },
        reason,
      },
    };
  });
}
