// The deposit screens, one module so the feature is one chunk (see ../manifest.ts).
export { DepositLandingScreen } from './DepositLandingScreen';
