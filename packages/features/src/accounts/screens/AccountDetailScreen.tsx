import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router-dom';
import { decimalsFor, isAccountActive, type Account } from '@axia/core';
import {
  Amount,
  Button,
  Card,
  CopyButton,
  EmptyState,
  Icon,
  Link,
  PageHeader,
  Skeleton,
  SkeletonText,
  Stack,
  StatusTag,
} from '@axia/design-system';
import { usePageTitle, useServices } from '../../kit';
import { errorText } from '../../kit/errors';
import * as styles from '../accounts.css';
import { useAccountsRefresh } from '../../kit/useAccountsRefresh';
import { BalanceHistoryChart } from '../charts/BalanceHistoryChart';
import { ACCOUNTS_TEXT } from '../messages';
import { rewardsRatePercent } from '../model';
import { StatementOfAccount } from '../statement';
import { TransactionHistory } from '../transactions';

const backLink = (
  <Link href="/accounts" variant="standalone">
    <Icon name="chevronLeft" size="1em" /> {ACCOUNTS_TEXT.backToOverview}
  </Link>
);

/** Balance, account number with its copy button, and rewards rate (seed 000 §2.6; seed 002 §9). */
function AccountSummary({ account }: { account: Account }) {
  const { notify } = useServices();
  return (
    <Card
      as="section"
      title={account.typePublicName}
      headerEnd={
        isAccountActive(account) ? undefined : (
          <StatusTag tone="danger">{ACCOUNTS_TEXT.actionRequired}</StatusTag>
        )
      }
    >
      <dl className={styles.details}>
        <dt className={styles.term}>{ACCOUNTS_TEXT.balance}</dt>
        <dd className={styles.definition}>
          <Amount
            value={account.amount}
            currency={account.currency}
            decimals={decimalsFor(account.currency)}
            size="xl"
          />
        </dd>
        <dt className={styles.term}>{ACCOUNTS_TEXT.accountNumber}</dt>
        <dd className={styles.definition}>
          <span className={styles.accountNumber}>{account.publicId}</span>
          <CopyButton
            text={account.publicId}
            label={ACCOUNTS_TEXT.copyAccountNumber}
            onCopied={() => notify({ tone: 'success', title: ACCOUNTS_TEXT.copied })}
            onCopyError={(error) => notify({ tone: 'error', title: errorText(error) })}
          />
        </dd>
        <dt className={styles.term}>{ACCOUNTS_TEXT.rewardsRate}</dt>
        <dd className={styles.definition}>{`${rewardsRatePercent(account.interestRate)}%`}</dd>
      </dl>
    </Card>
  );
}

/** /accounts/{id}: one account, found among the user's accounts (GET /account). */
export const AccountDetailView = observer(function AccountDetailView() {
  const { id } = useParams();
  const { accounts: view } = useServices();
  const settled = useAccountsRefresh(view);
  const account = view.accounts.find((candidate) => candidate.id === id);
  const title = account ? ACCOUNTS_TEXT.detailTitleOf(account.typePublicName) : null;
  usePageTitle(title);

  let body;
  if (account) {
    body = (
      <>
        <AccountSummary account={account} />
        <BalanceHistoryChart key={`chart-${account.id}`} account={account} />
        <TransactionHistory key={account.id} accountId={account.id} />
        <StatementOfAccount key={`statement-${account.id}`} account={account} />
      </>
    );
  } else if (view.error !== null && !view.loading) {
    body = (
      <EmptyState
        title={ACCOUNTS_TEXT.loadFailed}
        description={view.error}
        icon="warning"
        headingLevel={2}
      >
        <Button variant="secondary" onPress={() => void view.refresh()}>
          {ACCOUNTS_TEXT.tryAgain}
        </Button>
      </EmptyState>
    );
  } else if (view.loading || !settled) {
    body = (
      <Skeleton label={ACCOUNTS_TEXT.loadingAccount}>
        <SkeletonText lines={4} />
      </Skeleton>
    );
  } else {
    body = (
      <EmptyState
        title={ACCOUNTS_TEXT.accountNotFound}
        description={ACCOUNTS_TEXT.accountNotFoundDescription}
        icon="info"
        headingLevel={2}
      />
    );
  }

  return (
    <Stack gap="xl">
      <PageHeader title={title ?? ACCOUNTS_TEXT.detailTitle} backLink={backLink} />
      {body}
    </Stack>
  );
});

export default function AccountDetailScreen() {
  return <AccountDetailView />;
}
