import {
  CARD_MESSAGES,
  cardLoadAmountError,
  cardLoadQuote,
  decimal,
  decimalsFor,
  isCardCurrency,
  isPositive,
  type loadCardBodySchema,
  type LoadCardResponse,
} from '@axia/core';
import type { z } from 'zod';
import type { BankContext } from '../../context';
import { badRequest, conflict } from '../../http/errors';
import { usdRates } from '../currency/service';
import { inTransaction, internalAccount, type Leg } from '../ledger/post';
import { oneSource, payFromSource } from '../payments/pay';
import { issuerOf } from './issuer';
import { cardPayer, cardSide } from './money';
import { cardOf, requireCard } from './view';

// POST /card/load (seed 002 §5 Load card, §7 'success when response Description equals Success', §8, §9; seed 001
// §3 metaData.amountInfo): amount + the 1.7 % platform fee + the card's load fee (core cardLoadQuote), in the card
// currency, paid from the caller's account or staking in one posted transaction (payments/pay.ts): the card's ledger
// account +amount, FEES +platform fee, CARD_ISSUER +load fee. The issuer is asked first (its limits): a decline is
// a 200 whose Description is the issuer's text, with nothing posted. Loaded funds cannot be returned. Idempotent
// with an Idempotency-Key.
//
// Lock order: the cards row FOR UPDATE first (loads of one card queue on it), then the issuer's card (checkLoad),
// then the source (a staking's row, then the legs' accounts in id order).

type LoadBody = z.output<typeof loadCardBodySchema>;

/** §7: the Description of a load that went through. */
const LOAD_SUCCESS = 'Success';

/**
 * The rules, in order (each a 4xx, nothing written): the caller may pay for a card (403); the card is theirs (404)
 * and ACTIVE (409); the amount (400 'Please insert a valid amount!' or the minimum of 5); one source (400 'Please
 * select an account for amount deduction!'); the issuer takes it (else 200 with its Description, nothing posted);
 * the source covers amount + fees (422 'Insufficient funds'; a staking's limits 422 with the spec's texts).
 */
export async function loadCard(
  ctx: BankContext,
  userId: string,
  body: LoadBody,
): Promise<LoadCardResponse> {
  const user = await cardPayer(ctx, userId);
  const rates = await usdRates(ctx);
  return inTransaction(ctx.db, async (trx) => {
    const now = ctx.clock.now();
    const card = await requireCard(trx, user.id, body.cardId, { forUpdate: true });
    if (card.status !== 'ACTIVE') throw conflict(CARD_MESSAGES.notActive);
    if (!isCardCurrency(card.currency))
      throw new Error(`Card ${card.id}: currency ${card.currency}`);
    const currency = card.currency;
    const amountError = cardLoadAmountError(body.amount, currency);
    if (amountError) throw badRequest(amountError);
    const amount = decimal(body.amount.replace(/,/g, '')).toFixed(decimalsFor(currency));
    const source = { accountId: body.fromAccountId, stakingId: body.fromStakingId };
    oneSource(source, CARD_MESSAGES.selectDeduction);

    const decision = await issuerOf(ctx).checkLoad(trx, card.issuer_card_id, amount, now);
    if (!decision.approved)
      return { Description: decision.description, card: null, transactionId: null };

    const quote = cardLoadQuote(amount, currency, issuerOf(ctx).limits(card.card_type_code));
    // The issuer's load fee first: when the source is a staking in the card's currency it is the staking's
    // counterparty (payments/pay.ts), so the card's own account gets one posting of the amount.
    const parts: Leg[] = [
      {
        accountId: await internalAccount(trx, 'CARD_ISSUER', currency),
        amount: quote.loadFee,
      },
      { accountId: card.account_id, amount: quote.amount },
      { accountId: await internalAccount(trx, 'FEES', currency), amount: quote.platformFee },
    ].filter((part) => isPositive(part.amount));
    const payment = await payFromSource(trx, {
      userId: user.id,
      source,
      price: quote.total,
      priceCurrency: currency,
      parts,
      transaction: {
        type: 'CARD_LOAD',
        method: 'CARD',
        title: 'Card load',
        description: `Card load ${quote.amount} ${currency}`,
        counterparty: cardSide(
          user,
          { accountId: card.account_id, last4: card.last4 },
          currency,
          quote.amount,
        ),
        meta: {
          cardId: card.id,
          // Seed 001 §3 metaData.amountInfo.
          amountInfo: {
            axiaFee: quote.platformFee,
            cardCurrency: currency,
            amountToLoad: quote.amount,
          },
          platformFee: quote.platformFee,
          loadFee: quote.loadFee,
          total: quote.total,
        },
      },
      stakingActivity: 'LOAD_CARD',
      activityMeta: { cardId: card.id },
      noSourceMessage: CARD_MESSAGES.selectDeduction,
      now,
      usdRates: rates,
    });
    await issuerOf(ctx).recordLoad(trx, card.issuer_card_id, {
      amount: quote.amount,
      loadFee: quote.loadFee,
      transactionId: payment.transactionId,
      now,
    });
    return {
      Description: LOAD_SUCCESS,
      card: cardOf(ctx, await requireCard(trx, user.id, card.id)),
      transactionId: payment.transactionId,
    };
  });
}
