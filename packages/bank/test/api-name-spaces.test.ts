import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkRecipient } from '../src/modules/transfers/external';
import { callApi, provisionCaller, suiteCustomers, type Caller } from './api-support';
import { engine, engineUnavailable, startTestBank, type TestBank } from './harness';

// Issue 42: names are kept with one space between words — "Acme   Ltd" is saved as "Acme Ltd" — wherever the bank
// saves a company's or a person's name: the onboarding business records (the business name and its directors,
// saved as a draft or submitted), a beneficiary's name (added or renamed) and an external recipient's names.

let bank: TestBank;
const customers = suiteCustomers(() => bank, 'name-spaces.test');
const { emails, call } = customers;

const records = (overrides: Record<string, unknown> = {}) => ({
  businessName: '  Acme \t  Widgets   Ltd ',
  businessWebsite: '',
  businessRegistrationNumber: '',
  businessDateOfIncorporation: '',
  businessCountryCode: '',
  businessEntity: '',
  businessMonthlyTransferVolume: '',
  businessMonthlyPaymentNumber: '',
  businessMaximumSinglePayment: '',
  businessDirectors: [{ firstName: 'Ada   Mary', lastName: ' Byron  King ', email: '' }],
  submit: false,
  ...overrides,
});

describe.skipIf(engineUnavailable)(`names keep one space between words (${engine})`, () => {
  let owner: Caller;
  beforeAll(async () => {
    bank = await startTestBank();
    owner = await provisionCaller(bank, {
      email: 'business@name-spaces.test',
      firstName: 'Grace',
      lastName: 'Hopper',
    });
    await customers.add('ann', 'acme@demo.test');
    await customers.add('bob', 'acme@demo.test');
  }, 120_000);
  afterAll(async () => {
    await bank?.close();
  });

  it('saves a draft of the business records with the names normalised', async () => {
    const saved = await callApi(bank, owner, 'POST', '/user/registration', {
      userType: 'BUSINESS',
      businessRecords: records(),
    });
    expect(saved.status).toBe(200);
    expect(saved.body.userRegistrationData).toMatchObject({
      businessName: 'Acme Widgets Ltd',
      businessDirectors: [{ firstName: 'Ada Mary', lastName: 'Byron King', email: '' }],
    });
    const read = await callApi(bank, owner, 'GET', '/user/registration');
    expect(read.body.userRegistrationData.businessName).toBe('Acme Widgets Ltd');
  });

  it("adds and renames a beneficiary with its name's inner spaces collapsed", async () => {
    const added = await call('ann', 'POST', '/beneficiary/add', {
      name: '  Bob    the  Builder ',
      email: emails.bob,
    });
    expect(added.status).toBe(200);
    expect(added.body.beneficiaryName).toBe('Bob the Builder');
    const id = added.body.id as string;
    const list = async () =>
      (
        (await call('ann', 'GET', '/beneficiary')).body as { id: string; beneficiaryName: string }[]
      ).find((b) => b.id === id)?.beneficiaryName;
    expect(await list()).toBe('Bob the Builder');
    const renamed = await call('ann', 'PUT', '/beneficiary/update', {
      id,
      type: 'INTERNAL',
      beneficiaryName: 'Bob \t  Builder   Ltd',
    });
    expect(renamed.status).toBe(200);
    expect(await list()).toBe('Bob Builder Ltd');
  });

  it("keeps an external recipient's names with one space between words", () => {
    const address = {
      address1: '1 Main Street',
      postcode: '10001',
      city: 'New York',
      state: 'NY',
      country: 'US',
    };
    expect(
      checkRecipient('CORPORATE', { ...address, corporateName: 'Acme    Corp   Inc' }),
    ).toMatchObject({
      corporateName: 'Acme Corp Inc',
    });
    expect(
      checkRecipient('INDIVIDUAL', {
        ...address,
        firstname: 'Mary   Jane',
        lastname: 'Van   Dyke',
      }),
    ).toMatchObject({ firstname: 'Mary Jane', lastname: 'Van Dyke' });
  });
});
