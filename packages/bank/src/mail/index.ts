import type { FastifyBaseLogger } from 'fastify';
import type { BankConfig } from '../config';
import type { Mailbox } from '../sandbox/mailbox';
import { SmtpSender } from './smtp';

// How the bank's own mails leave it (second-factor and contact-change codes, notices): the sandbox mailbox (a table
// GET /sandbox/mailbox shows), or an SMTP server (MAIL_SMTP_URL, MAIL_FROM) when the sandbox is off.
//
// Send-then-commit: callers send from inside the work the mail belongs to (a keyed money call's ambient
// transaction, db/ambient.ts; or before their own writes), so a mail that cannot be sent fails the call with a 503
// (MailUnavailable) and nothing of it is kept. An outbox sent after commit could not tell the caller: a transfer
// would answer 207 "code sent" for a code that never arrives. The cost: a mail sent just before a commit that then
// fails carries a code that matches nothing.

export { MailUnavailable, MAIL_UNAVAILABLE_MESSAGE } from './smtp';

/** A mail of the bank: `code` only for a code mail (the sandbox mailbox shows it apart). */
export interface OutgoingMail {
  to: string;
  subject: string;
  code?: string | null;
  body: string;
}

/** Delivers one mail, or throws MailUnavailable (a 503). */
export interface MailSender {
  send(mail: OutgoingMail): Promise<void>;
}

/** Where mail goes for this configuration (config.mail: the mailbox, or SMTP). */
export function createMailSender(
  config: Pick<BankConfig, 'mail'>,
  mailbox: Mailbox,
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
): MailSender {
  return config.mail.transport === 'smtp' ? new SmtpSender(config.mail, log) : mailbox;
}
