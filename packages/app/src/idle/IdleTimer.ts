import { RUNTIME_CONFIG_DEFAULTS, type RuntimeConfig } from '@axia/features/kit';

// Idle timeout: a warning one minute before the idle limit (half-way for limits under two minutes), then sign-out; plus an absolute session lifetime
// that activity does not extend. Plain TypeScript over setTimeout, so fake timers can drive it.

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** The shortest lead said in minutes ('2 minutes'); one minute is 'one minute'. */
// Stryker disable next-line ArithmeticOperator: 2 / MINUTE_MS lets no other lead through: the only whole minutes under two are 0 (not >= it) and one minute (said before)
const TWO_MINUTES_MS = 2 * MINUTE_MS;

/** The limits the runtime configuration sets (IDLE_TIMEOUT_MINUTES, SESSION_LIFETIME_HOURS on the bank). */
export function idleLimits(
  config: Pick<RuntimeConfig, 'idleTimeoutMinutes' | 'sessionLifetimeHours'>,
): { idleMs: number; maxSessionMs: number } {
  return {
    idleMs: config.idleTimeoutMinutes * MINUTE_MS,
    maxSessionMs: config.sessionLifetimeHours * HOUR_MS,
  };
}

export const DEFAULT_IDLE_MS = RUNTIME_CONFIG_DEFAULTS.idleTimeoutMinutes * MINUTE_MS;
export const DEFAULT_WARNING_MS = MINUTE_MS;
export const DEFAULT_MAX_SESSION_MS = RUNTIME_CONFIG_DEFAULTS.sessionLifetimeHours * HOUR_MS;

export interface IdleTimerOptions {
  idleMs?: number;
  /** How long before the idle limit the warning shows. */
  warningMs?: number;
  /** Absolute session lifetime from `start()`. */
  maxSessionMs?: number;
  onWarn(): void;
  onTimeout(reason: 'idle' | 'lifetime'): void;
}

export class IdleTimer {
  readonly idleMs: number;
  readonly warningMs: number;
  readonly maxSessionMs: number;
  #warnTimer: ReturnType<typeof setTimeout> | undefined;
  #idleTimer: ReturnType<typeof setTimeout> | undefined;
  #lifetimeTimer: ReturnType<typeof setTimeout> | undefined;
  #warning = false;
  #running = false;

  constructor(private readonly options: IdleTimerOptions) {
    this.idleMs = options.idleMs ?? DEFAULT_IDLE_MS;
    this.warningMs = warningLead(this.idleMs, options.warningMs);
    this.maxSessionMs = options.maxSessionMs ?? DEFAULT_MAX_SESSION_MS;
  }

  get isWarning() {
    return this.#warning;
  }

  /** Starts both clocks; `elapsedMs` is how long the session has already lasted. */
  start(elapsedMs = 0) {
    this.stop();
    this.#running = true;
    this.#lifetimeTimer = setTimeout(
      () => this.#expire('lifetime'),
      Math.max(0, this.maxSessionMs - elapsedMs),
    );
    this.#armIdle();
  }

  /** User activity: restarts the idle clock, unless the warning is showing (only 'Stay signed in' does). */
  activity() {
    if (!this.#running || this.#warning) return;
    this.#armIdle();
  }

  /** 'Stay signed in'. */
  stayActive() {
    if (!this.#running) return;
    this.#warning = false;
    this.#armIdle();
  }

  stop() {
    this.#running = false;
    this.#warning = false;
    clearTimeout(this.#warnTimer);
    clearTimeout(this.#idleTimer);
    clearTimeout(this.#lifetimeTimer);
  }

  #armIdle() {
    clearTimeout(this.#warnTimer);
    clearTimeout(this.#idleTimer);
    this.#warnTimer = setTimeout(() => {
      this.#warning = true;
      this.options.onWarn();
    }, this.idleMs - this.warningMs);
    this.#idleTimer = setTimeout(() => this.#expire('idle'), this.idleMs);
  }

  #expire(reason: 'idle' | 'lifetime') {
    this.stop();
    this.options.onTimeout(reason);
  }
}

/**
 * How long before the idle limit the warning shows: `warningMs` if given (at most the limit), by default a
 * minute, but never before half the limit (a 1-minute limit warns after 30 s).
 */
export function warningLead(idleMs = DEFAULT_IDLE_MS, warningMs?: number): number {
  return Math.min(warningMs ?? Math.min(DEFAULT_WARNING_MS, idleMs / 2), idleMs);
}

/** How long the warning leaves, in words: 'one minute', '2 minutes', '30 seconds'. */
export function warningLeadText(ms: number): string {
  if (ms === MINUTE_MS) return 'one minute';
  if (ms >= TWO_MINUTES_MS && ms % MINUTE_MS === 0) return `${ms / MINUTE_MS} minutes`;
  const seconds = Math.round(ms / 1000);
  return seconds === 1 ? '1 second' : `${seconds} seconds`;
}
