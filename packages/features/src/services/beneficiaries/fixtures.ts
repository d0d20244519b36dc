import { TRANSFER_MESSAGES, type Beneficiary, type TransportRequest } from '@axia/core';

// Sample beneficiaries and a fake bank for /Beneficiaries' stories and tests: one of each kind, a member no longer
// active ('Action Required'), and the beneficiary calls answering from an in-memory list as the bank would.

const at = '2026-03-02T09:30:00.000Z';

export const acme: Beneficiary = {
  id: 'ben-acme',
  type: 'INTERNAL',
  beneficiaryName: 'Acme Trading',
  beneficiaryEmail: 'acme@demo.test',
  beneficiaryUserId: 'user-acme',
  status: 'active',
  extraData: null,
  createdAt: at,
  updatedAt: at,
};

export const grace: Beneficiary = {
  ...acme,
  id: 'ben-grace',
  beneficiaryName: 'Grace Hopper',
  beneficiaryEmail: 'grace@demo.test',
  beneficiaryUserId: 'user-grace',
  status: 'inactive',
};

export const wireRecipient: Beneficiary = {
  ...acme,
  id: 'ben-wire',
  type: 'WIRE_TRANSFER',
  beneficiaryName: 'Landlord (Chase)',
  beneficiaryEmail: null,
  beneficiaryUserId: null,
  extraData: {
    currency: 'USD',
    beneficiaryBankName: 'Chase Bank',
    beneficiaryBankAddress: '270 Park Avenue, New York',
    beneficiaryBankSwiftOrABA: 'CHASUS33',
    beneficiaryName: 'Jane Landlord',
    beneficiaryAddress: '1 Main Street, New York',
    beneficiaryIBAN: '000123456789',
  },
};

const walletRecipient: Beneficiary = {
  ...acme,
  id: 'ben-wallet',
  type: 'EXTERNAL_WALLET_TRANSFER_CORPORATE',
  beneficiaryName: 'Northwind Ltd',
  beneficiaryEmail: null,
  beneficiaryUserId: null,
  extraData: { corporateName: 'Northwind Ltd', city: 'London', country: 'GB' },
};

export const sampleBeneficiaries: readonly Beneficiary[] = [
  acme,
  grace,
  wireRecipient,
  walletRecipient,
];

/** The members the fake bank knows (email → name of the user). */
const MEMBERS: Record<string, string> = {
  'acme@demo.test': 'user-acme',
  'grace@demo.test': 'user-grace',
  'bob@demo.test': 'user-bob',
};

/** A call's failure as the call layer rejects it (the server's message). */
export const bankError = (message: string) =>
  Object.assign(new Error(message), { response: { status: 400, data: { message } } });

/**
 * The beneficiary calls over an in-memory copy of `initial`: add (a member's email only, else the bank's 'No member
 * has this email address'), update (the name), remove. `log` records each call's body or id.
 */
export function beneficiaryResponses(
  initial: readonly Beneficiary[] = sampleBeneficiaries,
  log: { operation: string; body: unknown }[] = [],
) {
  let list = [...initial];
  let next = 1;
  const record = (request: TransportRequest) =>
    log.push({ operation: request.operation, body: request.body ?? request.path });
  return {
    getBeneficiaries: () => list,
    addBeneficiary: (request: TransportRequest) => {
      record(request);
      const body = request.body as { name: string; email: string };
      const userId = MEMBERS[body.email.toLowerCase()];
      if (!userId) throw bankError(TRANSFER_MESSAGES.noMember);
      const added: Beneficiary = {
        ...acme,
        id: `ben-new-${next++}`,
        beneficiaryName: body.name,
        beneficiaryEmail: body.email.toLowerCase(),
        beneficiaryUserId: userId,
      };
      list = [...list, added];
      return added;
    },
    updateBeneficiary: (request: TransportRequest) => {
      record(request);
      const body = request.body as { id: string; beneficiaryName: string };
      const found = list.find((b) => b.id === body.id);
      if (!found) throw bankError('Beneficiary not found');
      const updated = { ...found, beneficiaryName: body.beneficiaryName };
      list = list.map((b) => (b.id === body.id ? updated : b));
      return updated;
    },
    removeBeneficiary: (request: TransportRequest) => {
      record(request);
      const id = decodeURIComponent(request.path.split('/').pop() ?? '');
      if (!list.some((b) => b.id === id)) throw bankError('Beneficiary not found');
      list = list.filter((b) => b.id !== id);
      return { statusCode: 200, message: 'OK' };
    },
  };
}
