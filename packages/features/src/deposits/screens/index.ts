// The deposit screens, one module so the feature is one chunk (see ../manifest.ts).
export { DepositLandingScreen } from './DepositLandingScreen';
export { TokenDepositScreen } from '../token/TokenDepositScreen';
export { NetworkDepositScreen, NetworkV2DepositScreen } from '../network/NetworkDepositScreen';
export { WireDepositScreen } from '../wire/WireDepositScreen';
export { CryptoDepositScreen } from '../crypto/CryptoDepositScreen';
export { CardDepositScreen } from '../card/CardDepositScreen';
