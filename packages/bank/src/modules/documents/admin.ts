import { CARD_MESSAGES, DOCUMENT_MESSAGES, type DocumentRequest } from '@axia/core';
import type { BankContext } from '../../context';
import { badRequest, conflict, notFound } from '../../http/errors';
import { isCardId } from '../cards/view';
import { inTransaction } from '../ledger/post';
import { documentRequestOf, filesOf, isDocumentId, requestStatusOf, requestTypeOf } from './view';

// The staff's document review (the staff API's staffReviewDocument, modules/staff): a SUBMITTED request approved
// (COMPLETED, shown as APPROVED) or rejected with a reason the customer sees (rejectionReason). Approving a card
// identity verification marks that card full-KYC, as the staff's card KYC does.

export const DOCUMENT_ADMIN_MESSAGES = {
  notSubmitted: (status: string) =>
    `Only a submitted request can be reviewed (this one is ${status}).`,
  reasonRequired: 'Give a reason to reject the request: the customer sees it.',
} as const;

/** The staff's decision (the contract's staffReviewDocument body, validated by the staff API, modules/staff). */
interface DocumentReview {
  decision: 'approve' | 'reject';
  reason?: string;
}

export async function adminDocumentReview(
  ctx: BankContext,
  requestId: string,
  body: DocumentReview,
): Promise<DocumentRequest & { email: string }> {
  if (!isDocumentId(requestId)) throw notFound(DOCUMENT_MESSAGES.notFound);
  if (body.decision === 'reject' && !body.reason)
    throw badRequest(DOCUMENT_ADMIN_MESSAGES.reasonRequired);
  const now = ctx.clock.now();
  const { request, email } = await inTransaction(ctx.db, async (trx) => {
    const row = await trx
      .selectFrom('document_requests')
      .selectAll()
      .where('id', '=', requestId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound(DOCUMENT_MESSAGES.notFound);
    const status = requestStatusOf(row.status);
    if (status !== 'SUBMITTED') throw conflict(DOCUMENT_ADMIN_MESSAGES.notSubmitted(status));
    const after = await trx
      .updateTable('document_requests')
      .set({
        status: body.decision === 'approve' ? 'COMPLETED' : 'REJECTED',
        rejection_reason: body.decision === 'reject' ? body.reason! : null,
        reviewed_at: now,
        updated_at: now,
      })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    // Approving a card identity verification marks the request's card (the request owner's only) 'KYC Verified', as
    // the staff's card KYC does, in the same transaction: no approved request without its card.
    const cardId = ((row.info_to_update ?? {}) as { cardId?: string | null }).cardId;
    if (body.decision === 'approve' && requestTypeOf(row.document_type) === 'CARD_KYC') {
      const card =
        cardId && isCardId(cardId)
          ? await trx
              .updateTable('cards')
              .set({ is_full_kyc: true, updated_at: now })
              .where('id', '=', cardId)
              .where('user_id', '=', row.user_id)
              .executeTakeFirst()
          : null;
      if (!card || Number(card.numUpdatedRows) !== 1) throw notFound(CARD_MESSAGES.cardNotFound);
    }
    const owner = await trx
      .selectFrom('users')
      .select('email')
      .where('id', '=', row.user_id)
      .executeTakeFirstOrThrow();
    const files = (await filesOf(trx, [row.id])).get(row.id) ?? [];
    return { request: documentRequestOf(after, files), email: owner.email };
  });
  return { ...request, email };
}
