import type { ReactNode } from 'react';
import {
  aprPercent,
  STAKING_FREQUENCY_LABELS,
  STAKING_LIMITS,
  STAKING_STATUS_LABELS,
  stakingTotal,
  termLabel,
  type StakingStatus,
  type UserStaking,
} from '@axia/core';
import {
  Amount,
  Button,
  Card,
  formatAmount,
  Stack,
  StatusTag,
  type StatusTone,
} from '@axia/design-system';
import * as styles from './detail.css';
import { DETAIL_TEXT } from './messages';
import { stakingDay, type StakingActions } from './model';

const STATUS_TONES: Record<StakingStatus, StatusTone> = {
  CREATED: 'info',
  IN_TERM: 'success',
  READY_TO_CLAIM: 'warning',
  CLAIMED: 'neutral',
  CLOSED: 'neutral',
  SUSPENDED: 'danger',
  FROZEN: 'danger',
};

function StakingStatusTag({ status }: { status: StakingStatus }) {
  return <StatusTag tone={STATUS_TONES[status]}>{STAKING_STATUS_LABELS[status]}</StatusTag>;
}

function Pair({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.pair}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

const money = (value: string, currency: string, size?: 'lg') => (
  <Amount value={value} currency={currency} decimals={STAKING_LIMITS.decimals} size={size} />
);

/** The auto re-enrollment: to come, or (once the bank has carried it out) done, naming the pool by its name. */
function ReEnrollmentNote({
  staking,
  enrollment,
}: {
  staking: UserStaking;
  enrollment: UserStaking['autoEnrollments'][number];
}) {
  const amount = formatAmount(enrollment.autoEnrollAmount, staking.currency, {
    decimals: STAKING_LIMITS.decimals,
  });
  const pool = enrollment.autoEnrollStakingProductName ?? enrollment.autoEnrollStakingProductCode;
  // The bank says why it will not (or did not) run: that, not the promise (issue 29 #4).
  if (enrollment.notice)
    return (
      <p className={styles.note} role="status">
        {enrollment.notice}
      </p>
    );
  return (
    <p className={styles.note}>
      {enrollment.executedAt
        ? DETAIL_TEXT.reEnrollmentDone(amount, pool, stakingDay(enrollment.executedAt))
        : DETAIL_TEXT.reEnrollmentSet(amount, pool)}
    </p>
  );
}

export interface StakingSummaryProps {
  staking: UserStaking;
  actions: StakingActions;
  onClaim: () => void;
  onAddFunds: () => void;
  onReEnroll: () => void;
}

/**
 * The summary card (seed 002 §2 Staking, §9): name, ID, status, principal, rewards and total (5 decimals), APR
 * (rate × 100, 2 decimals), term, reward frequency and the dates (UTC days), with the actions §4 offers.
 */
export function StakingSummary({
  staking,
  actions,
  onClaim,
  onAddFunds,
  onReEnroll,
}: StakingSummaryProps) {
  const existing = staking.autoEnrollments[0];
  const buttons = [
    actions.claim && (
      <Button key="claim" onPress={onClaim}>
        {DETAIL_TEXT.claim}
      </Button>
    ),
    actions.addFunds && (
      <Button key="add" onPress={onAddFunds}>
        {DETAIL_TEXT.addFunds}
      </Button>
    ),
    actions.reEnrollment && (
      <Button
        key="re-enroll"
        variant={actions.reEnrollment === 'edit' ? 'secondary' : 'primary'}
        onPress={onReEnroll}
      >
        {actions.reEnrollment === 'edit' ? DETAIL_TEXT.reEnrollEdit : DETAIL_TEXT.reEnrollOpen}
      </Button>
    ),
  ].filter(Boolean);
  return (
    <Card
      as="section"
      title={staking.name}
      headingLevel={2}
      headerEnd={<StakingStatusTag status={staking.status} />}
    >
      <Stack gap="lg">
        <dl className={styles.summary}>
          <Pair term={DETAIL_TEXT.stakingId}>
            <span className={styles.code}>{staking.publicId}</span>
          </Pair>
          <Pair term={DETAIL_TEXT.status}>{STAKING_STATUS_LABELS[staking.status]}</Pair>
          <Pair term={DETAIL_TEXT.total}>
            {money(stakingTotal(staking), staking.currency, 'lg')}
          </Pair>
          <Pair term={DETAIL_TEXT.principal}>{money(staking.amount, staking.currency)}</Pair>
          <Pair term={DETAIL_TEXT.rewardsEarned}>
            {money(staking.interestAmount, staking.currency)}
          </Pair>
          <Pair term={DETAIL_TEXT.apr}>{`${aprPercent(staking.annualInterestRate)}%`}</Pair>
          <Pair term={DETAIL_TEXT.term}>{termLabel(staking.term, staking.termUnit)}</Pair>
          <Pair term={DETAIL_TEXT.frequency}>{STAKING_FREQUENCY_LABELS[staking.frequency]}</Pair>
          <Pair term={DETAIL_TEXT.termStart}>{stakingDay(staking.termStartAt)}</Pair>
          <Pair term={DETAIL_TEXT.termEnd}>{stakingDay(staking.termEndAt)}</Pair>
          <Pair term={DETAIL_TEXT.created}>{stakingDay(staking.createdAt)}</Pair>
        </dl>
        {staking.frequency !== 'DAILY' && (
          <p className={styles.note}>{DETAIL_TEXT.creditedAt[staking.frequency]}</p>
        )}
        {existing && <ReEnrollmentNote staking={staking} enrollment={existing} />}
        {(buttons.length > 0 || actions.addFundsWhyNot) && (
          <div className={styles.actions} role="group" aria-label={DETAIL_TEXT.actions}>
            {buttons}
            {actions.addFundsWhyNot && (
              <p className={styles.note}>
                {DETAIL_TEXT.addFundsUnavailable(actions.addFundsWhyNot)}
              </p>
            )}
          </div>
        )}
      </Stack>
    </Card>
  );
}
