import { CARD_DEPOSIT_PROVIDER_INFO, passesLuhn, type CardDepositProvider } from '@axia/core';
import { randomBytes } from 'node:crypto';
import type { BankContext } from '../context';
import { HttpError, notFound } from '../http/errors';
import type { FastifyInstance } from 'fastify';
import {
  CARD_ORDER_MESSAGES,
  getCheckout,
  type CheckoutView,
} from '../modules/deposits/card/service';
import { sendWebhook } from './webhooks';
import type {
  CardCheckout,
  CardCheckoutOrder,
  CardOnrampProvider,
} from '../modules/deposits/card/provider';

// The sandbox's card on-ramps (CARDPAY, ONRAMPER): their checkout is a page the sandbox serves
// (./card-checkout), where a test card stands in for the card network.

/** Where the sandbox checkout pages live (beside the API, under /sandbox). */
export const CARD_CHECKOUT_PATH = '/sandbox/card-checkout';

/** A sandbox on-ramp: its checkout is the bank's own page, its reference an unguessable token. */
class SandboxCardOnramp implements CardOnrampProvider {
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

/** The sandbox's on-ramps, by id. */
export function sandboxCardOnramps(
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

const CARD_PAYMENT_MESSAGES = {
  invalidCard: 'Please enter a valid card number.',
  notTestCard: 'This is the sandbox: pay with the test card 4242 4242 4242 4242.',
  declined: 'Your card was declined. No money was taken.',
} as const;

/**
 * What the sandbox card network says to a charge on `cardNumber` (spaces and dashes allowed): null when it is
 * charged, else why not.
 */
function sandboxCardProblem(cardNumber: string): string | null {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (!passesLuhn(digits)) return CARD_PAYMENT_MESSAGES.invalidCard;
  if (digits === SANDBOX_TEST_CARDS.declined) return CARD_PAYMENT_MESSAGES.declined;
  if (digits !== SANDBOX_TEST_CARDS.success) return CARD_PAYMENT_MESSAGES.notTestCard;
  return null;
}

/**
 * The checkout page's Pay: the sandbox card network charges `cardNumber` (a test card), then the provider reports
 * the payment to the bank. Refusals (nothing charged): an unknown or expired checkout, an invalid or declined card.
 */
export async function payAtSandboxCheckout(
  app: FastifyInstance,
  ctx: BankContext,
  reference: string,
  cardNumber: string,
) {
  const view = await getCheckout(ctx, reference);
  if (!view) throw notFound(CARD_ORDER_MESSAGES.checkoutNotFound);
  if (view.status === 'PAID') return view;
  if (view.status === 'EXPIRED') throw new HttpError(410, CARD_ORDER_MESSAGES.expired);
  const problem = sandboxCardProblem(cardNumber);
  if (problem) throw new HttpError(problem.startsWith('Your card') ? 402 : 400, problem);
  const digits = cardNumber.replace(/[\s-]/g, '');
  // The reference starts with the on-ramp's id (SandboxCardOnramp.createCheckout).
  const provider = reference.slice(0, reference.indexOf('_')).toUpperCase();
  return (await sendWebhook(app, ctx, 'cardOnramp', 'payment.succeeded', {
    provider,
    reference,
    cardLast4: digits.slice(-4),
  })) as CheckoutView;
}
