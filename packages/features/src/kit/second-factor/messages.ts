import { TRANSFER_MESSAGES } from '@axia/core';

// The emailed-code dialog's words (seed 001 §5, §8; seed 002 §4).

export const SECOND_FACTOR_TEXT = {
  title: 'Enter the verification code',
  description:
    'We sent a 6-digit verification code to your email. Enter it to approve this transfer.',
  codeLabel: 'Verification code',
  // Spec.
  incomplete: TRANSFER_MESSAGES.codeIncomplete,
  invalid: TRANSFER_MESSAGES.codeInvalid,
  expired: TRANSFER_MESSAGES.codeExpired,
  resend: TRANSFER_MESSAGES.noCode,
  // Ours.
  confirm: 'Confirm',
  cancel: 'Cancel',
  countdown: (left: string) => `The code expires in ${left}.`,
  expiredNote: 'The code has expired. Ask for a new one below.',
  oneMinuteLeft: 'The code expires in 1 minute.',
  /**
   * The polite live region: once at 1 minute left and once at expiry (the visible note's own words), nothing while
   * the code is typed. Silent without a record (the bank's own error says it; a closing dialog says nothing).
   */
  announcement: (seconds: number, hasRecord: boolean) =>
    !hasRecord
      ? ''
      : seconds <= 0
        ? 'The code has expired. Ask for a new one below.'
        : seconds <= 60
          ? 'The code expires in 1 minute.'
          : '',
  // A customer with a passkey (issue 45): the approval instead of the code.
  passkeyPaymentTitle: 'Approve this payment',
  passkeyTitle: 'Approve with your passkey',
  amount: 'Amount',
  payee: 'To',
  source: 'From',
  approve: 'Approve with passkey',
  codeInstead: 'Send me a code instead',
  passkeyNotApproved:
    'Your passkey did not approve this. The prompt was closed or could not finish. Try again, or ask for a code instead.',
} as const;
