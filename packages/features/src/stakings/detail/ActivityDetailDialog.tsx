import { useEffect, useState, type ReactNode } from 'react';
import { STAKING_LIMITS, type BankClient, type StakingActivity } from '@axia/core';
import { Amount, Button, Dialog, Skeleton, SkeletonText } from '@axia/design-system';
import { errorText } from '../../kit/errors';
import * as styles from './detail.css';
import { LoadFailed } from './LoadFailed';
import { DETAIL_TEXT } from './messages';
import { activityTypeLabel, stakingDateTime } from './model';

type Party = NonNullable<NonNullable<StakingActivity['internalTransaction']>['from']>;
type Row = [string, ReactNode];

/** A titled group of label/value rows; rows whose value is null or '' are left out, an empty group too. */
function Section({ title, rows }: { title?: string; rows: Row[] }) {
  const shown = rows.filter(([, value]) => value !== null && value !== undefined && value !== '');
  if (shown.length === 0) return null;
  const list = (
    <dl className={styles.details}>
      {shown.map(([term, value]) => (
        <div key={term} className={styles.detail}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
  if (!title) return list;
  return (
    <section className={styles.detailSection} aria-label={title}>
      <h3 className={styles.detailHeading}>{title}</h3>
      {list}
    </section>
  );
}

const partyRows = (party: Party | null): Row[] =>
  party
    ? [
        [DETAIL_TEXT.name, `${party.firstName} ${party.lastName}`.trim()],
        [DETAIL_TEXT.email, party.email],
        [DETAIL_TEXT.account, <span className={styles.code}>{party.accountPublicId}</span>],
      ]
    : [];

const signed = (value: string, currency: string, decimals: number) => (
  <Amount
    value={value}
    currency={currency}
    decimals={decimals}
    signed
    creditLabel={DETAIL_TEXT.credit}
    debitLabel={DETAIL_TEXT.debit}
  />
);

/** The spendable-amount change of one side (AXC and USD), when the bank recorded one. */
function spendableRows(
  label: string,
  change: StakingActivity['metaData']['fromUserSpendableAmountChange'],
): Row[] {
  if (!change) return [];
  return [
    [`${label} ${DETAIL_TEXT.inAxc}`, signed(change.amountChangedInAxc, 'AXC', 5)],
    [`${label} ${DETAIL_TEXT.inUsd}`, signed(change.amountChangedInUsd, 'USD', 2)],
  ];
}

/** The activity's rows (GET /staking/activities/{id}). */
function ActivityDetails({ activity }: { activity: StakingActivity }) {
  const transaction = activity.internalTransaction;
  return (
    <>
      <Section
        rows={[
          [DETAIL_TEXT.activityName, activity.title],
          [DETAIL_TEXT.description, activity.description],
          [
            DETAIL_TEXT.amount,
            signed(activity.amountChanged, activity.currency, STAKING_LIMITS.decimals),
          ],
          [DETAIL_TEXT.currency, activity.currency],
          [DETAIL_TEXT.type, activityTypeLabel(activity.stakingActivityTypeCode)],
          [DETAIL_TEXT.completedAt, stakingDateTime(activity.completedAt)],
          [DETAIL_TEXT.updatedAt, stakingDateTime(activity.updatedAt)],
          [DETAIL_TEXT.stakingId, <span className={styles.code}>{activity.staking.publicId}</span>],
          [
            DETAIL_TEXT.transactionId,
            transaction && <span className={styles.code}>{transaction.publicId}</span>,
          ],
          ...spendableRows(
            DETAIL_TEXT.spendableFrom,
            activity.metaData.fromUserSpendableAmountChange,
          ),
          ...spendableRows(DETAIL_TEXT.spendableTo, activity.metaData.toUserSpendableAmountChange),
        ]}
      />
      <Section title={DETAIL_TEXT.from} rows={partyRows(transaction?.from ?? null)} />
      <Section title={DETAIL_TEXT.to} rows={partyRows(transaction?.to ?? null)} />
    </>
  );
}

type ActivityRead =
  | { status: 'loading' }
  | { status: 'ready'; value: StakingActivity }
  | { status: 'failed'; message: string };

export interface ActivityDetailDialogProps {
  /** The row that was opened (shown at once); its full record is read again by id. */
  activity: StakingActivity;
  api: Pick<BankClient, 'getStakingActivity'>;
  onClose: () => void;
}

/**
 * A staking activity's detail (seed 002 §2 Staking, §3): title, description, amount, currency, type, dates, the
 * staking's ID, the spendable changes in AXC and USD when recorded, and the internal transaction's parties. Read by
 * GET /staking/activities/{id} when it opens; mounted while open, react-aria gives focus back to the row.
 */
export function ActivityDetailDialog({ activity, api, onClose }: ActivityDetailDialogProps) {
  const [read, setRead] = useState<ActivityRead>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    api.getStakingActivity({ params: { activityId: activity.id } }).then(
      (value) => live && setRead({ status: 'ready', value }),
      (error: unknown) => live && setRead({ status: 'failed', message: errorText(error) }),
    );
    return () => {
      live = false;
    };
  }, [api, activity.id, attempt]);

  let body;
  if (read.status === 'loading') {
    body = (
      <Skeleton label={DETAIL_TEXT.loadingActivity}>
        <SkeletonText lines={6} />
      </Skeleton>
    );
  } else if (read.status === 'failed') {
    body = (
      <LoadFailed
        what={DETAIL_TEXT.activityFailed}
        message={read.message}
        onRetry={() => {
          setRead({ status: 'loading' });
          setAttempt((n) => n + 1);
        }}
      />
    );
  } else {
    body = <ActivityDetails activity={read.value} />;
  }
  return (
    <Dialog
      title={DETAIL_TEXT.activityTitle}
      isOpen
      hideCloseButton
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={(close) => <Button onPress={close}>{DETAIL_TEXT.close}</Button>}
    >
      <div className={styles.detailSection}>{body}</div>
    </Dialog>
  );
}
