import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerCounts, suiteCustomers } from './api-support';
import { engine, engineUnavailable, startTestBank, type TestBank } from './harness';
import { confirmedIdentity, rawSignUp } from './identity-support';

// Issue 27 finding 14: the names and memos another customer sees follow seed 000 §5's text helper on the bank too
// (core's plainText): letters of any script, digits and spaces; trimmed, repeated spaces collapsed; bounded.

let bank: TestBank;
const customers = suiteCustomers(() => bank, 'text-rules.test');

/** Each text field with a request that carries `text` in it. */
const FIELDS: [string, string, string, (text: string) => unknown][] = [
  [
    'addBeneficiary name',
    'POST',
    '/beneficiary/add',
    (name) => ({ name, email: customers.emails.bob }),
  ],
  [
    'updateBeneficiary beneficiaryName',
    'PUT',
    '/beneficiary/update',
    (beneficiaryName) => ({ beneficiaryId: 'b1', beneficiaryName }),
  ],
  [
    'transferBetweenMembers userMemo',
    'POST',
    '/transfer/between-members/send',
    (userMemo) => ({
      fromAccountId: customers.accounts.ada!.USD,
      amount: '1',
      currency: 'USD',
      beneficiaryEmail: customers.emails.bob,
      userMemo,
    }),
  ],
  [
    'wireTransfer userMemo',
    'POST',
    '/transfer/wire-transfer',
    (userMemo) => ({
      accountId: customers.accounts.ada!.USD,
      beneficiaryId: 'w1',
      amount: '100',
      userMemo,
    }),
  ],
];

const REFUSED: [string, string, RegExp][] = [
  ['markup', '<img src=x onerror=alert(1)>', /may contain only letters, digits and spaces/],
  ['punctuation', 'Pay me at evil.example!', /may contain only letters, digits and spaces/],
  ['2,048 characters', 'a'.repeat(2048), /must be at most \d+ characters/],
];

async function state() {
  const beneficiaries = await customers.get('ada', '/beneficiary');
  return { beneficiaries: beneficiaries.body, ledger: await ledgerCounts(bank) };
}

describe.skipIf(engineUnavailable)(`names and memos follow the text helper (${engine})`, () => {
  beforeAll(async () => {
    bank = await startTestBank();
    await customers.add('ada', 'ada@demo.test');
    await customers.add('bob', 'ada@demo.test');
  });
  afterAll(async () => {
    await bank?.close();
  });

  for (const [field, method, path, body] of FIELDS) {
    it.each(REFUSED)(
      `${field} refuses %s with 400 and changes nothing`,
      async (_label, text, why) => {
        const before = await state();
        const res = await customers.call('ada', method, path, body(text), {
          'idempotency-key': crypto.randomUUID(),
        });
        expect({ status: res.status, message: res.body.message }).toEqual({
          status: 400,
          message: expect.stringMatching(why),
        });
        expect(await state()).toEqual(before);
      },
    );
  }

  it('keeps letters beyond ASCII and normalizes spaces, as the client does', async () => {
    const res = await customers.post('ada', '/beneficiary/add', {
      name: '  José   Núñez 2 ',
      email: customers.emails.bob,
    });
    expect(res.status).toBe(200);
    expect(res.body.beneficiaryName).toBe('José Núñez 2');
  });

  it("refuses markup and over-long sign-up names (SignUp and the admin path), creating nothing; takes another script's letters, trimmed and collapsed", async () => {
    const signUp = (email: string, given: string, family: string) =>
      rawSignUp(bank, email, {
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'given_name', Value: given },
          { Name: 'family_name', Value: family },
        ],
      });
    const identities = async () =>
      (await bank.ctx.db.selectFrom('identity_users').select('sub').execute()).length;
    const before = await identities();
    for (const [given, family, message] of [
      [
        '<img src=x onerror=alert(1)>',
        'Lovelace',
        'First name may contain only letters, digits and spaces',
      ],
      ['Ada', 'Love<b>lace</b>', 'Last name may contain only letters, digits and spaces'],
      ['A'.repeat(101), 'Lovelace', 'First name must be at most 100 characters'],
      ['Ada', 'L'.repeat(2048), 'Last name must be at most 100 characters'],
    ]) {
      const reply = await signUp('markup@text-rules.test', given!, family!);
      expect({ status: reply.status, body: reply.body }).toEqual({
        status: 400,
        body: { __type: 'InvalidParameterException', message },
      });
    }
    await expect(
      confirmedIdentity(bank, 'admin-markup@text-rules.test', { givenName: '<script>' }),
    ).rejects.toThrow('First name may contain only letters, digits and spaces');
    expect(await identities()).toBe(before);
    expect(await bank.ctx.mailbox.list('markup@text-rules.test')).toEqual([]);

    const taken = await signUp('yamada@text-rules.test', '  Zoë   Ana ', ' 山田  Łukasz ');
    expect(taken.status).toBe(200);
    const row = await bank.ctx.db
      .selectFrom('identity_users')
      .select(['given_name', 'family_name'])
      .where('email', '=', 'yamada@text-rules.test')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ given_name: 'Zoë Ana', family_name: '山田 Łukasz' });
  });
});
