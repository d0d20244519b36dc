import { useId } from 'react';
import { Radio, RadioGroup, type Key } from 'react-aria-components';
import { Amount } from '../Amount';
import { FieldDescription, FieldErrorMessage, FieldLabel, type FieldChromeProps } from '../Field';
import { StatusTag } from '../StatusTag';
import { itemBody, itemTitle } from '../../styles/shared.css';
import * as styles from './AccountPicker.css';

export interface AccountOption {
  id: string;
  name: string;
  /** The identifier shown to the user, e.g. 'AX-1001'. */
  publicId: string;
  /** Balance as a decimal string. */
  amount: string;
  currency: string;
  /** 2 for fiat, 5 for crypto. */
  decimals: number;
  /** Greys the tile, makes it unselectable and shows the action-required tag. */
  actionRequired?: boolean;
  /**
   * With `actionRequired`: what the customer can do, or what the status means (e.g. 'This account is frozen:
   * contact support.'). Shown under the tag and read as the radio's description, not as part of its name.
   */
  actionRequiredDescription?: string;
}

export interface AccountPickerProps extends FieldChromeProps {
  /** Group name, e.g. 'From account'. */
  label: FieldChromeProps['label'];
  accounts: AccountOption[];
  /** Selected account id (controlled). */
  value?: string | null;
  /** Initially selected account id (uncontrolled). */
  defaultValue?: string;
  onChange?: (id: string) => void;
  /** Text of the danger tag on accounts that need action. */
  actionRequiredLabel?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Form field name. */
  name?: string;
}

/**
 * A single choice among account tiles, on react-aria's RadioGroup: Tab enters the group at the selected
 * (or first enabled) account, arrow keys move between enabled accounts and skip disabled ones, and each
 * tile is a radio named by its account name, public id, balance and status.
 * Accounts with `actionRequired` are greyed, not selectable, and say why in a danger StatusTag, with the
 * `actionRequiredDescription` under it (the radio's accessible description).
 */
export function AccountPicker({
  label,
  description,
  errorMessage,
  accounts,
  value,
  defaultValue,
  onChange,
  actionRequiredLabel = 'Action Required',
  isRequired,
  isDisabled,
  name,
}: AccountPickerProps) {
  const idPrefix = useId();
  return (
    <RadioGroup
      className={styles.root}
      value={value}
      defaultValue={defaultValue}
      onChange={(id: Key) => onChange?.(String(id))}
      isInvalid={Boolean(errorMessage)}
      isRequired={isRequired}
      // 'aria', as the design system's RadioGroup: aria-required, not the native `required` that Chromium exposes as
      // invalid before the user has chosen anything (react-aria #9809; issue 43 #3: the card order's and the gift
      // card's payment steps, the wire deposit's accounts). The form validates on Next and passes errorMessage.
      validationBehavior="aria"
      isDisabled={isDisabled}
      name={name}
    >
      <FieldLabel>{label}</FieldLabel>
      <FieldDescription>{description}</FieldDescription>
      <div className={styles.tiles}>
        {accounts.map((account) => {
          const reason = account.actionRequired ? account.actionRequiredDescription : undefined;
          const reasonId = reason ? `${idPrefix}-${account.id}-reason` : undefined;
          return (
            <Radio
              key={account.id}
              value={account.id}
              isDisabled={account.actionRequired}
              className={styles.tile}
              aria-describedby={reasonId}
            >
              <span className={styles.indicator} aria-hidden="true" />
              {/* {' '} keeps words apart in the radio's accessible name; flex layout hides it. */}
              <span className={itemBody}>
                <span className={itemTitle}>{account.name}</span>{' '}
                <span className={styles.publicId}>{account.publicId}</span>{' '}
                <span className={styles.amountLine}>
                  <Amount
                    value={account.amount}
                    currency={account.currency}
                    decimals={account.decimals}
                  />
                  {account.actionRequired && (
                    <>
                      {' '}
                      <StatusTag tone="danger" size="sm" icon="warning">
                        {actionRequiredLabel}
                      </StatusTag>
                    </>
                  )}
                </span>
                {reason && (
                  // Read as the radio's description (aria-describedby), so kept out of its name here.
                  <span id={reasonId} className={styles.reason} aria-hidden="true">
                    {reason}
                  </span>
                )}
              </span>
            </Radio>
          );
        })}
      </div>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </RadioGroup>
  );
}
