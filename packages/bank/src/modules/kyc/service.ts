import { isVerificationReadOnly } from '@axia/core';
import type { BankContext } from '../../context';
import { conflict, HttpError, notFound } from '../../http/errors';
import { assertMayChange, requireUser, verificationStatus, type Db } from '../common/user';
import { assertOnboardingOpen } from '../registration/state';
import { inTransaction } from '../../db/transaction';
import { requireProvider } from '../../providers';

// Identity verification (KYC). The app asks for a session and opens the provider's widget with its refId (the
// provider: src/providers, KYC_PROVIDER; the sandbox's widget is /sandbox/kyc/:refId); the provider reports the
// submission and later its decision.

const KYC_SESSION_TTL_MS = 24 * 60 * 60 * 1000;

type KycSessionStatus = 'PENDING' | 'SUBMITTED' | 'COMPLETED' | 'REJECTED';

const KYC_MESSAGES = {
  alreadySubmitted: 'Your identity verification was already submitted.',
  notFound: 'Verification session not found',
  expired: 'This verification session has expired. Please start again from the app.',
  notSubmitted: 'Only a submitted verification can be reviewed.',
} as const;

const REF_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const isRefId = (value: string) => REF_ID.test(value);

/** POST /user/kyc/session: a new session unless identity verification is already submitted or completed. */
export async function createKycSession(ctx: BankContext, userId: string) {
  const provider = requireProvider(ctx, 'kyc');
  const user = await requireUser(ctx.db, userId);
  assertOnboardingOpen(user);
  if (isVerificationReadOnly(verificationStatus(user.kyc_status), 'kyc'))
    throw conflict(KYC_MESSAGES.alreadySubmitted);
  const refId = crypto.randomUUID();
  await ctx.db
    .insertInto('kyc_sessions')
    .values({ ref_id: refId, user_id: userId, status: 'PENDING', created_at: ctx.clock.now() })
    .execute();
  return { refId, widgetUrl: provider.widgetUrl(refId) };
}

export interface KycSessionView {
  refId: string;
  status: KycSessionStatus;
  expired: boolean;
}

async function findSession(db: Db, refId: string, forUpdate = false) {
  if (!isRefId(refId)) return undefined;
  let query = db.selectFrom('kyc_sessions').selectAll().where('ref_id', '=', refId);
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

const isExpired = (ctx: BankContext, createdAt: Date) =>
  ctx.clock.now().getTime() - new Date(createdAt).getTime() > KYC_SESSION_TTL_MS;

/** What the widget shows; undefined for an unknown refId. */
export async function getKycSession(
  ctx: BankContext,
  refId: string,
): Promise<KycSessionView | undefined> {
  const session = await findSession(ctx.db, refId);
  if (!session) return undefined;
  const status = session.status as KycSessionStatus;
  return { refId, status, expired: status === 'PENDING' && isExpired(ctx, session.created_at) };
}

/** The provider reports that the user went through the widget: the user's kycStatus becomes SUBMITTED. */
export async function submitKycSession(ctx: BankContext, refId: string): Promise<KycSessionView> {
  return inTransaction(ctx.db, async (trx) => {
    const session = await findSession(trx, refId, true);
    if (!session) throw notFound(KYC_MESSAGES.notFound);
    if (session.status !== 'PENDING')
      return { refId, status: session.status as KycSessionStatus, expired: false };
    if (isExpired(ctx, session.created_at)) throw new HttpError(410, KYC_MESSAGES.expired);
    const user = await requireUser(trx, session.user_id, { forUpdate: true });
    assertMayChange(user);
    await trx
      .updateTable('kyc_sessions')
      .set({ status: 'SUBMITTED' })
      .where('ref_id', '=', refId)
      .execute();
    // A verification already submitted or completed through another session stays as it is.
    if (!isVerificationReadOnly(verificationStatus(user.kyc_status), 'kyc'))
      await trx
        .updateTable('users')
        .set({ kyc_status: 'SUBMITTED' })
        .where('id', '=', user.id)
        .execute();
    return { refId, status: 'SUBMITTED' as const, expired: false };
  });
}

/** Back office: completes or rejects a submitted verification (the user's kycStatus follows). */
export async function reviewKycSession(
  ctx: BankContext,
  refId: string,
  decision: 'COMPLETED' | 'REJECTED',
): Promise<KycSessionView> {
  return inTransaction(ctx.db, async (trx) => {
    const session = await findSession(trx, refId, true);
    if (!session) throw notFound(KYC_MESSAGES.notFound);
    if (session.status !== 'SUBMITTED') throw conflict(KYC_MESSAGES.notSubmitted);
    await requireUser(trx, session.user_id, { forUpdate: true });
    await trx
      .updateTable('kyc_sessions')
      .set({ status: decision })
      .where('ref_id', '=', refId)
      .execute();
    await trx
      .updateTable('users')
      .set({ kyc_status: decision })
      .where('id', '=', session.user_id)
      .where('kyc_status', '=', 'SUBMITTED')
      .execute();
    return { refId, status: decision, expired: false };
  });
}
