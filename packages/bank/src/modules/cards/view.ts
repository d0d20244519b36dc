import type { BankContext } from '../../context';
import { randomBytes } from 'node:crypto';
import {
  CARD_MESSAGES,
  cardStatusOf,
  decimal,
  decimalsFor,
  isCardCurrency,
  maskCardNumber,
  type Card,
  type CardDelivery,
  type CardLimit,
  type CardRegion,
  type Currency,
} from '@axia/core';
import type { Selectable, Transaction } from 'kysely';
import type { CardTable, Database } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { Db } from '../common/user';
import { CARD_ACCOUNT_TYPE } from '../ledger/post';
import { issuerOf } from './issuer';

// Seed 002 §3 'Card' as the API shows it: the bank's cards row, its balance (the card's own ledger account) and the
// issuer's limits. The number is masked: the bank keeps the last four digits only.

/** A cards row with its ledger account's balance. */
export type CardRow = Selectable<CardTable> & { balance: string };

/** A card id as the bank makes them (randomUUID); anything else is nobody's card (404, never a database error). */
const CARD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isCardId = (value: string) => CARD_ID.test(value);

const cardCurrency = (value: string): Currency => (isCardCurrency(value) ? value : 'USD');
const regionOf = (value: string): CardRegion => (value === 'EUROPE' ? 'EUROPE' : 'NORTH_AMERICA');
const deliveryOf = (value: string | null): CardDelivery | null =>
  value === 'Courier' || value === 'Standard' ? value : null;
const iso = (value: Date | string) => new Date(value).toISOString();

/** One card as the contract's Card. */
function toCard(row: CardRow, limits: CardLimit): Card {
  const currency = cardCurrency(row.currency);
  const address = row.delivery_address ?? {};
  return {
    id: row.id,
    cardNumber: maskCardNumber(row.last4),
    firstName: row.first_name,
    lastName: row.last_name,
    balance: decimal(row.balance).toFixed(decimalsFor(currency)),
    currency,
    status: cardStatusOf(row.status),
    isPhysical: row.is_physical,
    convertPhysicalRequested: row.convert_physical_requested,
    delivery: deliveryOf(row.delivery),
    isFullKyc: row.is_full_kyc,
    cardTypeCode: row.card_type_code,
    region: regionOf(row.region),
    deliveryAddress1: address.deliveryAddress1 ?? '',
    deliveryAddress2: address.deliveryAddress2 ?? '',
    deliveryCity: address.deliveryCity ?? '',
    deliveryCountryState: address.deliveryCountryState ?? '',
    deliveryCountryCode: address.deliveryCountryCode ?? '',
    deliveryPostCode: address.deliveryPostCode ?? '',
    limit: limits,
    createdAt: iso(row.created_at),
  };
}

/** A card row as the contract's Card, with the issuer's limits of its type. */
export const cardOf = (ctx: Pick<BankContext, 'providers'>, row: CardRow): Card =>
  toCard(row, issuerOf(ctx).limits(row.card_type_code));

function cardsWithBalance(db: Db) {
  return db
    .selectFrom('cards')
    .innerJoin('accounts', 'accounts.id', 'cards.account_id')
    .selectAll('cards')
    .select('accounts.amount as balance');
}

/** The customer's cards, newest first. */
export async function userCards(
  ctx: Pick<BankContext, 'providers'>,
  db: Db,
  userId: string,
): Promise<Card[]> {
  const rows = await cardsWithBalance(db)
    .where('cards.user_id', '=', userId)
    .orderBy('cards.created_at', 'desc')
    .orderBy('cards.id', 'desc')
    .execute();
  return rows.map((row) => cardOf(ctx, row));
}

/**
 * The customer's card `cardId` (404 CARD_MESSAGES.cardNotFound for another customer's, an unknown or a malformed
 * id); with forUpdate the cards row is locked (call it inside a database transaction).
 */
export async function requireCard(
  db: Db,
  userId: string,
  cardId: string,
  options: { forUpdate?: boolean } = {},
): Promise<CardRow> {
  if (!isCardId(cardId)) throw notFound(CARD_MESSAGES.cardNotFound);
  let query = cardsWithBalance(db)
    .where('cards.user_id', '=', userId)
    .where('cards.id', '=', cardId);
  if (options.forUpdate) query = query.forUpdate('cards');
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(CARD_MESSAGES.cardNotFound);
  return row;
}

/**
 * The back office (sandbox admin and staff API) marks a card's holder identity verified, or not (is_full_kyc: the
 * card's 'KYC Verified'); the card after.
 */
export async function setCardFullKyc(
  ctx: Pick<BankContext, 'db' | 'clock' | 'providers'>,
  card: CardRow,
  on: boolean,
): Promise<Card> {
  const now = ctx.clock.now();
  await ctx.db
    .updateTable('cards')
    .set({ is_full_kyc: on, updated_at: now })
    .where('id', '=', card.id)
    .execute();
  return cardOf(ctx, { ...card, is_full_kyc: on, updated_at: now });
}

/** Any customer's card by id (the back office), or undefined. */
export async function findCard(db: Db, cardId: string): Promise<CardRow | undefined> {
  if (!isCardId(cardId)) return undefined;
  return cardsWithBalance(db).where('cards.id', '=', cardId).executeTakeFirst();
}

/** A customer-facing reference of a card's ledger account: CD and 12 hex digits. */
const newCardPublicId = () => `CD${randomBytes(6).toString('hex').toUpperCase()}`;

/**
 * The ledger account of a new card (`card-<id>`): no user_id (so no account list shows it), type CARD, never below
 * zero (the CHECK). Returns its id.
 */
export async function openCardAccount(
  trx: Transaction<Database>,
  card: { cardId: string; currency: Currency; now: Date },
): Promise<string> {
  const accountId = `card-${card.cardId}`;
  await trx
    .insertInto('accounts')
    .values({
      id: accountId,
      user_id: null,
      public_id: newCardPublicId(),
      type: CARD_ACCOUNT_TYPE,
      type_public_name: 'AXIA Debit Card',
      alias: null,
      currency: card.currency,
      amount: '0',
      status: 'ACTIVE',
      created_at: card.now,
    })
    .execute();
  return accountId;
}
