import { userByEmail } from '../modules/common/user';
import {
  CARD_MESSAGES,
  decimal,
  decimalsFor,
  isDecimalString,
  isPositive,
  type Card,
} from '@axia/core';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { BankContext } from '../context';
import { badRequest, conflict, notFound } from '../http/errors';
import { CARD_SPEND_MESSAGES, type CardSpent } from '../modules/cards/spend';
import { findCard, type CardRow } from '../modules/cards/view';
import { inTransaction } from '../modules/ledger/post';
import { sandboxCardIssuer } from './card-issuer';
import { sendWebhook } from './webhooks';

// The sandbox's card actions (sandbox admin HTTP under /sandbox/admin and the CLI), playing the card issuer. Card
// spending at a merchant and a card's status are the card issuer's to report: the sandbox issuer changes its own
// records and tells the bank by its signed webhooks (card.transaction, card.status_changed:
// modules/cards/webhooks.ts), as a real issuer does. A courier tracking number made available is the issuer's own
// record the bank asks for (trackingNumber), not reported. A card's KYC flag is the bank's own, a staff decision
// (the staff API's staffCardKyc, and its document review), not the sandbox's. The card holder's profile fields are
// the bank's users (the demo's tooling).

const amount = z
  .string()
  .trim()
  .refine((v) => isDecimalString(v) && isPositive(v), 'amount must be a positive decimal string');

/** The card holder's profile fields the back office sets (users' holder columns). */
const HOLDER_COLUMNS = {
  firstName: 'first_name',
  lastName: 'last_name',
  addressLine1: 'address_line1',
  addressLine2: 'address_line2',
  addressCity: 'address_city',
  addressState: 'address_state',
  addressPostalCode: 'address_postal_code',
  addressCountry: 'address_country',
  alternativeFirstName: 'alternative_first_name',
  alternativeLastName: 'alternative_last_name',
  dateOfBirth: 'date_of_birth',
} as const;
type HolderField = keyof typeof HOLDER_COLUMNS;

const holderText = z.string().trim().max(120);
const ownerEmail = z.string().email().max(254).optional();

export const cardAdminSchemas = {
  spend: z.strictObject({
    email: z.string().email().max(254),
    amount,
    merchant: z.string().trim().min(1).max(120),
    /** Default: the customer's most recent ACTIVE card. */
    cardId: z.string().trim().min(1).max(64).optional(),
    /** When it happened (default now; not after now): a past date fills a past month's statement. */
    at: z.iso.datetime({ offset: true }).optional(),
  }),
  cardParams: z.strictObject({ cardId: z.string().trim().min(1).max(64) }),
  status: z.strictObject({
    status: z.enum(['ACTIVE', 'SUSPENDED', 'LOST', 'STOLEN', 'EXPIRED'] as const),
    /** When given, the card must be this customer's (404 otherwise). */
    email: ownerEmail,
  }),
  trackingReady: z.strictObject({ email: ownerEmail }),
  holder: z.strictObject({
    /** The customer's names (required on users: '' is refused). */
    firstName: z.string().trim().min(1).max(60).optional(),
    lastName: z.string().trim().min(1).max(60).optional(),
    addressLine1: holderText.optional(),
    addressLine2: holderText.optional(),
    addressCity: holderText.optional(),
    addressState: holderText.optional(),
    addressPostalCode: z.string().trim().max(20).optional(),
    /** ISO alpha-2 ('' clears it). */
    addressCountry: z
      .string()
      .trim()
      .regex(/^([A-Za-z]{2})?$/, 'addressCountry must be a two-letter country code')
      .transform((v) => v.toUpperCase())
      .optional(),
    alternativeFirstName: z.string().trim().max(60).optional(),
    alternativeLastName: z.string().trim().max(60).optional(),
    dateOfBirth: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'dateOfBirth must be YYYY-MM-DD')
      .optional(),
  }),
};

const CARD_ADMIN_MESSAGES = {
  noActiveCard: (email: string) => `${email} has no ACTIVE card`,
  notYours: 'This card is not the customer’s',
  noTracking: 'This card has no courier order with a tracking number',
  futureDate: CARD_SPEND_MESSAGES.futureDate,
} as const;
const M = CARD_ADMIN_MESSAGES;

/** Any customer's card; with `email`, only that customer's (404 otherwise). */
async function requireAnyCard(ctx: BankContext, cardId: string, email?: string): Promise<CardRow> {
  const ownerId = email ? (await userByEmail(ctx.db, email)).id : null;
  const card = await findCard(ctx.db, cardId);
  if (!card) throw notFound(CARD_MESSAGES.cardNotFound);
  if (ownerId && ownerId !== card.user_id) throw notFound(M.notYours);
  return card;
}

/**
 * card-spend: `amount` (card currency) spent at `merchant` with the customer's card, as a real issuer reports it. The
 * sandbox issuer authorizes it on its own records (its card ACTIVE, the currency's decimals), reports it to the bank
 * by its signed webhook card.transaction (the bank posts one CARD_PAYMENT: card account −amount, CARD_ISSUER(C)
 * +amount, method CARD; 422 'Insufficient funds' over the card's balance), and only on the bank's 2xx writes its
 * SPEND row with the bank's transaction id: a refused payment leaves the bank and the issuer unchanged.
 */
export async function adminCardSpend(
  app: FastifyInstance,
  ctx: BankContext,
  body: z.output<typeof cardAdminSchemas.spend>,
): Promise<CardSpent> {
  const user = await userByEmail(ctx.db, body.email);
  const now = ctx.clock.now();
  const at = body.at ? new Date(body.at) : now;
  if (at.getTime() > now.getTime()) throw badRequest(M.futureDate);
  let cardId = body.cardId;
  if (!cardId) {
    const latest = await ctx.db
      .selectFrom('cards')
      .select('id')
      .where('user_id', '=', user.id)
      .where('status', '=', 'ACTIVE')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (!latest) throw notFound(M.noActiveCard(body.email));
    cardId = latest.id;
  }
  const card = await requireAnyCard(ctx, cardId, body.email);
  const issuerCardId = card.issuer_card_id;
  const currency = await sandboxCardIssuer.authorizeSpend(ctx.db, issuerCardId, body.amount);
  const spent = decimal(body.amount).toFixed(decimalsFor(currency));
  // The issuer's own id of the payment: the bank posts it once, whatever the webhook-id it arrives under.
  const issuerTransactionId = randomUUID();
  const answer = (await sendWebhook(app, ctx, 'cardIssuer', 'card.transaction', {
    issuerCardId,
    issuerTransactionId,
    amount: spent,
    currency,
    merchant: body.merchant,
    at: at.toISOString(),
  })) as CardSpent;
  await inTransaction(ctx.db, (trx) =>
    sandboxCardIssuer.spend(trx, issuerCardId, {
      id: issuerTransactionId,
      amount: spent,
      merchant: body.merchant,
      transactionId: answer.transactionId,
      at,
      now: ctx.clock.now(),
    }),
  );
  return answer;
}

/**
 * card-status: any of ACTIVE, SUSPENDED, LOST, STOLEN, EXPIRED. The sandbox issuer sets its card's status, then
 * reports it to the bank by its signed webhook card.status_changed (the bank's cards row follows); answers the
 * bank's card.
 */
export async function adminCardStatus(
  app: FastifyInstance,
  ctx: BankContext,
  cardId: string,
  { status, email }: z.output<typeof cardAdminSchemas.status>,
): Promise<Card> {
  const card = await requireAnyCard(ctx, cardId, email);
  // The issuer's own change, committed on its own: it holds no lock of the bank's while the bank applies the event.
  await sandboxCardIssuer.setStatus(ctx.db, card.issuer_card_id, status, ctx.clock.now());
  const answer = (await sendWebhook(app, ctx, 'cardIssuer', 'card.status_changed', {
    issuerCardId: card.issuer_card_id,
    status,
  })) as { card: Card };
  return answer.card;
}

/** card-tracking ready: the courier's tracking number is available from now (409 without a courier order). */
export async function adminCardTrackingReady(
  ctx: BankContext,
  cardId: string,
  { email }: z.output<typeof cardAdminSchemas.trackingReady> = {},
) {
  const card = await requireAnyCard(ctx, cardId, email);
  const ready = await sandboxCardIssuer.makeTrackingAvailable(
    ctx.db,
    card.issuer_card_id,
    ctx.clock.now(),
  );
  if (!ready) throw conflict(M.noTracking);
  return {
    cardId: card.id,
    trackingNumber: await sandboxCardIssuer.trackingNumber(
      ctx.db,
      card.issuer_card_id,
      ctx.clock.now(),
    ),
  };
}

/** holder: the card holder's profile fields (address, country, alternative names, date of birth) on users. */
export async function adminHolder(
  ctx: BankContext,
  email: string,
  body: z.output<typeof cardAdminSchemas.holder>,
) {
  const user = await userByEmail(ctx.db, email);
  const set: Record<string, string | null> = {};
  // first_name / last_name are NOT NULL: the schema refuses '' for them.
  for (const [field, column] of Object.entries(HOLDER_COLUMNS) as [
    HolderField,
    (typeof HOLDER_COLUMNS)[HolderField],
  ][]) {
    const value = body[field];
    if (value !== undefined) set[column] = value === '' ? null : value;
  }
  if (Object.keys(set).length > 0)
    await ctx.db.updateTable('users').set(set).where('id', '=', user.id).execute();
  const row = await ctx.db
    .selectFrom('users')
    .select(Object.values(HOLDER_COLUMNS))
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  return {
    email: user.email,
    ...Object.fromEntries(
      (Object.entries(HOLDER_COLUMNS) as [HolderField, keyof typeof row][]).map(
        ([field, column]) => [field, row[column]],
      ),
    ),
  };
}
