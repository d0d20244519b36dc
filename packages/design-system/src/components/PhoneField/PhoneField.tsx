import { useId, useMemo, useState, type ReactNode } from 'react';
import { Input, TextField } from 'react-aria-components';
import * as shared from '../../styles/shared.css';
import { ComboBox, type ComboBoxItem } from '../ComboBox';
import { FieldErrorText } from '../Field';
import * as styles from './PhoneField.css';

export interface PhoneCountry {
  /** ISO 3166-1 alpha-2 code, e.g. 'US'. */
  code: string;
  name: string;
  /** With the plus sign, e.g. '+1'. */
  dialCode: string;
}

export interface PhoneValue {
  dialCode: string;
  countryCode: string;
  /** Digits only, without the dial code. */
  number: string;
}

export interface PhoneFieldProps {
  /** Visible label; it names the group and the number input. */
  label: ReactNode;
  description?: ReactNode;
  /** Shown under the field and tied to the number input; setting it marks the number invalid. */
  errorMessage?: string;
  /** The countries the picker offers (the caller's list). */
  countries: PhoneCountry[];
  value?: PhoneValue;
  /** Defaults to +1 United States with no number. */
  defaultValue?: PhoneValue;
  onChange?: (value: PhoneValue) => void;
  isDisabled?: boolean;
  isRequired?: boolean;
  /** Accessible name of the dial-code picker. */
  countryCodeLabel?: string;
  /** Form field name of the number input. */
  name?: string;
}

export const defaultPhoneValue: PhoneValue = { dialCode: '+1', countryCode: 'US', number: '' };

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/**
 * A phone number: a searchable dial-code picker (by country name, code or dial code) and the national
 * number. The number keeps digits only, whatever is typed or pasted.
 */
export function PhoneField({
  label,
  description,
  errorMessage,
  countries,
  value,
  defaultValue = defaultPhoneValue,
  onChange,
  isDisabled,
  isRequired,
  countryCodeLabel = 'Country code',
  name,
}: PhoneFieldProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const current = value ?? uncontrolled;
  const update = (next: PhoneValue) => {
    if (value === undefined) setUncontrolled(next);
    onChange?.(next);
  };

  const items = useMemo<ComboBoxItem[]>(
    () =>
      countries.map((country) => ({
        id: country.code,
        label: `${country.dialCode} ${country.name}`,
        keywords: [country.code, country.dialCode],
      })),
    [countries],
  );

  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const describedBy =
    [description && descriptionId, errorMessage && errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div role="group" aria-labelledby={labelId} className={styles.root}>
      <span id={labelId} className={shared.fieldLabel}>
        {label}
      </span>
      <div className={styles.row}>
        <div className={styles.countryCode}>
          <ComboBox
            label={countryCodeLabel}
            hideLabel
            items={items}
            selectedKey={current.countryCode}
            onSelectionChange={(code) => {
              const country = countries.find((candidate) => candidate.code === code);
              // Clearing the picker's text keeps the last country: a phone number always has one.
              if (country)
                update({ ...current, countryCode: country.code, dialCode: country.dialCode });
            }}
            isDisabled={isDisabled}
            isRequired={isRequired}
          />
        </div>
        <TextField
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          value={current.number}
          onChange={(text) => {
            const digits = onlyDigits(text);
            // A rejected character leaves the value as it was, so React puts the old text back.
            if (digits !== current.number) update({ ...current, number: digits });
          }}
          isInvalid={Boolean(errorMessage)}
          isDisabled={isDisabled}
          isRequired={isRequired}
          name={name}
          className={styles.number}
        >
          <Input className={shared.inputBox} inputMode="tel" autoComplete="tel-national" />
        </TextField>
      </div>
      {description && (
        <span id={descriptionId} className={shared.fieldDescription}>
          {description}
        </span>
      )}
      {errorMessage && (
        <span id={errorId} className={shared.fieldError}>
          <FieldErrorText>{errorMessage}</FieldErrorText>
        </span>
      )}
    </div>
  );
}
