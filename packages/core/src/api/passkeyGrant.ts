import { z } from 'zod';
import { secondFactorAnswerSchema } from './transfers';

// Issue 45: adding a passkey needs a sign-in of the last 10 minutes or this grant: a code mailed to the customer
// (the second-factor flow: a 207, then the same call with the code), which lets the identity service add a passkey
// for 5 minutes.

const passkeyGrantBodySchema = z.strictObject({
  mfaCode: z.string().trim().max(10).optional(),
  transaction2faRecordId: z.string().trim().max(64).optional(),
});

/** The grant: until when a passkey may be added (ISO 8601, the bank's clock). */
const passkeyGrantSchema = z.object({ grantedUntil: z.string() });

export const passkeyGrantContract = {
  /** Issue 45: a mailed code that lets the customer add a passkey for 5 minutes (207 first, then the grant). */
  grantPasskey: {
    method: 'POST',
    path: '/user/passkeys/grant',
    body: passkeyGrantBodySchema,
    response: z.union([passkeyGrantSchema, secondFactorAnswerSchema]),
  },
} as const;
