export { PaymentSourceField, type PaymentSourceFieldProps } from './PaymentSourceField';
export {
  PaymentSourceStore,
  sourceKey,
  type PaymentSource,
  type PaymentSourceSnapshot,
  type Price,
  type SourceOption,
  type SourceQuote,
} from './PaymentSourceStore';
