import type { CardDepositProvider, FeatureFlag } from '@axia/core';
import type { BankContext } from '../context';
import { forbidden } from '../http/errors';
import type { CardIssuer } from '../modules/cards/issuer/types';
import type { CardOnrampProvider } from '../modules/deposits/card/provider';
import type { CryptoDepositProvider } from '../modules/deposits/crypto/provider';
import type { CustodyProvider } from '../modules/deposits/network/custody';
import type { GiftCardVendor } from '../modules/giftCards/vendor/types';
import type { KycProvider } from '../modules/kyc/provider';
import { PARTIES, type Party, type ProviderName, type ProvidersConfig } from './config';

// The bank's outside parties (issue 40): one interface each, held in BankContext and chosen at start
// (./config.ts). The registry builds only what the configuration names; a party that is off is null here, its
// service refuses with the spec's 'temporarily unavailable' text and its features are off in the customer's
// profile, so the app greys and gates them.

export { PARTIES, PARTY_SETTINGS, type Party, type ProvidersConfig } from './config';

/** What each party's provider is. */
export interface ProviderOf {
  custody: CustodyProvider;
  cardIssuer: CardIssuer;
  giftCardVendor: GiftCardVendor;
  /** The card on-ramps, by the id the app names (CARDPAY, ONRAMPER). */
  cardOnramp: Record<CardDepositProvider, CardOnrampProvider>;
  cryptoDeposit: CryptoDepositProvider;
  kyc: KycProvider;
}

export type Providers = { readonly [P in Party]: ProviderOf[P] | null } & {
  /** What the registry built, as `party:provider`: a production bank with none configured built nothing. */
  readonly built: readonly string[];
};

/** How to build each party's provider, by provider name (the sandbox's are in src/sandbox/providers.ts). */
export type ProviderFactories = {
  [P in Party]: Partial<Record<ProviderName, () => ProviderOf[P]>>;
};

/** Builds the providers the configuration names, and nothing else. */
export function buildProviders(config: ProvidersConfig, factories: ProviderFactories): Providers {
  const built: string[] = [];
  const providers: Partial<Record<Party, unknown>> = {};
  for (const party of PARTIES) {
    const choice = config[party];
    if (choice.provider === 'off') {
      providers[party] = null;
      continue;
    }
    const factory = factories[party][choice.provider];
    if (!factory) throw new Error(`No ${choice.provider} provider for ${party}`);
    providers[party] = factory();
    built.push(`${party}:${choice.provider}`);
  }
  return { ...(providers as { [P in Party]: ProviderOf[P] | null }), built };
}

/** Seed 000 §2 / seed 001 §8: what a service that is off says. */
const SERVICE_OFF = 'This service is temporarily unavailable, please try again later.';

/** The party's provider; 403 with the spec's text when it is off (403, not 503: the bank itself is up). */
export function requireProvider<P extends Party>(
  ctx: Pick<BankContext, 'providers'>,
  party: P,
): ProviderOf[P] {
  const provider = ctx.providers[party];
  if (!provider) throw forbidden(SERVICE_OFF);
  return provider as ProviderOf[P];
}

/** The features that need each party: off with it, so the app shows the service unavailable. */
const PARTY_FEATURES: Record<Party, readonly FeatureFlag[]> = {
  custody: ['CUSTODY', 'CUSTODY_V2'],
  cardIssuer: ['CARD'],
  giftCardVendor: ['GIFT_CARD'],
  cardOnramp: ['FIAT_TO_CRYPTO', 'ONRAMPER'],
  cryptoDeposit: [],
  kyc: [],
};

/** A customer's features less those whose party is off. */
export function withoutOffServices(
  features: readonly FeatureFlag[],
  providers: Providers,
): FeatureFlag[] {
  const off = new Set(
    PARTIES.filter((party) => !providers[party]).flatMap((p) => PARTY_FEATURES[p]),
  );
  return features.filter((flag) => !off.has(flag));
}

/** Which services are on (GET /config.json `services`): the app says the others are unavailable. */
export function servicesOn(providers: Providers): Record<Party, boolean> {
  return Object.fromEntries(PARTIES.map((party) => [party, providers[party] !== null])) as Record<
    Party,
    boolean
  >;
}
