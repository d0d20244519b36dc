import { observer } from 'mobx-react-lite';
import { roundDown, STAKING_LIMITS } from '@axia/core';
import { Button, EmptyState, Skeleton, SkeletonText, Table } from '@axia/design-system';
import { DETAIL_TEXT } from './messages';
import type { StakingDetailStore } from './StakingDetailStore';

const COLUMNS = [
  { id: 'date', name: DETAIL_TEXT.date, isRowHeader: true },
  { id: 'reward', name: DETAIL_TEXT.dailyReward, align: 'end' as const },
  { id: 'currency', name: DETAIL_TEXT.currency },
];

/** 'Rewards' (seed 002 §2, §3, §7): the interest records, newest first (up to 365): date, daily reward, currency. */
export const StakingRewards = observer(function StakingRewards({
  store,
}: {
  store: StakingDetailStore;
}) {
  const read = store.rewards;
  if (read === null || read.status === 'loading')
    return (
      <Skeleton label={DETAIL_TEXT.loadingRewards}>
        <SkeletonText lines={5} />
      </Skeleton>
    );
  if (read.status === 'failed')
    return (
      <EmptyState
        title={DETAIL_TEXT.rewardsFailed}
        description={read.message}
        icon="warning"
        headingLevel={3}
      >
        <Button variant="secondary" onPress={() => void store.loadRewards()}>
          {DETAIL_TEXT.tryAgain}
        </Button>
      </EmptyState>
    );
  if (read.value.length === 0)
    return <EmptyState title={DETAIL_TEXT.noRecords} icon="info" headingLevel={3} />;
  return (
    <Table
      aria-label={DETAIL_TEXT.rewardsTable}
      columns={COLUMNS}
      rows={read.value.map((record) => ({
        id: record.date,
        date: record.date,
        reward: roundDown(record.dailyRewardAmount, STAKING_LIMITS.decimals),
        currency: record.currency,
      }))}
    />
  );
});
