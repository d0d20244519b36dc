import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config';
import { createConfirmedIdentity } from '../src/identity/admin';
import { engine, engineUnavailable, inProcessBank } from './harness';
import { startLoopbackSmtp, type LoopbackSmtp } from './smtp-support';

// Issue 27 #5: ForgotPassword with the bank's identity service and mail over SMTP. Only a real user has a mail to
// send, so the answer must not wait for it (or fail with it): a test SMTP server on loopback holds the mail until the
// test lets it go, or refuses it; the known user is answered 200, as the unknown one, either way.

/** A promise and its resolve (Promise.withResolvers is Node 22). */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/** The next mail is held at the SMTP server until `hold` is resolved (refusing is the server's own switch). */
const held = {
  /** Resolved when a mail's data reached the server (it is then held). */
  arrived: deferred(),
  hold: deferred(),
};
let smtp: LoopbackSmtp;
let bank: Awaited<ReturnType<typeof startBank>>;

async function startBank(smtpPort: number) {
  const config = loadConfig({
    SANDBOX: '0',
    LOG_LEVEL: 'silent',
    APP_DIST_DIR: '',
    MAIL_SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'Axia <no-reply@bank.test>',
  });
  return inProcessBank(config);
}

async function forgotPassword(username: string) {
  const res = await bank.app.inject({
    method: 'POST',
    url: '/identity',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.ForgotPassword',
    },
    payload: JSON.stringify({ ClientId: bank.ctx.config.userPoolClientId, Username: username }),
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}

describe.skipIf(engineUnavailable)(`ForgotPassword over SMTP (${engine})`, () => {
  beforeAll(async () => {
    smtp = await startLoopbackSmtp({
      accept: async () => {
        held.arrived.resolve();
        await held.hold.promise;
      },
    });
    bank = await startBank(smtp.port);
    expect(bank.ctx.config.mail).toMatchObject({ transport: 'smtp' });
    expect(bank.ctx.config.identity.provider).toBe('sandbox');
    for (const email of ['ada@reset.test', 'ann@reset.test'])
      await createConfirmedIdentity(bank.ctx, {
        email,
        password: 'Passw0rdOk',
        givenName: 'Ada',
        familyName: 'Reset',
        createdAt: bank.clock.now(),
      });
  }, 60_000);
  afterAll(async () => {
    held.hold.resolve();
    await bank?.close();
    await smtp?.close();
  });

  it('answers a known user 200 while the SMTP server still holds the mail, as it answers an unknown one', async () => {
    // Same first letters: the masked destinations are alike too.
    const unknown = await forgotPassword('amy@reset.test');
    const known = await forgotPassword('ada@reset.test');
    expect(known).toEqual(unknown);
    expect(known.status).toBe(200);
    // The mail reached the server after the answer, and is still held: nothing delivered yet.
    await held.arrived.promise;
    expect(smtp.received).toEqual([]);
    held.hold.resolve();
    await vi.waitFor(() => expect(smtp.received).toHaveLength(1));
    expect(smtp.received[0]).toContain('To: ada@reset.test');
    expect(smtp.received[0]).toMatch(/Your password reset code is \d{6}\./);
  });

  it('answers a known user 200 when the SMTP server refuses the mail, as an unknown one', async () => {
    smtp.refusing = true;
    bank.clock.advance(1000);
    const delivered = smtp.received.length;
    const unknown = await forgotPassword('amos@reset.test');
    const known = await forgotPassword('ann@reset.test');
    expect(known).toEqual(unknown);
    expect(known.status).toBe(200);
    // The code is kept (the customer may ask again); nothing was delivered.
    const codes = await bank.ctx.db
      .selectFrom('identity_codes')
      .innerJoin('identity_users', 'identity_users.sub', 'identity_codes.sub')
      .select('identity_codes.purpose')
      .where('identity_users.email', '=', 'ann@reset.test')
      .execute();
    expect(codes).toEqual([{ purpose: 'FORGOT_PASSWORD' }]);
    expect(smtp.received.length).toBe(delivered);
  });
});
