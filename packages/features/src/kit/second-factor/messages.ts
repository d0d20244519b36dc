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
  /** The polite live region: every 30 seconds and at the end, not every second. */
  announcement: (seconds: number) =>
    seconds <= 0
      ? 'The code has expired. You can ask for a new code.'
      : `The code expires in ${Math.ceil(seconds / 30) * 30} seconds or less.`,
} as const;
