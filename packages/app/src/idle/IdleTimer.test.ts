import { IdleTimer, warningLead, warningLeadText } from './IdleTimer';

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

  it('is said in words', () => {
    expect(warningLeadText(MIN)).toBe('one minute');
    expect(warningLeadText(2 * MIN)).toBe('2 minutes');
    expect(warningLeadText(45_000)).toBe('45 seconds');
    expect(warningLeadText(90_000)).toBe('90 seconds');
    expect(warningLeadText(150_000)).toBe('150 seconds');
    expect(warningLeadText(1_500)).toBe('2 seconds');
    expect(warningLeadText(1_000)).toBe('1 second');
    expect(warningLeadText(0)).toBe('0 seconds');
  });
});
