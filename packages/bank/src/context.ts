import type { Kysely } from 'kysely';
import type { Clock } from './clock';
import type { BankConfig } from './config';
import type { Database } from './db/schema';
import type { PasswordHasher } from './identity/password';
import type { TokenService } from './identity/tokens';
import type { MailSender } from './mail';
import type { Providers } from './providers';
import type { Mailbox } from './sandbox/mailbox';
import type { Settings } from './settings';

/** What every module receives: the database, the clock, configuration and the shared services. */
export interface BankContext {
  db: Kysely<Database>;
  clock: Clock;
  config: BankConfig;
  tokens: TokenService;
  /** Password hashing at the configured cost (config.passwordCost). */
  passwords: PasswordHasher;
  /** Sends the bank's mails (src/mail): the sandbox mailbox, or SMTP. */
  mail: MailSender;
  /** The sandbox mailbox's table (GET /sandbox/mailbox, tests): what the mailbox transport delivered. */
  mailbox: Mailbox;
  settings: Settings;
  /** The outside parties (custody, card issuer, gift-card vendor, on-ramps, crypto deposits, KYC): null when off. */
  providers: Providers;
}
