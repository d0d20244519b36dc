import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import {
  Button,
  EmptyState,
  Grid,
  PageHeader,
  SegmentedControl,
  Skeleton,
  SkeletonText,
  Stack,
  VisuallyHidden,
} from '@axia/design-system';
import { useServices } from '../../kit';
import { ChartRead } from '../../kit/charts';
import * as styles from '../accounts.css';
import { AccountTiles } from '../components/AccountTiles';
import { HoldingsCard, type Holdings } from '../charts/HoldingsCard';
import { LowBalanceNotice } from '../components/LowBalanceNotice';
import { OverviewCards } from '../components/OverviewCards';
import { OverviewSummary } from '../components/OverviewSummary';
import { RateCard } from '../components/RateCard';
import { useAccountsRefresh } from '../../kit/useAccountsRefresh';
import { ACCOUNTS_TEXT } from '../messages';
import { PendingTransactions } from '../pending';
import {
  ACCOUNT_FILTERS,
  DEFAULT_ACCOUNT_FILTER,
  amountIn,
  isAccountFilter,
  shownCardCount,
  type AccountFilter,
} from '../model';
import { LowBalanceNoticeStore, type NoticeStorage } from '../stores/LowBalanceNoticeStore';

export interface AccountsOverviewViewProps {
  /** The time source of the rate card and the low-balance notice (stories and tests pin it). */
  clock?: () => Date;
  /** Where 'Do not show this message again today' is kept; localStorage by default. */
  storage?: NoticeStorage;
}

/**
 * /accounts (seed 000 §2.6). It leads with the money (issue 43): the customer's total and quick actions, the
 * 'Account Overview' cards (native-coin balance, Rewards Earned, Staking Balance), then the 'Accounts' list with its
 * Fiat / Digital / All filter, the pending items (seed 001 §2), and the pictures: the AXC/USD rate card (the fourth
 * card, with GLOBAL_SPENDABLE_AMOUNT) beside the holdings breakdown (issue 30); the low-balance notice (§4) when due.
 */
export const AccountsOverviewView = observer(function AccountsOverviewView({
  clock,
  storage,
}: AccountsOverviewViewProps) {
  const services = useServices();
  const view = services.accounts;
  const withRate = services.session.user?.features.includes('GLOBAL_SPENDABLE_AMOUNT') ?? false;
  const settled = useAccountsRefresh(view, withRate);
  const [filter, setFilter] = useState<AccountFilter>(DEFAULT_ACCOUNT_FILTER);
  // Whether the customer has changed the filter: only then is the count said (not on every page load).
  const [filtered, setFiltered] = useState(false);
  const [notice] = useState(
    // (globalThis: the build prerenders this screen in Node, where it is never read: only effects read it.)
    () => new LowBalanceNoticeStore(services, storage ?? globalThis.localStorage, clock),
  );
  useEffect(() => {
    void notice.check();
  }, [notice]);
  // What the customer holds, valued in USD: the total at the top and the holdings card. Read again whenever the
  // accounts or the overview are read again (after a transfer, a stake…).
  const [holdings] = useState(() => new ChartRead<Holdings>());
  const { api } = services;
  const readHoldings = () => void holdings.load(() => api.getHoldings());
  const { accounts, overview } = view;
  useEffect(() => {
    void holdings.load(() => api.getHoldings());
  }, [holdings, api, accounts, overview]);
  const headingId = useId();

  const hasData = view.accounts.length > 0 || view.overview !== null;
  const loading = !hasData && view.error === null && (view.loading || !settled);
  const failed = !hasData && view.error !== null && !view.loading;

  return (
    <Stack gap="xl">
      <PageHeader title={ACCOUNTS_TEXT.overviewTitle} />
      {!failed && <OverviewSummary holdings={holdings} />}
      {!failed && <OverviewCards loading={loading} />}
      <section aria-labelledby={headingId}>
        <Stack gap="md">
          <div className={styles.sectionHeader}>
            <h2 id={headingId} className={styles.sectionHeading}>
              {ACCOUNTS_TEXT.accounts}
            </h2>
            <SegmentedControl
              aria-label={ACCOUNTS_TEXT.accountFilter}
              options={[...ACCOUNT_FILTERS]}
              selectedKey={filter}
              onSelectionChange={(id) => {
                if (isAccountFilter(id)) {
                  setFilter(id);
                  setFiltered(true);
                }
              }}
            />
          </div>
          <div role="status">
            <VisuallyHidden>
              {filtered && !loading && !failed
                ? ACCOUNTS_TEXT.accountsShown(shownCardCount(view.accounts, filter), filter)
                : ''}
            </VisuallyHidden>
          </div>
          {loading ? (
            <Skeleton label={ACCOUNTS_TEXT.loadingAccounts}>
              <SkeletonText lines={6} />
            </Skeleton>
          ) : failed ? (
            <EmptyState title={ACCOUNTS_TEXT.loadFailed} description={view.error} icon="warning">
              <Button variant="secondary" onPress={() => void view.refresh()}>
                {ACCOUNTS_TEXT.tryAgain}
              </Button>
            </EmptyState>
          ) : (
            <AccountTiles
              accounts={view.accounts}
              filter={filter}
              stakingBalance={
                view.overview ? amountIn(view.overview.stakingTotalBalance, 'AXC') : null
              }
            />
          )}
        </Stack>
      </section>
      {/* Seed 001 §2: 'Transactions in Review' and 'Pending Transactions', when there are any. */}
      <PendingTransactions clock={clock} />
      {!failed && (
        // The pictures, each as tall as its content: the rate (the fourth card) beside the holdings (issue 30).
        <Grid columns={{ mobile: 1, desktop: withRate ? 2 : 1 }} alignItems="flex-start">
          {/* Once the accounts are read, as when it was one of the cards: its minutes count from the rate read then. */}
          {withRate && !loading && <RateCard clock={clock} />}
          <HoldingsCard read={holdings} onRetry={readHoldings} />
        </Grid>
      )}
      <LowBalanceNotice store={notice} />
    </Stack>
  );
});

export default function AccountsOverviewScreen() {
  return <AccountsOverviewView />;
}
