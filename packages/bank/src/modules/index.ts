import type { FastifyInstance } from 'fastify';
import type { BankContext } from '../context';
import { registerAccountRoutes } from './accounts/routes';
import { registerBeneficiaryRoutes } from './beneficiaries/routes';
import { registerCardRoutes } from './cards/routes';
import { registerCardMoneyRoutes } from './cards/routes-money';
import { registerGiftCardRoutes } from './giftCards/routes';
import { registerDocumentRoutes } from './documents/routes';
import { registerCurrencyRoutes } from './currency/routes';
import { registerNetworkDepositRoutes } from './deposits/network/routes';
import { registerTokenDepositRoutes } from './deposits/token/routes';
import { registerCryptoDepositRoutes } from './deposits/crypto/routes';
import { registerCardDepositRoutes } from './deposits/card/routes';
import { registerInsightRoutes } from './insights/routes';
import { registerKycRoutes } from './kyc/routes';
import { registerRegistrationRoutes } from './registration/routes';
import { registerSettingsRoutes } from './settings/routes';
import { registerStaffRoutes } from './staff';
import { registerStakingRoutes } from './stakings/routes';
import { registerTransactionRoutes } from './transactions/routes';
import { registerBetweenAccountsRoutes } from './transfers/routes-between-accounts';
import { registerExternalTransferRoutes } from './transfers/routes-external';
import { registerMemberAndWireTransferRoutes } from './transfers/routes-members-wire';
import { registerUserRoutes } from './users/routes';
import { registerSecurityRoutes } from './users/routes-security';

/** Registers every API module under /api from the core contract (one entry per call of seed 000 §7). */
export function registerApi(app: FastifyInstance, ctx: BankContext) {
  registerSettingsRoutes(app, ctx);
  registerUserRoutes(app, ctx);
  registerSecurityRoutes(app, ctx);
  registerRegistrationRoutes(app, ctx);
  registerKycRoutes(app, ctx);
  registerAccountRoutes(app, ctx);
  registerCurrencyRoutes(app, ctx);
  registerInsightRoutes(app, ctx);
  registerTransactionRoutes(app, ctx);
  registerTokenDepositRoutes(app, ctx);
  registerNetworkDepositRoutes(app, ctx);
  registerCryptoDepositRoutes(app, ctx);
  registerCardDepositRoutes(app, ctx);
  registerBeneficiaryRoutes(app, ctx);
  registerExternalTransferRoutes(app, ctx);
  registerBetweenAccountsRoutes(app, ctx);
  registerMemberAndWireTransferRoutes(app, ctx);
  registerStakingRoutes(app, ctx);
  registerCardRoutes(app, ctx);
  registerCardMoneyRoutes(app, ctx);
  registerGiftCardRoutes(app, ctx);
  registerDocumentRoutes(app, ctx);
  // The staff API (issue 41): the bank's own people, not its customers.
  registerStaffRoutes(app, ctx);
}
