import { act, render } from '@testing-library/react';
import type { BankEvent } from '@axia/core';
import { createFakeServices } from '../testing';
import { ServicesProvider } from '../services';
import { BankEventHub, useLiveReload } from './events';

const event = (type: BankEvent['type'], entityId = 'x-1'): BankEvent => ({
  id: '1',
  type,
  at: '2025-03-10T10:00:00.000Z',
  entityId,
  status: null,
  transaction: null,
  balances: [],
});

function Reloading({
  reload,
  filter,
}: {
  reload: () => void;
  filter?: (event: BankEvent) => boolean;
}) {
  useLiveReload(['staking', 'card'], reload, filter);
  return null;
}

function mount(reload: () => void, filter?: (event: BankEvent) => boolean) {
  const events = new BankEventHub();
  const view = render(
    <ServicesProvider services={createFakeServices({ events })}>
      <Reloading reload={reload} filter={filter} />
    </ServicesProvider>,
  );
  return { events, ...view };
}

describe('useLiveReload', () => {
  it('re-reads on the types asked for and on a resync, not on others', () => {
    const reload = vi.fn();
    const { events } = mount(reload);
    act(() => events.publish(event('transaction')));
    expect(reload).not.toHaveBeenCalled();
    act(() => events.publish(event('staking')));
    act(() => events.publish(event('card')));
    act(() => events.resync());
    expect(reload).toHaveBeenCalledTimes(3);
  });

  it('narrows by the filter (this screen’s entity), but a resync always re-reads', () => {
    const reload = vi.fn();
    const { events } = mount(reload, (e) => e.entityId === 'mine');
    act(() => events.publish(event('staking', 'other')));
    expect(reload).not.toHaveBeenCalled();
    act(() => events.publish(event('staking', 'mine')));
    act(() => events.resync());
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('stops hearing once the screen is gone', () => {
    const reload = vi.fn();
    const { events, unmount } = mount(reload);
    unmount();
    act(() => events.publish(event('staking')));
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('BankEventHub', () => {
  it('stamps when the stream went down, and forgets it once it is no longer down', () => {
    let now = new Date('2025-03-10T10:00:00.000Z');
    const hub = new BankEventHub(() => now);
    hub.setStatus('down');
    const since = hub.downSince;
    expect(since).toEqual(new Date('2025-03-10T10:00:00.000Z'));
    now = new Date('2025-03-10T10:00:30.000Z');
    hub.setStatus('connecting');
    hub.setStatus('down');
    expect(hub.downSince).toEqual(new Date('2025-03-10T10:00:30.000Z'));
    hub.setStatus('live');
    expect(hub.downSince).toBeNull();
  });

  it('one failing subscriber does not keep the event from the others', () => {
    const hub = new BankEventHub();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const heard = vi.fn();
    hub.subscribe('all', () => {
      throw new Error('boom');
    });
    hub.subscribe('all', heard);
    hub.publish(event('card'));
    expect(heard).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
