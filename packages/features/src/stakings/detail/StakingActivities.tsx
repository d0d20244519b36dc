import { observer } from 'mobx-react-lite';
import { STAKING_LIMITS, type StakingActivity } from '@axia/core';
import {
  Amount,
  Button,
  EmptyState,
  Pagination,
  Skeleton,
  SkeletonText,
  Tile,
} from '@axia/design-system';
import * as styles from './detail.css';
import { DETAIL_TEXT } from './messages';
import { activityIcon, stakingDateTime } from './model';
import type { StakingDetailStore } from './StakingDetailStore';

/** One row: a button naming the activity, its date and the signed amount it changed the staking by. */
function ActivityRow({
  activity,
  onOpen,
}: {
  activity: StakingActivity;
  onOpen: (activity: StakingActivity) => void;
}) {
  return (
    <li>
      <Tile
        onPress={() => onOpen(activity)}
        icon={activityIcon(activity.amountChanged)}
        title={activity.title}
        description={stakingDateTime(activity.completedAt)}
        trailing={
          <Amount
            value={activity.amountChanged}
            currency={activity.currency}
            decimals={STAKING_LIMITS.decimals}
            signed
            creditLabel={DETAIL_TEXT.credit}
            debitLabel={DETAIL_TEXT.debit}
          />
        }
      />
    </li>
  );
}

/**
 * 'Transactions' (seed 002 §2, §7, §9): the staking's activities, 20 a page with a pager (no page-size changer);
 * 'No records' when there are none. A row opens its detail.
 */
export const StakingActivities = observer(function StakingActivities({
  store,
  labelledBy,
  onOpen,
}: {
  store: StakingDetailStore;
  /** The id of the section's heading, naming the list. */
  labelledBy: string;
  onOpen: (activity: StakingActivity) => void;
}) {
  const read = store.activities;
  let body;
  if (read.status === 'loading') {
    body = (
      <Skeleton label={DETAIL_TEXT.loadingActivities}>
        <SkeletonText lines={5} />
      </Skeleton>
    );
  } else if (read.status === 'failed') {
    body = (
      <EmptyState
        title={DETAIL_TEXT.activitiesFailed}
        description={read.message}
        icon="warning"
        headingLevel={3}
      >
        <Button variant="secondary" onPress={() => void store.loadActivities()}>
          {DETAIL_TEXT.tryAgain}
        </Button>
      </EmptyState>
    );
  } else if (read.value.rows.length === 0) {
    body = <EmptyState title={DETAIL_TEXT.noRecords} icon="info" headingLevel={3} />;
  } else {
    body = (
      <ul className={styles.rows} aria-labelledby={labelledBy}>
        {read.value.rows.map((activity) => (
          <ActivityRow key={activity.id} activity={activity} onOpen={onOpen} />
        ))}
      </ul>
    );
  }
  return (
    <>
      {body}
      {store.activityPageCount > 1 && read.status !== 'failed' && (
        <Pagination
          aria-label={DETAIL_TEXT.activityPages}
          page={store.activityPage}
          pageCount={store.activityPageCount}
          onPageChange={(page) => void store.loadActivities(page)}
        />
      )}
    </>
  );
});
