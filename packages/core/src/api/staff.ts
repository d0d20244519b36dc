import { z } from 'zod';
import { CURRENCIES } from '../domain/account';
import { USER_STATUSES, USER_TYPES, VERIFICATION_STATUSES } from '../domain/user';
import { DOCUMENT_REQUEST_STATUSES } from '../domain/document';
import { CARD_STATUSES } from '../domain/card';
import { SERVICE_STATUSES } from '../domain/settings';
import type { ContractEntry } from './contract';

// The staff API (issue 41): what the bank's own people do — the back office's queues and decisions, customer lookup,
// the bank's settings and the audit trail — for staff signed in as themselves through the same identity provider as
// customers, their role named by the ID token's `cognito:groups`. Every path is under /api/staff; a customer's token
// never reaches one (403), a staff token never a customer's call (403). Every act is on the audit trail, written in
// the same transaction as its change; a credit or release of money above the approval threshold is a proposal that a
// second person, an approver, must approve.

/** Staff roles, least to most: a viewer reads; an operator also acts and proposes; an approver also decides proposals. */
export const STAFF_ROLES = ['viewer', 'operator', 'approver'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The identity provider's group (`cognito:groups`) that gives each role. */
export const STAFF_GROUPS: Readonly<Record<StaffRole, string>> = {
  viewer: 'axia-staff-viewer',
  operator: 'axia-staff-operator',
  approver: 'axia-staff-approver',
};

/** Whether `roles` include `role` or one above it (an approver may do what an operator may, and so on). */
export function staffMay(roles: readonly StaffRole[], role: StaffRole): boolean {
  const needed = STAFF_ROLES.indexOf(role);
  return roles.some((r) => STAFF_ROLES.indexOf(r) >= needed);
}

/** The roles the groups of an ID token give (unknown groups ignored). */
export function staffRolesOf(groups: unknown): StaffRole[] {
  if (!Array.isArray(groups)) return [];
  return STAFF_ROLES.filter((role) => groups.includes(STAFF_GROUPS[role]));
}

const id = z.string().trim().min(1).max(64);
const isoDate = z.string();
const decimal = z.string();
/** The reason a staff member gives for an act: on the audit trail, and shown to the customer where the spec shows one. */
export const staffReasonSchema = z
  .string()
  .trim()
  .min(3, 'Give a reason (at least 3 characters)')
  .max(500);

export const staffMeSchema = z.object({
  sub: z.string(),
  email: z.string(),
  name: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
  /** A credit or release of money above this many USD needs a second person's approval. */
  approvalThresholdUsd: decimal,
});
export type StaffMe = z.infer<typeof staffMeSchema>;

export const STAFF_QUEUES = [
  'registrations',
  'documents',
  'wires',
  'heldTransfers',
  'cards',
  'giftCards',
  'proposals',
] as const;
export type StaffQueue = (typeof STAFF_QUEUES)[number];
export const staffQueueCountsSchema = z.object(
  Object.fromEntries(STAFF_QUEUES.map((q) => [q, z.number().int()])) as Record<
    StaffQueue,
    z.ZodNumber
  >,
);

/** Who an item belongs to, as every queue row and lookup result names them. */
export const staffCustomerRefSchema = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  userType: z.enum(USER_TYPES),
  status: z.enum(USER_STATUSES),
});
export type StaffCustomerRef = z.infer<typeof staffCustomerRefSchema>;

export const REGISTRATION_CHECKS = [
  'kycStatus',
  'taxIdStatus',
  'businessRecordsStatus',
  'businessAddressStatus',
] as const;
export type RegistrationCheck = (typeof REGISTRATION_CHECKS)[number];

export const staffRegistrationSchema = z.object({
  customer: staffCustomerRefSchema,
  createdAt: isoDate,
  checks: z.object(
    Object.fromEntries(
      REGISTRATION_CHECKS.map((c) => [c, z.enum(VERIFICATION_STATUSES)]),
    ) as Record<RegistrationCheck, z.ZodEnum<{ [K in (typeof VERIFICATION_STATUSES)[number]]: K }>>,
  ),
  /** Whether every check the customer's type needs is complete (the customer may bank). */
  complete: z.boolean(),
});
export type StaffRegistration = z.infer<typeof staffRegistrationSchema>;

export const staffDocumentSchema = z.object({
  requestId: z.string(),
  customer: staffCustomerRefSchema,
  type: z.string(),
  status: z.enum(DOCUMENT_REQUEST_STATUSES),
  submittedAt: isoDate.nullable(),
  files: z.array(z.object({ id: z.string(), name: z.string(), size: z.number().int() })),
  rejectionReason: z.string().nullable(),
});
export type StaffDocument = z.infer<typeof staffDocumentSchema>;

/** A movement of money a queue shows: a wire deposit awaiting receipt, a transfer held for review. */
export const staffMoneyItemSchema = z.object({
  transactionId: z.string(),
  publicId: z.string(),
  customer: staffCustomerRefSchema,
  type: z.string(),
  title: z.string(),
  amount: decimal,
  currency: z.enum(CURRENCIES),
  /** The amount in USD at today's rate, which the approval threshold is measured against. */
  amountUsd: decimal,
  fee: decimal.nullable(),
  createdAt: isoDate,
  /** What the customer gave about the other side (recipient, address, reference), as label → value. */
  details: z.array(z.object({ label: z.string(), value: z.string() })),
  /** The open proposal on this item, if one waits for approval. */
  proposalId: z.string().nullable(),
});
export type StaffMoneyItem = z.infer<typeof staffMoneyItemSchema>;

export const staffCardItemSchema = z.object({
  cardId: z.string(),
  customer: staffCustomerRefSchema,
  /** ORDER: a physical card ordered and not yet activated; EXCEPTION: a card suspended, lost or stolen. */
  kind: z.enum(['ORDER', 'EXCEPTION']),
  status: z.enum(CARD_STATUSES),
  cardType: z.string(),
  last4: z.string().nullable(),
  fullKyc: z.boolean(),
  since: isoDate,
});
export type StaffCardItem = z.infer<typeof staffCardItemSchema>;

export const staffGiftCardItemSchema = z.object({
  orderId: z.string(),
  customer: staffCustomerRefSchema,
  brand: z.string(),
  amount: decimal,
  currency: z.string(),
  reason: z.string().nullable(),
  refunded: z.boolean(),
  failedAt: isoDate,
});
export type StaffGiftCardItem = z.infer<typeof staffGiftCardItemSchema>;

export const PROPOSAL_KINDS = ['WIRE_RECEIVED', 'TRANSFER_RELEASE', 'ADJUSTMENT'] as const;
export type ProposalKind = (typeof PROPOSAL_KINDS)[number];
export const PROPOSAL_STATUSES = ['PROPOSED', 'APPROVED', 'REJECTED'] as const;

export const staffProposalSchema = z.object({
  id: z.string(),
  kind: z.enum(PROPOSAL_KINDS),
  status: z.enum(PROPOSAL_STATUSES),
  customer: staffCustomerRefSchema,
  /** The transaction it acts on (a wire deposit, a held transfer), or the account of an adjustment. */
  subjectId: z.string(),
  summary: z.string(),
  amount: decimal,
  currency: z.enum(CURRENCIES),
  amountUsd: decimal,
  /**
   * The proposer's email (the bank's proposed_by_email), as the console shows it. Who may decide is the bank's call,
   * by the staff member's sub, server-side; the console only compares emails to hide the buttons.
   */
  proposedBy: z.string(),
  proposedAt: isoDate,
  reason: z.string(),
  /** The deciding approver's email; null while proposed. */
  decidedBy: z.string().nullable(),
  decidedAt: isoDate.nullable(),
  decisionReason: z.string().nullable(),
});
export type StaffProposal = z.infer<typeof staffProposalSchema>;

/** A decision's outcome: done now, or a proposal waiting for a second person. */
export const staffOutcomeSchema = z.union([
  z.object({ outcome: z.literal('APPLIED') }),
  z.object({ outcome: z.literal('PROPOSED'), proposal: staffProposalSchema }),
]);
export type StaffOutcome = z.infer<typeof staffOutcomeSchema>;

export const staffCustomerSchema = z.object({
  customer: staffCustomerRefSchema,
  publicId: z.string().nullable(),
  phone: z.string().nullable(),
  country: z.string().nullable(),
  createdAt: isoDate,
  statusReason: z.string().nullable(),
  checks: staffRegistrationSchema.shape.checks,
  accounts: z.array(
    z.object({
      id: z.string(),
      currency: z.enum(CURRENCIES),
      balance: decimal,
      status: z.string(),
    }),
  ),
  transactions: z.array(
    z.object({
      id: z.string(),
      publicId: z.string(),
      type: z.string(),
      status: z.string(),
      title: z.string(),
      amount: decimal,
      currency: z.enum(CURRENCIES),
      createdAt: isoDate,
    }),
  ),
  documents: z.array(staffDocumentSchema.omit({ customer: true })),
  cards: z.array(staffCardItemSchema.omit({ customer: true, kind: true })),
  stakings: z.array(
    z.object({
      id: z.string(),
      product: z.string(),
      amount: decimal,
      status: z.string(),
      createdAt: isoDate,
    }),
  ),
});
export type StaffCustomer = z.infer<typeof staffCustomerSchema>;

export const CUSTOMER_ACTIONS = ['SUSPEND', 'REACTIVATE', 'CLOSE'] as const;
export type CustomerAction = (typeof CUSTOMER_ACTIONS)[number];

export const staffSettingsSchema = z.object({
  maintenance: z.boolean(),
  banner: z.object({ enabled: z.boolean(), header: z.string(), body: z.string() }),
  serviceStatuses: z.array(
    z.object({ name: z.string(), description: z.string(), status: z.enum(SERVICE_STATUSES) }),
  ),
  /** The rate source: when the rates last moved. */
  ratesSource: z.object({ updatedAt: isoDate.nullable(), rates: z.record(z.string(), decimal) }),
  /** Each rate limit: its name, its budget per window, and whether it is lifted. */
  rateLimits: z.array(
    z.object({
      name: z.string(),
      limit: z.number().int(),
      windowSeconds: z.number().int(),
      lifted: z.boolean(),
    }),
  ),
});
export type StaffSettings = z.infer<typeof staffSettingsSchema>;

export const staffAuditEntrySchema = z.object({
  id: z.string(),
  at: isoDate,
  staffSub: z.string(),
  staffEmail: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
  ip: z.string(),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string(),
  /** The customer it concerns, if any. */
  userId: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  reason: z.string().nullable(),
});
export type StaffAuditEntry = z.infer<typeof staffAuditEntrySchema>;

export const staffAuditQuerySchema = z.object({
  staff: z.string().trim().max(254).optional(),
  action: z.string().trim().max(100).optional(),
  subject: z.string().trim().max(64).optional(),
  from: z.iso.datetime().optional(),
  to: z.iso.datetime().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(200).default(50),
});

const page = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  });

const decisionBody = z.strictObject({
  decision: z.enum(['APPROVE', 'REJECT']),
  reason: staffReasonSchema,
});
const reasonBody = z.strictObject({ reason: staffReasonSchema });

/** The staff API's calls (paths under /api). Every call needs a staff token; `role` is the least role it needs. */
export const staffContract = {
  staffMe: { method: 'GET', path: '/staff/me', response: staffMeSchema, role: 'viewer' },
  staffQueueCounts: {
    method: 'GET',
    path: '/staff/queues',
    response: staffQueueCountsSchema,
    role: 'viewer',
  },
  staffRegistrations: {
    method: 'GET',
    path: '/staff/queues/registrations',
    response: z.object({ items: z.array(staffRegistrationSchema) }),
    role: 'viewer',
  },
  /**
   * Sets one check of a registration (REJECTED needs the reason the customer reads). With kycStatus COMPLETED the
   * reviewer may give the customer's legal name as read from their identity document (where no identity check's
   * result carries it: an external pool whose tokens hold no names, the KYC provider off); it is stored as that
   * result would store it, as the customer's names. With any other check or status it is refused (400).
   */
  staffSetRegistrationCheck: {
    method: 'POST',
    path: '/staff/registrations/:userId/checks',
    params: z.strictObject({ userId: id }),
    body: z.strictObject({
      check: z.enum(REGISTRATION_CHECKS),
      status: z.enum(['COMPLETED', 'REJECTED']),
      reason: staffReasonSchema,
      legalName: z
        .strictObject({
          firstName: z.string().trim().min(1).max(100),
          lastName: z.string().trim().min(1).max(100),
        })
        .optional(),
    }),
    response: staffRegistrationSchema,
    role: 'operator',
  },
  staffDocuments: {
    method: 'GET',
    path: '/staff/queues/documents',
    response: z.object({ items: z.array(staffDocumentSchema) }),
    role: 'viewer',
  },
  /** A document file as the customer uploaded it (blob). */
  staffDocumentFile: {
    method: 'GET',
    path: '/staff/documents/:requestId/files/:fileId',
    params: z.strictObject({ requestId: id, fileId: id }),
    responseType: 'blob',
    response: z.unknown(),
    role: 'viewer',
  },
  /** Approve or reject a SUBMITTED request; a rejection's reason is what the customer reads. */
  staffReviewDocument: {
    method: 'POST',
    path: '/staff/documents/:requestId/review',
    params: z.strictObject({ requestId: id }),
    body: decisionBody,
    response: staffDocumentSchema,
    role: 'operator',
  },
  staffWires: {
    method: 'GET',
    path: '/staff/queues/wires',
    response: z.object({ items: z.array(staffMoneyItemSchema) }),
    role: 'viewer',
  },
  /** The wire has arrived: credited now, or proposed for approval above the threshold. */
  staffReceiveWire: {
    method: 'POST',
    path: '/staff/wires/:transactionId/receive',
    params: z.strictObject({ transactionId: id }),
    body: reasonBody,
    response: staffOutcomeSchema,
    role: 'operator',
  },
  staffHeldTransfers: {
    method: 'GET',
    path: '/staff/queues/held-transfers',
    response: z.object({ items: z.array(staffMoneyItemSchema) }),
    role: 'viewer',
  },
  /** Release (APPROVE: proposed above the threshold) or reject (refunded at once) a transfer held for review. */
  staffReviewTransfer: {
    method: 'POST',
    path: '/staff/transfers/:transactionId/review',
    params: z.strictObject({ transactionId: id }),
    body: decisionBody,
    response: staffOutcomeSchema,
    role: 'operator',
  },
  staffCards: {
    method: 'GET',
    path: '/staff/queues/cards',
    response: z.object({ items: z.array(staffCardItemSchema) }),
    role: 'viewer',
  },
  /** Marks a card's holder identity as verified (full KYC), as after a reviewed identity document. */
  staffCardKyc: {
    method: 'POST',
    path: '/staff/cards/:cardId/kyc',
    params: z.strictObject({ cardId: id }),
    body: z.strictObject({ fullKyc: z.boolean(), reason: staffReasonSchema }),
    response: staffCardItemSchema,
    role: 'operator',
  },
  staffGiftCards: {
    method: 'GET',
    path: '/staff/queues/gift-cards',
    response: z.object({ items: z.array(staffGiftCardItemSchema) }),
    role: 'viewer',
  },
  staffProposals: {
    method: 'GET',
    path: '/staff/proposals',
    query: z.object({ status: z.enum(PROPOSAL_STATUSES).optional() }),
    response: z.object({ items: z.array(staffProposalSchema) }),
    role: 'viewer',
  },
  /** A second person decides: APPROVE carries the proposal out; never the proposer's own. */
  staffDecideProposal: {
    method: 'POST',
    path: '/staff/proposals/:proposalId/decision',
    params: z.strictObject({ proposalId: id }),
    body: decisionBody,
    response: staffProposalSchema,
    role: 'approver',
  },
  /** A manual credit (positive) or debit (negative) of a customer's account: always a proposal. */
  staffProposeAdjustment: {
    method: 'POST',
    path: '/staff/customers/:userId/adjustments',
    params: z.strictObject({ userId: id }),
    body: z.strictObject({
      currency: z.enum(CURRENCIES),
      amount: z.string().trim().max(50),
      reason: staffReasonSchema,
    }),
    response: staffProposalSchema,
    role: 'operator',
  },
  /** Customers by email, public id, account id or transaction id. */
  staffFindCustomers: {
    method: 'GET',
    path: '/staff/customers',
    query: z.object({ q: z.string().trim().min(1).max(254) }),
    response: z.object({ items: z.array(staffCustomerRefSchema) }),
    role: 'viewer',
  },
  staffCustomer: {
    method: 'GET',
    path: '/staff/customers/:userId',
    params: z.strictObject({ userId: id }),
    response: staffCustomerSchema,
    role: 'viewer',
  },
  /** Suspend, reactivate or close (DEACTIVATED) a customer, with the reason. */
  staffCustomerAction: {
    method: 'POST',
    path: '/staff/customers/:userId/status',
    params: z.strictObject({ userId: id }),
    body: z.strictObject({ action: z.enum(CUSTOMER_ACTIONS), reason: staffReasonSchema }),
    response: staffCustomerRefSchema,
    role: 'operator',
  },
  staffSettings: {
    method: 'GET',
    path: '/staff/settings',
    response: staffSettingsSchema,
    role: 'viewer',
  },
  staffSetMaintenance: {
    method: 'POST',
    path: '/staff/settings/maintenance',
    body: z.strictObject({ on: z.boolean(), reason: staffReasonSchema }),
    response: staffSettingsSchema,
    role: 'operator',
  },
  staffSetBanner: {
    method: 'POST',
    path: '/staff/settings/banner',
    body: z.strictObject({
      enabled: z.boolean(),
      header: z.string().trim().max(200),
      body: z.string().trim().max(2000),
      reason: staffReasonSchema,
    }),
    response: staffSettingsSchema,
    role: 'operator',
  },
  staffSetServiceStatus: {
    method: 'POST',
    path: '/staff/settings/service-status',
    body: z.strictObject({
      name: z.string().trim().min(1).max(100),
      description: z.string().trim().max(500).default(''),
      status: z.enum(SERVICE_STATUSES),
      reason: staffReasonSchema,
    }),
    response: staffSettingsSchema,
    role: 'operator',
  },
  /** Lifts a rate limit (or puts it back). */
  staffSetRateLimit: {
    method: 'POST',
    path: '/staff/settings/rate-limits',
    body: z.strictObject({
      name: z.string().trim().min(1).max(100),
      lifted: z.boolean(),
      reason: staffReasonSchema,
    }),
    response: staffSettingsSchema,
    role: 'operator',
  },
  staffAudit: {
    method: 'GET',
    path: '/staff/audit',
    query: staffAuditQuerySchema,
    response: page(staffAuditEntrySchema),
    role: 'viewer',
  },
  /** The filtered trail as CSV (every match, not one page). */
  staffAuditExport: {
    method: 'GET',
    path: '/staff/audit/export',
    query: staffAuditQuerySchema.omit({ page: true, size: true }),
    responseType: 'blob',
    response: z.unknown(),
    role: 'viewer',
  },
} as const satisfies Record<string, ContractEntry & { role: StaffRole }>;

export type StaffContract = typeof staffContract;
export type StaffOperation = keyof StaffContract;
