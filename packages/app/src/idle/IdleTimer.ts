import { RUNTIME_CONFIG_DEFAULTS, type RuntimeConfig } from '@axia/features/kit';

// Idle timeout: a warning one minute before the idle limit (half-way for limits under two minutes), then sign-out; plus an absolute session lifetime
// that activity does not extend. Plain TypeScript over setTimeout, so fake timers can drive it.

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** The limits the runtime configuration sets (IDLE_TIMEOUT_MINUTES, SESSION_LIFETIME_HOURS on the bank). */
export function idleLimits(
  config: Pick<RuntimeConfig, 'idleTimeoutMinutes' | 'sessionLifetimeHours'>,
): { idleMs: number; maxSessionMs: number } {
  return {
    idleMs: config.idleTimeoutMinutes * MINUTE_MS,
    maxSessionMs: config.sessionLifetimeHours * HOUR_MS,
  };
}

const DEFAULT_IDLE_MS = RUNTIME_CONFIG_DEFAULTS.idleTimeoutMinutes * MINUTE_MS;
const DEFAULT_WARNING_MS = MINUTE_MS;
const DEFAULT_MAX_SESSION_MS = RUNTIME_CONFIG_DEFAULTS.sessionLifetimeHours * HOUR_MS;

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
  /** When the idle clock and the lifetime run out (Date.now() time), while running. */
  #idleAt = 0;
  #lifetimeAt = 0;

  constructor(private readonly options: IdleTimerOptions) {
    this.idleMs = options.idleMs ?? DEFAULT_IDLE_MS;
    this.warningMs = warningLead(this.idleMs, options.warningMs);
    this.maxSessionMs = options.maxSessionMs ?? DEFAULT_MAX_SESSION_MS;
  }

  get isWarning() {
    return this.#warning;
  }

  /**
   * When the session ends if nothing happens (the idle limit, or the lifetime if sooner), as Date.now() time: what
   * the warning counts down to. Null when not running.
   */
  get endsAt(): number | null {
    return this.#running ? Math.min(this.#idleAt, this.#lifetimeAt) : null;
  }

  /** Starts both clocks; `elapsedMs` is how long the session has already lasted. */
  start(elapsedMs = 0) {
    this.stop();
    this.#running = true;
    const lifetimeLeft = Math.max(0, this.maxSessionMs - elapsedMs);
    this.#lifetimeAt = Date.now() + lifetimeLeft;
    this.#lifetimeTimer = setTimeout(() => this.#expire('lifetime'), lifetimeLeft);
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
    this.#idleAt = Date.now() + this.idleMs;
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

/**
 * The idle warning's countdown, in words: '45 seconds', '1 second', 'one minute', '1 minute 5 seconds',
 * '2 minutes'. Whole seconds, never below 0.
 */
export function countdownText(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  const secondsText = rest === 1 ? '1 second' : `${rest} seconds`;
  if (minutes === 0) return secondsText;
  const minutesText = minutes === 1 ? '1 minute' : `${minutes} minutes`;
  return rest === 0
    ? minutes === 1
      ? 'one minute'
      : minutesText
    : `${minutesText} ${secondsText}`;
}

/** How often, at most, the warning's polite live region says the time left (the visible text changes every second). */
export const COUNTDOWN_ANNOUNCE_S = 15;

/**
 * What the warning's polite live region says: the time left rounded up to COUNTDOWN_ANNOUNCE_S, so it changes (and
 * is announced) at most that often; nothing before the first step down (the dialog's opening says the start).
 */
export function countdownAnnouncement(seconds: number, leadSeconds: number): string {
  const step = Math.ceil(seconds / COUNTDOWN_ANNOUNCE_S) * COUNTDOWN_ANNOUNCE_S;
  if (seconds <= 0 || step >= leadSeconds) return '';
  return `${countdownText(step)} left before you are signed out.`;
}
