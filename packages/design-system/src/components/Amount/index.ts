// Amount and formatAmount share this folder: the component only renders what the formatter produces.
export { Amount, type AmountProps, type AmountSize } from './Amount';
export { formatAmount, type FormatAmountOptions } from './formatAmount';
