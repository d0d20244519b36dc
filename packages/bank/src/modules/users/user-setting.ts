import {
  NOTIFICATION_SETTINGS,
  SECOND_FACTOR_KINDS,
  type SecondFactorKind,
  type UserSetting,
  type userSettingBodySchema,
} from '@axia/core';
import type { z } from 'zod';
import type { BankContext } from '../../context';
import { MultiStatus } from '../../http/api-route';
import { forbidden } from '../../http/errors';
import { requireUser, type Db, type UserRow } from '../common/user';
import { inTransaction } from '../ledger/post';
import { userFeatures } from '../registration/state';
import { secondFactor, transaction2faSetting } from '../transfers/second-factor';

// GET/POST /user/setting (seed 002 §3 'User settings', §4 Security settings, §7): the transaction second factor per
// transfer type (users.settings.transaction2fa: { TRANSFER_BETWEEN_MEMBERS: { enabled, method: 'EMAIL' }, … }), the
// notifications (users.settings.notifications.ON_LOGIN.enabledEmail, read by the login notice) and mfaEnabled (the
// identity's authenticator-app factor, read only). A notification change applies at once; a transaction 2FA change,
// in either direction, needs the TRANSACTION2FA feature (403) and an emailed code (the 207 flow of
// second-factor.ts, purpose USER_SETTING, the code bound to the exact change).

type UserSettingBody = z.output<typeof userSettingBodySchema>;

const USER_SETTING_MESSAGES = {
  noFeature: 'Transaction two-factor settings are not available to you',
} as const;

type Stored = Record<string, unknown>;
const record = (value: unknown): Stored =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Stored) : {};

/** ON_LOGIN reads as the login notice does: on only when stored true (provisioning stores false). */
const loginNotice = (settings: Stored) =>
  record(record(record(settings.notifications).ON_LOGIN)).enabledEmail === true;

function toUserSetting(user: Pick<UserRow, 'settings'>, mfaEnabled: boolean): UserSetting {
  const settings = record(user.settings);
  return {
    transaction2fa: Object.fromEntries(
      SECOND_FACTOR_KINDS.map((kind) => [
        kind,
        { enabled: transaction2faSetting(user, kind), method: 'EMAIL' as const },
      ]),
    ),
    notifications: Object.fromEntries(
      NOTIFICATION_SETTINGS.map((name) => [
        name,
        {
          enabledEmail:
            name === 'ON_LOGIN'
              ? loginNotice(settings)
              : record(record(settings.notifications)[name]).enabledEmail === true,
        },
      ]),
    ),
    mfaEnabled,
  };
}

async function totpEnabled(db: Db, userId: string) {
  const identity = await db
    .selectFrom('identity_users')
    .select('totp_enabled')
    .where('sub', '=', userId)
    .executeTakeFirst();
  return identity?.totp_enabled === true;
}

/** GET /user/setting. */
export async function getUserSetting(ctx: BankContext, userId: string): Promise<UserSetting> {
  const user = await requireUser(ctx.db, userId);
  return toUserSetting(user, await totpEnabled(ctx.db, userId));
}

/** The transaction 2FA entries of the body that differ from the stored ones. */
function transaction2faChange(user: UserRow, body: UserSettingBody) {
  const change: Partial<Record<SecondFactorKind, boolean>> = {};
  for (const kind of SECOND_FACTOR_KINDS) {
    const wanted = body.transaction2fa?.[kind];
    if (wanted && wanted.enabled !== transaction2faSetting(user, kind))
      change[kind] = wanted.enabled;
  }
  return change;
}

/** Writes the change under the user's row lock (read, merge, write), so concurrent changes do not lose each other. */
async function applyChange(
  db: Db,
  userId: string,
  transaction2fa: Partial<Record<SecondFactorKind, boolean>>,
  notifications: UserSettingBody['notifications'],
) {
  const user = await requireUser(db, userId, { forUpdate: true });
  const settings = record(user.settings);
  const stored2fa = record(settings.transaction2fa);
  for (const [kind, enabled] of Object.entries(transaction2fa))
    stored2fa[kind] = { enabled, method: 'EMAIL' };
  const storedNotifications = record(settings.notifications);
  for (const [name, value] of Object.entries(notifications ?? {}))
    if (value) storedNotifications[name] = { enabledEmail: value.enabledEmail };
  await db
    .updateTable('users')
    .set({
      settings: JSON.stringify({
        ...settings,
        transaction2fa: stored2fa,
        notifications: storedNotifications,
      }),
    })
    .where('id', '=', userId)
    .execute();
}

/**
 * POST /user/setting: notifications change at once; a transaction 2FA change (only the entries that differ from
 * the stored ones count) needs the TRANSACTION2FA feature (403), then answers 207 and mails a code; the same body
 * with mfaCode and transaction2faRecordId applies the whole change (notifications included) once the code is
 * right. Answers the settings.
 */
export async function updateUserSetting(
  ctx: BankContext,
  userId: string,
  body: UserSettingBody,
): Promise<UserSetting | MultiStatus> {
  const user = await requireUser(ctx.db, userId);
  const change = transaction2faChange(user, body);
  if (Object.keys(change).length > 0) {
    if (!userFeatures(user).includes('TRANSACTION2FA'))
      throw forbidden(USER_SETTING_MESSAGES.noFeature);
    const approval = await secondFactor(
      ctx,
      user,
      'USER_SETTING',
      { transaction2fa: change, notifications: body.notifications ?? null },
      body,
    );
    if (approval instanceof MultiStatus) return approval;
    await inTransaction(ctx.db, async (trx) => {
      await approval.consume(trx);
      await applyChange(trx, userId, change, body.notifications);
    });
  } else if (body.notifications) {
    await inTransaction(ctx.db, (trx) => applyChange(trx, userId, {}, body.notifications));
  }
  return getUserSetting(ctx, userId);
}
