// The deposit screens' words. Those marked 'spec' are seed 001's verbatim (§2 Deposit, §5, §8); the others are
// ours. Each method's screen keeps its own words next to it.

export const DEPOSITS_TEXT = {
  // Spec (seed 001 §2: the page titled 'Deposit').
  landingTitle: 'Deposit',
  // Ours.
  chooseMethod: 'Choose how to deposit',
  noMethod: 'No way to deposit is available to you at the moment.',
} as const;
