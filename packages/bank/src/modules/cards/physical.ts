import {
  CARD_FLAGS,
  CARD_MESSAGES,
  isPositive,
  mayRequestPhysical,
  physicalCardFee,
  type Card,
  type CardDelivery,
  type convertToPhysicalBodySchema,
} from '@axia/core';
import type { z } from 'zod';
import type { BankContext } from '../../context';
import { badRequest, conflict, forbidden } from '../../http/errors';
import { usdRates } from '../currency/service';
import { inTransaction, internalAccount } from '../ledger/post';
import { oneSource, payFromSource, type PaymentSource } from '../payments/pay';
import { issuerOf } from './issuer';
import { cardPayer, cardRegion, cardSide, hasFlag } from './money';
import { cardOf, requireCard } from './view';

// POST /card/{id}/convertToPhysical (seed 002 §2 Cards 'request physical card', §3 'fromAccountId source type
// ACCOUNT or STAKING for physical requests', §4 physical card flow, §5 Physical card): the plastic card of an ACTIVE
// virtual card. The physical card fee (and shipping and handling for Courier), in USD, paid from the caller's account
// or staking (payments/pay.ts) to CARD_ISSUER; the issuer takes the order (a tracking number follows for Courier);
// the card is marked convertPhysicalRequested. One database transaction. Idempotent with an Idempotency-Key.

type PhysicalBody = z.output<typeof convertToPhysicalBodySchema>;

const PHYSICAL_MESSAGES = {
  /** Ours. */
  cardIdMismatch: 'The card in the body must be the card of the path',
} as const;

/** §3: fromAccountId is an account's id, or a staking's with sourceType STAKING. */
const sourceOf = (body: PhysicalBody): PaymentSource =>
  body.sourceType === 'STAKING'
    ? { stakingId: body.fromAccountId }
    : { accountId: body.fromAccountId };

/**
 * The rules, in order (each a 4xx, nothing written): the path's card is the body's (400); the caller may pay for a
 * card (403); the physical-card flag (403), Courier with the courier flag (403); a source (400 'Please select an
 * account for amount deduction!'); the card is theirs (404), ACTIVE (409) and neither physical nor ordered yet (409);
 * the source covers the fee (422 'Insufficient funds'; a staking's limits 422).
 */
export async function convertToPhysical(
  ctx: BankContext,
  userId: string,
  cardId: string,
  body: PhysicalBody,
): Promise<Card> {
  if (cardId !== body.cardId) throw badRequest(PHYSICAL_MESSAGES.cardIdMismatch);
  const user = await cardPayer(ctx, userId);
  if (!hasFlag(user, CARD_FLAGS.physical)) throw forbidden(CARD_MESSAGES.physicalFeatureOff);
  const delivery: CardDelivery = body.delivery ?? 'Standard';
  if (delivery === 'Courier' && !hasFlag(user, CARD_FLAGS.courier))
    throw forbidden(CARD_MESSAGES.courierOff);
  const source = sourceOf(body);
  oneSource(source, CARD_MESSAGES.selectDeduction);
  const rates = await usdRates(ctx);

  await inTransaction(ctx.db, async (trx) => {
    const now = ctx.clock.now();
    const card = await requireCard(trx, user.id, cardId, { forUpdate: true });
    const state = {
      status: card.status,
      isPhysical: card.is_physical,
      convertPhysicalRequested: card.convert_physical_requested,
    };
    if (!mayRequestPhysical(state))
      throw conflict(
        card.status !== 'ACTIVE' ? CARD_MESSAGES.notActive : CARD_MESSAGES.alreadyPhysical,
      );
    const feeSet = issuerOf(ctx).feeSet(cardRegion(card));
    const fee = physicalCardFee(feeSet, delivery);
    if (isPositive(fee)) {
      const issuer = await internalAccount(trx, 'CARD_ISSUER', feeSet.issueFeeCurrency);
      await payFromSource(trx, {
        userId: user.id,
        source,
        price: fee,
        priceCurrency: feeSet.issueFeeCurrency,
        parts: [{ accountId: issuer, amount: fee }],
        transaction: {
          type: 'CARD_CONVERT_TO_PHYSICAL',
          method: 'CARD',
          title: 'Physical card order',
          description:
            delivery === 'Courier'
              ? 'Physical card fee and shipping and handling (Courier)'
              : 'Physical card fee',
          counterparty: cardSide(
            user,
            { accountId: null, last4: card.last4 },
            feeSet.issueFeeCurrency,
            fee,
          ),
          meta: {
            cardId: card.id,
            delivery,
            physicalFee: feeSet.issuePhysicalFeeAmount,
            shippingFee: delivery === 'Courier' ? feeSet.shippingHandlingAmount : null,
          },
        },
        stakingActivity: 'CONVERT_CARD_TO_PHYSICAL',
        activityMeta: { cardId: card.id },
        noSourceMessage: CARD_MESSAGES.selectDeduction,
        now,
        usdRates: rates,
      });
    }
    await issuerOf(ctx).requestPhysical(trx, card.issuer_card_id, { delivery, now });
    await trx
      .updateTable('cards')
      .set({ convert_physical_requested: true, delivery, updated_at: now })
      .where('id', '=', card.id)
      .execute();
  });
  return cardOf(ctx, await requireCard(ctx.db, user.id, cardId));
}
