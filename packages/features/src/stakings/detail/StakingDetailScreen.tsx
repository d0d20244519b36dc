// Placeholder: the /stakings/{stakingId} screen (summary, claim, add funds, re-enrollment, activity) is being built.
export function StakingDetailScreen() {
  return <h1>Staking details</h1>;
}
