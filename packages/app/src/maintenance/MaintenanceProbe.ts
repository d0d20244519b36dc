import { reaction } from 'mobx';

// The app's own way back from maintenance (issue 39 #5). Every 503 sets the maintenance flag (seed 000 §4), a
// database blip's as well as a real maintenance's; while the flag is set the app asks the bank by itself whether
// it is back, first after the 503's Retry-After, then less and less often, at least every 30 seconds. The question
// is the public service-status read (services.checkMaintenance): it passes the bank's maintenance gate and reads
// the bank's settings, so it answers 503 while maintenance is on or the database is away, and the flag clears only
// on another answer. (/config.json is no probe: the bank serves it without its database or its maintenance gate.)

/** The first probe's delay when the 503 gave no Retry-After. */
export const FIRST_PROBE_MS = 2_000;
/** No probe sooner than this after the previous one, whatever Retry-After says. */
const MIN_PROBE_MS = 1_000;
/** The longest wait between two probes (the maintenance page says it checks at least this often). */
export const MAX_PROBE_MS = 30_000;

export interface ProbeTimers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const globalTimers: ProbeTimers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface MaintenanceProbeOptions {
  /** The maintenance flag (observable: the probing starts when it is set and stops when it clears). */
  isMaintaining(): boolean;
  /** Asks the bank; clears the flag itself when the bank is back (services.checkMaintenance). Never rejects. */
  probe(): Promise<unknown>;
  /** For tests: the timers (the global ones by default, read when used, so fake timers apply). */
  timers?: ProbeTimers;
}

const bounded = (ms: number) => Math.min(MAX_PROBE_MS, Math.max(MIN_PROBE_MS, ms));

/**
 * The probe schedule while the flag is set: the first after the latest 503's Retry-After (FIRST_PROBE_MS without
 * one), each next one after twice the previous wait or the latest Retry-After if that is longer; every wait between
 * MIN_PROBE_MS and MAX_PROBE_MS. One probe at a time; none once the flag is clear.
 */
export class MaintenanceProbe {
  /** The latest 503's Retry-After (ms) since the last probe began; null when it gave none. */
  private retryAfter: number | null = null;
  private lastWait = 0;
  private timer: unknown = null;
  private probing = false;
  private readonly timers: ProbeTimers;

  constructor(private readonly options: MaintenanceProbeOptions) {
    this.timers = options.timers ?? globalTimers;
  }

  /** A 503 arrived with this Retry-After (the call layer's onMaintenance, before it sets the flag). */
  heard(retryAfterMs: number | null) {
    if (retryAfterMs !== null) this.retryAfter = Math.max(this.retryAfter ?? 0, retryAfterMs);
  }

  /** Follows the flag: probes while it is set. Returns the disposer. */
  start(): () => void {
    const dispose = reaction(
      () => this.options.isMaintaining(),
      (on) => (on ? this.schedule() : this.stop()),
      { fireImmediately: true },
    );
    return () => {
      dispose();
      this.stop();
    };
  }

  private schedule() {
    if (this.timer !== null || this.probing) return;
    const wait = bounded(
      this.lastWait === 0
        ? (this.retryAfter ?? FIRST_PROBE_MS)
        : Math.max(this.retryAfter ?? 0, this.lastWait * 2),
    );
    this.lastWait = wait;
    this.timer = this.timers.set(() => void this.run(), wait);
  }

  private async run() {
    this.timer = null;
    this.probing = true;
    // What this probe's own 503 says applies to the next wait.
    this.retryAfter = null;
    try {
      await this.options.probe();
    } catch {
      // checkMaintenance never rejects; another probe would: the flag stays, the next one asks again.
    } finally {
      this.probing = false;
    }
    if (this.options.isMaintaining()) this.schedule();
  }

  private stop() {
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = null;
    this.lastWait = 0;
    this.retryAfter = null;
  }
}
