// The emailed second factor: the flow (./secondFactor.ts) and its code dialog, shared by the transfers and profile.
export {
  CODE_LIFETIME_MS,
  SecondFactorStore,
  TRANSFER_CODE_MESSAGES,
  type CodeAnswer,
  type CodeMessages,
  type RequestCodeAnswer,
  type SecondFactor,
  type SecondFactorResult,
  type SecondFactorSend,
} from './secondFactor';
export {
  SecondFactorDialog,
  useSecondFactor,
  type SecondFactorDialogProps,
} from './SecondFactorDialog';
export { SECOND_FACTOR_TEXT } from './messages';
