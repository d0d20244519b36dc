import { CARD_MESSAGES, type Card } from '@axia/core';
import type { BankContext } from '../../context';
import { notFound } from '../../http/errors';
import { inTransaction } from '../ledger/post';
import { cardOf } from './view';

// A card's status as the card issuer reports it (its signed webhook `card.status_changed`, modules/cards/webhooks.ts):
// the issuer decides a card is LOST, STOLEN, EXPIRED, SUSPENDED or ACTIVE again, and the bank's cards row follows.

/** The statuses the issuer reports (a new card's INACTIVE is the bank's own: it activates the card itself). */
export const ISSUER_CARD_STATUSES = ['ACTIVE', 'SUSPENDED', 'LOST', 'STOLEN', 'EXPIRED'] as const;
export type IssuerCardStatus = (typeof ISSUER_CARD_STATUSES)[number];

/** Sets the bank's card of `issuerCardId` to `status` (404 an unknown card, nothing changed); answers the card. */
export async function applyIssuerCardStatus(
  ctx: BankContext,
  data: { issuerCardId: string; status: IssuerCardStatus },
): Promise<{ card: Card }> {
  const now = ctx.clock.now();
  return inTransaction(ctx.db, async (trx) => {
    // The cards row first, as every card change takes it (load, spend, physical).
    const card = await trx
      .selectFrom('cards')
      .innerJoin('accounts', 'accounts.id', 'cards.account_id')
      .selectAll('cards')
      .select('accounts.amount as balance')
      .where('cards.issuer_card_id', '=', data.issuerCardId)
      .forUpdate('cards')
      .executeTakeFirst();
    if (!card) throw notFound(CARD_MESSAGES.cardNotFound);
    await trx
      .updateTable('cards')
      .set({ status: data.status, updated_at: now })
      .where('id', '=', card.id)
      .execute();
    return { card: cardOf(ctx, { ...card, status: data.status, updated_at: now }) };
  });
}
