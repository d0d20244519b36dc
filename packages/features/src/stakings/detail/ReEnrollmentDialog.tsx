import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import {
  aprPercent,
  STAKING_LIMITS,
  termLabel,
  type BankClient,
  type UserStaking,
} from '@axia/core';
import {
  Amount,
  AmountField,
  Button,
  Checkbox,
  Dialog,
  Select,
  Slider,
  Stack,
} from '@axia/design-system';
import {
  Detail,
  dismissUnlessSubmitting,
  focusFirstInvalid,
  useCloseOnce,
} from '../components/dialogs';
import * as styles from './detail.css';
import { ReEnrollmentForm, type Outcome } from './forms';
import { LoadFailed } from './LoadFailed';
import { DETAIL_TEXT } from './messages';

export interface ReEnrollmentDialogProps {
  staking: UserStaking;
  api: Pick<BankClient, 'getAvailableStakings' | 'createAutoEnrollment' | 'updateAutoEnrollment'>;
  /** Once the call ended (sent or refused), after the dialog closed. */
  onOutcome: (outcome: Exclude<Outcome, { status: 'invalid' }>) => void;
  /** The dialog is done: unmount it. */
  onClose: () => void;
  /** Start from this form (stories and tests). */
  form?: ReEnrollmentForm;
}

/**
 * 'Re-enrollment Open' / 'Edit Re-enrollment' (seed 002 §4, §5): the pool ('Please select a re-enroll product!'),
 * the amount ('Re-enroll amount should be greater than 0.', 'Re-enroll amount should be lower than the staking total
 * amount: {total}') linked to a 0..1 slider in 0.01 steps shown as a percentage of the total, the terms, and the
 * note that the rest returns to the AXC account. Save creates or updates the auto-enrollment.
 */
export const ReEnrollmentDialog = observer(function ReEnrollmentDialog({
  staking,
  api,
  onOutcome,
  onClose,
  form: given,
}: ReEnrollmentDialogProps) {
  const [form] = useState(() => given ?? new ReEnrollmentForm(api, staking));
  const fields = useRef<HTMLDivElement>(null);
  const close = useCloseOnce(onClose);
  useEffect(() => {
    if (form.pools.status === 'loading') void form.load();
  }, [form]);

  const save = async () => {
    const outcome = await form.submit();
    if (outcome.status === 'invalid') {
      focusFirstInvalid(fields.current);
      return;
    }
    close();
    onOutcome(outcome);
  };

  const pools = form.pools;
  const title = form.mode === 'update' ? DETAIL_TEXT.reEnrollEdit : DETAIL_TEXT.reEnrollOpen;
  return (
    <Dialog
      title={title}
      size="large"
      isOpen
      {...dismissUnlessSubmitting(form.submitting, close)}
      footer={
        <>
          <Button variant="secondary" slot="close" isDisabled={form.submitting}>
            {DETAIL_TEXT.cancel}
          </Button>
          <Button isPending={form.submitting} onPress={() => void save()}>
            {DETAIL_TEXT.save}
          </Button>
        </>
      }
    >
      <div ref={fields}>
        <Stack gap="lg">
          <dl className={styles.details}>
            <Detail term={DETAIL_TEXT.reEnrollTotal}>
              <Amount
                value={form.total}
                currency={staking.currency}
                decimals={STAKING_LIMITS.decimals}
              />
            </Detail>
          </dl>
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
            currency={staking.currency}
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
        </Stack>
      </div>
    </Dialog>
  );
});
