// The bank's time source: the one thing called a clock. The sandbox's offset of it, shared by every process, is
// sandbox/clock-offset.ts; the job that accrues staking rewards as it moves is modules/stakings/accrual-job.ts.

/** Time as the bank sees it. Injected everywhere time matters so tests and the sandbox can move it. */
export interface Clock {
  now(): Date;
}

/** The system clock plus an adjustable offset (the sandbox admin's "move the clock"). */
export class AdjustableClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  setOffset(ms: number) {
    this.offsetMs = ms;
  }

  advance(ms: number) {
    this.offsetMs += ms;
  }

  get offset() {
    return this.offsetMs;
  }
}

/** A clock that only moves when told to (tests). */
export class FixedClock implements Clock {
  constructor(private current: Date) {}
  now() {
    return new Date(this.current);
  }
  set(date: Date) {
    this.current = date;
  }
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export const isoDate = (date: Date) => date.toISOString().slice(0, 10);
