import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decimal, toPlainString } from '@axia/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { MAIL_UNAVAILABLE_MESSAGE } from '../src/mail';
import { creditFrom } from '../src/modules/ledger/post';
import { DEFAULT_FEATURES, provisionBankUser } from '../src/modules/users/provision';
import { completeRegistration } from './api-support';
import { accountBalance, engine, engineUnavailable, inProcessBank } from './harness';
import { newPoolKey, poolIdToken, type PoolKey } from './pool-keys';
import { startLoopbackSmtp, type LoopbackSmtp } from './smtp-support';

// Issue 26: with the sandbox off the bank mails its own codes through SMTP (src/mail). A test SMTP server on loopback
// receives a member transfer's second-factor code, which completes the transfer; a server that refuses makes the
// call answer 503 with nothing changed; the SMTP password never reaches the log.

const POOL_ID = 'us-east-1_MailPool';
const CLIENT_ID = 'mailpoolclient';
const SMTP_USER = 'bank';
const SMTP_PASSWORD = 'smtp-pass-7Qx9wLr2';

let smtp: LoopbackSmtp;
let jwksServer: Server;
let issuer: string;
let key: PoolKey;
const log: string[] = [];
let bank: Awaited<ReturnType<typeof startBank>>;

async function startBank(smtpPort: number) {
  const config = {
    ...loadConfig({
      SANDBOX: '0',
      LOG_LEVEL: 'info',
      APP_DIST_DIR: '',
      MAIL_SMTP_URL: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'Axia <no-reply@bank.test>',
    }),
    identity: {
      provider: 'external' as const,
      issuer,
      jwksUrl: `${issuer}/.well-known/jwks.json`,
      clientId: CLIENT_ID,
      userPoolId: POOL_ID,
      endpoint: null,
    },
    userPoolId: POOL_ID,
    userPoolClientId: CLIENT_ID,
  };
  return inProcessBank(config, log);
}

/** An ID token of the pool for `sub`. */
function idToken(sub: string, email: string) {
  return poolIdToken(key, issuer, CLIENT_ID, { sub, email });
}

/** A registered customer with the transaction second factor on for member transfers, and 500 USD. */
async function customer(email: string) {
  const id = crypto.randomUUID();
  await provisionBankUser(
    bank.ctx.db,
    {
      id,
      email,
      firstName: 'Ada',
      lastName: 'Mail',
      createdAt: bank.clock.now(),
      features: [...DEFAULT_FEATURES, 'TRANSACTION2FA'],
    },
    { providers: bank.ctx.providers },
  );
  await completeRegistration(bank, { id });
  await bank.ctx.db
    .updateTable('users')
    .set({
      settings: JSON.stringify({ transaction2fa: { TRANSFER_BETWEEN_MEMBERS: { enabled: true } } }),
    })
    .where('id', '=', id)
    .execute();
  const account = await bank.ctx.db
    .selectFrom('accounts')
    .select('id')
    .where('user_id', '=', id)
    .where('currency', '=', 'USD')
    .executeTakeFirstOrThrow();
  await creditFrom(bank.ctx.db, 'SANDBOX_FUNDING', {
    accountId: account.id,
    amount: '500',
    type: 'EXTERNAL_TRANSACTION',
    method: 'SANDBOX',
    title: 'Deposit',
    createdAt: bank.clock.now(),
  });
  return { id, email, token: await idToken(id, email), usd: account.id };
}

async function transfer(
  from: { token: string; usd: string },
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  bank.clock.advance(1000);
  const res = await bank.app.inject({
    method: 'POST',
    url: '/api/transfer/between-members/send',
    headers: {
      authorization: `Bearer ${from.token}`,
      'content-type': 'application/json',
      ...headers,
    },
    payload: JSON.stringify({ fromAccountId: from.usd, currency: 'USD', ...body }),
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}

const balance = async (accountId: string) =>
  toPlainString(decimal(await accountBalance(bank, accountId)));
const records = async (userId: string) =>
  (
    await bank.ctx.db
      .selectFrom('second_factor_records')
      .select('id')
      .where('user_id', '=', userId)
      .execute()
  ).length;

describe.skipIf(engineUnavailable)(`the bank's mail through SMTP, sandbox off (${engine})`, () => {
  beforeAll(async () => {
    key = await newPoolKey('mail-key');
    jwksServer = createServer((_request, response) => {
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ keys: [key.jwk] }));
    });
    await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
    issuer = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/${POOL_ID}`;
    smtp = await startLoopbackSmtp({ credentials: { user: SMTP_USER, password: SMTP_PASSWORD } });
    bank = await startBank(smtp.port);
  }, 60_000);
  afterAll(async () => {
    await bank?.close();
    await smtp?.close();
    await new Promise((resolve) => jwksServer?.close(resolve));
  });

  it('mails the second-factor code of a member transfer over SMTP; the code completes it', async () => {
    expect(bank.ctx.config.mail).toMatchObject({ transport: 'smtp', requireTLS: false });
    const ada = await customer('ada@smtp.test');
    const bob = await customer('bob@smtp.test');
    const body = { amount: '125.50', beneficiaryEmail: bob.email };
    const first = await transfer(ada, body);
    expect(first.status).toBe(207);
    const mail = smtp.received.at(-1)!;
    expect(mail).toContain('To: ada@smtp.test');
    expect(mail).toContain('From: Axia <no-reply@bank.test>');
    const code = /verification code for your transfer to a member is (\d{6})/.exec(mail)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    // Nothing in the sandbox's mailbox table: the mail went out by SMTP only.
    expect(await bank.ctx.mailbox.list(ada.email)).toEqual([]);
    const second = await transfer(ada, {
      ...body,
      mfaCode: code,
      transaction2faRecordId: first.body.transaction2faRecordId,
    });
    expect(second.status).toBe(200);
    expect(await balance(ada.usd)).toBe('374.5');
    expect(await balance(bob.usd)).toBe('625.5');
  });

  it.each([
    ['without an Idempotency-Key', {}],
    ['with an Idempotency-Key', { 'idempotency-key': crypto.randomUUID() }],
  ])(
    'an SMTP server that refuses the mail: 503, no code record, no money moved (%s)',
    async (_what, headers) => {
      const carl = await customer(`carl-${crypto.randomUUID()}@smtp.test`);
      const dora = await customer(`dora-${crypto.randomUUID()}@smtp.test`);
      const received = smtp.received.length;
      smtp.refusing = true;
      try {
        const res = await transfer(carl, { amount: '10', beneficiaryEmail: dora.email }, headers);
        expect(res).toEqual({
          status: 503,
          body: { statusCode: 503, message: MAIL_UNAVAILABLE_MESSAGE },
        });
      } finally {
        smtp.refusing = false;
      }
      expect(smtp.received.length).toBe(received);
      expect(await records(carl.id)).toBe(0);
      expect(await balance(carl.usd)).toBe('500');
      expect(await balance(dora.usd)).toBe('500');
      // Once the server takes mail again, the same request goes through its two steps.
      const again = await transfer(carl, { amount: '10', beneficiaryEmail: dora.email });
      expect(again.status).toBe(207);
      expect(await records(carl.id)).toBe(1);
    },
  );

  it('never writes the SMTP password or a code to the log', async () => {
    const text = log.join('');
    expect(text).toContain('mail: '); // the log was captured, with the sends in it
    expect(text).not.toContain(SMTP_PASSWORD);
    for (const mail of smtp.received) {
      const code = /is (\d{6})\./.exec(mail)?.[1];
      if (code) expect(text).not.toContain(code);
    }
  });
});
