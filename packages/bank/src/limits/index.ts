import { PROFILE_LIMITS } from '@axia/core';
import { sql, type Kysely } from 'kysely';
import type { BankContext } from '../context';
import { keepIfRefused } from '../db/ambient';
import { claimLease } from '../db/lease';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';

// Rate limits shared by every bank process: one fixed-window counter per (limit, subject) in the table
// rate_limit_hits, on the bank's database and the bank's clock (tests and the sandbox move it). A hit is ONE upsert
// statement, atomic on both engines without a lock, so parallel requests to any number of processes all count.
// Why not rate-limiter-flexible's Postgres store: it keeps time with Date.now() (the bank's clock could not move
// its windows), creates its table outside the migrations, and queries through its own pool client, which on
// PGlite's single connection would wait forever behind a request's ambient transaction (db/ambient.ts).

export interface LimitRule {
  /** Hits allowed in one window. */
  max: number;
  windowMs: number;
}

/**
 * The limits and why these numbers: each is far above what a customer does by hand and far below what a script
 * does. Operators (and tests) change them with the setting `rateLimits` (SETTING_KEY), e.g.
 * `{ "moneyMovesPerCustomer": { "max": 20 } }`; every process sees a change within SETTINGS_CACHE_MS.
 */
export const DEFAULT_LIMITS = {
  /** Wrong or unknown sign-ins from one client IP (a right password gives its hit back): stops credential stuffing across accounts. */
  signInFailuresPerClient: { max: 20, windowMs: 15 * 60_000 },
  /**
   * Failed sign-in tries (passwords, sign-in and 2FA codes) of one account over ALL clients: the lockout counts per
   * (account, client) so one IP cannot lock the owner out; this ceiling bounds guessing from many IPs.
   */
  signInFailuresPerAccount: { max: 50, windowMs: 15 * 60_000 },
  /** Unauthenticated code mails (ForgotPassword, ResendConfirmationCode) asked for by one client IP. */
  codeRequestsPerClient: { max: 10, windowMs: 15 * 60_000 },
  /**
   * Wrong confirmation codes (ConfirmSignUp, ConfirmForgotPassword) from one client IP (a right code gives its hit
   * back): a code survives 5 wrong tries, but a script could ask for new codes and guess on across addresses.
   */
  codeGuessesPerClient: { max: 20, windowMs: 15 * 60_000 },
  /**
   * Passkey sign-in challenges (USER_AUTH, StartWebAuthnAutofill: each visit of the sign-in page asks one) from one
   * client IP: a person opens the page a few times; a script filling the challenge table opens it thousands.
   */
  passkeyChallengesPerClient: { max: 100, windowMs: 15 * 60_000 },
  /** Member lookups by e-mail (recipient add, member transfer) of one customer: a person types each address. */
  memberLookupsPerCustomer: { max: 30, windowMs: 60 * 60_000 },
  /**
   * Money-moving calls of one customer: each is a form filled in (and often a mailed code typed) by a person, who
   * cannot do 10 in a minute; a script did 40 in 1.5 s.
   */
  moneyMovesPerCustomer: { max: 10, windowMs: 60_000 },
  /**
   * Milliseconds of database time one customer's expensive reads (EXPENSIVE_READS: history, balance history) may take
   * in a window, counted in each process's memory (ReadTimeBudget): a person paging or searching uses a fraction;
   * eight loops of the last page of a 10,000-row history took the database from every other customer (issue 44).
   */
  expensiveReadTimePerCustomer: { max: 3_000, windowMs: 10_000 },
} satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof DEFAULT_LIMITS;

export const SETTING_KEY = 'rateLimits';

/**
 * The `rateLimits` setting that lifts every limit: for load that is one customer or one address by design (the
 * bank's test suites, the fault suite, the benchmark), never for customers.
 */
export const LIFTED_LIMITS = {
  signInFailuresPerClient: { max: 1_000_000 },
  signInFailuresPerAccount: { max: 1_000_000 },
  codeRequestsPerClient: { max: 1_000_000 },
  codeGuessesPerClient: { max: 1_000_000 },
  passkeyChallengesPerClient: { max: 1_000_000 },
  memberLookupsPerCustomer: { max: 1_000_000 },
  moneyMovesPerCustomer: { max: 1_000_000 },
  expensiveReadTimePerCustomer: { max: 1_000_000 },
} satisfies Record<LimitName, Partial<LimitRule>>;

/** A limit's rule: the default, overridden by the `rateLimits` setting. */
export async function ruleOf(ctx: BankContext, name: LimitName): Promise<LimitRule> {
  const overrides = await ctx.settings.cached<Partial<Record<LimitName, Partial<LimitRule>>>>(
    SETTING_KEY,
    {},
  );
  return { ...DEFAULT_LIMITS[name], ...overrides[name] };
}

/** Each limit as the back office shows it: its rule now, and whether it is lifted (LIFTED_LIMITS' budget). */
export async function limitStates(ctx: BankContext) {
  return Promise.all(
    (Object.keys(DEFAULT_LIMITS) as LimitName[]).map(async (name) => {
      const rule = await ruleOf(ctx, name);
      return { name, rule, lifted: rule.max >= LIFTED_LIMITS[name].max };
    }),
  );
}

export const isLimitName = (value: string): value is LimitName =>
  Object.prototype.hasOwnProperty.call(DEFAULT_LIMITS, value);

/**
 * The back office lifts one limit (LIFTED_LIMITS' budget) or puts it back to its default, in the `rateLimits`
 * setting; the other limits' overrides stay.
 */
export async function setLimitLifted(ctx: BankContext, name: LimitName, lifted: boolean) {
  const current = await ctx.settings.get<Partial<Record<LimitName, Partial<LimitRule>>>>(
    SETTING_KEY,
    {},
  );
  const next = { ...current };
  if (lifted) next[name] = LIFTED_LIMITS[name];
  else delete next[name];
  await ctx.settings.set(SETTING_KEY, next);
}

const RATE_LIMITED_MESSAGE = 'Too many requests. Please try again later.';

/** Refused by a rate limit: the answer says when to try again (Retry-After, seconds). */
export class RateLimitedError extends HttpError {
  constructor(retryAfterSeconds: number) {
    super(429, RATE_LIMITED_MESSAGE, retryAfterSeconds);
  }
}

export interface HitResult {
  allowed: boolean;
  /** Seconds until the window ends (when a refused subject may try again). */
  retryAfterSeconds: number;
}

const keyOf = (name: LimitName, subject: string) => `${name}:${subject}`;

/** One hit of the window `key` (the database function axia_hit, migration 0026: the keyed posting counts alike). */
async function upsertHit(db: Kysely<Database>, key: string, now: Date, since: Date) {
  const { rows } = await sql<{ hits: number; window_start: Date | string }>`
    SELECT hits, window_start FROM axia_hit(${key}, ${now}, ${since})`.execute(db);
  return rows[0]!;
}

/** Seconds from `now` until the window that started at `windowStart` ends (at least 1). */
function retryAfterOf(rule: LimitRule, now: Date, windowStart: Date | string): number {
  const endsAt = new Date(windowStart).getTime() + rule.windowMs;
  return Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000));
}

/**
 * Counts one hit of `subject` against limit `name`, allowed or not. Inside a request's ambient transaction the hit
 * is made again after a rollback (keepIfRefused): a refused request still counts.
 */
export async function hit(ctx: BankContext, name: LimitName, subject: string): Promise<HitResult> {
  const rule = await ruleOf(ctx, name);
  const now = ctx.clock.now();
  const since = new Date(now.getTime() - rule.windowMs);
  const key = keyOf(name, subject);
  const row = await upsertHit(ctx.db, key, now, since);
  keepIfRefused((db) => upsertHit(db, key, now, since));
  return {
    allowed: row.hits <= rule.max,
    retryAfterSeconds: retryAfterOf(rule, now, row.window_start),
  };
}

/**
 * A hit that another statement makes in its own transaction (the keyed posting, ledger/post-keyed.ts: so a keyed
 * transfer takes one commit, its count included): the window it counts in and the limit's max, `counted` once the
 * statement has counted it (so a second try of the statement does not count again), and the 429 when over.
 */
export class DeferredHit {
  counted = false;

  constructor(
    /** What the statement's axia_hit is given (ISO times: the bank's clock, not the database's). */
    readonly window: { key: string; now: string; since: string; max: number },
    private readonly rule: LimitRule,
  ) {}

  /** The refusal when the statement found the window over its max; `windowStart` is the window's start it read. */
  refusal(windowStart: string): RateLimitedError {
    return new RateLimitedError(retryAfterOf(this.rule, new Date(this.window.now), windowStart));
  }
}

/** One hit of `subject` against limit `name`, for a statement to count (DeferredHit). */
export async function deferredHit(
  ctx: BankContext,
  name: LimitName,
  subject: string,
): Promise<DeferredHit> {
  const rule = await ruleOf(ctx, name);
  const now = ctx.clock.now();
  const since = new Date(now.getTime() - rule.windowMs);
  return new DeferredHit(
    {
      key: keyOf(name, subject),
      now: now.toISOString(),
      since: since.toISOString(),
      max: rule.max,
    },
    rule,
  );
}

/** `hit`, refused with 429 and Retry-After (RateLimitedError) over the limit. */
export async function assertWithinLimit(ctx: BankContext, name: LimitName, subject: string) {
  const result = await hit(ctx, name, subject);
  if (!result.allowed) throw new RateLimitedError(result.retryAfterSeconds);
}

/**
 * The reads that scan a customer's history, whose time grows with it (a page deep in 10,000 rows, a search, a year
 * of daily balances): each is timed against expensiveReadTimePerCustomer (http/api-route.ts).
 */
export const EXPENSIVE_READS: ReadonlySet<string> = new Set([
  'getTransactions',
  'getExternalTransfers',
  'getBalanceHistory',
  'getCardTransactions',
  'getStakingActivities',
]);

interface ReadTimeWindow {
  start: number;
  usedMs: number;
}

/**
 * The database time each customer's expensive reads took in the current window of expensiveReadTimePerCustomer
 * (the time their connections were held, db/metered.ts: waiting behind others is not charged), in this process's
 * memory: a counter written to the database for every read would cost the very time it protects. A read starts
 * while the window's time is not over the rule's max (so a customer's first read always runs, however slow) and
 * counts its time when it ends; past the max, 429 with Retry-After until the window ends. N processes allow N times
 * the time; each one's database share stays bounded, which is what other customers feel.
 */
export class ReadTimeBudget {
  private readonly windows = new Map<string, ReadTimeWindow>();

  /** `now`: a monotonic clock in ms for the windows (real time, not the bank's movable clock). */
  constructor(private readonly now: () => number = () => performance.now()) {}

  /**
   * Starts a read of `subject` under `rule`: returns the call that ends it with the database time it took (charged
   * once); throws RateLimitedError when the window's time is spent.
   */
  start(subject: string, rule: LimitRule): (spentMs: number) => void {
    const began = this.now();
    const window = this.current(subject, rule, began);
    if (window.usedMs > rule.max)
      throw new RateLimitedError(
        Math.max(1, Math.ceil((window.start + rule.windowMs - began) / 1000)),
      );
    let ended = false;
    return (spentMs) => {
      if (ended) return;
      ended = true;
      // Into the window the read ends in (a new one, if its own ended meanwhile).
      this.current(subject, rule, this.now()).usedMs += spentMs;
    };
  }

  /** How many customers have a window held (ended ones are dropped as others start). */
  get size(): number {
    return this.windows.size;
  }

  private current(subject: string, rule: LimitRule, now: number): ReadTimeWindow {
    const held = this.windows.get(subject);
    if (held && now - held.start < rule.windowMs) return held;
    if (!held) this.forgetEnded(rule, now);
    const fresh = { start: now, usedMs: 0 };
    this.windows.set(subject, fresh);
    return fresh;
  }

  /** Drops the windows that have ended, once there are many: a customer seen again starts a new one anyway. */
  private forgetEnded(rule: LimitRule, now: number) {
    if (this.windows.size < FORGET_FROM) return;
    for (const [subject, window] of this.windows)
      if (now - window.start >= rule.windowMs) this.windows.delete(subject);
  }
}

/** Windows held before ended ones are swept (each is a few dozen bytes). */
const FORGET_FROM = 1_000;

const READ_TIME = new WeakMap<BankContext, ReadTimeBudget>();

/** The bank's read-time budget (one per bank context, so each test bank has its own). */
export function readTimeBudget(ctx: BankContext): ReadTimeBudget {
  let budget = READ_TIME.get(ctx);
  if (!budget) {
    budget = new ReadTimeBudget();
    READ_TIME.set(ctx, budget);
  }
  return budget;
}

/** Gives one hit back (a try that turned out right: a correct password). */
export async function giveBack(ctx: BankContext, name: LimitName, subject: string) {
  await ctx.db
    .updateTable('rate_limit_hits')
    .set((eb) => ({ hits: eb.fn('greatest', [eb('hits', '-', 1), eb.lit(0)]) }))
    .where('key', '=', keyOf(name, subject))
    .execute();
}

/**
 * Deletes the counters whose window has ended: a subject seen again starts a new window anyway (upsertHit), so only
 * live windows need a row, and a row per client address would otherwise pile up for good. The code-mail budgets'
 * records (identity/mail-limit.ts) go the same way once they are older than their window. Returns how many went.
 */
export async function pruneEndedWindows(ctx: BankContext): Promise<number> {
  const names = Object.keys(DEFAULT_LIMITS) as LimitName[];
  const rules = await Promise.all(names.map((name) => ruleOf(ctx, name)));
  const longest = Math.max(...rules.map((rule) => rule.windowMs));
  const now = ctx.clock.now().getTime();
  const hits = await ctx.db
    .deleteFrom('rate_limit_hits')
    .where('window_start', '<=', new Date(now - longest))
    .executeTakeFirst();
  const mails = await ctx.db
    .deleteFrom('code_mail_sends')
    .where('sent_at', '<=', new Date(now - PROFILE_LIMITS.codeMailWindowMs))
    .executeTakeFirst();
  return Number(hits.numDeletedRows) + Number(mails.numDeletedRows);
}

/** Prunes ended windows now and every `intervalMs` (unref'd; one process a round). Returns the stop. */
export function startLimitPruning(
  ctx: BankContext,
  log: { error(obj: unknown, msg: string): void },
  intervalMs = 10 * 60_000,
): () => void {
  const tick = () =>
    void claimLease(ctx.db, 'rate-limit-pruning', intervalMs * 0.9)
      .then((mine) => (mine ? pruneEndedWindows(ctx) : undefined))
      .catch((error: unknown) => log.error({ err: error }, 'pruning rate limit windows failed'));
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
