// The money pieces more than one feature shows (the house forbids one feature importing another's internals):
// the source-of-funds declaration (seed 001 §5: the deposit confirmation, the wire deposit wizard), the bank's
// wire deposit instructions (the pending wire deposit's dialog, the wizard's last step) and sanitised rich text.
export { MONEY_TEXT } from './messages';
export { DeclarationAnnouncement, SourceOfFundsFields } from './SourceOfFundsFields';
export {
  EMPTY_SOURCE_OF_FUNDS,
  fullName,
  isSignerProblem,
  sourceOfFundsDeclaration,
  type SourceOfFundsValue,
} from './sourceOfFunds';
export { WireDepositInstructions, useWireDepositInfo } from './WireDepositInstructions';
