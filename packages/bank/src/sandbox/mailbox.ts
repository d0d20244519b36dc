import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  code: string | null;
  body: string;
  sentAt: string;
}

/**
 * The sandbox mailbox: codes and notices are "delivered" here, and printed in the server log — their codes only in a local
 * sandbox (`printCodes`), where GET /sandbox/mailbox shows them anyway: otherwise a log never holds a code.
 */
export class Mailbox {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly log: Pick<FastifyBaseLogger, 'info'>,
    private readonly printCodes: boolean,
  ) {}

  async send(message: { to: string; subject: string; code?: string | null; body: string }) {
    const sentAt = this.clock.now();
    await this.db
      .insertInto('mailbox')
      .values({
        to_email: message.to.toLowerCase(),
        subject: message.subject,
        code: message.code ?? null,
        body: message.body,
        sent_at: sentAt,
      })
      .execute();
    const code = this.printCodes ? (message.code ?? undefined) : undefined;
    this.log.info(
      { mail: { to: message.to, subject: message.subject, code } },
      `mailbox: ${message.subject} → ${message.to}${code ? ` (code ${code})` : ''}`,
    );
  }

  async list(email: string): Promise<MailMessage[]> {
    const rows = await this.db
      .selectFrom('mailbox')
      .selectAll()
      .where('to_email', '=', email.toLowerCase())
      .orderBy('sent_at', 'desc')
      .limit(50)
      .execute();
    return rows.map((row) => ({
      to: row.to_email,
      subject: row.subject,
      code: row.code,
      body: row.body,
      sentAt: new Date(row.sent_at).toISOString(),
    }));
  }
}
