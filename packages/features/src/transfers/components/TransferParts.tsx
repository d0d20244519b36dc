import { Fragment, type ReactNode } from 'react';
import {
  accountStatusHelp,
  decimalsFor,
  GENERAL_MESSAGES,
  isAccountActive,
  TRANSFER_MESSAGES,
  type Account,
} from '@axia/core';
import {
  AccountPicker,
  Button,
  Checkbox,
  Skeleton,
  SkeletonText,
  Stack,
} from '@axia/design-system';
import * as money from '../../kit/money/money.css';
import { TRANSFERS_TEXT } from '../messages';
import * as styles from '../transfers.css';

// The parts every transfer wizard shares (seed 001 §2 Transfer, §4, §5): the account step, the overview rows and the
// confirmation checkbox. Presentational: the wizard's store owns the state and passes it in.

/** What the design system's AccountPicker shows of an account; anything but ACTIVE is greyed, 'Action Required'. */
const pickerOption = (account: Account) => ({
  id: account.id,
  name: account.typePublicName,
  publicId: account.publicId,
  amount: account.amount,
  currency: account.currency,
  decimals: decimalsFor(account.currency),
  actionRequired: !isAccountActive(account),
  actionRequiredDescription: accountStatusHelp(account) ?? undefined,
});

/** A list read from the bank: null while it is read; `failed` the message of a read that failed. */
export interface AccountChoiceProps {
  /** The picker's label (e.g. 'Transfer from account'). */
  label: string;
  /** The accounts to offer (GET /account/allow-transfer-from|to), null while they are read. */
  accounts: readonly Account[] | null;
  /** Why they could not be read (the server's message), or null; shows it with a 'Try again' calling `onRetry`. */
  failed?: string | null;
  onRetry?: () => void;
  /** The chosen account's id. Only ACTIVE accounts can be chosen; the others are greyed with 'Action Required'. */
  value: string | null;
  onChange: (id: string) => void;
  /** Shown when no offered account is ACTIVE (default: 'You have no active account that can send this transfer.'). */
  emptyMessage?: string;
}

/** A step choosing one account: a skeleton while read, the picker, an error with Try again, or the empty message. */
export function AccountChoice({
  label,
  accounts,
  failed = null,
  onRetry,
  value,
  onChange,
  emptyMessage = TRANSFERS_TEXT.noSourceAccount,
}: AccountChoiceProps) {
  if (failed)
    return (
      <Stack gap="sm">
        <p className={styles.error} role="alert">
          {failed}
        </p>
        {onRetry && (
          <div>
            <Button variant="secondary" onPress={onRetry}>
              {TRANSFERS_TEXT.retry}
            </Button>
          </div>
        )}
      </Stack>
    );
  if (accounts === null)
    return (
      <Skeleton label={TRANSFERS_TEXT.loadingAccounts}>
        <SkeletonText lines={3} />
      </Skeleton>
    );
  return (
    <Stack gap="md">
      {accounts.length > 0 && (
        <AccountPicker
          label={label}
          actionRequiredLabel={GENERAL_MESSAGES.actionRequired}
          accounts={accounts.map(pickerOption)}
          value={value}
          onChange={onChange}
          isRequired
        />
      )}
      {!accounts.some(isAccountActive) && <p className={styles.error}>{emptyMessage}</p>}
    </Stack>
  );
}

export interface OverviewRow {
  term: string;
  value: ReactNode;
}

/** The overview step's rows (a description list: term, value), e.g. From, To, Amount, Rate. */
export function OverviewRows({ rows }: { rows: readonly OverviewRow[] }) {
  return (
    <dl className={money.details}>
      {rows.map((row) => (
        <Fragment key={row.term}>
          <dt className={money.term}>{row.term}</dt>
          <dd className={money.definition}>{row.value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** An account as the overview names it: its name and public id. */
export function AccountName({ account }: { account: Account | null | undefined }) {
  if (!account) return null;
  return (
    <>
      {account.typePublicName} <span className={money.code}>{account.publicId}</span>
    </>
  );
}

export interface ConfirmCheckboxProps {
  isSelected: boolean;
  onChange: (selected: boolean) => void;
  /** The checkbox's label (default: 'I confirm that the information above is correct.'). */
  label?: string;
  /** The message while unticked (default: the spec's 'Please check the checkbox above before continuing!'). */
  message?: string;
}

/**
 * The overview's confirmation (seed 001 §2, §5): the wizard's final Send stays disabled until it is ticked, and
 * while it is not, 'Please check the checkbox above before continuing!' shows under it (tied to the checkbox).
 */
export function ConfirmCheckbox({
  isSelected,
  onChange,
  label = TRANSFERS_TEXT.checkboxLabel,
  message = TRANSFER_MESSAGES.checkbox,
}: ConfirmCheckboxProps) {
  return (
    <Checkbox
      isSelected={isSelected}
      onChange={onChange}
      isRequired
      description={isSelected ? undefined : message}
    >
      {label}
    </Checkbox>
  );
}
