import { observer } from 'mobx-react-lite';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { remainingRoom, STAKING_LIMITS, STAKING_MESSAGES, type StakingActivity } from '@axia/core';
import { Icon, Link, PageHeader, SegmentedControl, Stack } from '@axia/design-system';
import { DetailStates, useLiveReload, useServices } from '../../kit';
import { StakeFundsDialog } from '../components/StakeFundsDialog';
import { STAKINGS_PATH } from '../paths';
import { stakeSourceAccounts } from '../stores/StakeFundsForm';
import { ActivityDetailDialog } from './ActivityDetailDialog';
import { RewardsChart } from './RewardsChart';
import * as styles from './detail.css';
import { ClaimForm, ReEnrollmentForm, type Outcome } from './forms';
import { DETAIL_TEXT } from './messages';
import { StakingActivities } from './StakingActivities';
import { StakingDetailStore, type DetailTab } from './StakingDetailStore';
import {
  ClaimFields,
  focusFirstAccount,
  ReEnrollmentFields,
  StakingFormDialog,
} from './StakingFormDialog';
import { StakingRewards } from './StakingRewards';
import { StakingSummary } from './StakingSummary';

const backLink = (
  <Link href={STAKINGS_PATH} variant="standalone">
    <Icon name="chevronLeft" size="1em" /> {DETAIL_TEXT.back}
  </Link>
);

const TABS: { id: DetailTab; label: string }[] = [
  { id: 'transactions', label: DETAIL_TEXT.transactions },
  { id: 'rewards', label: DETAIL_TEXT.rewards },
];

type OpenDialog = 'claim' | 'add' | 're-enroll' | null;

export interface StakingDetailViewProps {
  /** A store made outside (stories and tests); by default one for the route's staking. */
  store?: StakingDetailStore;
  /** The app's clock (Date.now); stories and tests pin it. */
  clock?: () => Date;
  /** Open this dialog at once (stories). */
  initialDialog?: OpenDialog;
}

/**
 * /stakings/{stakingId} (seed 002 §2 Staking): the summary card with the actions §4 offers (Claim, Add Funds,
 * re-enrollment), and a 'Transactions' / 'Rewards' switch over the activities and the interest records.
 */
export const StakingDetailView = observer(function StakingDetailView({
  store: given,
  clock,
  initialDialog = null,
}: StakingDetailViewProps) {
  const { stakingId = '' } = useParams();
  const services = useServices();
  const { api, notify } = services;
  const [store] = useState(
    () =>
      given ?? new StakingDetailStore(api, stakingId, services.session.user?.features ?? [], clock),
  );
  const [dialog, setDialog] = useState<OpenDialog>(initialDialog);
  const [activity, setActivity] = useState<StakingActivity | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const listHeadingId = useId();

  useEffect(() => {
    if (store.staking.status === 'loading') void store.load();
  }, [store]);
  // This staking changed (a reward, maturity, a claim elsewhere; issue 31): its figures follow, in place.
  useLiveReload(
    ['staking'],
    () => void store.loadStaking({ quiet: true }),
    (event) => event.entityId === stakingId,
  );

  // After an action the button that opened the dialog may be gone once the staking is read again (a claimed staking
  // has no Claim): focus the page's heading then, so focus is not lost on the body.
  const keepFocus = () =>
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (!active || active === document.body) heading.current?.focus();
    });

  const finished = (outcome: Exclude<Outcome, { status: 'invalid' }>) => {
    if (outcome.status === 'done') {
      notify({ tone: 'success', title: outcome.message });
      void services.accounts.refresh();
      void store.refreshAfterChange().then(keepFocus);
    } else {
      notify({ tone: 'error', title: outcome.message });
      keepFocus();
    }
  };

  // Add Funds opens at once; the accounts are read again meanwhile and reach the open dialog.
  const openAddFunds = () => {
    setDialog('add');
    void services.accounts.refresh();
  };

  const staking = store.value;
  const actions = store.actions;
  const allAccounts = services.accounts.accounts;
  const currency = staking?.currency ?? null;
  // One array per read of the accounts, so the open dialog is not handed a new list on every render.
  const sourceAccounts = useMemo(
    () => (currency ? stakeSourceAccounts(allAccounts, currency) : []),
    [allAccounts, currency],
  );
  let body;
  if (staking && actions) {
    body = (
      <>
        <StakingSummary
          staking={staking}
          actions={actions}
          onClaim={() => setDialog('claim')}
          onAddFunds={openAddFunds}
          onReEnroll={() => setDialog('re-enroll')}
        />
        <RewardsChart api={api} staking={staking} />
        <section aria-labelledby={listHeadingId}>
          <Stack gap="md">
            <div className={styles.sectionHeader}>
              <h2 id={listHeadingId} className={styles.sectionHeading}>
                {store.tab === 'rewards' ? DETAIL_TEXT.rewards : DETAIL_TEXT.transactions}
              </h2>
              <SegmentedControl
                aria-label={DETAIL_TEXT.show}
                options={TABS}
                selectedKey={store.tab}
                onSelectionChange={(id) => store.setTab(id as DetailTab)}
              />
            </div>
            {store.tab === 'transactions' ? (
              <StakingActivities store={store} labelledBy={listHeadingId} onOpen={setActivity} />
            ) : (
              <StakingRewards store={store} />
            )}
          </Stack>
        </section>
        {dialog === 'claim' && actions.claim && (
          <StakingFormDialog
            newForm={() => new ClaimForm(api, staking)}
            title={DETAIL_TEXT.claimTitle}
            description={DETAIL_TEXT.claimIntro}
            totalTerm={DETAIL_TEXT.claimAmount}
            submitLabel={DETAIL_TEXT.claim}
            focusInvalid={focusFirstAccount}
            onOutcome={finished}
            onClose={() => setDialog(null)}
          >
            {(form) => <ClaimFields form={form} />}
          </StakingFormDialog>
        )}
        {dialog === 'add' && actions.addFunds && (
          <StakeFundsDialog
            mode="add"
            title={DETAIL_TEXT.addFunds}
            targetName={staking.name}
            currency={staking.currency}
            accounts={sourceAccounts}
            minimum={STAKING_LIMITS.minimumAmount}
            room={remainingRoom(staking)}
            onSubmit={async (fromAccountId, amount) => {
              await api.addStakingAmount({
                params: { id: staking.id },
                body: { fromAccountId, amount },
              });
              finished({ status: 'done', message: STAKING_MESSAGES.added });
            }}
            onError={(text) => finished({ status: 'failed', message: text })}
            onClose={() => setDialog(null)}
          />
        )}
        {dialog === 're-enroll' && actions.reEnrollment && (
          <StakingFormDialog
            newForm={() => new ReEnrollmentForm(api, staking)}
            title={(form) =>
              form.mode === 'update' ? DETAIL_TEXT.reEnrollEdit : DETAIL_TEXT.reEnrollOpen
            }
            size="large"
            totalTerm={DETAIL_TEXT.reEnrollTotal}
            submitLabel={DETAIL_TEXT.save}
            onOutcome={finished}
            onClose={() => setDialog(null)}
          >
            {(form) => <ReEnrollmentFields form={form} />}
          </StakingFormDialog>
        )}
        {activity && (
          <ActivityDetailDialog activity={activity} api={api} onClose={() => setActivity(null)} />
        )}
      </>
    );
  } else {
    body = (
      <DetailStates
        read={store.staking}
        text={DETAIL_TEXT}
        skeletonLines={6}
        onRetry={() => void store.load()}
      />
    );
  }

  return (
    <Stack gap="xl">
      <PageHeader title={DETAIL_TEXT.title} backLink={backLink} headingRef={heading} />
      {body}
    </Stack>
  );
});

export function StakingDetailScreen() {
  // One store per staking: another staking's route starts afresh.
  const { stakingId = '' } = useParams();
  return <StakingDetailView key={stakingId} />;
}
