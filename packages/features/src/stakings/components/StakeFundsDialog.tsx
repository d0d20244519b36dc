// The stake-funds dialog (seed 002 §5 'Apply and add funds', §8), for applying to a pool (/stakings) and for Add Funds
// (/stakings/{stakingId}).
//
// For the detail screen's Add Funds (U2): render it while open (mount = open; it calls `onClose` once, whatever
// ends it) with
//   mode="add", title="Add Funds" (or yours), targetName={staking.name},
//   currency={staking.currency},
//   accounts={stakeSourceAccounts(services.accounts.accounts, staking.currency)} (../stores/StakeFundsForm),
//   room={remainingRoom(staking)} (optional: a hint only, the bank enforces it),
//   onSubmit={(fromAccountId, amount) => api.addStakingAmount({ params: { id }, body: { fromAccountId, amount } })
//     then notify success STAKING_MESSAGES.added and re-read} — reject to report a failure;
//   onError={(text) => show `text` as a notice} — `text` is already stakingErrorText(errorText(error)), and the
//     dialog has closed (§8: 'the dialog closes').
// What it does: the account Select ('Please select an account'), the amount (5 decimals; 'Please enter a valid staking
// amount'), the terms checkbox enabling 'Confirm staking', then the confirmation (the same dialog, retitled 'Confirm
// your staking' / 'Confirm adding funds': amount, pool or staking, account; Back and Confirm) whose Confirm calls
// onSubmit once. Focus: the account select on open, the first invalid field after a refused 'Confirm staking', the
// confirmation's heading on the step change (its title said: issue 43 #3) and 'Confirm staking' on Back; react-aria
// returns it to the opener.

import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { CRYPTO_DECIMALS, stakingErrorText, type Account, type Currency } from '@axia/core';
import {
  AmountField,
  Button,
  Checkbox,
  Dialog,
  formatAmount,
  Select,
  Stack,
} from '@axia/design-system';
import { errorText } from '../../kit/errors';
import { STAKE_FUNDS_TEXT as TEXT } from '../messages';
import { StakeFundsForm, type StakeFundsSnapshot } from '../stores/StakeFundsForm';
import * as styles from '../stakings.css';
import { Detail, dismissUnlessSubmitting, focusFirstInvalid, useCloseOnce } from './dialogs';

type StakeFundsMode = 'apply' | 'add';

export interface StakeFundsDialogProps {
  mode: StakeFundsMode;
  /** The dialog's heading, e.g. 'Apply to AXC Flex 30' or 'Add Funds'. */
  title: string;
  /** The pool (apply) or the staking (add) the funds go to, named in the terms and the confirmation. */
  targetName: string;
  /** The pool's or staking's currency (AXC). */
  currency: Currency;
  /** The accounts to choose from: the customer's ACTIVE accounts in `currency` (see stakeSourceAccounts). */
  accounts: readonly Account[];
  /** A hint under the amount ('The minimum is 1 AXC.'); the bank enforces it. */
  minimum?: string;
  /** Add funds: the room left, as a hint; the bank enforces it. */
  room?: string;
  /** A line under the title (the pool's description). */
  description?: ReactNode;
  /** The call; reject to report a failure (its text goes to `onError`). */
  onSubmit: (accountId: string, amount: string) => Promise<void>;
  /** After a failed call, once the dialog has closed: the text to show (the minimum's rewritten, §8). */
  onError?: (text: string) => void;
  /** The dialog is done (cancelled, succeeded or failed): unmount it. */
  onClose: () => void;
  /** Start in this state (stories and tests). */
  initial?: StakeFundsSnapshot;
}

const amountText = (value: string, currency: string) =>
  formatAmount(value, currency, { decimals: CRYPTO_DECIMALS });

export const StakeFundsDialog = observer(function StakeFundsDialog({
  mode,
  title,
  targetName,
  currency,
  accounts,
  minimum,
  room,
  description,
  onSubmit,
  onError,
  onClose,
  initial,
}: StakeFundsDialogProps) {
  const [form] = useState(() => new StakeFundsForm(accounts, initial));
  // The accounts may arrive (or change) while the dialog is open.
  useEffect(() => form.setAccounts(accounts), [form, accounts]);
  const fields = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const continueButton = useRef<HTMLButtonElement>(null);
  const close = useCloseOnce(onClose);

  // Step changes move focus: to the confirmation's heading (its title said, the summary read from there), and back to
  // 'Confirm staking'.
  const step = form.step;
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      if (step === 'form') return;
    }
    requestAnimationFrame(() => {
      if (step === 'confirm') heading.current?.focus();
      else continueButton.current?.focus();
    });
  }, [step]);

  const confirm = async () => {
    const failure = await form.confirm(onSubmit);
    close();
    if (failure) onError?.(stakingErrorText(errorText(failure.error)));
  };

  const hints = [
    minimum ? TEXT.minimum(amountText(minimum, currency)) : null,
    room ? TEXT.room(amountText(room, currency)) : null,
  ].filter(Boolean);

  const chosen = form.account;
  const confirming = step === 'confirm';
  return (
    <Dialog
      title={confirming ? TEXT.confirmTitle[mode] : title}
      description={confirming ? undefined : description}
      titleRef={heading}
      isOpen
      {...dismissUnlessSubmitting(form.submitting, close)}
      footer={
        confirming ? (
          <>
            <Button variant="secondary" isDisabled={form.submitting} onPress={() => form.back()}>
              {TEXT.back}
            </Button>
            <Button isPending={form.submitting} onPress={() => void confirm()}>
              {TEXT.confirm}
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" slot="close">
              {TEXT.cancel}
            </Button>
            <Button
              ref={continueButton}
              isDisabled={!form.canContinue}
              onPress={() => {
                if (!form.continue()) focusFirstInvalid(fields.current);
              }}
            >
              {TEXT.confirmStaking}
            </Button>
          </>
        )
      }
    >
      {confirming ? (
        <div>
          <Stack gap="md">
            <span>{TEXT.confirmIntro[mode]}</span>
            <dl className={styles.details}>
              <Detail term={TEXT.confirmAmount}>{amountText(form.amount.trim(), currency)}</Detail>
              <Detail term={mode === 'apply' ? TEXT.pool : TEXT.staking}>{targetName}</Detail>
              {chosen && (
                <Detail term={TEXT.confirmAccount}>
                  {chosen.typePublicName} <span className={styles.code}>{chosen.publicId}</span>
                </Detail>
              )}
            </dl>
          </Stack>
        </div>
      ) : (
        <div ref={fields}>
          <Stack gap="lg">
            <Select
              label={TEXT.account}
              placeholder={TEXT.accountPlaceholder}
              items={form.accounts.map((account) => ({
                id: account.id,
                label: account.typePublicName,
                description: `${account.publicId} · ${amountText(account.spendableAmount, account.currency)}`,
              }))}
              selectedKey={form.accountId}
              onSelectionChange={(id) => form.chooseAccount(id)}
              description={form.accounts.length === 0 ? TEXT.noSourceAccount(currency) : undefined}
              emptyText={TEXT.noSourceAccount(currency)}
              errorMessage={form.accountError ?? undefined}
              isRequired
              autoFocus={firstStep.current}
            />
            <AmountField
              label={TEXT.amount}
              decimals={CRYPTO_DECIMALS}
              currency={currency}
              value={form.amount}
              onChange={(value) => form.setAmount(value)}
              description={hints.length > 0 ? hints.join(' ') : undefined}
              errorMessage={form.amountError ?? undefined}
              isRequired
            />
            <Checkbox
              isSelected={form.termsAccepted}
              onChange={(value) => form.setTermsAccepted(value)}
            >
              {TEXT.terms(targetName)}
            </Checkbox>
            {!form.termsAccepted && <p className={styles.note}>{TEXT.termsHint}</p>}
          </Stack>
        </div>
      )}
    </Dialog>
  );
});
