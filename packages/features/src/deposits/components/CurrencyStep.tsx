import { observer } from 'mobx-react-lite';
import { Radio, RadioGroup } from '@axia/design-system';

/** A wizard's 'Currency to' step: one radio per currency the deposit may credit. */
export const CurrencyStep = observer(function CurrencyStep<C extends string>({
  label,
  description,
  value,
  currencies,
  onChange,
}: {
  label: string;
  description: string;
  value: C;
  currencies: readonly C[];
  onChange: (currency: C) => void;
}) {
  return (
    <RadioGroup
      label={label}
      description={description}
      value={value}
      onChange={(choice) => onChange(choice as C)}
    >
      {currencies.map((currency) => (
        <Radio key={currency} value={currency}>
          {currency}
        </Radio>
      ))}
    </RadioGroup>
  );
});
