// The stakings module's one entry point (seed 002 §4, §5, §7): what its routes, the back office, the accrual job
// and other modules call. The code lives by what changes together:
// - checks.ts: who may stake, which amounts, rows and accounts a call may use, and the refusals' messages;
// - reads.ts: the customer's reads (pools, stakings, interest records, activities);
// - commands.ts: the customer's money moves (apply, add funds, claim);
// - auto-enrollment.ts: the customer's auto re-enrollment (set, change);
// - money-moves.ts: the postings every money move makes (a new staking, money in or out, the close-out), shared
//   with the back office (admin.ts) and the accrual job (accrual-job.ts).

export { createAutoEnrollment, updateAutoEnrollment } from './auto-enrollment';
export { assertMayStake, positiveAmount, requireOwnStaking, requireProduct } from './checks';
export { addStakingAmount, applyStaking, claimStaking } from './commands';
export {
  closeOut,
  createStaking,
  moveStakingMoney,
  stakingBalance,
  statusByDates,
  takeRoom,
} from './money-moves';
export {
  availableStakings,
  getStaking,
  interestRecords,
  listStakings,
  stakingActivities,
  stakingActivity,
} from './reads';
