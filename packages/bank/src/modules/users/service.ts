import { CONSENT_FORMS, PEP_STATUSES, type PepStatus, type User } from '@axia/core';
import { sql } from 'kysely';
import type { BankContext } from '../../context';
import { withoutOffServices } from '../../providers';
import { badRequest } from '../../http/errors';
import { requireUser, userStatus, type UserRow } from '../common/user';
import { registrationInfo, userFeatures } from '../registration/state';
import { cardRegionOf } from '../cards/issuer/regions';
import { avatarUrlOf } from '../documents/view';

// The customer profile (GET /user), consent and the login notification.

function toUser(row: UserRow, totpEnabled: boolean): User {
  const consent: Record<string, boolean> = {};
  for (const [name, agreed] of Object.entries(row.consent ?? {}))
    if (typeof agreed === 'boolean') consent[name] = agreed;
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    status: userStatus(row),
    createdAt: new Date(row.created_at).toISOString(),
    features: userFeatures(row),
    consent,
    registration: registrationInfo(row),
    preferredMFA: totpEnabled ? 'SOFTWARE_TOKEN_MFA' : 'NOMFA',
    taxIdNotification: row.tax_id_notification,
    privileged: row.privileged,
    phoneCountryCode: row.phone_country_code,
    phoneNumber: row.phone_number,
    alternativeFirstName: row.alternative_first_name,
    alternativeLastName: row.alternative_last_name,
    addressLine1: row.address_line1,
    addressLine2: row.address_line2,
    addressCity: row.address_city,
    addressState: row.address_state,
    addressPostalCode: row.address_postal_code,
    addressCountry: row.address_country,
    dateOfBirth: row.date_of_birth,
    region: cardRegionOf(row.address_country),
    // Seed 002 §3: the PEP status (null until answered) and the avatar (GET /document/download/{fileId}).
    pepStatus: (PEP_STATUSES as readonly string[]).includes(row.pep_status ?? '')
      ? (row.pep_status as PepStatus)
      : null,
    avatarUrl: avatarUrlOf(row.avatar_file_id),
  };
}

/** The profile; preferredMFA comes from the identity side (an authenticator app enabled → SOFTWARE_TOKEN_MFA). */
export async function getProfile(
  ctx: Pick<BankContext, 'db' | 'providers'>,
  userId: string,
): Promise<User> {
  const row = await requireUser(ctx.db, userId);
  const identity = await ctx.db
    .selectFrom('identity_users')
    .select('totp_enabled')
    .where('sub', '=', userId)
    .executeTakeFirst();
  const user = toUser(row, identity?.totp_enabled === true);
  // A service whose outside party is off is off for everyone: the app greys and gates it (src/providers).
  return { ...user, features: withoutOffServices(user.features, ctx.providers) };
}

/** Records consent[name] = true (atomically, whatever else the map holds). */
export async function agreeConsent(ctx: BankContext, userId: string, consentFormName: string) {
  await requireUser(ctx.db, userId);
  const isKnownForm = (Object.values(CONSENT_FORMS) as string[]).includes(consentFormName);
  const terms = isKnownForm
    ? undefined
    : await ctx.db
        .selectFrom('terms')
        .select('name')
        .where('name', '=', consentFormName)
        .executeTakeFirst();
  if (!isKnownForm && !terms) throw badRequest(`Unknown consent form ${consentFormName}`);
  await ctx.db
    .updateTable('users')
    .set({
      consent: sql<string>`consent || jsonb_build_object(${consentFormName}::text, true)`,
    })
    .where('id', '=', userId)
    .execute();
  return getProfile(ctx, userId);
}

export const LOGIN_NOTICE_SUBJECT = 'New sign-in to your account';

function loginEmailEnabled(settings: Record<string, unknown>) {
  const notifications = settings.notifications as
    Record<string, { enabledEmail?: unknown } | undefined> | undefined;
  return notifications?.ON_LOGIN?.enabledEmail === true;
}

/** After sign-in: a login event, and an email when the user asked for sign-in notices. */
export async function recordLogin(ctx: BankContext, userId: string) {
  const user = await requireUser(ctx.db, userId);
  const now = ctx.clock.now();
  if (loginEmailEnabled(user.settings)) {
    await ctx.mail.send({
      to: user.email,
      subject: LOGIN_NOTICE_SUBJECT,
      body:
        `Hello ${user.first_name}, there was a new sign-in to your account on ${now.toISOString()}. ` +
        'If this was not you, change your password and contact customer support.',
    });
  }
  // After the mail (src/mail): one that cannot be sent answers 503 and records nothing.
  await ctx.db.insertInto('login_events').values({ user_id: userId, created_at: now }).execute();
  return { recorded: true };
}
