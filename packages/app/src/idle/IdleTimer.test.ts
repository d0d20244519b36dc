import {
  COUNTDOWN_ANNOUNCE_S,
  countdownAnnouncement,
  countdownText,
  IdleTimer,
  warningLead,
} from './IdleTimer';

const MIN = 60_000;

function setup(options: Partial<ConstructorParameters<typeof IdleTimer>[0]> = {}) {
  const onWarn = vi.fn();
  const onTimeout = vi.fn();
  const timer = new IdleTimer({ onWarn, onTimeout, ...options });
  return { timer, onWarn, onTimeout };
}

describe('IdleTimer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('warns one minute before 10 idle minutes, then times out', () => {
    const { timer, onWarn, onTimeout } = setup();
    timer.start();
    vi.advanceTimersByTime(9 * MIN - 1);
    expect(onWarn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onWarn).toHaveBeenCalledTimes(1);
    expect(timer.isWarning).toBe(true);
    vi.advanceTimersByTime(MIN - 1);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTimeout).toHaveBeenCalledWith('idle');
  });

  it('activity restarts the idle clock', () => {
    const { timer, onWarn, onTimeout } = setup();
    timer.start();
    vi.advanceTimersByTime(8 * MIN);
    timer.activity();
    vi.advanceTimersByTime(8 * MIN);
    expect(onWarn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2 * MIN);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('activity during the warning does not cancel it; Stay signed in does', () => {
    const { timer, onTimeout } = setup();
    timer.start();
    vi.advanceTimersByTime(9 * MIN + 10_000);
    timer.activity();
    vi.advanceTimersByTime(50_000);
    expect(onTimeout).toHaveBeenCalledTimes(1);

    const second = setup();
    second.timer.start();
    vi.advanceTimersByTime(9 * MIN + 10_000);
    second.timer.stayActive();
    expect(second.timer.isWarning).toBe(false);
    vi.advanceTimersByTime(9 * MIN);
    expect(second.onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(MIN);
    expect(second.onTimeout).toHaveBeenCalledWith('idle');
  });

  it('is configurable', () => {
    const { timer, onWarn, onTimeout } = setup({ idleMs: 2 * MIN, warningMs: 30_000 });
    timer.start();
    vi.advanceTimersByTime(90_000);
    expect(onWarn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(30_000);
    expect(onTimeout).toHaveBeenCalledWith('idle');
  });

  it('ends the session at its absolute lifetime despite activity', () => {
    const { timer, onTimeout } = setup({ maxSessionMs: 30 * MIN });
    timer.start();
    for (let i = 0; i < 6; i++) {
      vi.advanceTimersByTime(5 * MIN);
      timer.activity();
    }
    expect(onTimeout).toHaveBeenCalledWith('lifetime');
  });

  it('counts the time the session already lasted', () => {
    const { timer, onTimeout } = setup({ maxSessionMs: 12 * 60 * MIN });
    timer.start(12 * 60 * MIN - MIN);
    vi.advanceTimersByTime(MIN);
    expect(onTimeout).toHaveBeenCalledWith('lifetime');
  });

  it('says when the session ends if nothing happens: the idle limit, or the lifetime when sooner', () => {
    const { timer } = setup({ idleMs: 10 * MIN, maxSessionMs: 60 * MIN });
    expect(timer.endsAt).toBeNull();
    const t0 = Date.now();
    timer.start();
    expect(timer.endsAt).toBe(t0 + 10 * MIN);
    vi.advanceTimersByTime(3 * MIN);
    timer.activity();
    expect(timer.endsAt).toBe(t0 + 13 * MIN);
    vi.advanceTimersByTime(9 * MIN);
    expect(timer.isWarning).toBe(true);
    timer.stayActive();
    expect(timer.endsAt).toBe(t0 + 22 * MIN);
    // Active every 5 minutes up to 52 minutes into the hour: the lifetime (at 60) comes before the idle limit (62).
    for (let minute = 17; minute <= 55; minute += 5) {
      vi.advanceTimersByTime(5 * MIN);
      timer.activity();
    }
    expect(timer.endsAt).toBe(t0 + 60 * MIN);
    timer.stop();
    expect(timer.endsAt).toBeNull();
  });

  it('counts the lifetime from the sign-in in endsAt', () => {
    const { timer } = setup({ idleMs: 10 * MIN, maxSessionMs: 60 * MIN });
    const t0 = Date.now();
    timer.start(55 * MIN);
    expect(timer.endsAt).toBe(t0 + 5 * MIN);
    timer.start(70 * MIN);
    expect(timer.endsAt).toBe(t0);
  });

  it('stop() cancels everything', () => {
    const { timer, onWarn, onTimeout } = setup();
    timer.start();
    timer.stop();
    vi.advanceTimersByTime(13 * 60 * MIN);
    expect(onWarn).not.toHaveBeenCalled();
    expect(onTimeout).not.toHaveBeenCalled();
  });
});

describe('IdleTimer once stopped (sign-out)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('does nothing before start(): activity and Stay signed in arm no clock, and no warning shows', () => {
    const { timer, onWarn, onTimeout } = setup();
    expect(timer.isWarning).toBe(false);
    timer.activity();
    timer.stayActive();
    vi.advanceTimersByTime(13 * 60 * MIN);
    expect(onWarn).not.toHaveBeenCalled();
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('ignores activity and Stay signed in: nothing warns or times out after stop()', () => {
    const { timer, onWarn, onTimeout } = setup();
    timer.start();
    timer.stop();
    timer.activity();
    timer.stayActive();
    vi.advanceTimersByTime(13 * 60 * MIN);
    expect(onWarn).not.toHaveBeenCalled();
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('a new start after a stop during the warning begins without a warning, so activity counts again', () => {
    const { timer, onWarn, onTimeout } = setup();
    timer.start();
    vi.advanceTimersByTime(9 * MIN);
    expect(timer.isWarning).toBe(true);
    timer.stop();
    expect(timer.isWarning).toBe(false);
    timer.start();
    vi.advanceTimersByTime(8 * MIN);
    timer.activity();
    vi.advanceTimersByTime(8 * MIN);
    expect(onWarn).toHaveBeenCalledTimes(1);
    expect(onTimeout).not.toHaveBeenCalled();
  });
});

describe('the warning lead', () => {
  it('is a minute by default, half the limit when that is under two minutes', () => {
    const timer = (idleMs: number) => new IdleTimer({ idleMs, onWarn() {}, onTimeout() {} });
    expect(timer(10 * MIN).warningMs).toBe(MIN);
    expect(timer(2 * MIN).warningMs).toBe(MIN);
    expect(timer(MIN).warningMs).toBe(30_000);
    expect(timer(90_000).warningMs).toBe(45_000);
  });

  it('is never longer than the idle limit itself', () => {
    expect(warningLead(MIN, 2 * MIN)).toBe(MIN);
    expect(warningLead(10 * MIN, 2 * MIN)).toBe(2 * MIN);
  });
});

describe('the warning countdown', () => {
  it.each([
    [60, 'one minute'],
    [120, '2 minutes'],
    [61, '1 minute 1 second'],
    [65, '1 minute 5 seconds'],
    [125, '2 minutes 5 seconds'],
    [59, '59 seconds'],
    [45, '45 seconds'],
    [1, '1 second'],
    [0.2, '1 second'],
    [0, '0 seconds'],
    [-3, '0 seconds'],
  ])('%s s is said %j', (seconds, text) => {
    expect(countdownText(seconds)).toBe(text);
  });

  it('announces the time left at most every COUNTDOWN_ANNOUNCE_S seconds, not at the start nor the end', () => {
    expect(COUNTDOWN_ANNOUNCE_S).toBe(15);
    const said = Array.from({ length: 61 }, (_, i) => countdownAnnouncement(60 - i, 60));
    // One entry per second from 60 down to 0: the region's text changes only at 45, 30 and 15 seconds left.
    const changes = said.flatMap((text, i) => (i > 0 && text !== said[i - 1] ? [60 - i] : []));
    expect(changes).toEqual([45, 30, 15, 0]);
    expect(said[0]).toBe('');
    expect(countdownAnnouncement(45, 60)).toBe('45 seconds left before you are signed out.');
    expect(countdownAnnouncement(44, 60)).toBe('45 seconds left before you are signed out.');
    expect(countdownAnnouncement(30, 60)).toBe('30 seconds left before you are signed out.');
    expect(countdownAnnouncement(1, 60)).toBe('15 seconds left before you are signed out.');
    expect(countdownAnnouncement(0, 60)).toBe('');
    // A 30-second lead (a one-minute limit): first said at 15.
    expect(countdownAnnouncement(29, 30)).toBe('');
    expect(countdownAnnouncement(15, 30)).toBe('15 seconds left before you are signed out.');
  });
});
