import type { BankConfig } from '../config';
import type { BankContext } from '../context';
import { HttpError } from '../http/errors';
import { usdRates } from '../modules/currency/service';
import type { ProviderFactories } from '../providers';
import { sandboxCardIssuer } from './card-issuer';
import { sandboxCardOnramps } from './card-onramp';
import { SandboxCryptoDepositProvider } from './crypto-deposit';
import { recordSandboxCustodyAddresses, sandboxCustody } from './custody';
import { sandboxGiftCardVendor } from './gift-card-vendor';

// The sandbox's outside parties, as src/providers builds them when the configuration names `sandbox` (the default
// of a local sandbox only). They play the outside world: their pages and back-office actions are under /sandbox.

/** The sandbox's implementation of each party; `ctx` is read when a provider is used, not when it is built. */
export function sandboxProviderFactories(
  config: BankConfig,
  ctx: () => BankContext,
): ProviderFactories {
  return {
    custody: { sandbox: () => sandboxCustody },
    cardIssuer: { sandbox: () => sandboxCardIssuer },
    giftCardVendor: { sandbox: () => sandboxGiftCardVendor },
    cardOnramp: { sandbox: () => sandboxCardOnramps(config.publicOrigin) },
    cryptoDeposit: {
      sandbox: () =>
        new SandboxCryptoDepositProvider(async () => {
          const rates = await usdRates(ctx());
          return { AXC: rates.AXC, USAX: rates.USAX };
        }),
    },
    kyc: {
      sandbox: () => ({
        widgetUrl: (refId: string) => `${config.publicOrigin}/sandbox/kyc/${refId}`,
      }),
    },
  };
}

/** The sandbox's crypto-deposit provider when it is the bank's (the back office's chain deposit plays its payer). */
export function sandboxCryptoDeposit(ctx: BankContext): SandboxCryptoDepositProvider {
  const provider = ctx.providers.cryptoDeposit;
  if (!(provider instanceof SandboxCryptoDepositProvider))
    throw new HttpError(
      409,
      'The crypto-deposit provider is not the sandbox: CRYPTO_DEPOSIT_PROVIDER=sandbox',
    );
  return provider;
}

/** At start, what the sandbox's providers need of the database: the custodian's addresses of earlier customers. */
export async function prepareSandboxProviders(ctx: BankContext) {
  if (ctx.providers.custody === sandboxCustody)
    await recordSandboxCustodyAddresses(ctx.db, ctx.clock.now());
}
