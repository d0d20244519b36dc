// The Statement of Account's words. The spec's are verbatim (seed 001 §2 Transactions, §8, §9); the others are
// ours, marked so.

export const STATEMENT_TEXT = {
  // Seed 001 §2 Transactions: 'A printable Statement of Account is embedded but hidden', with a Print Statement button.
  title: 'Statement of Account',
  print: 'Print Statement',
  // Seed 001 §2 Transactions, §8: the empty state.
  noRecord: 'No transaction record',

  // Ours: the spec names these without quoting them.
  intro: 'Choose a month to print its statement or to download it as a CSV or PDF file.',
  month: 'Statement month',
  downloadCsv: 'Download CSV',
  downloadPdf: 'Download PDF',
  downloaded: 'The statement has been downloaded.',
  /** When the bank's answers do not give the opening balance (never with the sandbox bank). */
  balanceUnknown: 'The opening balance of this statement could not be read. Please try again.',
  futureMonth: 'A statement can only be made for the current month or an earlier one.',
  customer: 'Customer',
  account: 'Account',
  accountNumber: 'Account number',
  currency: 'Currency',
  period: 'Period',
  openingBalance: 'Opening balance',
  closingBalance: 'Closing balance',
  moneyIn: 'Money in',
  moneyOut: 'Money out',
  transactions: 'Transactions',
  date: 'Date',
  reference: 'Reference',
  description: 'Description',
  details: 'Details',
  amount: 'Amount',
  balance: 'Balance',
  printedOnLabel: 'Printed on',
} as const;

/** Ours: the timestamp the printout carries (seed 001 §9: 'the printout carries a timestamp'). */
export const printedOnText = (timestamp: string) => `${STATEMENT_TEXT.printedOnLabel} ${timestamp}`;

/** Ours: the page numbers of the PDF. */
export const pageNumberText = (page: number, pages: number) => `Page ${page} of ${pages}`;
