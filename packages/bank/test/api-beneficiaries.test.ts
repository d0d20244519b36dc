import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, suiteCustomers } from './api-support';
import { engine, engineUnavailable, startTestBank, type TestBank } from './harness';
import { staffCustomerAction } from './staff-support';

// Seed 001 §2 'Beneficiaries', §3 'Beneficiary', 'Wire beneficiary', §5, §7, §8: the beneficiary calls — a member
// as a recipient (INTERNAL), wire beneficiaries, the list, updates and removal — each the caller's own (another
// customer's answers 404), with the spec's messages.

let bank: TestBank;
const customers = suiteCustomers(() => bank, 'beneficiaries.test');
const { callers, emails, call } = customers;
const customer = customers.add;

const add = (who: string, body: unknown) => call(who, 'POST', '/beneficiary/add', body);
const addWire = (who: string, body: unknown) =>
  call(who, 'POST', '/beneficiary/wire-transfer/add', body);
const update = (who: string, body: unknown) => call(who, 'PUT', '/beneficiary/update', body);
const list = (who: string, query = '') => call(who, 'GET', `/beneficiary${query}`);

const wireFields = {
  currency: 'USD',
  alias: '  Landlord  ',
  beneficiaryBankName: 'First Bank',
  beneficiaryBankAddress: '1 Main St, Springfield',
  beneficiaryBankSwiftOrABA: 'FBNKUS33',
  beneficiaryName: 'Jane Landlord',
  beneficiaryAddress: '2 Elm St, Springfield',
  beneficiaryIBAN: '123456789',
  intermediaryBankName: '',
  instructionsAndReference: ' Rent ',
};

describe.skipIf(engineUnavailable)(`beneficiaries API (${engine})`, () => {
  beforeAll(async () => {
    bank = await startTestBank();
    await customer('ann', 'acme@demo.test');
    await customer('bob', 'acme@demo.test');
    await customer('sam', 'suspended@demo.test');
    await customer('nina', 'new@demo.test');
  }, 120_000);
  afterAll(async () => {
    await bank?.close();
  });

  it('adds a member as a recipient, with the spec’s messages for bad input', async () => {
    const res = await add('ann', { name: '  Bob  ', email: ` ${emails.bob!.toUpperCase()} ` });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.any(String),
      type: 'INTERNAL',
      beneficiaryName: 'Bob',
      beneficiaryEmail: emails.bob,
      beneficiaryUserId: callers.bob!.id,
      status: 'active',
      extraData: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const cases: [unknown, number, string][] = [
      [{ name: '   ', email: emails.sam }, 400, 'Please enter a valid name.'],
      [{ email: emails.sam }, 400, 'Please enter a valid name.'],
      [{ name: 'Sam', email: 'not-an-email' }, 400, 'Please enter a valid email.'],
      [{ name: 'Sam', email: '' }, 400, 'Please enter a valid email.'],
      [{ name: 'Nobody', email: 'nobody@nowhere.test' }, 422, 'No member has this email address'],
      // A member who cannot be paid is answered as no member, as a member transfer answers (issue 27 §9): suspended,
      // or registration not complete.
      [{ name: 'Sam', email: emails.sam }, 422, 'No member has this email address'],
      [{ name: 'Nina', email: emails.nina }, 422, 'No member has this email address'],
      [
        { name: 'Me', email: emails.ann },
        400,
        'You cannot send money to yourself; use a transfer between your accounts',
      ],
      [{ name: 'Bob again', email: emails.bob }, 409, 'This recipient already exists'],
    ];
    for (const [body, status, message] of cases) {
      const r = await add('ann', body);
      expect({ body, status: r.status, message: r.body.message }).toEqual({
        body,
        status,
        message,
      });
    }
    // Concurrent adds of one member make one recipient.
    const both = await Promise.all([
      add('bob', { name: 'Ann', email: emails.ann }),
      add('bob', { name: 'Ann', email: emails.ann }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await list('bob', '?type=INTERNAL')).body).toHaveLength(1);
  });

  it('adds a wire beneficiary: fields trimmed, each required one named, USD only', async () => {
    const res = await addWire('ann', wireFields);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      type: 'WIRE_TRANSFER',
      beneficiaryName: 'Landlord',
      beneficiaryEmail: null,
      beneficiaryUserId: null,
      status: 'active',
      extraData: {
        currency: 'USD',
        alias: 'Landlord',
        beneficiaryBankName: 'First Bank',
        beneficiaryIBAN: '123456789',
        instructionsAndReference: 'Rent',
      },
    });
    // A blank optional field is left out.
    expect(res.body.extraData).not.toHaveProperty('intermediaryBankName');
    const required: [string, string][] = [
      ['currency', 'The Beneficiary currency field is required'],
      ['alias', 'The Alias field is required'],
      ['beneficiaryBankName', 'The Beneficiary bank name field is required'],
      ['beneficiaryBankAddress', 'The Bank address field is required'],
      ['beneficiaryBankSwiftOrABA', 'The Bank ABA/SWIFT/BIC field is required'],
      ['beneficiaryName', 'The Beneficiary name field is required'],
      ['beneficiaryAddress', 'The Beneficiary address field is required'],
      ['beneficiaryIBAN', 'The Beneficiary IBAN/account number field is required'],
    ];
    for (const [field, message] of required) {
      for (const value of ['   ', undefined]) {
        const r = await addWire('ann', { ...wireFields, [field]: value });
        expect({ field, status: r.status, message: r.body.message }).toEqual({
          field,
          status: 400,
          message,
        });
      }
    }
    const eur = await addWire('ann', { ...wireFields, currency: 'EUR' });
    expect(eur.status).toBe(400);
    expect(eur.body.message).toBe('A wire recipient can only be in US Dollar (USD)');
  });

  it('lists the caller’s own by name, by type; a member no longer active reads inactive', async () => {
    expect((await addWire('ann', { ...wireFields, alias: 'agent' })).status).toBe(200);
    const all = (await list('ann')).body;
    expect(all.map((b: { beneficiaryName: string }) => b.beneficiaryName)).toEqual([
      'agent',
      'Bob',
      'Landlord',
    ]);
    expect((await list('ann', '?type=INTERNAL')).body).toHaveLength(1);
    expect((await list('ann', '?type=EXTERNAL_WALLET_TRANSFER_CORPORATE')).body).toEqual([]);
    expect((await list('ann', '?type=NOPE')).status).toBe(400);
    // Another customer's are not listed.
    expect((await list('sam')).body).toEqual([]);
    // Bob is suspended: the recipient needs action.
    await staffCustomerAction(bank, callers.bob!.id, 'SUSPEND');
    const [internal] = (await list('ann', '?type=INTERNAL')).body;
    expect(internal.status).toBe('inactive');
    await staffCustomerAction(bank, callers.bob!.id, 'REACTIVATE');
    expect((await list('ann', '?type=INTERNAL')).body[0].status).toBe('active');
  });

  it('updates the caller’s own only; a member’s email is not editable', async () => {
    const [internal] = (await list('ann', '?type=INTERNAL')).body;
    const [, wire] = (await list('ann', '?type=WIRE_TRANSFER')).body;
    expect(wire.beneficiaryName).toBe('Landlord');
    const renamed = await update('ann', {
      id: internal.id,
      type: 'INTERNAL',
      beneficiaryName: '  Bobby ',
      beneficiaryEmail: emails.bob!.toUpperCase(),
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id: internal.id, beneficiaryName: 'Bobby' });
    const cases: [unknown, number, string][] = [
      [
        { id: internal.id, type: 'INTERNAL', beneficiaryName: ' ' },
        400,
        'Please enter a valid name.',
      ],
      [
        {
          id: internal.id,
          type: 'INTERNAL',
          beneficiaryName: 'Bob',
          beneficiaryEmail: emails.sam,
        },
        400,
        'The email of a recipient cannot be changed',
      ],
      [
        { id: internal.id, type: 'WIRE_TRANSFER', beneficiaryName: 'Bob' },
        400,
        'This recipient is not a WIRE_TRANSFER beneficiary (it is INTERNAL)',
      ],
      [
        { id: 'no-such-id', type: 'INTERNAL', beneficiaryName: 'Bob' },
        404,
        'Beneficiary not found',
      ],
      [
        { id: wire.id, type: 'WIRE_TRANSFER', updateData: { ...wireFields, beneficiaryIBAN: '' } },
        400,
        'The Beneficiary IBAN/account number field is required',
      ],
    ];
    for (const [body, status, message] of cases) {
      const r = await update('ann', body);
      expect({ body, status: r.status, message: r.body.message }).toEqual({
        body,
        status,
        message,
      });
    }
    // Another customer's answers like a missing one.
    const foreign = await update('bob', {
      id: internal.id,
      type: 'INTERNAL',
      beneficiaryName: 'X',
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Beneficiary not found');
    // A wire beneficiary: updateData replaces the fields, its alias the name.
    const wired = await update('ann', {
      id: wire.id,
      type: 'WIRE_TRANSFER',
      beneficiaryName: 'ignored',
      updateData: { ...wireFields, alias: ' Old landlord ', beneficiaryIBAN: ' 987654321 ' },
    });
    expect(wired.status).toBe(200);
    expect(wired.body).toMatchObject({
      beneficiaryName: 'Old landlord',
      extraData: { alias: 'Old landlord', beneficiaryIBAN: '987654321' },
    });
    // Without updateData only the name (and the alias) changes.
    const named = await update('ann', {
      id: wire.id,
      type: 'WIRE_TRANSFER',
      beneficiaryName: 'Landlord 2',
    });
    expect(named.body).toMatchObject({
      beneficiaryName: 'Landlord 2',
      extraData: { alias: 'Landlord 2', beneficiaryIBAN: '987654321' },
    });
  });

  it('removes the caller’s own only', async () => {
    const [, wire] = (await list('ann', '?type=WIRE_TRANSFER')).body;
    expect(wire.beneficiaryName).toBe('Landlord 2');
    const foreign = await call('bob', 'DELETE', `/beneficiary/${wire.id}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Beneficiary not found');
    const removed = await call('ann', 'DELETE', `/beneficiary/${wire.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ statusCode: 200, message: 'Recipient has been removed.' });
    expect((await call('ann', 'DELETE', `/beneficiary/${wire.id}`)).status).toBe(404);
    const left = (await list('ann', '?type=WIRE_TRANSFER')).body;
    expect(left.map((b: { beneficiaryName: string }) => b.beneficiaryName)).toEqual(['agent']);
  });

  it('changes need an ACTIVE customer whose registration is complete; reading is open to all', async () => {
    const nina = await add('nina', { name: 'Ann', email: emails.ann });
    expect(nina.status).toBe(403);
    // Reading is open to every signed-in customer.
    expect((await list('nina')).body).toEqual([]);
    // A suspended customer keeps Deposit and Account only (seed 001 §6; issue 27 #10).
    const sam = await add('sam', { name: 'Ann', email: emails.ann });
    expect(sam.body).toEqual({
      statusCode: 403,
      message: 'Your account is suspended, so this action is not available.',
    });
    expect((await list('sam')).status).toBe(200);
    expect((await callApi(bank, null, 'GET', '/beneficiary')).status).toBe(401);
  });
});
