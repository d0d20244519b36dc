// PaymentSourceField's own texts (ours: the spec shows none for these states).
export const SOURCE_TEXT = {
  sourcesLoading: 'Loading your accounts and stakings…',
  noSources: 'You have no account or staking to pay from.',
  retry: 'Try again',
  toPay: 'To pay from this source:',
  /** `amount` formatted with its currency ('$45.00'); the rate rounded for display. */
  converted: (amount: string, currency: string, rate: string, sourceCurrency: string) =>
    `(${amount} at 1 ${sourceCurrency} = ${rate} ${currency})`,
  free: 'Nothing to pay: there is no fee to take from this source.',
  rateLoading: 'Reading the conversion rate…',
  rateFailed: 'The conversion rate could not be read.',
} as const;
