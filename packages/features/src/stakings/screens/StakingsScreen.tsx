// Placeholder: the /stakings screen (pools carousel, apply, the customer's stakings) is being built.
export function StakingsScreen() {
  return <h1>Staking</h1>;
}
