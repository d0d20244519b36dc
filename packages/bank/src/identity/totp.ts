import { createGuardrails, generateSecret, verify } from 'otplib';

// Authenticator-app codes (RFC 6238, as Google Authenticator and Cognito use them): SHA-1, 6 digits, 30 s step,
// one step of tolerance either side. The caller stores the matched step and refuses any step not after it.

const TOTP_PERIOD_SECONDS = 30;

/**
 * Secrets this service creates have 20 bytes. Shorter ones down to 10 bytes (80 bits, the common
 * 'JBSWY3DPEHPK3PXP' form that authenticator apps accept) are still honoured for identities created by the seed
 * or the admin surface; otplib refuses anything under 16 bytes by default.
 */
export const MIN_TOTP_SECRET_BYTES = 10;
const guardrails = createGuardrails({ MIN_SECRET_BYTES: MIN_TOTP_SECRET_BYTES });

/** A new Base32 secret (20 random bytes → 32 characters), as AssociateSoftwareToken returns it. */
export const newTotpSecret = () => generateSecret();

/** True for a Base32 secret of at least MIN_TOTP_SECRET_BYTES bytes. */
export const isUsableTotpSecret = (secret: string) =>
  /^[A-Z2-7]+=*$/.test(secret) &&
  Math.floor((secret.replace(/=+$/, '').length * 5) / 8) >= MIN_TOTP_SECRET_BYTES;

/** The time step a code matches at `now` (±1 step), or null. */
export async function matchTotp(secret: string, code: string, now: Date): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  try {
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(now.getTime() / 1000),
      period: TOTP_PERIOD_SECONDS,
      epochTolerance: TOTP_PERIOD_SECONDS,
      guardrails,
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null;
  }
}
