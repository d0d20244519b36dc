import {
  staffContract,
  type ContractEntry,
  type StaffCardItem,
  type StaffDocument,
  type StaffOperation,
  type StaffRegistration,
} from '@axia/core';
import type { FastifyInstance } from 'fastify';
import type { BankContext } from '../../context';
import { API_PREFIX, parse } from '../../http/api-route';
import { badRequest, notFound } from '../../http/errors';
import { isLimitName, setLimitLifted, SETTING_KEY as RATE_LIMITS_SETTING } from '../../limits';
import { SETTING_KEYS } from '../../settings';
import { findCard, setCardFullKyc } from '../cards/view';
import { adminDocumentReview } from '../documents/admin';
import { isDocumentId } from '../documents/view';
import { sendFile } from '../registration/documents';
import { setBanner, setMaintenance, setServiceStatus } from '../settings/service';
import { auditCsv, auditPage, staffAct, type StaffActor, type StaffActRecord } from './audit';
import { authenticateStaff, STAFF_MESSAGES, type StaffCall, type StaffCallOf } from './caller';
import { customerAction, customerDetail, findCustomers } from './customers';
import {
  proposalsList,
  staffDecideProposal,
  staffProposeAdjustment,
  staffReceiveWire,
  staffReviewTransfer,
} from './four-eyes';
import {
  cardsQueue,
  documentsQueue,
  giftCardsQueue,
  heldTransfersQueue,
  queueCounts,
  registrationsQueue,
  wiresQueue,
} from './queues';
import { staffSettings } from './settings';
import {
  CHECK_COLUMNS,
  cardItemOf,
  customerRefs,
  documentsOf,
  registrationOf,
  requireCustomer,
} from './views';

// The staff API (issue 41): every call of core's staffContract, registered from its entry under /api/staff. A call
// needs a staff member's ID token (modules/staff/caller.ts: 401 without one, 403 for a customer's or a role below
// the entry's), then its params, query and body are validated with the contract's schemas (400), then the handler
// runs. Every POST is a staff act: its change and its audit row commit together (audit.ts).

type Handlers = { [N in StaffOperation]: (call: StaffCallOf<N>) => Promise<unknown> };

/** A settings change as a staff act: the settings before and after, in one transaction with the audit row. */
async function settingsAct(
  ctx: BankContext,
  call: StaffActor & { body: { reason: string } },
  action: StaffOperation,
  key: string,
  change: () => Promise<unknown>,
) {
  await staffAct(ctx, call, action, async () => {
    const before = await staffSettings(ctx);
    await change();
    return {
      result: null,
      record: {
        subjectType: 'setting',
        subjectId: key,
        userId: null,
        before,
        after: await staffSettings(ctx),
        reason: call.body.reason,
      },
    };
  });
  // Written inside the act's transaction: the cached value is dropped once it has committed.
  ctx.settings.forget(key);
  return staffSettings(ctx);
}

function handlers(ctx: BankContext): Handlers {
  return {
    staffMe: async ({ staff }) => ({
      ...staff,
      approvalThresholdUsd: ctx.config.staffApprovalThresholdUsd,
    }),
    staffQueueCounts: () => queueCounts(ctx),
    staffRegistrations: async () => ({ items: await registrationsQueue(ctx) }),
    staffSetRegistrationCheck: (call) => {
      const { check, status, reason, legalName } = call.body;
      const column = CHECK_COLUMNS[check];
      // The legal name read from the identity document completes the identity check, and only that.
      if (legalName && (check !== 'kycStatus' || status !== 'COMPLETED'))
        throw badRequest(STAFF_MESSAGES.legalNameOnlyWithKyc);
      const names = legalName && { first_name: legalName.firstName, last_name: legalName.lastName };
      return staffAct<StaffRegistration>(ctx, call, 'staffSetRegistrationCheck', async () => {
        const before = await requireCustomer(ctx.db, call.params.userId);
        await ctx.db
          .updateTable('users')
          .set({ [column]: status, ...names })
          .where('id', '=', before.id)
          .execute();
        const after = registrationOf({ ...before, [column]: status, ...names });
        return {
          result: after,
          record: {
            subjectType: 'customer',
            subjectId: before.id,
            userId: before.id,
            before: {
              [check]: before[column],
              ...(legalName && {
                legalName: { firstName: before.first_name, lastName: before.last_name },
              }),
            },
            after: { [check]: status, complete: after.complete, ...(legalName && { legalName }) },
            reason,
          },
        };
      });
    },
    staffDocuments: async () => ({ items: await documentsQueue(ctx) }),
    staffDocumentFile: async ({ params, reply }) => {
      // A malformed id is nobody's file (404), never a database error.
      if (!isDocumentId(params.requestId) || !isDocumentId(params.fileId))
        throw notFound('Document not found');
      const file = await ctx.db
        .selectFrom('document_files')
        .select(['file_name', 'mime_type', 'content'])
        .where('id', '=', params.fileId)
        .where('request_id', '=', params.requestId)
        .executeTakeFirst();
      if (!file) throw notFound('Document not found');
      return sendFile(reply, file.mime_type, file.file_name, file.content);
    },
    staffReviewDocument: (call) =>
      staffAct<StaffDocument>(ctx, call, 'staffReviewDocument', async () => {
        const { decision, reason } = call.body;
        const reviewed = await adminDocumentReview(ctx, call.params.requestId, {
          decision: decision === 'APPROVE' ? 'approve' : 'reject',
          reason,
        });
        const row = await ctx.db
          .selectFrom('document_requests')
          .selectAll()
          .where('id', '=', reviewed.id)
          .executeTakeFirstOrThrow();
        const [doc] = await documentsOf(ctx.db, [row]);
        const customer = (await customerRefs(ctx.db, [row.user_id])).get(row.user_id)!;
        return {
          result: { ...doc!, customer },
          record: {
            subjectType: 'documentRequest',
            subjectId: row.id,
            userId: row.user_id,
            before: { status: 'SUBMITTED' },
            after: { status: doc!.status, rejectionReason: doc!.rejectionReason },
            reason,
          },
        };
      }),
    staffWires: async () => ({ items: await wiresQueue(ctx) }),
    staffReceiveWire: (call) => staffReceiveWire(ctx, call),
    staffHeldTransfers: async () => ({ items: await heldTransfersQueue(ctx) }),
    staffReviewTransfer: (call) => staffReviewTransfer(ctx, call),
    staffCards: async () => ({ items: await cardsQueue(ctx) }),
    staffCardKyc: (call) =>
      staffAct<StaffCardItem>(ctx, call, 'staffCardKyc', async () => {
        const card = await findCard(ctx.db, call.params.cardId);
        if (!card) throw notFound('Card not found');
        await setCardFullKyc(ctx, card, call.body.fullKyc);
        const customer = (await customerRefs(ctx.db, [card.user_id])).get(card.user_id)!;
        const record: StaffActRecord = {
          subjectType: 'card',
          subjectId: card.id,
          userId: card.user_id,
          before: { fullKyc: card.is_full_kyc },
          after: { fullKyc: call.body.fullKyc },
          reason: call.body.reason,
        };
        return {
          result: { ...cardItemOf({ ...card, is_full_kyc: call.body.fullKyc }), customer },
          record,
        };
      }),
    staffGiftCards: async () => ({ items: await giftCardsQueue(ctx) }),
    staffProposals: async ({ query }) => ({ items: await proposalsList(ctx, query.status) }),
    staffDecideProposal: (call) => staffDecideProposal(ctx, call),
    staffProposeAdjustment: (call) => staffProposeAdjustment(ctx, call),
    staffFindCustomers: async ({ query }) => ({ items: await findCustomers(ctx, query.q) }),
    staffCustomer: ({ params }) => customerDetail(ctx, params.userId),
    staffCustomerAction: (call) => customerAction(ctx, call),
    staffSettings: () => staffSettings(ctx),
    staffSetMaintenance: (call) =>
      settingsAct(ctx, call, 'staffSetMaintenance', SETTING_KEYS.maintenance, () =>
        setMaintenance(ctx, call.body.on),
      ),
    staffSetBanner: (call) => {
      const { enabled, header, body } = call.body;
      return settingsAct(ctx, call, 'staffSetBanner', SETTING_KEYS.banner, () =>
        setBanner(ctx, { enabled, header, body }),
      );
    },
    staffSetServiceStatus: (call) => {
      const { name, description, status } = call.body;
      return settingsAct(ctx, call, 'staffSetServiceStatus', SETTING_KEYS.serviceStatuses, () =>
        setServiceStatus(ctx, { name, description, status }),
      );
    },
    staffSetRateLimit: (call) => {
      const { name, lifted } = call.body;
      if (!isLimitName(name)) throw badRequest(`There is no rate limit named ${name}`);
      return settingsAct(ctx, call, 'staffSetRateLimit', RATE_LIMITS_SETTING, () =>
        setLimitLifted(ctx, name, lifted),
      );
    },
    staffAudit: ({ query }) => auditPage(ctx, query),
    staffAuditExport: async ({ query, reply }) => {
      const csv = await auditCsv(ctx, query);
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', 'attachment; filename="staff-audit.csv"');
      reply.header('cache-control', 'private, no-store');
      return csv;
    },
  };
}

/** Registers every call of the staff contract under /api/staff. */
export function registerStaffRoutes(app: FastifyInstance, ctx: BankContext) {
  const table = handlers(ctx) as Record<
    StaffOperation,
    (call: StaffCall<ContractEntry>) => Promise<unknown>
  >;
  for (const [name, entry] of Object.entries(staffContract) as [
    StaffOperation,
    ContractEntry & { role: (typeof staffContract)[StaffOperation]['role'] },
  ][]) {
    app.route({
      method: entry.method,
      url: API_PREFIX + entry.path,
      handler: async (request, reply) => {
        // Who may call at all, before the input is read: a refused caller learns nothing more.
        const staff = await authenticateStaff(ctx, request, entry.role);
        const call = {
          staff,
          ip: request.ip,
          params: parse(entry.params, request.params),
          query: parse(entry.query, request.query),
          body: entry.body ? parse(entry.body, request.body) : undefined,
          request,
          reply,
        } as StaffCall<ContractEntry>;
        const result = await table[name](call);
        if (reply.sent) return reply;
        return result;
      },
    });
  }
}
