import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  contract,
  createBankClient,
  createContractClient,
  fillPath,
  staffContract,
  type StaffOperation,
  OPERATIONS,
  registrationBodySchema,
  type TransportRequest,
} from './index';

describe('contract', () => {
  it('has exactly the operations the zod-free list names, in its order', () => {
    expect(Object.keys(contract)).toEqual([...OPERATIONS]);
  });

  it('has one entry per foundation call of seed 000 §7 with unique method + path', () => {
    const keys = Object.values(contract).map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(
      expect.arrayContaining([
        'GET /bankSettings',
        'GET /user',
        'POST /user',
        'GET /user/spendable',
        'GET /user/totalAsset',
        'POST /user/agreeUserConsent',
        'POST /user/pep/registration',
        'GET /termsConditions',
        'POST /notification/login',
        'GET /user/registration',
        'POST /user/registration',
        'GET /user/registration/businessEntities',
        'POST /user/registration/document',
        'GET /user/registration/document/:documentType',
        'POST /user/kyc/session',
        'GET /utils/getTaxIdExemptCountries',
        'GET /account',
        'GET /account/overview',
        'GET /currency/conversionRate',
        'GET /statusPage/:pageId',
      ]),
    );
  });
});

describe('POST /user/registration body', () => {
  it.each([
    [{ pepStatus: 'NONE' }, true],
    [{ userType: 'INDIVIDUAL' }, true],
    [{ taxId: { taxId: '1', taxIdCountryCode: 'US', submit: false } }, true],
    [{ userType: 'BUSINESS', businessAddress: undefined }, true],
    [{}, false],
    [{ pepStatus: 'NONE', userType: 'INDIVIDUAL' }, false],
    [{ userType: 'UNKNOWN' }, false],
    [{ pepStatus: 'MAYBE' }, false],
    [{ pepStatus: 'NONE', extra: 1 }, false],
  ])('%j valid: %s', (body, ok) => {
    expect(registrationBodySchema.safeParse(body).success).toBe(ok);
  });

  it('needs userType BUSINESS with business records', () => {
    const records = {
      businessName: 'Acme',
      businessWebsite: '',
      businessRegistrationNumber: '',
      businessDateOfIncorporation: '',
      businessCountryCode: '',
      businessEntity: '',
      businessMonthlyTransferVolume: '',
      businessMonthlyPaymentNumber: '',
      businessMaximumSinglePayment: '',
      businessDirectors: [],
      submit: false,
    };
    expect(registrationBodySchema.safeParse({ businessRecords: records }).success).toBe(false);
    expect(
      registrationBodySchema.safeParse({ userType: 'BUSINESS', businessRecords: records }).success,
    ).toBe(true);
  });
});

describe('client', () => {
  it('fills path params safely', () => {
    expect(fillPath('/statusPage/:pageId', { pageId: 'a/b' })).toBe('/statusPage/a%2Fb');
    expect(() => fillPath('/statusPage/:pageId', {})).toThrow('Missing path parameter pageId');
  });

  it('sends each call through the transport with its method, path, query and body', async () => {
    const sent: TransportRequest[] = [];
    const client = createBankClient(async (request) => {
      sent.push(request);
      return { conversionRate: '0.5' };
    });
    const rate = await client.getConversionRate({
      query: { fromCurrency: 'AXC', toCurrency: 'USD' },
    });
    expectTypeOf(rate.conversionRate).toEqualTypeOf<string>();
    await client.updateRegistration({ body: { pepStatus: 'PEP' } });
    await client.getStatusPage({ params: { pageId: 'main' } });
    expect(sent.map(({ method, path, query, body }) => ({ method, path, query, body }))).toEqual([
      {
        method: 'GET',
        path: '/currency/conversionRate',
        query: { fromCurrency: 'AXC', toCurrency: 'USD' },
        body: undefined,
      },
      { method: 'POST', path: '/user/registration', query: undefined, body: { pepStatus: 'PEP' } },
      { method: 'GET', path: '/statusPage/main', query: undefined, body: undefined },
    ]);
  });

  it('builds a client of another contract (the staff API) the same way', async () => {
    const sent: TransportRequest<StaffOperation>[] = [];
    const staff = createContractClient(staffContract, async (request) => {
      sent.push(request);
      return { items: [] };
    });
    const found = await staff.staffFindCustomers({ query: { q: 'ada@demo.test' } });
    expectTypeOf(found.items).toBeArray();
    await staff.staffReceiveWire({ params: { transactionId: 't 1' }, body: { reason: 'Arrived' } });
    expect(sent.map(({ operation, method, path }) => ({ operation, method, path }))).toEqual([
      { operation: 'staffFindCustomers', method: 'GET', path: '/staff/customers' },
      { operation: 'staffReceiveWire', method: 'POST', path: '/staff/wires/t%201/receive' },
    ]);
  });
});
