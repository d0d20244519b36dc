import {
  CARD_MESSAGES,
  compare,
  currencyType,
  decimal,
  decimalsFor,
  fitsCurrency,
  isCardCurrency,
  type Card,
  type CardCurrency,
} from '@axia/core';
import { sql, type Transaction } from 'kysely';
import type { BankContext } from '../../context';
import type { Database } from '../../db/schema';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors';
import { inTransaction, internalAccount, postTransaction } from '../ledger/post';
import { cardOf } from './view';

// Card spending as the card issuer reports it (its signed webhook `card.transaction`, modules/cards/webhooks.ts): a
// payment settled at a merchant with one of the bank's cards. The bank holds the card's money (the card's own ledger
// account), so the bank decides: its card by the issuer's card id, in the card's currency, ACTIVE, within the
// card's balance; then one CARD_PAYMENT (card account −amount, CARD_ISSUER(C) +amount, method CARD). Once per issuer
// transaction id, whatever the webhook-id it comes under: a second report answers the first payment.

export const CARD_SPEND_MESSAGES = {
  wrongCurrency: (card: string, given: string) => `This card's currency is ${card}, not ${given}`,
  futureDate: 'at must not be after the bank’s clock',
  reported: 'This issuer transaction was already reported with another card, amount or currency',
  decimals: (currency: CardCurrency) =>
    `amount has more than ${decimalsFor(currency)} decimals, which ${currency} allows`,
} as const;

export interface CardSpending {
  issuerCardId: string;
  /** The issuer's id of the transaction: the bank posts it once. */
  issuerTransactionId: string;
  /** A positive decimal in the card's currency. */
  amount: string;
  currency: string;
  merchant: string;
  /** When it happened (ISO): the transaction's date; not after the bank's clock. */
  at: string;
}

export interface CardSpent {
  card: Card;
  transactionId: string;
  publicId: string;
}

/** The bank's card of an issuer card id with its balance, the cards row locked (inside a database transaction). */
async function lockedCardOfIssuer(trx: Transaction<Database>, issuerCardId: string) {
  return trx
    .selectFrom('cards')
    .innerJoin('accounts', 'accounts.id', 'cards.account_id')
    .selectAll('cards')
    .select(['accounts.amount as balance', 'accounts.public_id as account_public_id'])
    .where('cards.issuer_card_id', '=', issuerCardId)
    .forUpdate('cards')
    .executeTakeFirst();
}

/**
 * Posts the issuer's card payment (404 an unknown card, 422 another currency or over the balance, 409 a card not
 * ACTIVE, 400 too many decimals or a future date: nothing written). A payment already posted under the same issuer
 * transaction id is answered again (409 if it was reported with another card, amount or currency).
 */
export async function postCardSpending(ctx: BankContext, data: CardSpending): Promise<CardSpent> {
  const now = ctx.clock.now();
  const at = new Date(data.at);
  if (at.getTime() > now.getTime()) throw badRequest(CARD_SPEND_MESSAGES.futureDate);
  return inTransaction(ctx.db, async (trx) => {
    // Every card change takes the cards row first (load, status, physical, spend): a second report of the same
    // issuer transaction waits here and then finds the first one's posting.
    const card = await lockedCardOfIssuer(trx, data.issuerCardId);
    if (!card) throw notFound(CARD_MESSAGES.cardNotFound);
    // Read again now that the cards row is locked: the joined balance above is the statement's snapshot, taken
    // before a load that held the lock committed (READ COMMITTED), so it may be stale.
    const { amount: available } = await trx
      .selectFrom('accounts')
      .select('amount')
      .where('id', '=', card.account_id)
      .executeTakeFirstOrThrow();
    const earlier = await trx
      .selectFrom('transactions')
      .select(['id', 'public_id', 'amount', 'currency', sql<string>`meta->>'cardId'`.as('card_id')])
      .where('user_id', '=', card.user_id)
      .where('type', '=', 'CARD_PAYMENT')
      .where(sql<string>`meta->>'issuerTransactionId'`, '=', data.issuerTransactionId)
      .executeTakeFirst();
    if (earlier) {
      const same =
        earlier.card_id === card.id &&
        earlier.currency === data.currency &&
        compare(earlier.amount, data.amount) === 0;
      if (!same) throw conflict(CARD_SPEND_MESSAGES.reported);
      return {
        card: cardOf(ctx, { ...card, balance: available }),
        transactionId: earlier.id,
        publicId: earlier.public_id,
      };
    }
    if (card.currency !== data.currency)
      throw new HttpError(422, CARD_SPEND_MESSAGES.wrongCurrency(card.currency, data.currency));
    if (card.status !== 'ACTIVE') throw conflict(CARD_MESSAGES.notActive);
    if (!isCardCurrency(card.currency))
      throw new Error(`Card ${card.id}: currency ${card.currency}`);
    const currency = card.currency;
    if (!fitsCurrency(data.amount, currency))
      throw badRequest(CARD_SPEND_MESSAGES.decimals(currency));
    const spent = decimal(data.amount).toFixed(decimalsFor(currency));
    if (compare(available, spent) < 0) throw new HttpError(422, CARD_MESSAGES.insufficientFunds);
    const user = await trx
      .selectFrom('users')
      .select(['id', 'email', 'first_name', 'last_name'])
      .where('id', '=', card.user_id)
      .executeTakeFirstOrThrow();
    const issuerAccount = await internalAccount(trx, 'CARD_ISSUER', currency);
    const posted = await postTransaction(trx, {
      type: 'CARD_PAYMENT',
      method: 'CARD',
      amount: spent,
      currency,
      userId: user.id,
      title: `Card payment: ${data.merchant}`,
      description: data.merchant,
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
        accountAlias: data.merchant,
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
      meta: {
        cardId: card.id,
        last4: card.last4,
        merchant: data.merchant,
        issuerTransactionId: data.issuerTransactionId,
      },
      legs: [
        { accountId: card.account_id, amount: `-${spent}` },
        { accountId: issuerAccount, amount: spent },
      ],
      createdAt: at,
    });
    const balance = posted.balances[card.account_id] ?? available;
    return {
      card: cardOf(ctx, { ...card, balance }),
      transactionId: posted.id,
      publicId: posted.publicId,
    };
  });
}
