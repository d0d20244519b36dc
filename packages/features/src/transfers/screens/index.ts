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
