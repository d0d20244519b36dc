import { randomBytes } from 'node:crypto';

// Which implementation each outside party of the bank is (issue 40): chosen at start from the environment, one
// variable per party. In a local sandbox every party defaults to the sandbox's own; anywhere else a party nobody
// named is off (its service answers 'This service is temporarily unavailable, please try again later.' and the
// rest of the bank runs): a production bank never runs a sandbox party by default.

/** The outside parties, each behind one provider interface (src/providers). */
export const PARTIES = [
  'custody',
  'cardIssuer',
  'giftCardVendor',
  'cardOnramp',
  'cryptoDeposit',
  'kyc',
] as const;
export type Party = (typeof PARTIES)[number];

/** The environment variable naming each party's provider, and the one holding its webhook secret. */
export const PARTY_SETTINGS: Record<
  Party,
  { provider: string; webhookSecret: string; path: string }
> = {
  custody: {
    provider: 'CUSTODY_PROVIDER',
    webhookSecret: 'CUSTODY_WEBHOOK_SECRET',
    path: 'custody',
  },
  cardIssuer: {
    provider: 'CARD_ISSUER_PROVIDER',
    webhookSecret: 'CARD_ISSUER_WEBHOOK_SECRET',
    path: 'card-issuer',
  },
  giftCardVendor: {
    provider: 'GIFT_CARD_PROVIDER',
    webhookSecret: 'GIFT_CARD_WEBHOOK_SECRET',
    path: 'gift-card-vendor',
  },
  cardOnramp: {
    provider: 'CARD_ONRAMP_PROVIDER',
    webhookSecret: 'CARD_ONRAMP_WEBHOOK_SECRET',
    path: 'card-onramp',
  },
  cryptoDeposit: {
    provider: 'CRYPTO_DEPOSIT_PROVIDER',
    webhookSecret: 'CRYPTO_DEPOSIT_WEBHOOK_SECRET',
    path: 'crypto-deposit',
  },
  kyc: { provider: 'KYC_PROVIDER', webhookSecret: 'KYC_WEBHOOK_SECRET', path: 'kyc' },
};

/** The implementations there are: the sandbox's (a real provider's client adds its name here). */
export const PROVIDER_NAMES = ['sandbox'] as const;
export type ProviderName = (typeof PROVIDER_NAMES)[number];

/** One party's choice: off, or a provider with the secret its webhooks are signed with. */
type PartyChoice = { provider: 'off' } | { provider: ProviderName; webhookSecret: string };

export type ProvidersConfig = Record<Party, PartyChoice>;

/**
 * Each party's provider, as the environment names it (config/env.ts checks the names and the secrets, and gives
 * the default: the sandbox's in a local sandbox, off anywhere else).
 */
export function providersConfig(
  chosen: (party: Party) => { provider: 'off' | ProviderName; webhookSecret: string | undefined },
): ProvidersConfig {
  const config = {} as ProvidersConfig;
  for (const party of PARTIES) {
    const { provider, webhookSecret } = chosen(party);
    // The sandbox's provider runs inside this process: with no secret given it signs with one made now.
    config[party] =
      provider === 'off'
        ? { provider }
        : { provider, webhookSecret: webhookSecret || randomBytes(32).toString('hex') };
  }
  return config;
}
