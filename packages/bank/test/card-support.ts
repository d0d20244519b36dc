import { randomUUID } from 'node:crypto';
import { decimal, isPositive, toPlainString, type CardCurrency, type CardStatus } from '@axia/core';
import { sandboxCardIssuer as cardIssuer } from '../src/sandbox/card-issuer';
import { cardRegionOf } from '../src/modules/cards/issuer/regions';
import { openCardAccount } from '../src/modules/cards/view';
import { inTransaction, internalAccount, postTransaction } from '../src/modules/ledger/post';
import { accountBalance, type TestBank } from './harness';

// Helpers shared by the card suites: a card written straight into the books (test fixture) through the issuer and
// the card's ledger account, funded by a balanced posting so the ledger audit stays clean.

export interface TestCardOptions {
  userId: string;
  /** Default USD. */
  currency?: CardCurrency;
  /** Default the customer's region (addressCountry), else NORTH_AMERICA. */
  region?: 'EUROPE' | 'NORTH_AMERICA';
  /** Default ACTIVE (INACTIVE is the issuer's status of a new card). */
  status?: CardStatus;
  /** Money on the card: posted SANDBOX_FUNDING(C) → card account (CARD_LOAD) and recorded at the issuer. */
  balance?: string;
  /** A physical card ordered with it. */
  physical?: boolean;
  delivery?: 'Standard' | 'Courier';
  firstName?: string;
  lastName?: string;
  /** Default the bank's clock. */
  now?: Date;
}

export interface TestCard {
  id: string;
  issuerCardId: string;
  accountId: string;
  last4: string;
}

/** A card of `userId` in the books: issuer card, ledger account, cards row, status and balance. */
export async function insertTestCard(bank: TestBank, options: TestCardOptions): Promise<TestCard> {
  const now = options.now ?? bank.clock.now();
  const currency = options.currency ?? 'USD';
  const cardTypeCode = `NORMAL_${currency}`;
  const user = await bank.ctx.db
    .selectFrom('users')
    .select(['first_name', 'last_name', 'address_country'])
    .where('id', '=', options.userId)
    .executeTakeFirstOrThrow();
  const region = options.region ?? cardRegionOf(user.address_country) ?? 'NORTH_AMERICA';
  const firstName = options.firstName ?? user.first_name;
  const lastName = options.lastName ?? user.last_name;
  const status = options.status ?? 'ACTIVE';
  const physical = options.physical ?? false;
  return inTransaction(bank.ctx.db, async (trx) => {
    const issued = await cardIssuer.issue(trx, {
      cardTypeCode,
      currency,
      nameOnCard: `${firstName} ${lastName}`,
      physical,
      delivery: physical ? (options.delivery ?? 'Standard') : null,
      now,
    });
    const id = randomUUID();
    const accountId = await openCardAccount(trx, { cardId: id, currency, now });
    await trx
      .insertInto('cards')
      .values({
        id,
        user_id: options.userId,
        issuer_card_id: issued.issuerCardId,
        account_id: accountId,
        card_type_code: cardTypeCode,
        currency,
        region,
        status,
        last4: issued.last4,
        first_name: firstName,
        last_name: lastName,
        use_alternative_name: false,
        is_physical: false,
        convert_physical_requested: physical,
        delivery: physical ? (options.delivery ?? 'Standard') : null,
        is_full_kyc: false,
        phone_number: null,
        billing_address: JSON.stringify({
          addressLine1: '1 Test Street',
          addressLine2: '',
          addressCity: 'Seattle',
          addressState: 'WA',
          addressPostalCode: '98101',
          addressCountry: 'US',
        }),
        delivery_address: JSON.stringify({
          deliveryAddress1: '1 Test Street',
          deliveryAddress2: '',
          deliveryCity: 'Seattle',
          deliveryCountryState: 'WA',
          deliveryCountryCode: 'US',
          deliveryPostCode: '98101',
        }),
        created_at: now,
        updated_at: now,
      })
      .execute();
    if (status !== 'INACTIVE') {
      // ACTIVE first, so a load can be recorded; then the status asked for.
      await trx
        .updateTable('issuer_cards')
        .set({ status: 'ACTIVE', updated_at: now })
        .where('id', '=', issued.issuerCardId)
        .execute();
    }
    const balance = options.balance ?? '0';
    if (isPositive(balance)) {
      const funding = await internalAccount(trx, 'SANDBOX_FUNDING', currency);
      const posted = await postTransaction(trx, {
        type: 'CARD_LOAD',
        method: 'CARD',
        amount: balance,
        currency,
        userId: options.userId,
        title: 'Test card funding',
        legs: [
          { accountId: funding, amount: `-${balance}` },
          { accountId, amount: balance },
        ],
        createdAt: now,
      });
      await cardIssuer.recordLoad(trx, issued.issuerCardId, {
        amount: balance,
        loadFee: '0',
        transactionId: posted.id,
        now,
      });
    }
    await trx
      .updateTable('issuer_cards')
      .set({ status, updated_at: now })
      .where('id', '=', issued.issuerCardId)
      .execute();
    return { id, issuerCardId: issued.issuerCardId, accountId, last4: issued.last4 };
  });
}

/** The balance of a card's own ledger account (`card-<id>`), plain. */
export const cardAccountBalance = async (bank: TestBank, cardId: string) =>
  toPlainString(decimal(await accountBalance(bank, `card-${cardId}`)));

/** The issuer's balance of a card, plain. */
export const issuerCardBalance = async (bank: TestBank, issuerCardId: string) =>
  toPlainString(decimal(await cardIssuer.balance(bank.ctx.db, issuerCardId)));
