import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FIAT_DECIMALS, type BankClient } from '@axia/core';
import { ActionLink, Amount, Skeleton, SkeletonText } from '@axia/design-system';
import { useServices } from '../../kit';
import type { ChartRead } from '../../kit/charts';
import * as styles from '../accounts.css';
import { ACCOUNTS_TEXT } from '../messages';

type Holdings = Awaited<ReturnType<BankClient['getHoldings']>>;

/**
 * The top of the overview (issue 43): the customer's total, everything they hold valued in US dollars (the holdings
 * read, shared with the holdings card), and the things they do most — add money, send, exchange — each shown only
 * to a customer whose menu has that area (seed 000 §2.2: Deposit for ACTIVE or SUSPENDED, Transfer for ACTIVE).
 */
export const OverviewSummary = observer(function OverviewSummary({
  holdings,
}: {
  holdings: ChartRead<Holdings>;
}) {
  const { session } = useServices();
  const headingId = useId();
  const user = session.user;
  const has = (flag: string) => user?.features.includes(flag as never) ?? false;
  const canDeposit =
    has('MENU_DEPOSIT') && (user?.status === 'ACTIVE' || user?.status === 'SUSPENDED');
  const canTransfer = has('MENU_TRANSFER') && user?.status === 'ACTIVE';
  const total = holdings.value?.totalUsd;
  return (
    <section aria-labelledby={headingId} className={styles.summary}>
      <div className={styles.summaryTotal}>
        <h2 id={headingId} className={styles.summaryLabel}>
          {ACCOUNTS_TEXT.totalHoldings}
        </h2>
        {total !== undefined ? (
          <p className={styles.summaryAmount}>
            <Amount value={total} currency="USD" decimals={FIAT_DECIMALS} size="xl" />
          </p>
        ) : holdings.status === 'error' ? (
          <p className={styles.muted}>{ACCOUNTS_TEXT.totalUnavailable}</p>
        ) : (
          <Skeleton label={ACCOUNTS_TEXT.loadingTotal}>
            <SkeletonText lines={1} width="10rem" />
          </Skeleton>
        )}
        <p className={styles.muted}>{ACCOUNTS_TEXT.totalHoldingsNote}</p>
      </div>
      {(canDeposit || canTransfer) && (
        <div role="group" aria-label={ACCOUNTS_TEXT.quickActions} className={styles.actions}>
          {canDeposit && (
            <ActionLink href="/deposit" icon="deposit">
              {ACCOUNTS_TEXT.addMoney}
            </ActionLink>
          )}
          {canTransfer && (
            <ActionLink href="/transfer" icon="send">
              {ACCOUNTS_TEXT.send}
            </ActionLink>
          )}
          {canTransfer && (
            <ActionLink href="/transfer/between-accounts" icon="exchange">
              {ACCOUNTS_TEXT.exchange}
            </ActionLink>
          )}
        </div>
      )}
    </section>
  );
});
