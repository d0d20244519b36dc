import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { BankConfig } from '../config';
import type { Database } from '../db/schema';
import type { SigningKey } from './keys';
import { ACTIVITY_WRITE_MS, idleLimitMs, sessionLive, type SessionTimes } from './session-limits';

export interface IdentityClaims {
  sub: string;
  email: string;
  given_name: string;
  family_name: string;
  /** The user-pool groups: sent as `cognito:groups` in both tokens when there are any, as Cognito does. */
  groups?: readonly string[];
}

interface IssuedTokens {
  IdToken: string;
  AccessToken: string;
  RefreshToken?: string;
  ExpiresIn: number;
  TokenType: 'Bearer';
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/** How many verified tokens `verify` remembers (their signatures are not checked again). */
const VERIFIED_TOKENS = 10_000;
/** How long `verify` trusts a session's read (not revoked; its times) before reading it again (real time, ms). */
const UNREVOKED_FOR_MS = 1000;

/** Issues and verifies Cognito-shaped RS256 tokens (claims as real Cognito user pools send them). */
export class TokenService {
  readonly issuer: string;
  /**
   * Tokens whose signature, issuer and audience were verified, by use and token string, least recently used first:
   * the RSA verification runs once per token. The time claims are still checked on every use, against the clock.
   */
  private readonly verified = new Map<string, JWTPayload>();
  /**
   * Sessions (origin_jti) read as not revoked, when (performance.now()) and their times (null: no refresh_tokens row,
   * a token minted without a session: tests, the bench): trusted UNREVOKED_FOR_MS. A revocation in this process
   * (revokeOrigin, the only writer) drops its entry at once; another process's shows within that. This process's
   * activity writes update the entry's times (recordActivity).
   */
  private readonly unrevoked = new Map<string, { readAt: number; times: SessionTimes | null }>();
  /** Bumped by every revocation: a read that started before one does not fill `unrevoked`. */
  private revocations = 0;
  /** When this process last wrote each session's activity (bank clock, ms): at most every ACTIVITY_WRITE_MS. */
  private readonly activityWritten = new Map<string, number>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly key: SigningKey,
    private readonly config: BankConfig,
    private readonly clock: Clock,
  ) {
    this.issuer = `${config.publicOrigin}/identity/${config.userPoolId}`;
  }

  get jwks() {
    return { keys: [this.key.publicJwk] };
  }

  /** ID + access token for a session; a new refresh token unless refreshing an existing one. */
  async issue(
    user: IdentityClaims,
    options: { originJti?: string; authTime?: number; withRefresh: boolean; userAgent?: string },
  ) {
    const now = this.clock.now();
    const iat = Math.floor(now.getTime() / 1000);
    const exp = iat + this.config.tokenTtlSeconds;
    const originJti = options.originJti ?? crypto.randomUUID();
    const authTime = options.authTime ?? iat;
    const common = {
      origin_jti: originJti,
      event_id: crypto.randomUUID(),
      auth_time: authTime,
      ...(user.groups?.length ? { 'cognito:groups': [...user.groups] } : {}),
    };
    const sign = (payload: JWTPayload) =>
      new SignJWT(payload)
        .setProtectedHeader({ alg: 'RS256', kid: this.key.kid })
        .setIssuer(this.issuer)
        .setSubject(user.sub)
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        .setJti(crypto.randomUUID())
        .sign(this.key.privateKey);
    const IdToken = await sign({
      ...common,
      aud: this.config.userPoolClientId,
      token_use: 'id',
      'cognito:username': user.sub,
      email: user.email,
      email_verified: true,
      given_name: user.given_name,
      family_name: user.family_name,
    });
    const AccessToken = await sign({
      ...common,
      client_id: this.config.userPoolClientId,
      token_use: 'access',
      scope: 'aws.cognito.signin.user.admin',
      username: user.sub,
    });
    const result: IssuedTokens = {
      IdToken,
      AccessToken,
      ExpiresIn: this.config.tokenTtlSeconds,
      TokenType: 'Bearer',
    };
    if (options.withRefresh) {
      const refresh = randomBytes(48).toString('base64url');
      await this.db
        .insertInto('refresh_tokens')
        .values({
          token_hash: sha256(refresh),
          sub: user.sub,
          origin_jti: originJti,
          expires_at: new Date(now.getTime() + this.config.refreshTtlSeconds * 1000),
          revoked_at: null,
          created_at: now,
          user_agent: options.userAgent ?? null,
        })
        .execute();
      result.RefreshToken = refresh;
    }
    return result;
  }

  /**
   * Verifies signature, issuer, audience/client and token use, then that its session was not revoked and is live
   * (session-limits.ts: not idle past the limit, not past its lifetime); the call is the session's activity unless
   * `activity` is false (the event stream: a tab left open is not a customer). Throws TokenExpiredError for an
   * expired token or an ended session, so the API can answer 'CognitoTokenExpired' (the app tries one refresh,
   * which an ended session is refused, and signs out).
   */
  async verify(
    token: string,
    use: 'id' | 'access',
    { activity = true }: { activity?: boolean } = {},
  ): Promise<JWTPayload & { sub: string; origin_jti: string }> {
    const payload = await this.verifiedPayload(token, use);
    if (
      payload.token_use !== use ||
      typeof payload.sub !== 'string' ||
      typeof payload.origin_jti !== 'string'
    ) {
      throw new InvalidTokenError();
    }
    if (use === 'access' && payload.client_id !== this.config.userPoolClientId)
      throw new InvalidTokenError();
    const session = await this.session(payload.origin_jti);
    if (!session) throw new InvalidTokenError('Access Token has been revoked');
    // Issue 42 #6: a token outlived its session's idle limit (a refresh was refused, the token still worked). Read
    // in the revocation check's one query, so a call makes no extra round trip.
    if (session.times && !sessionLive(session.times, this.clock.now(), this.config))
      throw new TokenExpiredError();
    if (activity) await this.recordActivity(payload.origin_jti);
    return payload as JWTPayload & { sub: string; origin_jti: string };
  }

  /**
   * The token's payload once its signature, issuer, algorithm, audience (ID tokens) and times are checked (jose's
   * jwtVerify). A token verified before is not verified again while its times hold against the clock (as jose checks
   * them: nbf ≤ now < exp, in whole seconds); otherwise jwtVerify decides, and throws what it throws.
   */
  private async verifiedPayload(token: string, use: 'id' | 'access'): Promise<JWTPayload> {
    const currentDate = this.clock.now();
    const now = Math.floor(currentDate.getTime() / 1000);
    const cacheKey = `${use} ${token}`;
    const known = this.verified.get(cacheKey);
    if (
      known &&
      typeof known.exp === 'number' &&
      now < known.exp &&
      (known.nbf === undefined || (typeof known.nbf === 'number' && known.nbf <= now))
    ) {
      this.verified.delete(cacheKey);
      this.verified.set(cacheKey, known);
      return known;
    }
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, this.key.publicKey, {
        issuer: this.issuer,
        algorithms: ['RS256'],
        currentDate,
        ...(use === 'id' ? { audience: this.config.userPoolClientId } : {}),
      }));
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw new TokenExpiredError();
      throw new InvalidTokenError();
    }
    this.verified.delete(cacheKey);
    this.verified.set(cacheKey, payload);
    if (this.verified.size > VERIFIED_TOKENS)
      this.verified.delete(this.verified.keys().next().value!);
    return payload;
  }

  /** Whether the session was revoked (read at most every UNREVOKED_FOR_MS per session; see `unrevoked`). */
  async isRevoked(originJti: string): Promise<boolean> {
    return !(await this.session(originJti));
  }

  /**
   * A session not revoked: its times (null without a refresh_tokens row); null when revoked. One statement, read at
   * most every UNREVOKED_FOR_MS per session (see `unrevoked`).
   */
  private async session(originJti: string): Promise<{ times: SessionTimes | null } | null> {
    const known = this.unrevoked.get(originJti);
    if (known !== undefined && performance.now() - known.readAt < UNREVOKED_FOR_MS) return known;
    const revocations = this.revocations;
    const started = performance.now();
    const row = await this.db
      .selectNoFrom((eb) => [
        eb
          .exists(
            eb
              .selectFrom('revoked_origins')
              .select('origin_jti')
              .where('origin_jti', '=', originJti),
          )
          .as('revoked'),
        eb
          .selectFrom('refresh_tokens')
          .select('created_at')
          .where('origin_jti', '=', originJti)
          .limit(1)
          .as('created_at'),
        eb
          .selectFrom('refresh_tokens')
          .select('last_active_at')
          .where('origin_jti', '=', originJti)
          .limit(1)
          .as('last_active_at'),
      ])
      .executeTakeFirstOrThrow();
    if (row.revoked) {
      this.unrevoked.delete(originJti);
      return null;
    }
    const entry = {
      readAt: started,
      times: row.created_at
        ? { created_at: row.created_at, last_active_at: row.last_active_at }
        : null,
    };
    if (revocations === this.revocations) {
      this.unrevoked.delete(originJti);
      this.unrevoked.set(originJti, entry);
      // Old entries go as new ones come (each is useless after UNREVOKED_FOR_MS anyway).
      if (this.unrevoked.size > VERIFIED_TOKENS)
        this.unrevoked.delete(this.unrevoked.keys().next().value!);
    }
    return entry;
  }

  /**
   * An authenticated call or a refresh of the session: its last activity, which the idle limit counts from
   * (session-limits.ts). Written at most every ACTIVITY_WRITE_MS per session and process.
   */
  async recordActivity(originJti: string) {
    const now = this.clock.now();
    const written = this.activityWritten.get(originJti);
    // abs: a test or the back office may move the clock back.
    if (written !== undefined && Math.abs(now.getTime() - written) < ACTIVITY_WRITE_MS) return;
    this.activityWritten.delete(originJti);
    this.activityWritten.set(originJti, now.getTime());
    if (this.activityWritten.size > VERIFIED_TOKENS)
      this.activityWritten.delete(this.activityWritten.keys().next().value!);
    // A session already idle past the limit stays over: a call with its still-unexpired ID token does not revive it.
    const idleSince = new Date(now.getTime() - idleLimitMs(this.config));
    const cached = this.unrevoked.get(originJti)?.times;
    if (cached) cached.last_active_at = now;
    await this.db
      .updateTable('refresh_tokens')
      .set({ last_active_at: now })
      .where('origin_jti', '=', originJti)
      .where('revoked_at', 'is', null)
      .where((eb) => eb(eb.fn.coalesce('last_active_at', 'created_at'), '>', idleSince))
      .execute();
  }

  /** Revokes one session (RevokeToken) by its refresh token. */
  async revokeRefreshToken(refreshToken: string) {
    const now = this.clock.now();
    const row = await this.db
      .updateTable('refresh_tokens')
      .set({ revoked_at: now })
      .where('token_hash', '=', sha256(refreshToken))
      .returning(['origin_jti', 'sub'])
      .executeTakeFirst();
    if (row) await this.revokeOrigin(row.origin_jti, row.sub);
    return Boolean(row);
  }

  async revokeOrigin(originJti: string, sub: string) {
    this.revocations++;
    this.unrevoked.delete(originJti);
    try {
      await this.db
        .insertInto('revoked_origins')
        .values({ origin_jti: originJti, sub, revoked_at: this.clock.now() })
        .onConflict((oc) => oc.column('origin_jti').doNothing())
        .execute();
    } finally {
      // A read between the delete and the insert's commit may have found no revocation yet.
      this.revocations++;
      this.unrevoked.delete(originJti);
    }
  }

  /** Revokes every session of a user (GlobalSignOut), or every other one (`except`: the caller's origin_jti). */
  async revokeAll(sub: string, options: { except?: string } = {}) {
    const now = this.clock.now();
    let query = this.db
      .updateTable('refresh_tokens')
      .set({ revoked_at: now })
      .where('sub', '=', sub)
      .where('revoked_at', 'is', null);
    if (options.except) query = query.where('origin_jti', '!=', options.except);
    const rows = await query.returning('origin_jti').execute();
    for (const row of rows) await this.revokeOrigin(row.origin_jti, sub);
  }
}

export class TokenExpiredError extends Error {
  constructor() {
    super('CognitoTokenExpired');
  }
}

export class InvalidTokenError extends Error {
  constructor(message = 'Invalid token') {
    super(message);
  }
}
