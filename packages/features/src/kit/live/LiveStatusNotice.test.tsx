import { act, render, screen } from '@testing-library/react';
import { createFakeServices } from '../testing';
import { ServicesProvider } from '../services';
import { BankEventHub } from './events';
import { LIVE_TEXT, LiveStatusNotice, PAUSED_NOTICE_AFTER_MS } from './LiveStatusNotice';

afterEach(() => {
  vi.useRealTimers();
});

describe('LiveStatusNotice', () => {
  it('says nothing for a short drop, then "paused — reconnecting" in its polite status, and clears once live', () => {
    vi.useFakeTimers({ now: new Date('2025-03-10T10:00:00.000Z') });
    const events = new BankEventHub();
    render(
      <ServicesProvider services={createFakeServices({ events })}>
        <LiveStatusNotice />
      </ServicesProvider>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');
    act(() => events.setStatus('down'));
    act(() => vi.advanceTimersByTime(PAUSED_NOTICE_AFTER_MS - 1));
    expect(status).toHaveTextContent('');
    act(() => vi.advanceTimersByTime(1));
    expect(status).toHaveTextContent(LIVE_TEXT.paused);
    act(() => events.setStatus('live'));
    expect(status).toHaveTextContent('');
  });

  it('says nothing when the bank has no stream (pages re-read on focus instead)', () => {
    const events = new BankEventHub();
    events.setStatus('unavailable');
    render(
      <ServicesProvider services={createFakeServices({ events })}>
        <LiveStatusNotice />
      </ServicesProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
