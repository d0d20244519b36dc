// PaymentSourceField's own texts (ours: the spec shows none for these states).
export const SOURCE_TEXT = {
  sourcesLoading: 'Loading your accounts and stakings…',
  noSources: 'You have no account or staking to pay from.',
  retry: 'Try again',
  toPay: 'To pay from this source:',
  converted: (amount: string, currency: string, rate: string, sourceCurrency: string) =>
    `(${amount} ${currency} at 1 ${sourceCurrency} = ${rate} ${currency})`,
  rateLoading: 'Reading the conversion rate…',
  rateFailed: 'The conversion rate could not be read.',
} as const;
