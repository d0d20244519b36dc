import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { decimalsFor, type BankClient, type UserStaking } from '@axia/core';
import { Card, dayLabel, formatAmount, summarizeBars } from '@axia/design-system';
import { ChartRead, LazyBarChart } from '../../kit/charts';

type RewardHistory = Awaited<ReturnType<BankClient['getStakingRewardHistory']>>;

// Ours (issue 30): the spec names no chart.
export const REWARDS_CHART_TEXT = {
  title: 'Rewards over the term',
  subject: 'Rewards',
  empty: 'No rewards yet.',
  failed: 'The rewards could not be loaded.',
  date: 'Date',
  reward: 'Reward',
  cumulative: 'Total so far',
} as const;

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

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
  const points = (read.value?.points ?? []).map((point) => ({
    label: dayLabel(point.date),
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
          period: days(points.length),
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
