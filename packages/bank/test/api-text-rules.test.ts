import {
  contract,
  normalizeText,
  plainTextFields,
  plainTextProblem,
  type ContractEntry,
} from '@axia/core';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerCounts, suiteCustomers } from './api-support';
import { engine, engineUnavailable, startTestBank, type TestBank } from './harness';
import { CLIENT_ID, cognito, confirmedIdentity, lastCode, rawSignUp } from './identity-support';

// Issue 27 finding 14: the names and memos another customer sees follow seed 000 §5's text helper on the bank too
// (core's plainText): letters of any script, digits and spaces; trimmed, repeated spaces collapsed; bounded.

let bank: TestBank;
const customers = suiteCustomers(() => bank, 'text-rules.test');

type Request = { method: string; path: string; body: (text: string) => unknown };

/**
 * A request of each plainText field of the contract carrying `text` in it, keyed `<call> <field path>`. The first
 * test finds every such field by walking the contract's schemas (core's plainTextFields registry): a new one fails
 * until its row is here.
 */
const FIELDS: Record<string, Request> = {
  'addBeneficiary name': {
    method: 'POST',
    path: '/beneficiary/add',
    body: (name) => ({ name, email: customers.emails.bob }),
  },
  'addWireBeneficiary alias': {
    method: 'POST',
    path: '/beneficiary/wire-transfer/add',
    body: (alias) => ({ ...WIRE_BENEFICIARY, alias }),
  },
  'updateBeneficiary beneficiaryName': {
    method: 'PUT',
    path: '/beneficiary/update',
    body: (beneficiaryName) => ({ id: 'b1', beneficiaryName, type: 'INTERNAL' }),
  },
  'updateBeneficiary updateData.alias': {
    method: 'PUT',
    path: '/beneficiary/update',
    body: (alias) => ({
      id: 'w1',
      beneficiaryName: 'Grace',
      type: 'WIRE_TRANSFER',
      updateData: { ...WIRE_BENEFICIARY, alias },
    }),
  },
  'transferBetweenMembers userMemo': {
    method: 'POST',
    path: '/transfer/between-members/send',
    body: (userMemo) => ({
      fromAccountId: customers.accounts.ada!.USD,
      amount: '1',
      currency: 'USD',
      beneficiaryEmail: customers.emails.bob,
      userMemo,
    }),
  },
  'wireTransfer userMemo': {
    method: 'POST',
    path: '/transfer/wire-transfer',
    body: (userMemo) => ({
      accountId: customers.accounts.ada!.USD,
      beneficiaryId: 'w1',
      amount: '100',
      userMemo,
    }),
  },
};

const WIRE_BENEFICIARY = {
  currency: 'USD',
  beneficiaryBankName: 'First Bank',
  beneficiaryBankAddress: '1 Bank Street',
  beneficiaryBankSwiftOrABA: '026009593',
  beneficiaryName: 'Grace Hopper',
  beneficiaryAddress: '2 Main Street',
  beneficiaryIBAN: '123456789',
};

/** The plainText fields of a schema, however deep (objects, optionals, defaults, unions, pipes, arrays). */
function plainTextKeys(
  schema: z.ZodType | undefined,
  found: Map<string, { name: string; max: number }>,
  path: string[] = [],
  depth = 0,
) {
  if (!schema || depth > 12) return found;
  const rule = plainTextFields.get(schema);
  if (rule) return found.set(path.join('.'), rule);
  // zod 4's definition: shape, innerType, in/out, element, options.
  const def = (schema as unknown as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
  if (!def) return found;
  for (const [key, value] of Object.entries((def.shape as Record<string, z.ZodType>) ?? {}))
    plainTextKeys(value, found, [...path, key], depth + 1);
  for (const part of ['innerType', 'in', 'out', 'element', 'left', 'right', 'valueType'])
    plainTextKeys(def[part] as z.ZodType | undefined, found, path, depth + 1);
  for (const option of (def.options as z.ZodType[] | undefined) ?? [])
    plainTextKeys(option, found, path, depth + 1);
  return found;
}

/** Every plainText field of every contract call, keyed as FIELDS is. */
const CONTRACT_FIELDS = new Map<string, { name: string; max: number; path: string }>();
for (const [call, entry] of Object.entries(contract) as [string, ContractEntry][])
  for (const part of [entry.params, entry.query, entry.body, entry.multipart])
    for (const [path, rule] of plainTextKeys(part, new Map()))
      CONTRACT_FIELDS.set(`${call} ${path}`, { ...rule, path });

const REFUSED: [string, string][] = [
  ['markup', '<img src=x onerror=alert(1)>'],
  ['punctuation', 'Pay me at evil.example!'],
  ['2,048 characters', 'a'.repeat(2048)],
];

/** What the bank answers for `text` in the field: the rule's message, after its path (http/errors.ts zodMessage). */
function expectedMessage(field: { name: string; max: number; path: string }, text: string) {
  const problem = plainTextProblem(field.name, normalizeText(text), field.max)!;
  return problem.startsWith(field.path) ? problem : `${field.path}: ${problem}`;
}

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

  it('has a row for every plainText field of the contract', () => {
    expect(Object.keys(FIELDS).sort()).toEqual([...CONTRACT_FIELDS.keys()].sort());
  });

  for (const [field, { method, path, body }] of Object.entries(FIELDS)) {
    it.each(REFUSED)(`${field} refuses %s with 400 and changes nothing`, async (_label, text) => {
      const rule = CONTRACT_FIELDS.get(field);
      expect(rule, `${field} is a plainText field of the contract`).toBeDefined();
      const before = await state();
      const res = await customers.call('ada', method, path, body(text), {
        'idempotency-key': crypto.randomUUID(),
      });
      expect({ status: res.status, message: res.body.message }).toEqual({
        status: 400,
        message: expectedMessage(rule!, text),
      });
      expect(await state()).toEqual(before);
    });
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
        "First name may contain only letters, digits, spaces, hyphens (-), apostrophes (') and full stops (.)",
      ],
      [
        'Ada',
        'Love<b>lace</b>',
        "Last name may contain only letters, digits, spaces, hyphens (-), apostrophes (') and full stops (.)",
      ],
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
    ).rejects.toThrow(
      "First name may contain only letters, digits, spaces, hyphens (-), apostrophes (') and full stops (.)",
    );
    expect(await identities()).toBe(before);
    expect(await bank.ctx.mailbox.list('markup@text-rules.test')).toEqual([]);

    // People's names as they are written (issue 42): hyphens, apostrophes, combining marks, kept composed (NFC).
    for (const [email, given, family, stored] of [
      ['mary-jane@text-rules.test', 'Mary-Jane', "O'Connor", ['Mary-Jane', "O'Connor"]],
      ['zoe@text-rules.test', 'Zoe\u0308', 'தமிழ்செல்வி', ['Zo\u00eb', 'தமிழ்செல்வி']],
    ] as const) {
      expect((await signUp(email, given, family)).status).toBe(200);
      const names = await bank.ctx.db
        .selectFrom('identity_users')
        .select(['given_name', 'family_name'])
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      expect([names.given_name, names.family_name]).toEqual(stored);
    }

    const taken = await signUp('yamada@text-rules.test', '  Zoë   Ana ', ' 山田  Łukasz ');
    expect(taken.status).toBe(200);
    const row = await bank.ctx.db
      .selectFrom('identity_users')
      .select(['given_name', 'family_name'])
      .where('email', '=', 'yamada@text-rules.test')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ given_name: 'Zoë Ana', family_name: '山田 Łukasz' });
    // The customer opened on confirmation carries them as stored: what a recipient reads as "From".
    const confirmed = await cognito(bank, 'ConfirmSignUp', {
      ClientId: CLIENT_ID,
      Username: 'yamada@text-rules.test',
      ConfirmationCode: await lastCode(bank, 'yamada@text-rules.test'),
    });
    expect(confirmed.status).toBe(200);
    expect(
      await bank.ctx.db
        .selectFrom('users')
        .select(['first_name', 'last_name'])
        .where('email', '=', 'yamada@text-rules.test')
        .execute(),
    ).toEqual([{ first_name: 'Zoë Ana', last_name: '山田 Łukasz' }]);
  });
});
