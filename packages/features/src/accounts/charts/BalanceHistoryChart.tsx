import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import {
  BALANCE_HISTORY_RANGES,
  decimalsFor,
  type Account,
  type BalanceHistoryRange,
  type BankClient,
} from '@axia/core';
import { Card, dayLabel, monthLabel, spansYears, summarizeLine } from '@axia/design-system';
import { useServices } from '../../kit';
import { ChartRead, LazyLineChart } from '../../kit/charts';
import { BALANCE_RANGE_TEXT, CHARTS_TEXT } from './messages';

type BalanceHistory = Awaited<ReturnType<BankClient['getBalanceHistory']>>;

const RANGES = BALANCE_HISTORY_RANGES.map((id) => ({ id, label: BALANCE_RANGE_TEXT[id] }));
const isRange = (id: string): id is BalanceHistoryRange =>
  (BALANCE_HISTORY_RANGES as readonly string[]).includes(id);

/**
 * Issue 30: the account's daily closing balance over 30 days, 90 days or 1 year, above its history. Read again (the
 * picture kept meanwhile) whenever the account's balance changes, so it always ends on the balance shown.
 */
export const BalanceHistoryChart = observer(function BalanceHistoryChart({
  account,
}: {
  account: Pick<Account, 'id' | 'currency' | 'amount'>;
}) {
  const { api } = useServices();
  const [range, setRange] = useState<BalanceHistoryRange>('30d');
  const [read] = useState(() => new ChartRead<BalanceHistory>());
  const shownKey = useRef<string | null>(null);
  const { id, amount } = account;

  useEffect(() => {
    const key = `${id}:${range}`;
    void read.load(
      () => api.getBalanceHistory({ params: { accountId: id }, query: { range } }),
      // Another account or range: a placeholder; the same one re-read (a new balance): keep the picture meanwhile.
      { fresh: shownKey.current !== key },
    );
    shownKey.current = key;
  }, [api, read, id, range, amount]);

  const history = read.value;
  const format = { currency: account.currency, decimals: decimalsFor(account.currency) };
  const days = history?.points ?? [];
  // A year, or days reaching into another year: each date with its year (issue 43), a year's axis by month.
  const year = range === '1y' || spansYears(days.map((point) => point.date));
  const points = days.map((point) => ({
    label: dayLabel(point.date, { year }),
    tick: range === '1y' ? monthLabel(point.date) : dayLabel(point.date),
    value: point.balance,
  }));
  return (
    <Card as="section" title={CHARTS_TEXT.balanceTitle}>
      <LazyLineChart
        title={CHARTS_TEXT.balanceTitle}
        hideTitle
        status={read.status}
        points={points}
        format={format}
        summary={summarizeLine({
          subject: CHARTS_TEXT.balanceSubject,
          points,
          period: BALANCE_RANGE_TEXT[range],
          format,
        })}
        columns={[CHARTS_TEXT.date, CHARTS_TEXT.balance]}
        ranges={RANGES}
        range={range}
        onRangeChange={(next) => {
          if (!isRange(next)) return;
          // Loading until the new range is read: the chart says its summary once it is.
          read.forget();
          setRange(next);
        }}
        emptyMessage={CHARTS_TEXT.balanceEmpty}
        errorMessage={read.error ?? CHARTS_TEXT.balanceFailed}
        onRetry={() =>
          void read.load(() =>
            api.getBalanceHistory({ params: { accountId: id }, query: { range } }),
          )
        }
      />
    </Card>
  );
});
