import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

// A test SMTP server on loopback (plain SMTP, which local mode allows): what it received, a switch that refuses the
// next mails (550), optional credentials, and an optional `accept` a mail waits on before it is taken.

export interface LoopbackSmtp {
  port: number;
  /** Each mail taken, as its raw text. */
  received: string[];
  /** While true, recipients are refused with 550 'Mailbox unavailable'. */
  refusing: boolean;
  close(): Promise<void>;
}

export async function startLoopbackSmtp(
  options: {
    credentials?: { user: string; password: string };
    /** Called with a mail's text once its data arrived; the mail is taken when the promise settles. */
    accept?: (text: string) => Promise<void>;
  } = {},
): Promise<LoopbackSmtp> {
  const { credentials, accept } = options;
  const smtp: LoopbackSmtp = { port: 0, received: [], refusing: false, close: async () => {} };
  const server = new SMTPServer({
    hideSTARTTLS: true,
    logger: false,
    ...(credentials
      ? {
          allowInsecureAuth: true,
          onAuth(auth, _session, callback) {
            if (auth.username === credentials.user && auth.password === credentials.password)
              return callback(null, { user: auth.username });
            return callback(new Error('Invalid username or password'));
          },
        }
      : { authOptional: true }),
    onRcptTo(_address, _session, callback) {
      if (!smtp.refusing) return callback();
      return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
    },
    onData(stream, _session, callback) {
      let text = '';
      stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
      stream.on('end', () => {
        void (accept?.(text) ?? Promise.resolve()).then(() => {
          smtp.received.push(text);
          callback();
        });
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  smtp.port = (server.server.address() as AddressInfo).port;
  smtp.close = () => new Promise((resolve) => server.close(() => resolve()));
  return smtp;
}
