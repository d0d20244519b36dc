import {
  currencyType,
  maskCardNumber,
  type CardRegion,
  type Currency,
  type FeatureFlag,
} from '@axia/core';
import type { BankContext } from '../../context';
import type { UserRow } from '../common/user';
import { userFeatures } from '../registration/state';
import { cardUser } from './service';
import type { CardRow } from './view';

// What the card calls that move money share (issue, load, physical card): who may pay for a card, and the card as
// a side of a transaction.

/**
 * The caller, who may pay for a card (the same rule GET /account/allow-transfer-from?transactionType=CARD_… applies
 * to list the sources): MENU_CARDS (403; service.ts assertMayUseCards); ACTIVE and registration complete are the
 * calls' gate (modules/gates).
 */
export async function cardPayer(ctx: BankContext, userId: string): Promise<UserRow> {
  return cardUser(ctx, userId);
}

export const hasFlag = (user: Pick<UserRow, 'features'>, flag: FeatureFlag) =>
  userFeatures(user).includes(flag);

/** The region a cards row was issued in. */
export const cardRegion = (row: Pick<CardRow, 'region'>): CardRegion =>
  row.region === 'EUROPE' ? 'EUROPE' : 'NORTH_AMERICA';

/** A card as a side of a transaction (seed 001 §3 from/to): its own ledger account, the holder's names. */
export function cardSide(
  user: Pick<UserRow, 'id' | 'email' | 'first_name' | 'last_name'>,
  card: { accountId: string | null; last4: string | null },
  currency: Currency,
  amount: string,
) {
  return {
    accountAlias: card.last4 ? `AXIA Debit Card ${maskCardNumber(card.last4)}` : 'AXIA Debit Card',
    accountId: card.accountId,
    accountPublicId: null,
    accountType: 'CARD',
    amount,
    currency,
    currencyType: currencyType(currency),
    email: user.email,
    userFirstName: user.first_name,
    userLastName: user.last_name,
    userId: user.id,
  };
}
