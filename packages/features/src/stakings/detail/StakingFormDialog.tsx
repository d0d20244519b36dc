import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  accountStatusHelp,
  aprPercent,
  decimalsFor,
  GENERAL_MESSAGES,
  isAccountActive,
  STAKING_LIMITS,
  termLabel,
  type UserStaking,
} from '@axia/core';
import {
  AccountPicker,
  Amount,
  AmountField,
  Button,
  Checkbox,
  Dialog,
  Select,
  Skeleton,
  SkeletonText,
  Slider,
  Stack,
  type DialogProps,
} from '@axia/design-system';
import {
  Detail,
  dismissUnlessSubmitting,
  focusFirstInvalid,
  useCloseOnce,
} from '../components/dialogs';
import * as styles from './detail.css';
import type { ClaimForm, Outcome, ReEnrollmentForm } from './forms';
import { LoadFailed } from './LoadFailed';
import { DETAIL_TEXT } from './messages';

// The staking detail's two form dialogs, Claim and re-enrollment (seed 002 §4, §5), are one dialog: an amount above
// the fields, Cancel and the action in the footer, not dismissable while the call is in flight. What differs (the
// form, the words, the fields, where focus goes after a refused submit) is given as props.

/** What the dialog needs of its form (ClaimForm, ReEnrollmentForm). */
export interface StakingDialogForm {
  readonly staking: UserStaking;
  /** The amount the dialog is about, shown above the fields. */
  readonly total: string;
  readonly submitting: boolean;
  /** Reads what the fields offer (the accounts, the pools); again on 'Try again'. */
  load(): Promise<void>;
  submit(): Promise<Outcome>;
}

interface StakingFormDialogProps<F extends StakingDialogForm> {
  /** Makes the form, once per opening (the dialog is mounted while open). Stories and tests may hand in their own. */
  newForm: () => F;
  title: string | ((form: F) => string);
  description?: string;
  size?: DialogProps['size'];
  /** The label of the form's total. */
  totalTerm: string;
  submitLabel: string;
  /** After a refused submit (a field's error shows): focus its field. By default the first invalid one. */
  focusInvalid?: (fields: HTMLElement | null) => void;
  /** The form's fields. */
  children: (form: F) => ReactNode;
  /** Once the call ended (sent or refused), after the dialog closed. */
  onOutcome: (outcome: Exclude<Outcome, { status: 'invalid' }>) => void;
  /** The dialog is done: unmount it. */
  onClose: () => void;
}

/** Focus starts in the dialog, and react-aria gives it back to the button that opened it. */
function FormDialog<F extends StakingDialogForm>({
  newForm,
  title,
  description,
  size,
  totalTerm,
  submitLabel,
  focusInvalid = focusFirstInvalid,
  children,
  onOutcome,
  onClose,
}: StakingFormDialogProps<F>) {
  const [form] = useState(newForm);
  const fields = useRef<HTMLDivElement>(null);
  const close = useCloseOnce(onClose);
  useEffect(() => {
    void form.load();
  }, [form]);

  const submit = async () => {
    const outcome = await form.submit();
    if (outcome.status === 'invalid') {
      focusInvalid(fields.current);
      return;
    }
    close();
    onOutcome(outcome);
  };

  return (
    <Dialog
      title={typeof title === 'string' ? title : title(form)}
      description={description}
      size={size}
      isOpen
      {...dismissUnlessSubmitting(form.submitting, close)}
      footer={
        <>
          <Button variant="secondary" slot="close" isDisabled={form.submitting}>
            {DETAIL_TEXT.cancel}
          </Button>
          <Button isPending={form.submitting} onPress={() => void submit()}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <div ref={fields}>
        <Stack gap="lg">
          <dl className={styles.details}>
            <Detail term={totalTerm}>
              <Amount
                value={form.total}
                currency={form.staking.currency}
                decimals={STAKING_LIMITS.decimals}
              />
            </Detail>
          </dl>
          {children(form)}
        </Stack>
      </div>
    </Dialog>
  );
}

// observer() drops the form's type parameter: keep it, so each caller's fields get its own form's type.
export const StakingFormDialog = observer(FormDialog) as typeof FormDialog;

/** A refused Claim has one field, the account: focus its first option that can take focus. */
export const focusFirstAccount = (fields: HTMLElement | null) =>
  requestAnimationFrame(() =>
    fields?.querySelector<HTMLElement>('input[type="radio"]:not(:disabled)')?.focus(),
  );

/**
 * Claim's field (seed 002 §4, §5): the account of the staking's currency to deposit its total into ('Please select
 * an account to deposit the staking balance!' when Claim is pressed without one).
 */
export const ClaimFields = observer(function ClaimFields({ form }: { form: ClaimForm }) {
  const accounts = form.accounts;
  if (accounts.status === 'loading') {
    return (
      <Skeleton label={DETAIL_TEXT.loadingAccounts}>
        <SkeletonText lines={3} />
      </Skeleton>
    );
  }
  if (accounts.status === 'failed') {
    return (
      <LoadFailed
        what={DETAIL_TEXT.accountsFailed}
        message={accounts.message}
        onRetry={() => void form.load()}
      />
    );
  }
  return (
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
        <p className={styles.error}>{DETAIL_TEXT.noClaimAccount(form.staking.currency)}</p>
      )}
      {/* Without a picker to carry it, the required-account message still shows. */}
      {accounts.value.length === 0 && form.accountError && (
        <p className={styles.error} role="alert">
          {form.accountError}
        </p>
      )}
    </Stack>
  );
});

/**
 * Re-enrollment's fields (seed 002 §4, §5): the pool ('Please select a re-enroll product!'), the amount ('Re-enroll
 * amount should be greater than 0.', 'Re-enroll amount should be lower than the staking total amount: {total}')
 * linked to a 0..1 slider in 0.01 steps shown as a percentage of the total, the terms, and the note that the rest
 * returns to the AXC account.
 */
export const ReEnrollmentFields = observer(function ReEnrollmentFields({
  form,
}: {
  form: ReEnrollmentForm;
}) {
  const pools = form.pools;
  return (
    <>
      {pools.status === 'failed' ? (
        <LoadFailed
          what={DETAIL_TEXT.poolsFailed}
          message={pools.message}
          onRetry={() => void form.load()}
        />
      ) : (
        <Select
          label={DETAIL_TEXT.reEnrollPool}
          placeholder={DETAIL_TEXT.reEnrollPoolPlaceholder}
          isLoading={pools.status === 'loading'}
          items={
            pools.status === 'ready'
              ? pools.value.map((pool) => ({
                  id: pool.code,
                  label: pool.name,
                  description: DETAIL_TEXT.poolOption(
                    aprPercent(pool.annualInterestRate),
                    termLabel(pool.term, pool.termUnit),
                  ),
                }))
              : []
          }
          selectedKey={pools.status === 'ready' ? form.productCode : null}
          onSelectionChange={(code) => form.chooseProduct(code)}
          errorMessage={form.productError ?? undefined}
          isRequired
          isDisabled={form.submitting}
          autoFocus
        />
      )}
      <AmountField
        label={DETAIL_TEXT.reEnrollAmount}
        decimals={STAKING_LIMITS.decimals}
        currency={form.staking.currency}
        value={form.amount}
        onChange={(value) => form.setAmount(value)}
        errorMessage={form.amountError ?? undefined}
        isRequired
        isDisabled={form.submitting}
      />
      <Slider
        label={DETAIL_TEXT.reEnrollShare}
        minValue={0}
        maxValue={1}
        step={0.01}
        formatOptions={{ style: 'percent' }}
        value={form.fraction}
        onChange={(value) => form.setFraction(value)}
        isDisabled={form.submitting}
      />
      <p className={styles.note}>{DETAIL_TEXT.unallocatedNote}</p>
      <Checkbox
        isSelected={form.confirmed}
        onChange={(value) => form.setConfirmed(value)}
        errorMessage={form.termsError ?? undefined}
        isInvalid={form.termsError !== null}
        isDisabled={form.submitting}
      >
        {DETAIL_TEXT.reEnrollTerms}
      </Checkbox>
    </>
  );
});
