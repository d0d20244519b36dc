import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { SmtpMailConfig } from '../config';
import { HttpError } from '../http/errors';
import type { MailSender, OutgoingMail } from './index';

export const MAIL_UNAVAILABLE_MESSAGE = 'The email could not be sent. Please try again later.';

/** A mail the SMTP server did not take: the call answers 503 and keeps nothing (send-then-commit, index.ts). */
export class MailUnavailable extends HttpError {
  constructor() {
    super(503, MAIL_UNAVAILABLE_MESSAGE, 60);
  }
}

/**
 * Mail through an SMTP server with nodemailer: smtps:// is TLS from the start; smtp:// upgrades with STARTTLS, which
 * is required (`requireTLS`) outside local. Timeouts are short because a sender may hold a database transaction.
 * The log names the recipient and subject only: never the code, the body or the URL's credentials.
 */
export class SmtpSender implements MailSender {
  private readonly transport: Transporter;

  constructor(
    private readonly config: SmtpMailConfig,
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'error'>,
  ) {
    const url = new URL(config.url);
    this.transport = nodemailer.createTransport({
      host: url.hostname,
      port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
      secure: url.protocol === 'smtps:',
      requireTLS: config.requireTLS,
      auth: url.username
        ? {
            user: decodeURIComponent(url.username),
            pass: decodeURIComponent(url.password),
          }
        : undefined,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
      // nodemailer's own logger would print the session (addresses, and the body with its code).
      logger: false,
      debug: false,
    });
  }

  async send(mail: OutgoingMail) {
    try {
      await this.transport.sendMail({
        from: this.config.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.body,
      });
    } catch (error) {
      // The SMTP reply code and nodemailer's error code only: its message may quote the server's reply.
      const { code, responseCode } = error as { code?: string; responseCode?: number };
      this.log.error(
        { mail: { to: mail.to, subject: mail.subject }, code, responseCode },
        'mail: not sent',
      );
      throw new MailUnavailable();
    }
    this.log.info(
      { mail: { to: mail.to, subject: mail.subject } },
      `mail: ${mail.subject} → ${mail.to}`,
    );
  }
}
