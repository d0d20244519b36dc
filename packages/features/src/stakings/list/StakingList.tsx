import {
  CRYPTO_DECIMALS,
  isActiveStakingStatus,
  STAKING_FILTER_STATUSES,
  STAKING_STATUS_LABELS,
  stakingTotal,
  type UserStaking,
} from '@axia/core';
import { Amount, Box, EmptyState, Select, StatusTag, Tile } from '@axia/design-system';
import { STAKINGS_TEXT as TEXT } from '../messages';
import { stakingPath } from '../paths';
import type { StakingFilter } from '../stores/StakingsStore';
import * as styles from '../stakings.css';

// The 'Staking' list (seed 002 §2, §4, §9): a tile per staking linking to /stakings/{id}, with its name and public id,
// and principal plus rewards (5 decimals and the currency) for the active statuses, the status label for the others.

/** The filter's choices: ALL plus the non-active statuses (§2, §4). */
const FILTER_ITEMS = [
  { id: 'ALL', label: TEXT.allStatuses },
  ...STAKING_FILTER_STATUSES.map((status) => ({
    id: status,
    label: STAKING_STATUS_LABELS[status],
  })),
];

const statusTone = (status: UserStaking['status']) =>
  status === 'SUSPENDED' || status === 'FROZEN' ? 'danger' : 'neutral';

function StakingTile({ staking }: { staking: UserStaking }) {
  const active = isActiveStakingStatus(staking.status);
  return (
    <Tile
      href={stakingPath(staking.id)}
      icon="staking"
      title={staking.name}
      description={<span className={styles.code}>{staking.publicId}</span>}
      isDimmed={!active}
      trailing={
        active ? (
          <Amount
            value={stakingTotal(staking)}
            currency={staking.currency}
            decimals={CRYPTO_DECIMALS}
          />
        ) : (
          <StatusTag tone={statusTone(staking.status)}>
            {STAKING_STATUS_LABELS[staking.status]}
          </StatusTag>
        )
      }
    />
  );
}

export function StakingFilterSelect({
  value,
  onChange,
}: {
  value: StakingFilter;
  onChange: (filter: StakingFilter) => void;
}) {
  return (
    <div className={styles.filter}>
      <Select
        label={TEXT.statusFilter}
        items={FILTER_ITEMS}
        selectedKey={value}
        onSelectionChange={(id) => onChange((id ?? 'ALL') as StakingFilter)}
      />
    </div>
  );
}

export function StakingList({
  stakings,
  filter,
}: {
  stakings: readonly UserStaking[];
  filter: StakingFilter;
}) {
  if (stakings.length === 0)
    return (
      <EmptyState
        title={TEXT.noStakings}
        icon="info"
        description={
          filter === 'ALL' ? undefined : TEXT.noStakingsInStatus(STAKING_STATUS_LABELS[filter])
        }
      />
    );
  return (
    <Box as="ul" role="list" aria-label={TEXT.stakingsLabel} className={styles.stakingList}>
      {stakings.map((staking) => (
        <li key={staking.id}>
          <StakingTile staking={staking} />
        </li>
      ))}
    </Box>
  );
}
