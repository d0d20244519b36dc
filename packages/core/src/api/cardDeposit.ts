import { z } from 'zod';
import { CARD_DEPOSIT_CURRENCIES, CARD_DEPOSIT_PROVIDERS } from '../domain/cardDeposit';
import { isDecimalString } from '../money/decimal';
import { amountText } from './amount';

// Wire schemas of the card deposit's calls (seed 001 §7), used by the contract.

/** A record of the minimum deposit amounts list: currency, minimum_amount (seed 001 §7). */
export const minimumDepositAmountSchema = z.object({
  currency: z.string(),
  minimum_amount: z.string().refine(isDecimalString, 'must be a decimal amount string'),
});

/** POST /deposit/creditDebitDeposit/depositAddress?serviceProvider=… */
export const cardDepositAddressQuerySchema = z.strictObject({
  serviceProvider: z.enum(CARD_DEPOSIT_PROVIDERS, {
    message: `serviceProvider must be one of ${CARD_DEPOSIT_PROVIDERS.join(', ')}`,
  }),
});

/** The coin to buy and the US dollars the customer pays with the card. */
export const cardDepositAddressBodySchema = z.strictObject({
  currencyTo: z.enum(CARD_DEPOSIT_CURRENCIES, {
    message: `currencyTo must be one of ${CARD_DEPOSIT_CURRENCIES.join(', ')}`,
  }),
  /** Checked by the bank with core's cardDepositAmountProblem, so its message reaches the page verbatim. */
  amount: amountText('amount'),
  /** Seed 001 §5 'terms agreement required': the customer agreed to the terms of service. */
  termsAccepted: z.literal(true, {
    message: 'termsAccepted must be true: the terms of service must be agreed to',
  }),
});

/** `data`: the address of the provider's checkout page for this order. */
export const cardDepositAddressResponseSchema = z.object({ data: z.string() });
