import {
  CARD_MESSAGES,
  compare,
  currencyType,
  decimal,
  decimalsFor,
  fitsCurrency,
  isCardCurrency,
  isDecimalString,
  isPositive,
  type Card,
} from '@axia/core';
import { z } from 'zod';
import type { BankContext } from '../context';
import { badRequest, conflict, HttpError, notFound } from '../http/errors';
import { inTransaction, internalAccount, postTransaction } from '../modules/ledger/post';
import { sandboxCardIssuer } from './card-issuer';
import { cardOf, findCard, isCardId, type CardRow } from '../modules/cards/view';

// The back office's card actions (sandbox admin HTTP under /sandbox/admin and the CLI): card spending at a merchant
// (what a real issuer reports: one posted CARD_PAYMENT from the card's account to the issuer, and the issuer's
// statement row), a card's status, its KYC flag, a courier tracking number made available now, and the card holder's
// profile fields on users. Each is one database transaction.

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
  kyc: z.strictObject({ on: z.boolean(), email: ownerEmail }),
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

export const CARD_ADMIN_MESSAGES = {
  noUser: (email: string) => `No user ${email}`,
  noActiveCard: (email: string) => `${email} has no ACTIVE card`,
  notYours: 'This card is not the customer’s',
  noTracking: 'This card has no courier order with a tracking number',
  futureDate: 'at must not be after the bank’s clock',
} as const;
const M = CARD_ADMIN_MESSAGES;

async function userByEmail(ctx: BankContext, email: string) {
  const user = await ctx.db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name'])
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
  if (!user) throw notFound(M.noUser(email));
  return user;
}

/** Any customer's card; with `email`, only that customer's (404 otherwise). */
async function requireAnyCard(ctx: BankContext, cardId: string, email?: string): Promise<CardRow> {
  const ownerId = email ? (await userByEmail(ctx, email)).id : null;
  const card = await findCard(ctx.db, cardId);
  if (!card) throw notFound(CARD_MESSAGES.cardNotFound);
  if (ownerId && ownerId !== card.user_id) throw notFound(M.notYours);
  return card;
}

/**
 * card-spend: `amount` (card currency) spent at `merchant` with the customer's card: one CARD_PAYMENT (card account
 * −amount, CARD_ISSUER(C) +amount, method CARD) and the issuer's SPEND row, in one database transaction. Over the
 * card's balance 422 'Insufficient funds', nothing written.
 */
export async function adminCardSpend(
  ctx: BankContext,
  body: z.output<typeof cardAdminSchemas.spend>,
): Promise<{ card: Card; transactionId: string; publicId: string }> {
  const user = await userByEmail(ctx, body.email);
  const now = ctx.clock.now();
  const at = body.at ? new Date(body.at) : now;
  if (at.getTime() > now.getTime()) throw badRequest(M.futureDate);
  return inTransaction(ctx.db, async (trx) => {
    let cardId = body.cardId;
    if (!cardId) {
      const latest = await trx
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
    if (!isCardId(cardId)) throw notFound(CARD_MESSAGES.cardNotFound);
    const card = await trx
      .selectFrom('cards')
      .innerJoin('accounts', 'accounts.id', 'cards.account_id')
      .selectAll('cards')
      .select(['accounts.amount as balance', 'accounts.public_id as account_public_id'])
      .where('cards.id', '=', cardId)
      .forUpdate('cards')
      .executeTakeFirst();
    if (!card) throw notFound(CARD_MESSAGES.cardNotFound);
    if (card.user_id !== user.id) throw notFound(M.notYours);
    if (card.status !== 'ACTIVE') throw conflict(CARD_MESSAGES.notActive);
    if (!isCardCurrency(card.currency))
      throw new Error(`Card ${card.id}: currency ${card.currency}`);
    const currency = card.currency;
    if (!fitsCurrency(body.amount, currency))
      throw badRequest(
        `amount has more than ${decimalsFor(currency)} decimals, which ${currency} allows`,
      );
    const spent = decimal(body.amount).toFixed(decimalsFor(currency));
    // Read again now that the cards row is locked: the joined balance above is the statement's snapshot, taken
    // before a load that held the lock committed (READ COMMITTED), so it may be stale.
    const { amount: available } = await trx
      .selectFrom('accounts')
      .select('amount')
      .where('id', '=', card.account_id)
      .executeTakeFirstOrThrow();
    if (compare(available, spent) < 0) throw new HttpError(422, CARD_MESSAGES.insufficientFunds);
    const issuerAccount = await internalAccount(trx, 'CARD_ISSUER', currency);
    const posted = await postTransaction(trx, {
      type: 'CARD_PAYMENT',
      method: 'CARD',
      amount: spent,
      currency,
      userId: user.id,
      title: `Card payment: ${body.merchant}`,
      description: body.merchant,
      from: {
        accountAlias: null,
        accountId: card.account_id,
        accountPublicId: card.account_public_id,
        accountType: 'CARD',
        amount: spent,
        currency,
        currencyType: currencyType(currency),
        email: user.email,
        userFirstName: user.first_name,
        userLastName: user.last_name,
        userId: user.id,
      },
      to: {
        accountAlias: body.merchant,
        accountId: null,
        accountPublicId: null,
        accountType: 'MERCHANT',
        amount: spent,
        currency,
        currencyType: currencyType(currency),
        email: null,
        userFirstName: null,
        userLastName: null,
        userId: null,
      },
      meta: { cardId: card.id, last4: card.last4, merchant: body.merchant },
      legs: [
        { accountId: card.account_id, amount: `-${spent}` },
        { accountId: issuerAccount, amount: spent },
      ],
      createdAt: at,
    });
    await sandboxCardIssuer.spend(trx, card.issuer_card_id, {
      amount: spent,
      merchant: body.merchant,
      transactionId: posted.id,
      at,
      now,
    });
    const balance = posted.balances[card.account_id] ?? available;
    return {
      card: cardOf(ctx, { ...card, balance }),
      transactionId: posted.id,
      publicId: posted.publicId,
    };
  });
}

/** card-status: any of ACTIVE, SUSPENDED, LOST, STOLEN, EXPIRED, on the bank's row and the issuer's. */
export async function adminCardStatus(
  ctx: BankContext,
  cardId: string,
  { status, email }: z.output<typeof cardAdminSchemas.status>,
): Promise<Card> {
  const now = ctx.clock.now();
  const card = await requireAnyCard(ctx, cardId, email);
  return inTransaction(ctx.db, async (trx) => {
    // The lock order of every card change (load, status, physical, spend): the cards row first, then the issuer's
    // card. Writing the issuer's row first would deadlock against a load holding the cards row.
    await trx
      .selectFrom('cards')
      .select('id')
      .where('id', '=', card.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    await sandboxCardIssuer.setStatus(trx, card.issuer_card_id, status, now);
    await trx
      .updateTable('cards')
      .set({ status, updated_at: now })
      .where('id', '=', card.id)
      .execute();
    return cardOf(ctx, { ...card, status, updated_at: now });
  });
}

/** card-kyc: the card's 'KYC Verified' flag (is_full_kyc). */
export async function adminCardKyc(
  ctx: BankContext,
  cardId: string,
  { on, email }: z.output<typeof cardAdminSchemas.kyc>,
): Promise<Card> {
  const card = await requireAnyCard(ctx, cardId, email);
  const now = ctx.clock.now();
  await ctx.db
    .updateTable('cards')
    .set({ is_full_kyc: on, updated_at: now })
    .where('id', '=', card.id)
    .execute();
  return cardOf(ctx, { ...card, is_full_kyc: on, updated_at: now });
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
  const user = await userByEmail(ctx, email);
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
