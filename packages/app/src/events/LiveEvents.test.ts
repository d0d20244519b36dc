import type { BankEvent } from '@axia/core';
import { eventAnnouncement, eventLabel } from '@axia/features/kit';
import { fakeConfig, fakeUser } from '@axia/features/kit/testing';
import type { AmplifyAuth } from '../identity/amplify';
import { createAppContext } from '../services';
import type { EventStreamOptions } from './eventStream';
import { LiveEvents, type LiveEventsModule } from './LiveEvents';

const received: BankEvent = {
  id: '12',
  type: 'transaction',
  at: '2025-03-10T10:00:00.000Z',
  entityId: 'tx-12',
  status: 'COMPLETED',
  transaction: {
    id: 'tx-12',
    publicId: 'T12',
    type: 'TRANSFER_BETWEEN_MEMBERS',
    status: 'COMPLETED',
    direction: 'DEPOSIT',
    amount: '25',
    currency: 'USD',
    counterparty: 'Acme Corp',
  },
  balances: [{ accountId: 'usd-1', currency: 'USD', amount: '125.00', spendableAmount: '125.00' }],
};

/** A module whose stream is a spy: the test plays the bank through the options it was opened with. */
function fakeModule() {
  const opened: EventStreamOptions[] = [];
  const stop = vi.fn();
  const module: LiveEventsModule = {
    openEventStream: (options) => {
      opened.push(options);
      return { stop, lastEventId: null };
    },
    eventAnnouncement,
    eventLabel,
  };
  return { module, opened, stop, load: vi.fn(async () => module) };
}

function fakeTarget() {
  const listeners = new Map<string, Set<() => void>>();
  return {
    hidden: false,
    addEventListener: (name: string, fn: () => void) => {
      if (!listeners.has(name)) listeners.set(name, new Set());
      listeners.get(name)!.add(fn);
    },
    removeEventListener: (name: string, fn: () => void) => void listeners.get(name)?.delete(fn),
    fire: (name: string) => listeners.get(name)?.forEach((fn) => fn()),
  };
}

function setup() {
  const fake = fakeModule();
  const accounts = {
    applyEvent: vi.fn(async () => {}),
    refresh: vi.fn(async () => {}),
    spendable: null,
  };
  const announce = vi.fn();
  const win = fakeTarget();
  const doc = fakeTarget();
  const live = new LiveEvents({
    url: 'http://bank.test/api/events',
    getIdToken: async () => 'token',
    accounts,
    announce,
    load: fake.load,
    window: win as unknown as Window,
    document: doc as unknown as Document,
  });
  return { live, fake, accounts, announce, win, doc };
}

describe('LiveEvents', () => {
  it('applies an event to the accounts, hands it to the subscribed features and announces it', async () => {
    const { live, fake, accounts, announce } = setup();
    const heard: unknown[] = [];
    live.hub.subscribe(['transaction'], (signal) => heard.push(signal));
    const stakingOnly = vi.fn();
    live.hub.subscribe(['staking'], stakingOnly);
    await live.start();
    expect(fake.opened[0]!.url).toBe('http://bank.test/api/events');
    fake.opened[0]!.onEvent(received);
    expect(accounts.applyEvent).toHaveBeenCalledWith(received);
    expect(heard).toEqual([{ kind: 'event', event: received }]);
    expect(stakingOnly).not.toHaveBeenCalled();
    await vi.waitFor(() =>
      expect(announce).toHaveBeenCalledWith('Received $25.00 from Acme Corp', 'Money received'),
    );
  });

  it("does not announce the tab's own transfer (its screen already said so), but applies it", async () => {
    const { live, fake, accounts, announce } = setup();
    await live.start();
    await live.own.track(Promise.resolve({ transactionId: 'tx-12', publicId: 'T12' }));
    fake.opened[0]!.onEvent(received);
    expect(accounts.applyEvent).toHaveBeenCalledWith(received);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(announce).not.toHaveBeenCalled();
  });

  it('follows the stream status and stops for good', async () => {
    const { live, fake } = setup();
    await live.start();
    await live.start();
    expect(fake.opened).toHaveLength(1);
    fake.opened[0]!.onStatus('live');
    expect(live.hub.status).toBe('live');
    live.stop();
    expect(fake.stop).toHaveBeenCalled();
    expect(live.hub.status).toBe('off');
  });

  it('opens nothing when signed out while its code was loading', async () => {
    const { live, fake } = setup();
    const starting = live.start();
    live.stop();
    await starting;
    expect(fake.opened).toHaveLength(0);
  });

  it('while the stream is down, the window coming back re-reads the accounts and the open page (once)', async () => {
    const { live, fake, accounts, win, doc } = setup();
    const resyncs = vi.fn();
    live.hub.subscribe('all', (signal) => signal.kind === 'resync' && resyncs());
    await live.start();
    fake.opened[0]!.onStatus('live');
    win.fire('focus');
    expect(accounts.refresh).not.toHaveBeenCalled();

    fake.opened[0]!.onStatus('down');
    doc.fire('visibilitychange');
    win.fire('focus');
    expect(accounts.refresh).toHaveBeenCalledTimes(1);
    expect(accounts.refresh).toHaveBeenCalledWith({ withRate: false, quiet: true });
    expect(resyncs).toHaveBeenCalledTimes(1);

    live.stop();
    win.fire('focus');
    expect(accounts.refresh).toHaveBeenCalledTimes(1);
  });
});

describe('the app context starts live events only for a signed-in customer', () => {
  it('loads nothing on /login, starts once the profile is in, stops on sign-out', async () => {
    const fake = fakeModule();
    const amplify = {
      fetchAuthSession: vi.fn(async () => ({ tokens: undefined })),
      signOut: vi.fn(async () => undefined),
    } as unknown as AmplifyAuth;
    const app = createAppContext(fakeConfig, { amplify, live: { load: fake.load } });
    expect(fake.load).not.toHaveBeenCalled();
    app.session.setSession(true);
    expect(fake.load).not.toHaveBeenCalled();
    app.session.setUser(fakeUser);
    await vi.waitFor(() => expect(fake.opened).toHaveLength(1));
    expect(fake.opened[0]!.url).toBe('http://127.0.0.1:8080/api/events');
    await app.signOut();
    expect(fake.stop).toHaveBeenCalled();
  });
});
