import { z } from 'zod';
import {
  CRYPTO_DEPOSIT_SOURCES,
  CRYPTO_DEPOSIT_TARGETS,
  type CryptoCurrencyRate,
  type CryptoSourceCurrency,
} from '../domain/cryptoDeposit';
import { isDecimalString } from '../money/decimal';

// Seed 001 §3, §7: the wire shapes of the digital-currency deposit's calls (the deposit provider's, through the
// bank: /deposit/alphapo/...). Unknown currencies answer 400 with these messages.

const amount = z.string().refine(isDecimalString, 'must be a decimal amount string');

export const cryptoDepositSourceSchema = z.enum(CRYPTO_DEPOSIT_SOURCES, {
  message: `currencyFrom must be one of ${CRYPTO_DEPOSIT_SOURCES.join(', ')}`,
});
export const cryptoDepositTargetSchema = z.enum(CRYPTO_DEPOSIT_TARGETS, {
  message: `currencyTo must be one of ${CRYPTO_DEPOSIT_TARGETS.join(', ')}`,
});

/** The body of POST /deposit/alphapo/currencyRate and POST /deposit/alphapo/depositAddress. */
export const cryptoDepositPairSchema = z.strictObject({
  currencyFrom: cryptoDepositSourceSchema,
  currencyTo: cryptoDepositTargetSchema,
});

/** §3 Crypto source currency. */
export const cryptoSourceCurrencySchema = z.object({
  currency: z.enum(CRYPTO_DEPOSIT_SOURCES),
  type: z.literal('crypto'),
  minimum_amount: amount,
}) satisfies z.ZodType<CryptoSourceCurrency>;

/** §3 Crypto currency rate. */
export const cryptoCurrencyRateSchema = z.object({
  currencyFrom: z.enum(CRYPTO_DEPOSIT_SOURCES),
  currencyTo: z.enum(CRYPTO_DEPOSIT_TARGETS),
  exchangeRate: amount,
  minDepositAmount: amount,
}) satisfies z.ZodType<CryptoCurrencyRate>;
