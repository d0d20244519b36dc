import type { Environment } from '@axia/core';
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
export type PartyChoice = { provider: 'off' } | { provider: ProviderName; webhookSecret: string };

export type ProvidersConfig = Record<Party, PartyChoice>;

/** Shortest webhook secret accepted (256 bits of hex or base64 is longer). */
export const MIN_WEBHOOK_SECRET_LENGTH = 32;

/**
 * Each party's provider from the environment. Throws (via `fail`) only where the settings contradict each other: an
 * unknown name, the sandbox's provider with the sandbox off, a secret too short to sign with.
 */
export function providersConfig(
  env: NodeJS.ProcessEnv,
  environment: Environment,
  sandbox: boolean,
  fail: (message: string) => Error,
): ProvidersConfig {
  const config = {} as ProvidersConfig;
  for (const party of PARTIES) {
    const names = PARTY_SETTINGS[party];
    const raw = env[names.provider]?.trim() ?? '';
    const name = raw || (environment === 'local' && sandbox ? 'sandbox' : 'off');
    if (name === 'off') {
      config[party] = { provider: 'off' };
      continue;
    }
    if (!(PROVIDER_NAMES as readonly string[]).includes(name))
      throw fail(
        `${names.provider} must be one of off, ${PROVIDER_NAMES.join(', ')} (got ${JSON.stringify(raw)})`,
      );
    if (name === 'sandbox' && !sandbox)
      throw fail(
        `${names.provider}=sandbox needs the sandbox on (SANDBOX=1): the sandbox's ${party} lives in its back office`,
      );
    const secret = env[names.webhookSecret]?.trim() ?? '';
    if (secret && secret.length < MIN_WEBHOOK_SECRET_LENGTH)
      throw fail(
        `${names.webhookSecret} must be at least ${MIN_WEBHOOK_SECRET_LENGTH} characters: it signs the webhooks`,
      );
    // The sandbox's provider runs inside this process: with no secret given it signs with one made now.
    config[party] = {
      provider: name as ProviderName,
      webhookSecret: secret || randomBytes(32).toString('hex'),
    };
  }
  return config;
}
