// The emailed second factor: the flow (./secondFactor.ts) and its code dialog, shared by the transfers and profile.
export {
  SecondFactorStore,
  type CodeAnswer,
  type RequestCodeAnswer,
  type SecondFactorSend,
} from './secondFactor';
export { SecondFactorDialog, useSecondFactor } from './SecondFactorDialog';
