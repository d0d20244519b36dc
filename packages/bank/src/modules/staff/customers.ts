import {
  type CustomerAction,
  type StaffCustomer,
  type StaffCustomerRef,
  type UserStatus,
} from '@axia/core';
import type { BankContext } from '../../context';
import { conflict, notFound } from '../../http/errors';
import { staffAct } from './audit';
import type { StaffCallOf } from './caller';
import { cardItemOf, checksOf, customerRefOf, documentsOf, requireCustomer } from './views';

// Customer lookup (exact match only: staff look a customer up for a reason, they do not browse) and the actions
// staff take on a customer: suspend, reactivate, close, each with the reason kept on users.status_reason.

/** How much history the customer's page shows: the most recent transactions. */
const RECENT_TRANSACTIONS = 100;

/** Customers by e-mail, customer id, account id or public id, or transaction id or public id (exact). */
export async function findCustomers(ctx: BankContext, q: string): Promise<StaffCustomerRef[]> {
  const term = q.trim();
  const rows = await ctx.db
    .selectFrom('users')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('email', '=', term.toLowerCase()),
        eb('id', '=', term),
        eb(
          'id',
          'in',
          eb
            .selectFrom('accounts')
            .select('user_id')
            .where((a) => a.or([a('id', '=', term), a('public_id', '=', term)]))
            .where('user_id', 'is not', null)
            .$narrowType<{ user_id: string }>(),
        ),
        eb(
          'id',
          'in',
          eb
            .selectFrom('transactions')
            .select('user_id')
            .where((t) => t.or([t('id', '=', term), t('public_id', '=', term)]))
            .where('user_id', 'is not', null)
            .$narrowType<{ user_id: string }>(),
        ),
      ]),
    )
    .orderBy('email')
    .limit(50)
    .execute();
  return rows.map(customerRefOf);
}

/** Everything staff read about one customer (read-only). */
export async function customerDetail(ctx: BankContext, userId: string): Promise<StaffCustomer> {
  const row = await ctx.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound('Customer not found');
  const accounts = await ctx.db
    .selectFrom('accounts')
    .select(['id', 'currency', 'amount', 'status'])
    .where('user_id', '=', userId)
    .orderBy('currency')
    .execute();
  const transactions = await ctx.db
    .selectFrom('transactions')
    .select(['id', 'public_id', 'type', 'status', 'title', 'amount', 'currency', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(RECENT_TRANSACTIONS)
    .execute();
  const documents = await ctx.db
    .selectFrom('document_requests')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute();
  const cards = await ctx.db
    .selectFrom('cards')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute();
  const stakings = await ctx.db
    .selectFrom('stakings')
    .select(['id', 'product_code', 'amount', 'status', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute();
  const iso = (value: Date | string) => new Date(value).toISOString();
  const phone = row.phone_number
    ? `${row.phone_country_code ?? ''} ${row.phone_number}`.trim()
    : null;
  return {
    customer: customerRefOf(row),
    // Customers have no public id of their own (accounts and transactions do).
    publicId: null,
    phone,
    country: row.address_country,
    createdAt: iso(row.created_at),
    statusReason: row.status_reason,
    checks: checksOf(row),
    accounts: accounts.map((a) => ({
      id: a.id,
      currency: a.currency as StaffCustomer['accounts'][number]['currency'],
      balance: a.amount,
      status: a.status,
    })),
    transactions: transactions.map((t) => ({
      id: t.id,
      publicId: t.public_id,
      type: t.type,
      status: t.status,
      title: t.title ?? t.type,
      amount: t.amount,
      currency: t.currency as StaffCustomer['transactions'][number]['currency'],
      createdAt: iso(t.created_at),
    })),
    documents: await documentsOf(ctx.db, documents),
    cards: cards.map((card) => {
      const { kind: _kind, ...item } = cardItemOf(card);
      return item;
    }),
    stakings: stakings.map((s) => ({
      id: s.id,
      product: s.product_code,
      amount: s.amount,
      status: s.status,
      createdAt: iso(s.created_at),
    })),
  };
}

/** Each action: the statuses it may start from, and the status it sets. */
const ACTIONS: Record<CustomerAction, { from: readonly UserStatus[]; to: UserStatus }> = {
  SUSPEND: { from: ['ACTIVE'], to: 'SUSPENDED' },
  REACTIVATE: { from: ['SUSPENDED'], to: 'ACTIVE' },
  CLOSE: { from: ['ACTIVE', 'SUSPENDED'], to: 'DEACTIVATED' },
};

/**
 * POST /staff/customers/:userId/status: the customer's status changes with the reason (the gates then refuse what
 * the new status does not allow). An action the current status does not allow answers 409; the status is changed
 * only from the status read (a conditional update), so two staff acting at once cannot both act.
 */
export async function customerAction(
  ctx: BankContext,
  call: StaffCallOf<'staffCustomerAction'>,
): Promise<StaffCustomerRef> {
  const { action, reason } = call.body;
  const rule = ACTIONS[action];
  const ref = await staffAct(ctx, call, 'staffCustomerAction', async () => {
    const before = await requireCustomer(ctx.db, call.params.userId);
    const status = customerRefOf(before).status;
    if (!rule.from.includes(status))
      throw conflict(`A customer who is ${status} cannot be given ${action}.`);
    const changed = await ctx.db
      .updateTable('users')
      .set({ status: rule.to, status_reason: reason })
      .where('id', '=', before.id)
      .where('status', '=', before.status)
      .returning('id')
      .executeTakeFirst();
    if (!changed) throw conflict('The customer changed meanwhile: look again.');
    const after = customerRefOf({ ...before, status: rule.to });
    return {
      result: after,
      record: {
        subjectType: 'customer',
        subjectId: before.id,
        userId: before.id,
        before: { status },
        after: { status: rule.to },
        reason,
      },
    };
  });
  // A closed customer's sessions end (their tokens stop working); a suspended one may still sign in and read.
  if (action === 'CLOSE') await ctx.tokens.revokeAll(ref.userId);
  return ref;
}
