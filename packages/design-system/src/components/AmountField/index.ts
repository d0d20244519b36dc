export { AmountField, type AmountFieldProps } from './AmountField';
export {
  amountRangeIssue,
  applyAmountEdit,
  formatAmountInput,
  normalizeAmountInput,
  toCanonicalAmount,
  type AmountEdit,
} from './amount';
