import type { CardDepositCurrency, CardDepositProvider } from '@axia/core';

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
