// The overview's pending sections (seed 001 §2 'Transactions in Review', 'Pending Transactions'), and the parts
// the wire deposit wizard reuses: the source-of-funds declaration, the wire instructions and the sanitised HTML.
export { PendingTransactions, type PendingTransactionsProps } from './PendingTransactions';
export { SourceOfFundsFields, type SourceOfFundsFieldsProps } from './SourceOfFundsFields';
export {
  EMPTY_SOURCE_OF_FUNDS,
  isSourceOfFunds,
  otherTextMissing,
  sourceOfFundsDeclaration,
  type SourceOfFundsValue,
} from './sourceOfFunds';
export {
  WireDepositInstructions,
  isUsableWireDepositInfo,
  loadWireDepositInfo,
  useWireDepositInfo,
  type WireDepositInfoState,
  type WireDepositInstructionsProps,
} from './WireDepositInstructions';
export { SanitizedHtml, sanitizeHtml, type SanitizedHtmlProps } from './SanitizedHtml';
