import {
  CARD_DEPOSIT_PROVIDERS,
  cryptoDepositSourceSchema,
  cryptoDepositTargetSchema,
  isDecimalString,
  NETWORKS,
} from '@axia/core';
import { z } from 'zod';
import { notFound } from '../http/errors';
import type { Party } from '../providers';
import { requireProvider } from '../providers';
import { completeCardDeposit } from '../modules/deposits/card/service';
import { assertTarget, recordProviderDeposit } from '../modules/deposits/crypto/service';
import { custodianOf } from '../modules/deposits/network/custody';
import { custodyAddressKey, custodyOwnerOf } from '../modules/deposits/network/custody-addresses';
import { receiveNetworkDeposit } from '../modules/deposits/network/service';
import { reviewKycSession, submitKycSession } from '../modules/kyc/service';
import { cardIssuerWebhooks } from '../modules/cards/webhooks';
import { giftCardVendorWebhooks } from '../modules/giftCards/webhooks';
import { webhookHandler as handler, type WebhookHandler } from './handler';

// What each outside party may report, one handler per event type: the data's shape, and the bank's change. A
// handler refuses (4xx, nothing changed) an event about what is not the bank's or not that customer's.

export type { WebhookHandler } from './handler';

// Long enough for the bank's own bounds to answer (amountBoundProblem: 'must have at most 33 digits…').
const decimalText = z
  .string()
  .max(200)
  .refine((v) => isDecimalString(v) && !v.startsWith('-'), 'must be a positive decimal string');

const WEBHOOK_MESSAGES_OF = {
  notOurAddress: 'No customer of the bank has this deposit address',
  notTheirAddress: 'This deposit address is not the customer’s',
  notThisProvider: 'This checkout is not this provider’s',
} as const;

export const WEBHOOK_HANDLERS: Record<Party, Record<string, WebhookHandler>> = {
  custody: {
    /** Coins arrived at a customer's deposit address on the AXIA network. */
    'deposit.received': handler(
      z.strictObject({
        network: z.enum(NETWORKS),
        address: z.string().min(1).max(100),
        amount: decimalText,
        transactionHash: z.string().min(1).max(100),
      }),
      async (ctx, data) => {
        const owner = await custodyOwnerOf(ctx.db, data.address, data.network);
        // Only the network's deposit address of its owner: not a token wallet's, not another network's.
        const expected = owner && custodianOf(ctx).depositAddress(owner, data.network);
        if (
          !owner ||
          custodyAddressKey(data.network, expected!) !==
            custodyAddressKey(data.network, data.address)
        )
          throw notFound(WEBHOOK_MESSAGES_OF.notOurAddress);
        return receiveNetworkDeposit(ctx, {
          userId: owner,
          amount: data.amount,
          network: data.network,
          transactionHash: data.transactionHash,
        });
      },
    ),
  },
  cryptoDeposit: {
    /** A payment to a customer's deposit address, converted to the target coin (AlphaPo's callback). */
    'deposit.converted': handler(
      z.strictObject({
        customerId: z.string().min(1).max(100),
        address: z.string().min(1).max(200),
        currencyFrom: cryptoDepositSourceSchema,
        currencyTo: cryptoDepositTargetSchema,
        paid: decimalText,
        exchangeRate: decimalText,
        received: decimalText,
        transactionHash: z.string().min(1).max(200),
      }),
      async (ctx, data) => {
        const user = await ctx.db
          .selectFrom('users')
          .selectAll()
          .where('id', '=', data.customerId)
          .executeTakeFirst();
        if (!user) throw notFound(WEBHOOK_MESSAGES_OF.notOurAddress);
        assertTarget(user, data.currencyTo);
        const address = await requireProvider(ctx, 'cryptoDeposit').depositAddress(
          user.id,
          data.currencyFrom,
          data.currencyTo,
        );
        if (address !== data.address) throw notFound(WEBHOOK_MESSAGES_OF.notTheirAddress);
        return recordProviderDeposit(ctx, { ...data, customerId: user.id });
      },
    ),
  },
  cardOnramp: {
    /** The card was charged for a checkout the bank opened: the order is credited, once. */
    'payment.succeeded': handler(
      z.strictObject({
        provider: z.enum(CARD_DEPOSIT_PROVIDERS),
        reference: z.string().min(1).max(100),
        cardLast4: z.string().regex(/^\d{4}$/),
      }),
      async (ctx, data) => {
        if (!data.reference.startsWith(`${data.provider.toLowerCase()}_`))
          throw notFound(WEBHOOK_MESSAGES_OF.notThisProvider);
        return completeCardDeposit(ctx, data.reference, { cardLast4: data.cardLast4 });
      },
    ),
  },
  kyc: {
    /** The customer went through the widget: their verification is SUBMITTED. */
    'verification.submitted': handler(z.strictObject({ refId: z.string().max(100) }), (ctx, data) =>
      submitKycSession(ctx, data.refId),
    ),
    /** The provider's decision on a submitted verification. */
    'verification.reviewed': handler(
      z.strictObject({ refId: z.string().max(100), decision: z.enum(['COMPLETED', 'REJECTED']) }),
      (ctx, data) => reviewKycSession(ctx, data.refId, data.decision),
    ),
  },
  cardIssuer: cardIssuerWebhooks,
  giftCardVendor: giftCardVendorWebhooks,
};
