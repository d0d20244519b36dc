import {
  CARD_DEPOSIT_PROVIDER_INFO,
  type CardDepositCurrency,
  type CardDepositProvider,
} from '@axia/core';
import { randomBytes } from 'node:crypto';

// The card deposit providers (seed 001 §2 'Credit/debit card deposit', §7 POST /deposit/creditDebitDeposit/
// depositAddress?serviceProvider): fiat-to-crypto on-ramps. The bank opens an order with one; the provider answers
// the page where the customer pays by card (the 'address' the app opens); when the card is charged the provider
// tells the bank (a real one by a signed webhook), and the bank credits the coin it bought. A real provider's
// client implements this interface; the sandbox ones below serve their checkout page from the bank itself
// (sandbox/card-checkout), where a test card stands in for the card network.

export interface CardCheckoutOrder {
  /** US dollars to charge to the card, 2 decimals. */
  amountUsd: string;
  currencyTo: CardDepositCurrency;
  /** What the customer receives, as quoted. */
  receive: string;
  customerEmail: string;
}

export interface CardCheckout {
  /** The provider's reference for the order; its payment notice names it. */
  reference: string;
  /** The page where the customer pays. */
  checkoutUrl: string;
}

export interface CardOnrampProvider {
  readonly id: CardDepositProvider;
  readonly name: string;
  /** Opens a checkout for the order at the provider. */
  createCheckout(order: CardCheckoutOrder): Promise<CardCheckout>;
}

/** Where the sandbox checkout pages live (beside the API, under /sandbox). */
export const CARD_CHECKOUT_PATH = '/sandbox/card-checkout';

/** A sandbox on-ramp: its checkout is the bank's own page, its reference an unguessable token. */
export class SandboxCardOnramp implements CardOnrampProvider {
  readonly name: string;
  constructor(
    readonly id: CardDepositProvider,
    private readonly publicOrigin: string,
  ) {
    this.name = CARD_DEPOSIT_PROVIDER_INFO[id].name;
  }

  async createCheckout(_order: CardCheckoutOrder): Promise<CardCheckout> {
    const reference = `${this.id.toLowerCase()}_${randomBytes(18).toString('base64url')}`;
    return {
      reference,
      checkoutUrl: `${this.publicOrigin}${CARD_CHECKOUT_PATH}/${reference}`,
    };
  }
}

/** The providers the bank works with, by id (the sandbox ones here). */
export function cardOnrampProviders(
  publicOrigin: string,
): Record<CardDepositProvider, CardOnrampProvider> {
  return {
    CARDPAY: new SandboxCardOnramp('CARDPAY', publicOrigin),
    ONRAMPER: new SandboxCardOnramp('ONRAMPER', publicOrigin),
  };
}

/** The sandbox card network: test card numbers and what they do. */
export const SANDBOX_TEST_CARDS = {
  /** Charged. */
  success: '4242424242424242',
  /** Declined by the issuer. */
  declined: '4000000000000002',
} as const;

export const CARD_PAYMENT_MESSAGES = {
  invalidCard: 'Please enter a valid card number.',
  notTestCard: 'This is the sandbox: pay with the test card 4242 4242 4242 4242.',
  declined: 'Your card was declined. No money was taken.',
} as const;

/** Luhn check of a card number (digits only). */
function luhn(digits: string) {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * What the sandbox card network says to a charge on `cardNumber` (spaces and dashes allowed): null when it is
 * charged, else why not.
 */
export function sandboxCardProblem(cardNumber: string): string | null {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhn(digits)) return CARD_PAYMENT_MESSAGES.invalidCard;
  if (digits === SANDBOX_TEST_CARDS.declined) return CARD_PAYMENT_MESSAGES.declined;
  if (digits !== SANDBOX_TEST_CARDS.success) return CARD_PAYMENT_MESSAGES.notTestCard;
  return null;
}
