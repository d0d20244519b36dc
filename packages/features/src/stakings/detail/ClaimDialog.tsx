import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import {
  accountStatusHelp,
  decimalsFor,
  GENERAL_MESSAGES,
  isAccountActive,
  STAKING_LIMITS,
  stakingTotal,
  type BankClient,
  type UserStaking,
} from '@axia/core';
import {
  AccountPicker,
  Amount,
  Button,
  Dialog,
  Skeleton,
  SkeletonText,
  Stack,
} from '@axia/design-system';
import { Detail, dismissUnlessSubmitting, useCloseOnce } from '../components/dialogs';
import * as styles from './detail.css';
import { ClaimForm, type Outcome } from './forms';
import { LoadFailed } from './LoadFailed';
import { DETAIL_TEXT } from './messages';

export interface ClaimDialogProps {
  staking: UserStaking;
  api: Pick<BankClient, 'getAccounts' | 'claimStaking'>;
  /** Once the call ended (sent or refused), after the dialog closed. */
  onOutcome: (outcome: Exclude<Outcome, { status: 'invalid' }>) => void;
  /** The dialog is done: unmount it. */
  onClose: () => void;
  /** Start from this form (stories and tests). */
  form?: ClaimForm;
}

/**
 * Claim (seed 002 §4, §5): the account of the staking's currency to deposit its total into ('Please select an
 * account to deposit the staking balance!' when Claim is pressed without one), then POST /staking/{id}/claim.
 * Mounted while open; focus starts in the dialog and react-aria gives it back to Claim.
 */
export const ClaimDialog = observer(function ClaimDialog({
  staking,
  api,
  onOutcome,
  onClose,
  form: given,
}: ClaimDialogProps) {
  const [form] = useState(() => given ?? new ClaimForm(api, staking));
  const fields = useRef<HTMLDivElement>(null);
  const close = useCloseOnce(onClose);
  useEffect(() => {
    if (form.accounts.status === 'loading') void form.load();
  }, [form]);

  const claim = async () => {
    const outcome = await form.submit();
    if (outcome.status === 'invalid') {
      requestAnimationFrame(() =>
        fields.current?.querySelector<HTMLElement>('input[type="radio"]:not(:disabled)')?.focus(),
      );
      return;
    }
    close();
    onOutcome(outcome);
  };

  const accounts = form.accounts;
  let picker;
  if (accounts.status === 'loading') {
    picker = (
      <Skeleton label={DETAIL_TEXT.loadingAccounts}>
        <SkeletonText lines={3} />
      </Skeleton>
    );
  } else if (accounts.status === 'failed') {
    picker = (
      <LoadFailed
        what={DETAIL_TEXT.accountsFailed}
        message={accounts.message}
        onRetry={() => void form.load()}
      />
    );
  } else {
    picker = (
      <Stack gap="sm">
        {accounts.value.length > 0 && (
          <AccountPicker
            label={DETAIL_TEXT.claimAccount}
            actionRequiredLabel={GENERAL_MESSAGES.actionRequired}
            accounts={accounts.value.map((account) => ({
              id: account.id,
              name: account.typePublicName,
              publicId: account.publicId,
              amount: account.amount,
              currency: account.currency,
              decimals: decimalsFor(account.currency),
              actionRequired: !isAccountActive(account),
              actionRequiredDescription: accountStatusHelp(account) ?? undefined,
            }))}
            value={form.accountId}
            onChange={(id) => form.choose(id)}
            errorMessage={form.accountError ?? undefined}
            isRequired
            isDisabled={form.submitting}
          />
        )}
        {!accounts.value.some(isAccountActive) && (
          <p className={styles.error}>{DETAIL_TEXT.noClaimAccount(staking.currency)}</p>
        )}
        {/* Without a picker to carry it, the required-account message still shows. */}
        {accounts.value.length === 0 && form.accountError && (
          <p className={styles.error} role="alert">
            {form.accountError}
          </p>
        )}
      </Stack>
    );
  }

  return (
    <Dialog
      title={DETAIL_TEXT.claimTitle}
      description={DETAIL_TEXT.claimIntro}
      isOpen
      {...dismissUnlessSubmitting(form.submitting, close)}
      footer={
        <>
          <Button variant="secondary" slot="close" isDisabled={form.submitting}>
            {DETAIL_TEXT.cancel}
          </Button>
          <Button isPending={form.submitting} onPress={() => void claim()}>
            {DETAIL_TEXT.claim}
          </Button>
        </>
      }
    >
      <div ref={fields}>
        <Stack gap="lg">
          <dl className={styles.details}>
            <Detail term={DETAIL_TEXT.claimAmount}>
              <Amount
                value={stakingTotal(staking)}
                currency={staking.currency}
                decimals={STAKING_LIMITS.decimals}
              />
            </Detail>
          </dl>
          {picker}
        </Stack>
      </div>
    </Dialog>
  );
});
