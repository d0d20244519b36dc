import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { STAKING_LIMITS, type StakingProduct } from '@axia/core';
import { Banner, Button, PageHeader, Skeleton, SkeletonText, Stack } from '@axia/design-system';
import { useLiveReload, useServices } from '../../kit';
import { focusAfterDialogs } from '../../kit/focus';
import { StakeFundsDialog, type StakeFundsDialogProps } from '../components/StakeFundsDialog';
import { StakingFilterSelect, StakingList } from '../list/StakingList';
import { STAKINGS_TEXT as TEXT } from '../messages';
import { PoolCarousel } from '../pools/PoolCarousel';
import { stakeSourceAccounts } from '../stores/StakeFundsForm';
import { StakingsStore, type StakingsSnapshot } from '../stores/StakingsStore';
import * as styles from '../stakings.css';

// /stakings (seed 002 §2 Staking): the 'Staking Pools' carousel (STAKINGS_PRODUCTS), applying to a pool
// (STAKINGS_APPLY) in the stake-funds dialog, and the 'Staking' list with its status filter. Fetch failures show an
// error notice with Try again (§8); a failed apply closes the dialog and shows its text as a notice, which takes focus.

function Failed({
  header,
  message,
  onRetry,
}: {
  header: string;
  message: string;
  onRetry: () => void;
}) {
  return (
    <Banner tone="danger" header={header} headingLevel={3}>
      <Stack gap="sm">
        <span>{message}</span>
        <div>
          <Button variant="secondary" size="small" onPress={onRetry}>
            {TEXT.tryAgain}
          </Button>
        </div>
      </Stack>
    </Banner>
  );
}

const Pools = observer(function Pools({
  store,
  onApply,
}: {
  store: StakingsStore;
  onApply: (pool: StakingProduct) => void;
}) {
  const { pools } = store;
  if (pools.status === 'loading')
    return (
      <Skeleton label={TEXT.loadingPools}>
        <SkeletonText lines={4} />
      </Skeleton>
    );
  if (pools.status === 'failed')
    return (
      <div role="alert">
        <Failed
          header={TEXT.poolsFailed}
          message={pools.message}
          onRetry={() => void store.loadPools()}
        />
      </div>
    );
  return (
    <PoolCarousel
      pools={store.listedPools}
      onApply={store.canApply ? onApply : null}
      scrollStep={STAKING_LIMITS.carouselScrollPx}
    />
  );
});

const Stakings = observer(function Stakings({ store }: { store: StakingsStore }) {
  const { stakings } = store;
  if (stakings.status === 'loading')
    return (
      <Skeleton label={TEXT.loadingStakings}>
        <SkeletonText lines={4} />
      </Skeleton>
    );
  if (stakings.status === 'failed')
    return (
      <div role="alert">
        <Failed
          header={TEXT.stakingsFailed}
          message={stakings.message}
          onRetry={() => void store.loadStakings()}
        />
      </div>
    );
  return <StakingList stakings={store.shownStakings} filter={store.filter} />;
});

export interface StakingsViewProps {
  /** Start in this state (stories and tests); read from the bank by default. */
  initial?: StakingsSnapshot;
  /** Open the apply dialog on this pool code at once (stories and tests). */
  applyTo?: string;
  /** The apply dialog's starting state (stories and tests). */
  dialogInitial?: StakeFundsDialogProps['initial'];
  /** Whether to read from the bank on mount (default true; false keeps `initial`). */
  read?: boolean;
}

export const StakingsView = observer(function StakingsView({
  initial,
  applyTo,
  dialogInitial,
  read = true,
}: StakingsViewProps) {
  const services = useServices();
  const { notify } = services;
  const [store] = useState(
    () => new StakingsStore(services.api, services.session.user?.features ?? [], initial),
  );
  const [applying, setApplying] = useState<StakingProduct | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A successful apply: once the dialog has gone, focus goes to the h1 and then the outcome is said. Left to
  // react-aria, focus went back to the pool's Apply button, which the pools' re-read can replace: lost to <body>.
  const applied = useRef(false);
  const [afterApply, setAfterApply] = useState(0);
  useEffect(() => {
    if (afterApply === 0) return;
    return focusAfterDialogs(
      () => headingRef.current,
      () => notify({ tone: 'success', title: TEXT.applied }),
    );
  }, [afterApply, notify]);
  const poolsHeading = useId();
  const listHeading = useId();

  useEffect(() => {
    if (read) void store.load();
    // The dialog needs the customer's accounts (their balances, statuses).
    void services.accounts.refresh();
  }, [store, read, services.accounts]);
  // A staking created, rewarded, matured or claimed elsewhere (issue 31): the list follows, in place.
  useLiveReload(['staking'], () => {
    if (read) void store.loadStakings({ quiet: true });
  });

  // Stories and tests: open the dialog on a pool once it is listed.
  const [opened, setOpened] = useState(false);
  const listed = store.listedPools;
  const canApply = store.canApply;
  useEffect(() => {
    if (opened || !applyTo) return;
    const pool = listed.find((candidate) => candidate.code === applyTo);
    if (pool && canApply) {
      setOpened(true);
      setApplying(pool);
    }
  }, [opened, applyTo, listed, canApply]);

  // A failed apply: the notice takes focus once the dialog has gone (react-aria gives focus back first).
  useEffect(() => {
    if (!store.notice) return;
    const timer = setTimeout(() => noticeRef.current?.focus(), 50);
    return () => clearTimeout(timer);
  }, [store.notice]);

  return (
    <Stack gap="xl">
      <PageHeader title={TEXT.title} description={TEXT.description} headingRef={headingRef} />
      {/* Present from the start, so the notice is announced when it appears. */}
      <div role="alert" className={styles.alerts}>
        {store.notice !== null && (
          <div ref={noticeRef} tabIndex={-1} className={styles.notice}>
            <Banner
              tone="danger"
              header={TEXT.applyFailed}
              headingLevel={2}
              onDismiss={() => store.dismissNotice()}
            >
              {store.notice}
            </Banner>
          </div>
        )}
      </div>
      {store.showPools && (
        <section aria-labelledby={poolsHeading}>
          <Stack gap="md">
            <h2 id={poolsHeading} className={styles.sectionHeading}>
              {TEXT.poolsTitle}
            </h2>
            <Pools store={store} onApply={setApplying} />
          </Stack>
        </section>
      )}
      <section aria-labelledby={listHeading}>
        <Stack gap="md">
          <div className={styles.sectionHeader}>
            <h2 id={listHeading} className={styles.sectionHeading}>
              {TEXT.listTitle}
            </h2>
            <StakingFilterSelect
              value={store.filter}
              onChange={(filter) => store.setFilter(filter)}
            />
          </div>
          <Stakings store={store} />
        </Stack>
      </section>
      {applying && (
        <StakeFundsDialog
          mode="apply"
          title={TEXT.applyTo(applying.name)}
          description={applying.shortDesc}
          targetName={applying.name}
          currency={applying.currency}
          accounts={stakeSourceAccounts(services.accounts.accounts, applying.currency)}
          minimum={applying.currency === 'AXC' ? STAKING_LIMITS.minimumAmount : undefined}
          initial={dialogInitial}
          onSubmit={async (accountId, amount) => {
            await store.apply(applying, accountId, amount);
            applied.current = true;
            void services.accounts.refresh();
          }}
          onError={(text) => store.fail(text)}
          onClose={() => {
            setApplying(null);
            if (applied.current) setAfterApply((count) => count + 1);
            applied.current = false;
          }}
        />
      )}
    </Stack>
  );
});

export function StakingsScreen() {
  return <StakingsView />;
}
