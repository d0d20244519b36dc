import {
  FEATURE_FLAGS,
  CURRENCIES,
  decimalsFor,
  fitsCurrency,
  isDecimalString,
  isPositive,
  STAFF_ROLES,
} from '@axia/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { AdjustableClock, FixedClock } from '../clock';
import type { BankContext } from '../context';
import { HttpError, notFound, unauthorized } from '../http/errors';
import { auditLedger } from '../modules/ledger/audit';
import { runAccrualJob } from '../modules/stakings/accrual-job';
import { creditFrom } from '../modules/ledger/post';
import { findUser } from '../identity/users';
import { createStaffIdentity } from '../identity/admin';
import { newTotpSecret } from '../identity/totp';
import { moveSandboxClock } from './clock-offset';
import { sendWebhook } from './webhooks';
import {
  MOVABLE_RATE_CURRENCIES,
  moveUsdRates,
  type MovableRateCurrency,
} from '../modules/currency/service';
import { setTransferType, transferTypeAdminSchema } from '../modules/transfers/transfer-types';
import { chainDepositSchema, simulateChainDeposit } from './chain-deposit';
import { networkDepositSchema, simulateNetworkDeposit } from './network-deposit';
import { createDemoCustomer, DEMO_USERS } from './seed';
import { depositMinimumsSchema, setMinimumDepositAmounts } from '../modules/deposits/minimums';
import {
  adminCreateStaking,
  adminListStakings,
  adminStakingAction,
  stakingAdminSchemas,
} from '../modules/stakings/admin';
import { stakingProductAdminSchema, upsertStakingProduct } from '../modules/stakings/products';
import {
  adminCardSpend,
  adminCardStatus,
  adminCardTrackingReady,
  adminHolder,
  cardAdminSchemas,
} from './card-admin';
import {
  adminGiftCardFulfil,
  deliverDueGiftCards,
  giftCardAdminSchemas,
} from './gift-card-delivery';

// The back office of the sandbox (issue 41): what plays the OUTSIDE world — the clock, a chain or network deposit
// arriving, a wire's sandbox funding, the rate source, the card issuer (spending, card statuses, tracking numbers),
// the gift-card vendor, the KYC provider's answer — and the demo's own tooling (demo customers and staff members,
// feature flags, terms, fees, deposit minimums, staking pools, the ledger audit, the card holder's fields). The
// bank staff's decisions (maintenance, banner, service statuses, a customer's status and registration checks, a
// wire received, a held transfer reviewed, a document reviewed, a card's KYC flag) are the staff API's
// (/api/staff, modules/staff): a staff member signed in as themselves, within their role, four eyes on money, on
// the audit trail. Guarded by SANDBOX_ADMIN_TOKEN.

/**
 * 401 unless the request carries the back office's token (x-admin-token), compared in constant time. Also guards the
 * mailbox outside local (sandbox/routes.ts).
 */
export function checkAdminToken(ctx: BankContext, request: FastifyRequest) {
  const given = String(request.headers['x-admin-token'] ?? '');
  const expected = ctx.config.adminToken;
  const ok =
    given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
  if (!ok) throw unauthorized('A valid x-admin-token header is required');
}

async function userIdByEmail(ctx: BankContext, email: string) {
  const row = await ctx.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
  if (!row) throw notFound(`No user ${email}`);
  return row.id;
}

/** A USD rate: a positive decimal of at most 12 integer digits and 10 decimals. */
const usdRateSchema = z
  .string()
  .refine(
    (v) => isDecimalString(v) && isPositive(v) && /^\d{1,12}(\.\d{1,10})?$/.test(v),
    'a rate must be a positive decimal string (at most 12 digits before the point and 10 after)',
  );

const emailParams = z.strictObject({ email: z.string().email().max(254) });

const adminSchemas = {
  features: z.strictObject({
    add: z.array(z.enum(FEATURE_FLAGS)).default([]),
    remove: z.array(z.enum(FEATURE_FLAGS)).default([]),
  }),
  terms: z.strictObject({
    name: z.string().min(1).max(100),
    enabled: z.boolean(),
    header: z.string().max(200),
    body: z.string().max(20000),
  }),
  kycReview: z.strictObject({ decision: z.enum(['COMPLETED', 'REJECTED']) }),
  clock: z.strictObject({
    advanceSeconds: z
      .number()
      .int()
      .min(0)
      .max(10 * 365 * 24 * 3600)
      .optional(),
    set: z.iso.datetime().optional(),
    reset: z.boolean().optional(),
  }),
  staff: z.strictObject({
    role: z.enum(STAFF_ROLES),
    email: z.string().email().max(254).optional(),
  }),
  customer: z.strictObject({
    like: z.string().email().max(254),
    email: z.string().email().max(254).optional(),
    // Another first name than the demo user's (a long one, for the header's layout).
    firstName: z.string().trim().min(1).max(60).optional(),
  }),
  // The rate source's USD rates (issue 30): any of AXC, USAX, EUR, GBP, each a positive decimal.
  rates: z
    .strictObject(
      Object.fromEntries(
        MOVABLE_RATE_CURRENCIES.map((c) => [c, usdRateSchema.optional()]),
      ) as Record<MovableRateCurrency, z.ZodOptional<typeof usdRateSchema>>,
    )
    .refine((body) => Object.values(body).some((v) => v !== undefined), {
      message: `Give at least one rate: ${MOVABLE_RATE_CURRENCIES.join(', ')}`,
    }),
  deposit: z.strictObject({
    email: z.string().email(),
    currency: z.enum(CURRENCIES),
    amount: z
      .string()
      .refine(
        (v) => isDecimalString(v) && isPositive(v),
        'amount must be a positive decimal string',
      ),
  }),
};

export function registerAdmin(app: FastifyInstance, ctx: BankContext) {
  const post = <S extends z.ZodType>(
    path: string,
    schema: S,
    handler: (body: z.output<S>, request: FastifyRequest) => Promise<unknown>,
  ) =>
    app.post(`/sandbox/admin${path}`, async (request) => {
      checkAdminToken(ctx, request);
      return handler(schema.parse(request.body ?? {}), request);
    });

  post('/users/:email/features', adminSchemas.features, async (body, request) => {
    const { email } = emailParams.parse(request.params);
    const id = await userIdByEmail(ctx, email);
    const row = await ctx.db
      .selectFrom('users')
      .select('features')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const features = new Set(row.features);
    body.add.forEach((f) => features.add(f));
    body.remove.forEach((f) => features.delete(f));
    await ctx.db
      .updateTable('users')
      .set({ features: JSON.stringify([...features]) })
      .where('id', '=', id)
      .execute();
    return { email, features: [...features] };
  });

  post('/terms', adminSchemas.terms, async ({ name, enabled, header, body }) => {
    const value_json = JSON.stringify({ header, body });
    await ctx.db
      .insertInto('terms')
      .values({ name, enabled, value_json })
      .onConflict((oc) => oc.column('name').doUpdateSet({ enabled, value_json }))
      .execute();
    return { name, enabled };
  });

  post('/kyc/:refId/review', adminSchemas.kycReview, async ({ decision }, request) => {
    const { refId } = z.strictObject({ refId: z.string().min(1).max(100) }).parse(request.params);
    // The KYC provider's decision, sent as its signed webhook.
    return sendWebhook(app, ctx, 'kyc', 'verification.reviewed', { refId, decision });
  });

  post('/clock', adminSchemas.clock, async (body) => {
    const clock = ctx.clock;
    if (!(clock instanceof AdjustableClock) && !(clock instanceof FixedClock)) {
      throw new HttpError(409, 'This clock cannot be moved');
    }
    if (clock instanceof AdjustableClock) {
      await moveSandboxClock(ctx, body);
    } else {
      if (body.set) clock.set(new Date(body.set));
      if (body.advanceSeconds) clock.advance(body.advanceSeconds * 1000);
    }
    // Stakings caught up to the new time before the answer, so the caller sees their rewards and term ends.
    const stakings = await runAccrualJob(ctx, ctx.clock.now(), app.log);
    // Gift card orders whose vendor delay has passed: the sandbox vendor reports them (by webhook) likewise.
    const giftCards = await deliverDueGiftCards(app, ctx, { log: app.log });
    return { now: ctx.clock.now().toISOString(), stakings, giftCards };
  });

  // The staking accrual job on demand (it also runs on every clock move and every minute): rewards, term ends.
  post('/staking-clock', z.strictObject({}), () => runAccrualJob(ctx, ctx.clock.now(), app.log));

  // A new customer in the state of a demo user (same names, flags, verification, consent and balances; the demo
  // users' password: Demo1234! in local, SEED_DEMO_PASSWORD elsewhere), so a test or a demonstration that changes a
  // customer's state does not use up the demo user. Outside local without SEED_DEMO_PASSWORD there is none to give.
  post('/customers', adminSchemas.customer, async ({ like, email, firstName }) => {
    const demo = DEMO_USERS.find((u) => u.email === like.toLowerCase());
    if (!demo) throw new HttpError(400, `${like} is not a demo user`);
    const password = ctx.config.demoPassword;
    if (password === null) {
      throw new HttpError(
        409,
        `Demo customers need the demo users' password: SEED_DEMO_PASSWORD with APP_ENVIRONMENT=${ctx.config.environment}`,
      );
    }
    const address = (
      email ?? `${like.split('@')[0]}.${crypto.randomUUID().slice(0, 8)}@demo.test`
    ).toLowerCase();
    if (await findUser(ctx.db, address))
      throw new HttpError(409, `${address} is already a customer`);
    await createDemoCustomer(ctx, firstName ? { ...demo, firstName } : demo, address, password);
    return { email: address, like: demo.email };
  });

  // A new staff member of a role (the staff demo users' password; a fresh authenticator secret, returned), so a test
  // or a demonstration signs in as someone whose codes no other sign-in has used (an authenticator code is taken once).
  post('/staff', adminSchemas.staff, async ({ role, email }) => {
    const password = ctx.config.demoPassword;
    if (password === null) {
      throw new HttpError(
        409,
        `Staff demo users need the demo users' password: SEED_DEMO_PASSWORD with APP_ENVIRONMENT=${ctx.config.environment}`,
      );
    }
    if (ctx.config.identity.provider !== 'sandbox')
      throw new HttpError(409, "Staff of an external user pool are that pool's users");
    const address = (
      email ?? `${role}.${crypto.randomUUID().slice(0, 8)}@staff.demo.test`
    ).toLowerCase();
    if (await findUser(ctx.db, address)) throw new HttpError(409, `${address} is already a user`);
    const totpSecret = newTotpSecret();
    await createStaffIdentity(ctx, {
      email: address,
      password,
      givenName: 'Demo',
      familyName: `${role[0]!.toUpperCase()}${role.slice(1)}`,
      role,
      totpSecret,
    });
    return { email: address, role, totpSecret };
  });

  // The rate source moves USD rates (settings.rates), each change recorded in the rate history (issue 30).
  post('/rates', adminSchemas.rates, async (body) => ({ rates: await moveUsdRates(ctx, body) }));

  post('/deposit', adminSchemas.deposit, async ({ email, currency, amount }) => {
    if (!fitsCurrency(amount, currency)) {
      throw new HttpError(
        400,
        `amount has more than ${decimalsFor(currency)} decimals, which ${currency} allows`,
      );
    }
    const id = await userIdByEmail(ctx, email);
    const account = await ctx.db
      .selectFrom('accounts')
      .select('id')
      .where('user_id', '=', id)
      .where('currency', '=', currency)
      .executeTakeFirst();
    if (!account) throw notFound(`${email} has no ${currency} account`);
    const balance = await creditFrom(ctx.db, 'SANDBOX_FUNDING', {
      accountId: account.id,
      amount,
      type: 'EXTERNAL_TRANSACTION',
      method: 'SANDBOX',
      title: 'Deposit',
      createdAt: ctx.clock.now(),
    });
    return { email, currency, balance };
  });

  // A payment arrives at a customer's digital-currency deposit address: the provider converts it (rate less
  // 0.8 %) and the bank records it awaiting the customer's confirmation.
  post('/chain-deposit', chainDepositSchema, (body) => simulateChainDeposit(app, ctx, body));

  // Coins arrive at a customer's AXIA network (V1 or V2) custody address: at least 1 AXC, then awaiting the
  // customer's confirmation into an AXC account.
  post('/network-deposit', networkDepositSchema, (body) => simulateNetworkDeposit(app, ctx, body));

  // The minimum deposit amounts list (seed 001 §7), replaced whole: without a USAX record card deposits stop.
  post('/deposit-minimums', depositMinimumsSchema, (body) =>
    setMinimumDepositAmounts(ctx, body.records),
  );

  // A transfer kind's fee (GET /transfer/types): a fixed fee in its currency, or a rate within bounds; reset: default.
  post('/transfer-types', transferTypeAdminSchema, (body) => setTransferType(ctx, body));

  // The ledger audit: every transaction balanced, every balance the sum of its legs, no customer below zero.
  post('/audit', z.strictObject({}), () => auditLedger(ctx.db));

  // Staking pools (seed 002 §3 'Staking product'): create or replace one by its code.
  post('/staking-products', stakingProductAdminSchema, (body) => upsertStakingProduct(ctx, body));
  // A staking for a customer in any pool (a private one too), funded by the bank (ADMIN_CREATE); appliedAt in the
  // past makes one already in term.
  post('/stakings', stakingAdminSchemas.create, (body) => adminCreateStaking(ctx, body));
  post('/stakings/list', stakingAdminSchemas.list, ({ email }) => adminListStakings(ctx, email));
  // add | deduct (amount) | suspend | freeze | resume | close, on a staking by its id or ST… reference.
  post('/stakings/:reference/:action', stakingAdminSchemas.action, (body, request) => {
    const { reference, action } = stakingAdminSchemas.params.parse(request.params);
    return adminStakingAction(ctx, reference, action, body);
  });

  // Cards (./card-admin.ts): spending at a merchant from the customer's most recent ACTIVE card (or cardId), which
  // the issuer reports by its signed webhook (the bank's CARD_PAYMENT), then its statement row; 422 'Insufficient
  // funds' over the card's balance.
  post('/card-spend', cardAdminSchemas.spend, (body) => adminCardSpend(app, ctx, body));
  // A card's status (ACTIVE, SUSPENDED, LOST, STOLEN, EXPIRED: the issuer's, reported by webhook) and its courier
  // tracking number now.
  post('/cards/:cardId/status', cardAdminSchemas.status, (body, request) =>
    adminCardStatus(app, ctx, cardAdminSchemas.cardParams.parse(request.params).cardId, body),
  );
  post('/cards/:cardId/tracking-ready', cardAdminSchemas.trackingReady, (body, request) =>
    adminCardTrackingReady(ctx, cardAdminSchemas.cardParams.parse(request.params).cardId, body),
  );
  // Gift cards (./gift-card-delivery.ts): the sandbox vendor reports an order's outcome now, by its signed webhook:
  // PROCESSED (default) or FAILED with a reason (refunded exactly); an order already fulfilled 409.
  post('/gift-cards/:orderId/fulfil', giftCardAdminSchemas.fulfil, (body, request) =>
    adminGiftCardFulfil(app, ctx, giftCardAdminSchemas.params.parse(request.params).orderId, body),
  );
  // The card holder's profile (address, country, alternative names, date of birth) on users.
  post('/users/:email/holder', cardAdminSchemas.holder, (body, request) =>
    adminHolder(ctx, emailParams.parse(request.params).email, body),
  );
}
