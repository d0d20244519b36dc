import { observer } from 'mobx-react-lite';
import { decimalsFor, FIAT_DECIMALS, type BankClient } from '@axia/core';
import { Amount, Card, formatAmount, summarizeBreakdown } from '@axia/design-system';
import { LazyHoldingsChart, type ChartRead } from '../../kit/charts';
import * as styles from '../accounts.css';
import { CHARTS_TEXT, holdingLabel } from './messages';

export type Holdings = Awaited<ReturnType<BankClient['getHoldings']>>;

const usd = { currency: 'USD', decimals: FIAT_DECIMALS };

/**
 * Issue 30: what the customer holds (fiat, crypto, staked), each part valued in USD at the bank's rates, with the
 * total in USD. The overview reads it (again whenever the accounts or the overview are read again: after a
 * transfer, a stake…) and leads with its total (issue 43).
 */
export const HoldingsCard = observer(function HoldingsCard({
  read,
  onRetry,
}: {
  /** The holdings read, shared with the overview's total (the screen reads it). */
  read: ChartRead<Holdings>;
  onRetry: () => void;
}) {
  const holdings = read.value;
  const parts = (holdings?.holdings ?? []).map((holding) => ({
    key: holding.key,
    label: holdingLabel(holding.category, holding.currency),
    value: holding.usdValue,
    native: formatAmount(holding.amount, holding.currency, {
      decimals: decimalsFor(holding.currency),
    }),
  }));
  const total = holdings?.totalUsd ?? '0';
  return (
    <Card
      as="section"
      title={CHARTS_TEXT.holdingsTitle}
      headerEnd={
        holdings && (
          <p className={styles.muted}>
            {CHARTS_TEXT.totalInUsd}{' '}
            <Amount value={total} currency="USD" decimals={FIAT_DECIMALS} size="md" />
          </p>
        )
      }
    >
      <LazyHoldingsChart
        title={CHARTS_TEXT.holdingsTitle}
        hideTitle
        hideSummary
        status={read.status}
        parts={parts}
        total={total}
        format={usd}
        summary={summarizeBreakdown({
          subject: CHARTS_TEXT.holdingsSubject,
          parts,
          total,
          format: usd,
        })}
        columns={[
          CHARTS_TEXT.holding,
          CHARTS_TEXT.amount,
          CHARTS_TEXT.valueInUsd,
          CHARTS_TEXT.share,
        ]}
        emptyMessage={CHARTS_TEXT.holdingsEmpty}
        errorMessage={read.error ?? CHARTS_TEXT.holdingsFailed}
        onRetry={onRetry}
      />
    </Card>
  );
});
