import type {
  StaffCardItem,
  StaffCustomer,
  StaffCustomerRef,
  StaffDocument,
  StaffGiftCardItem,
  StaffMe,
  StaffMoneyItem,
  StaffProposal,
  StaffRegistration,
  StaffRole,
  StaffSettings,
  StaffAuditEntry,
} from '@axia/core';

// Sample staff API answers for stories and tests (shaped by the contract's schemas).

export const staffMe = (roles: StaffRole[], email = 'olivia.operator@axia.test'): StaffMe => ({
  sub: `sub-${email}`,
  email,
  name: email.split('@')[0] ?? email,
  roles,
  approvalThresholdUsd: '10000.00',
});

export const ada: StaffCustomerRef = {
  userId: 'u-ada',
  email: 'ada@demo.test',
  name: 'Ada Lovelace',
  userType: 'INDIVIDUAL',
  status: 'ACTIVE',
};

export const acme: StaffCustomerRef = {
  userId: 'u-acme',
  email: 'finance@acme.test',
  name: 'Acme Ltd',
  userType: 'BUSINESS',
  status: 'ACTIVE',
};

export const registrations: StaffRegistration[] = [
  {
    customer: acme,
    createdAt: '2026-11-30T09:15:00.000Z',
    checks: {
      kycStatus: 'SUBMITTED',
      taxIdStatus: 'COMPLETED',
      businessRecordsStatus: 'SUBMITTED',
      businessAddressStatus: 'INCOMPLETE',
    },
    complete: false,
  },
];

export const documents: StaffDocument[] = [
  {
    requestId: 'd-1',
    customer: ada,
    type: 'PROOF_OF_ADDRESS',
    status: 'SUBMITTED',
    submittedAt: '2026-12-01T10:00:00.000Z',
    files: [{ id: 'f-1', name: 'utility-bill.pdf', size: 48_213 }],
    rejectionReason: null,
  },
];

export const wire = (overrides: Partial<StaffMoneyItem> = {}): StaffMoneyItem => ({
  transactionId: 't-wire-1',
  publicId: 'AX-1001',
  customer: ada,
  type: 'WIRE_DEPOSIT',
  title: 'Wire deposit',
  amount: '25000.00',
  currency: 'USD',
  amountUsd: '25000.00',
  fee: '15.00',
  createdAt: '2026-12-01T08:30:00.000Z',
  details: [
    { label: 'Reference', value: 'AXIA-ADA-7F3K' },
    { label: 'Sender bank', value: 'First Example Bank' },
  ],
  proposalId: null,
  ...overrides,
});

export const heldTransfer: StaffMoneyItem = wire({
  transactionId: 't-held-1',
  publicId: 'AX-2002',
  type: 'EXTERNAL_TRANSFER',
  title: 'Transfer to Bob',
  amount: '1234.5',
  currency: 'EUR',
  amountUsd: '1333.26',
  fee: null,
  details: [{ label: 'Recipient', value: 'Bob Example, DE89 3704 0044 0532 0130 00' }],
});

export const cards: StaffCardItem[] = [
  {
    cardId: 'c-1',
    customer: ada,
    kind: 'ORDER',
    status: 'INACTIVE',
    cardType: 'PHYSICAL',
    last4: null,
    fullKyc: false,
    since: '2026-11-28T12:00:00.000Z',
  },
  {
    cardId: 'c-2',
    customer: acme,
    kind: 'EXCEPTION',
    status: 'LOST',
    cardType: 'VIRTUAL',
    last4: '4242',
    fullKyc: true,
    since: '2026-11-29T12:00:00.000Z',
  },
];

export const giftCards: StaffGiftCardItem[] = [
  {
    orderId: 'g-1',
    customer: ada,
    brand: 'Books & Co',
    amount: '50.00',
    currency: 'USD',
    reason: 'The vendor is out of stock.',
    refunded: true,
    failedAt: '2026-11-30T16:45:00.000Z',
  },
];

export const proposal = (overrides: Partial<StaffProposal> = {}): StaffProposal => ({
  id: 'p-1',
  kind: 'WIRE_RECEIVED',
  status: 'PROPOSED',
  customer: ada,
  subjectId: 't-wire-1',
  summary: 'Wire deposit AX-1001',
  amount: '25000.00',
  currency: 'USD',
  amountUsd: '25000.00',
  proposedBy: 'olivia.operator@axia.test',
  proposedAt: '2026-12-01T09:00:00.000Z',
  reason: 'Seen on the bank statement of 1 Dec',
  decidedBy: null,
  decidedAt: null,
  decisionReason: null,
  ...overrides,
});

export const customer: StaffCustomer = {
  customer: ada,
  publicId: 'ADA-0001',
  phone: '+1 555 0100',
  country: 'US',
  createdAt: '2026-01-15T10:00:00.000Z',
  statusReason: null,
  checks: {
    kycStatus: 'COMPLETED',
    taxIdStatus: 'COMPLETED',
    businessRecordsStatus: 'INCOMPLETE',
    businessAddressStatus: 'INCOMPLETE',
  },
  accounts: [
    { id: 'a-usd', currency: 'USD', balance: '1520.75', status: 'ACTIVE' },
    { id: 'a-axc', currency: 'AXC', balance: '12.123456', status: 'ACTIVE' },
  ],
  transactions: [
    {
      id: 't-1',
      publicId: 'AX-0900',
      type: 'WIRE_DEPOSIT',
      status: 'COMPLETED',
      title: 'Wire deposit',
      amount: '1000.00',
      currency: 'USD',
      createdAt: '2026-11-20T10:00:00.000Z',
    },
  ],
  documents: [],
  cards: [],
  stakings: [
    {
      id: 's-1',
      product: 'AXC 30 days',
      amount: '10.00000',
      status: 'ACTIVE',
      createdAt: '2026-11-01T10:00:00.000Z',
    },
  ],
};

export const settings: StaffSettings = {
  maintenance: false,
  banner: {
    enabled: true,
    header: 'Holiday hours',
    body: 'Wires sent on 25 Dec arrive on 27 Dec.',
  },
  serviceStatuses: [
    { name: 'Wires', description: 'Incoming and outgoing wires', status: 'operational' },
    { name: 'Cards', description: '', status: 'partial_outage' },
  ],
  ratesSource: {
    updatedAt: '2026-12-02T08:00:00.000Z',
    rates: { 'AXC/USD': '0.51234', 'EUR/USD': '1.08' },
  },
  rateLimits: [
    { name: 'sign-in', limit: 10, windowSeconds: 60, lifted: false },
    { name: 'transfers', limit: 30, windowSeconds: 3600, lifted: true },
  ],
};

export const auditEntry = (index: number): StaffAuditEntry => ({
  id: `e-${index}`,
  at: '2026-12-01T09:00:00.000Z',
  staffSub: 'sub-1',
  staffEmail: 'olivia.operator@axia.test',
  roles: ['operator'],
  ip: '203.0.113.7',
  action: 'WIRE_RECEIVED_PROPOSED',
  subjectType: 'transaction',
  subjectId: `t-${index}`,
  userId: 'u-ada',
  before: { status: 'PENDING' },
  after: { proposal: 'p-1' },
  reason: 'Seen on the bank statement of 1 Dec',
});
