import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSandboxIdentityVerification, sandboxWidgetUrl } from './sandboxWidget';

function fakeWindow(popup: { closed: boolean; focus(): void; close(): void } | null) {
  const listeners = new Set<(event: MessageEvent) => void>();
  const win = {
    location: { href: 'http://127.0.0.1:8080/onboarding/individual/kyc' },
    open: vi.fn(() => popup),
    setInterval: (fn: () => void, ms: number) => setInterval(fn, ms),
    clearInterval: (id: number) => clearInterval(id),
    addEventListener: (_type: string, fn: (event: MessageEvent) => void) => listeners.add(fn),
    removeEventListener: (_type: string, fn: (event: MessageEvent) => void) => listeners.delete(fn),
  };
  const post = (data: unknown, origin: string, source: unknown = popup) =>
    listeners.forEach((fn) => fn({ data, origin, source } as MessageEvent));
  return { win: win as unknown as Window, post, listeners };
}

describe('sandbox identity-verification widget', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lives beside the bank API', () => {
    expect(sandboxWidgetUrl('http://127.0.0.1:8080/api', 'abc', 'http://x/')).toBe(
      'http://127.0.0.1:8080/sandbox/kyc/abc',
    );
    expect(sandboxWidgetUrl('/api', 'a b', 'https://app.example/onboarding')).toBe(
      'https://app.example/sandbox/kyc/a%20b',
    );
  });

  it('opens a pop-up, reports the submission from its origin only, and the close once', () => {
    vi.useFakeTimers();
    const popup = { closed: false, focus: vi.fn(), close: vi.fn() };
    const { win, post, listeners } = fakeWindow(popup);
    const events = { onClose: vi.fn(), onSubmitted: vi.fn() };
    const widget = createSandboxIdentityVerification({ apiBaseUrl: '/api' }, win).open(
      { refId: 'r1' },
      events,
    );
    expect(widget.opened).toBe(true);
    expect(win.open).toHaveBeenCalledWith(
      'http://127.0.0.1:8080/sandbox/kyc/r1',
      'axia-identity-verification',
      expect.stringContaining('popup'),
    );
    post({ type: 'axia-kyc', status: 'SUBMITTED' }, 'https://evil.example');
    post({ type: 'axia-kyc', status: 'SUBMITTED' }, 'http://127.0.0.1:8080', {});
    expect(events.onSubmitted).not.toHaveBeenCalled();
    post({ type: 'axia-kyc', status: 'SUBMITTED' }, 'http://127.0.0.1:8080');
    expect(events.onSubmitted).toHaveBeenCalledTimes(1);
    popup.closed = true;
    vi.advanceTimersByTime(2000);
    expect(events.onClose).toHaveBeenCalledTimes(1);
    expect(listeners.size).toBe(0);
  });

  it('says when the browser refused the pop-up', () => {
    const { win } = fakeWindow(null);
    const widget = createSandboxIdentityVerification({ apiBaseUrl: '/api' }, win).open(
      { refId: 'r1', widgetUrl: 'http://bank.example/sandbox/kyc/r1' },
      { onClose: vi.fn() },
    );
    expect(widget.opened).toBe(false);
    expect(win.open).toHaveBeenCalledWith(
      'http://bank.example/sandbox/kyc/r1',
      expect.any(String),
      expect.any(String),
    );
  });

  it('dispose stops reporting and leaves the window to the user', () => {
    vi.useFakeTimers();
    const popup = { closed: false, focus: vi.fn(), close: vi.fn() };
    const { win } = fakeWindow(popup);
    const onClose = vi.fn();
    createSandboxIdentityVerification({ apiBaseUrl: '/api' }, win)
      .open({ refId: 'r1' }, { onClose })
      .dispose();
    expect(popup.close).not.toHaveBeenCalled();
    popup.closed = true;
    vi.advanceTimersByTime(2000);
    expect(onClose).not.toHaveBeenCalled();
  });
});
