import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { decimalsFor, type BankClient, type UserStaking } from '@axia/core';
import {
  Card,
  dayLabel,
  formatAmount,
  monthLabel,
  spansYears,
  summarizeBars,
} from '@axia/design-system';
import { ChartRead, LazyBarChart } from '../../kit/charts';

type RewardHistory = Awaited<ReturnType<BankClient['getStakingRewardHistory']>>;

// Ours (issue 30): the spec names no chart. Its rewards are the interest records' daily rewards, accrued day by day;
// the summary card's 'Rewards credited' (interestAmount) is the part credited at the end of each reward period, so
// each says which it is (issue 43).
const REWARDS_CHART_TEXT = {
  title: 'Rewards accrued over the term',
  subject: 'Rewards accrued',
  empty: 'No rewards accrued yet.',
  failed: 'The rewards could not be loaded.',
  date: 'Date',
  reward: 'Reward accrued',
  cumulative: 'Accrued so far',
} as const;

const dayCount = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/**
 * Issue 30: the staking's rewards by day from its term's first day, as bars, with the running total in the table.
 * Read again whenever the staking is (after a claim, added funds…), so the total matches the summary card.
 */
export const RewardsChart = observer(function RewardsChart({
  api,
  staking,
}: {
  api: BankClient;
  staking: UserStaking;
}) {
  const [read] = useState(() => new ChartRead<RewardHistory>());
  useEffect(() => {
    void read.load(() => api.getStakingRewardHistory({ params: { id: staking.id } }));
  }, [api, read, staking]);

  const format = { currency: staking.currency, decimals: decimalsFor(staking.currency) };
  const days = read.value?.points ?? [];
  // A term reaching into another year: each date with its year; a long term's axis by month.
  const year = spansYears(days.map((point) => point.date));
  const points = days.map((point) => ({
    label: dayLabel(point.date, { year }),
    tick: days.length > 92 ? monthLabel(point.date) : dayLabel(point.date),
    value: point.reward,
    extra: [formatAmount(point.cumulative, format.currency, { decimals: format.decimals })],
  }));
  return (
    <Card as="section" title={REWARDS_CHART_TEXT.title}>
      <LazyBarChart
        title={REWARDS_CHART_TEXT.title}
        hideTitle
        status={read.status}
        points={points}
        format={format}
        summary={summarizeBars({
          subject: REWARDS_CHART_TEXT.subject,
          points,
          period: dayCount(points.length),
          format,
        })}
        columns={[
          REWARDS_CHART_TEXT.date,
          REWARDS_CHART_TEXT.reward,
          REWARDS_CHART_TEXT.cumulative,
        ]}
        emptyMessage={REWARDS_CHART_TEXT.empty}
        errorMessage={read.error ?? REWARDS_CHART_TEXT.failed}
        onRetry={() =>
          void read.load(() => api.getStakingRewardHistory({ params: { id: staking.id } }))
        }
      />
    </Card>
  );
});
