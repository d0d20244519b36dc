// The transfer screens, one module so the feature is one chunk (see ../manifest.ts).
export { TransferLandingScreen } from './TransferLandingScreen';
export { BetweenAccountsScreen } from '../between-accounts/BetweenAccountsScreen';
export { BetweenMembersScreen } from '../between-members/BetweenMembersScreen';
export { WireTransferScreen } from '../wire/WireTransferScreen';
export {
  ExternalWalletTransferScreen,
  ExternalAxtendTransferScreen,
  NetworkTransferScreen,
  NetworkV2TransferScreen,
} from '../external/ExternalTransferScreen';

// The external wallet route refuses users created before 2022-07-29 with TOKEN_MIGRATION_CONSENT (seed 001 §2).
import { refuseHiddenExternalWallet } from '../components/ExternalWalletGate';
import { ExternalWalletTransferScreen as ExternalWalletScreen } from '../external/ExternalTransferScreen';
export const GatedExternalWalletTransferScreen = refuseHiddenExternalWallet(ExternalWalletScreen);
