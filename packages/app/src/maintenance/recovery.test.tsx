import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type InternalAxiosRequestConfig,
} from 'axios';
import { observable, runInAction } from 'mobx';
import type { User } from '@axia/core';
import type { RuntimeConfig } from '@axia/features/kit';
import { fakeConfig, fakeUser, sampleAccount } from '@axia/features/kit/testing';
import { registry } from '@axia/features/registry';
import { AppProvider } from '../appContext';
import { retryAfterMs } from '../call-layer/callLayer';
import type { AmplifyAuth } from '../identity/amplify';
import { BANK_BACK_TEXT } from '../router/Root';
import { testRouter } from '../router/testRouter';
import { createAppContext } from '../services';
import {
  FIRST_PROBE_MS,
  MAX_PROBE_MS,
  MaintenanceProbe,
  type ProbeTimers,
} from './MaintenanceProbe';

// Issue 39 #5, 'the app recovers by itself': while the maintenance flag is set (any 503, seed 000 §4) the app asks the
// bank by itself — first after the 503's Retry-After, then less often, at least every 30 seconds — and once the bank
// answers the flag clears and the customer is back on the screen they were on, as it was (an open wizard's values,
// its submission's idempotency key).

const DB_DOWN = 'The database is not available. Please try again shortly.';
const MAINTENANCE = 'The website is undergoing maintenance';
/** How long a focus move is waited for here: the app waits for a page's heading for up to 30 s (router/focusHeading). */
const FOCUS_WAIT = { timeout: 15_000 };

/** Timers the test fires by hand: what is pending and after how long. */
function manualTimers() {
  const pending = new Map<number, { run: () => void; ms: number }>();
  let next = 1;
  const timers: ProbeTimers = {
    set: (run, ms) => {
      pending.set(next, { run, ms });
      return next++;
    },
    clear: (handle) => void pending.delete(handle as number),
  };
  return {
    timers,
    /** The waits scheduled and not yet run. */
    waits: () => [...pending.values()].map((timer) => timer.ms),
    /** Runs the pending timers (the clock reached them). */
    async fire() {
      const due = [...pending.entries()];
      pending.clear();
      await act(async () => {
        for (const [, timer] of due) timer.run();
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
    },
  };
}

describe('Retry-After', () => {
  it('reads delay-seconds and HTTP dates (a past date is 0); anything else is null', () => {
    const now = Date.parse('2026-03-01T10:00:00Z');
    expect(retryAfterMs('5', now)).toBe(5000);
    expect(retryAfterMs(' 60 ', now)).toBe(60_000);
    expect(retryAfterMs('Sun, 01 Mar 2026 10:00:07 GMT', now)).toBe(7000);
    expect(retryAfterMs('Sun, 01 Mar 2026 09:00:00 GMT', now)).toBe(0);
    for (const value of [undefined, null, '', 'soon', '-3', 5])
      expect(retryAfterMs(value, now)).toBeNull();
  });
});

describe('the probe schedule (fake clock)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  async function run(options: {
    retryAfter?: number | null;
    still: (probe: MaintenanceProbe, asked: number) => boolean;
    until: number;
  }) {
    const flag = observable.box(false);
    const asked: number[] = [];
    const started = Date.now();
    const probe: MaintenanceProbe = new MaintenanceProbe({
      isMaintaining: () => flag.get(),
      probe: async () => {
        asked.push(Date.now() - started);
        if (!options.still(probe, asked.length)) runInAction(() => flag.set(false));
      },
    });
    const stop = probe.start();
    probe.heard(options.retryAfter ?? null);
    runInAction(() => flag.set(true));
    await vi.advanceTimersByTimeAsync(options.until);
    stop();
    return { asked, flag };
  }

  it('asks first after Retry-After, then after twice the last wait, at most every 30 s', async () => {
    const { asked, flag } = await run({ retryAfter: 1000, still: () => true, until: 120_000 });
    // Waits 1, 2, 4, 8, 16, 30, 30 … seconds.
    expect(asked).toEqual([1000, 3000, 7000, 15_000, 31_000, 61_000, 91_000]);
    expect(flag.get()).toBe(true);
  });

  it('waits FIRST_PROBE_MS without a Retry-After, and never longer than 30 s for a long one', async () => {
    const none = await run({ still: () => true, until: FIRST_PROBE_MS });
    expect(none.asked).toEqual([FIRST_PROBE_MS]);
    const long = await run({ retryAfter: 60_000, still: () => true, until: 2 * MAX_PROBE_MS });
    expect(long.asked).toEqual([MAX_PROBE_MS, 2 * MAX_PROBE_MS]);
  });

  it('honours a later 503’s longer Retry-After (up to 30 s)', async () => {
    const { asked } = await run({
      retryAfter: 1000,
      // The first probe's own 503 says 10 s: the next waits 10 s, not 2.
      still: (probe, count) => {
        if (count === 1) probe.heard(10_000);
        return true;
      },
      until: 11_000,
    });
    expect(asked).toEqual([1000, 11_000]);
  });

  it('stops once the bank answers (the flag clears), and starts over at Retry-After on the next 503', async () => {
    const { asked, flag } = await run({
      retryAfter: 1000,
      still: (_, count) => count < 3,
      until: 60_000,
    });
    expect(asked).toEqual([1000, 3000, 7000]);
    expect(flag.get()).toBe(false);
  });
});

const config: RuntimeConfig = { ...fakeConfig, apiBaseUrl: 'http://bank.test/api' };
const amplify = {
  signOut: vi.fn(async () => undefined),
  fetchAuthSession: vi.fn(async () => ({})),
} as unknown as AmplifyAuth;

type Answer = { status: number; data?: unknown; headers?: Record<string, string> };

/** The bank: answers by 'METHOD /path' (a function sees the request); records every request. */
function bank(answers: Record<string, Answer | ((request: InternalAxiosRequestConfig) => Answer)>) {
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (cfg) => {
    requests.push(cfg);
    const key = `${(cfg.method ?? 'get').toUpperCase()} ${String(cfg.url)}`;
    const given = answers[key] ?? { status: 404, data: { message: `no ${key}` } };
    const answer = typeof given === 'function' ? given(cfg) : given;
    const response = {
      data: answer.data ?? {},
      status: answer.status,
      statusText: '',
      headers: new AxiosHeaders(answer.headers ?? {}),
      config: cfg,
    };
    if (answer.status >= 400) throw new AxiosError('failed', 'ERR', cfg, null, response);
    return response;
  };
  return { adapter, requests, answers };
}

const unavailable = (message = DB_DOWN, retryAfter = '3'): Answer => ({
  status: 503,
  data: { statusCode: 503, message },
  headers: { 'retry-after': retryAfter },
});

describe('the app while the maintenance flag is set', () => {
  it('asks the status page after Retry-After; keeps the flag while it says maintenance; clears it on an answer', async () => {
    const timers = manualTimers();
    const fake = bank({
      'GET /account': unavailable(DB_DOWN, '3'),
      'GET /statusPage/axia': unavailable(MAINTENANCE, '60'),
    });
    const app = createAppContext(config, {
      amplify,
      storage: window.localStorage,
      adapter: fake.adapter,
      probeTimers: timers.timers,
    });
    await expect(app.services.api.getAccounts()).rejects.toMatchObject({ status: 503 });
    expect(app.session.isMaintaining).toBe(true);
    expect(timers.waits()).toEqual([3000]);
    expect(fake.requests.filter((r) => r.url === '/statusPage/axia')).toHaveLength(0);

    // The bank says maintenance (503, Retry-After 60): the flag stays; the next question waits at most 30 s.
    await timers.fire();
    expect(fake.requests.filter((r) => r.url === '/statusPage/axia')).toHaveLength(1);
    expect(app.session.isMaintaining).toBe(true);
    expect(timers.waits()).toEqual([MAX_PROBE_MS]);

    // It answers: the flag clears, and no more questions.
    fake.answers['GET /statusPage/axia'] = { status: 200, data: [] };
    await timers.fire();
    expect(app.session.isMaintaining).toBe(false);
    expect(timers.waits()).toEqual([]);
  });
});

describe('back where the customer was (the between-accounts wizard)', () => {
  // A browser never focuses an element in a hidden subtree (display: none): the wizard kept under the maintenance
  // page cannot take focus from its heading. jsdom focuses it all the same, so a late focus call of the hidden
  // wizard (its Send button, after the 503) could, on a busy machine, leave focus there: played as browsers do.
  const focus = HTMLElement.prototype.focus;
  beforeAll(() => {
    HTMLElement.prototype.focus = function focusUnlessHidden(
      this: HTMLElement,
      options?: FocusOptions,
    ) {
      if (this.closest('[hidden]')) return;
      focus.call(this, options);
    };
  });
  afterAll(() => {
    HTMLElement.prototype.focus = focus;
  });

  const usd = sampleAccount({
    id: 'acc-usd',
    currency: 'USD',
    typePublicName: 'US Dollar Account',
    amount: '1000.00',
    spendableAmount: '1000.00',
  });
  const eur = sampleAccount({ id: 'acc-eur', currency: 'EUR', typePublicName: 'Euro Account' });
  const user: User = { ...fakeUser, features: [...fakeUser.features, 'FIAT_TO_CRYPTO'] };
  const done = {
    status: 200,
    data: {
      statusCode: 200,
      message: 'Transfer completed successfully!',
      transactionId: 'tx-1',
      publicId: 'T-1',
      debited: '100.00',
      credited: '92.15',
      rate: '0.9215',
    },
  };

  // Focus follows lazy chunks and animation frames: on a loaded machine that has taken over 5 s (CI).
  it('shows the maintenance page over the wizard, then the wizard as it was; Send again carries the same key', async () => {
    const timers = manualTimers();
    const keys: string[] = [];
    let sends = 0;
    const fake = bank({
      'GET /bankSettings': {
        status: 200,
        data: { enabled: false, header: '', body: '', lastUpdatedAt: '2026-01-01T00:00:00Z' },
      },
      'GET /statusPage/axia': { status: 200, data: [] },
      'GET /account': { status: 200, data: [usd, eur] },
      'GET /account/allow-transfer-from': {
        status: 200,
        data: { accounts: [usd, eur], stakings: [] },
      },
      'GET /account/allow-transfer-to': { status: 200, data: { accounts: [usd, eur] } },
      'GET /currency/conversionRate': { status: 200, data: { conversionRate: '0.9215' } },
      // The first send commits, and its answer is lost to a database blip (503, Retry-After 1).
      'POST /transfer/between-accounts': (request) => {
        keys.push(String(AxiosHeaders.from(request.headers).get('Idempotency-Key')));
        sends += 1;
        return sends === 1 ? unavailable(DB_DOWN, '1') : done;
      },
    });
    const app = createAppContext(config, {
      amplify,
      storage: window.localStorage,
      adapter: fake.adapter,
      probeTimers: timers.timers,
    });
    app.session.setSession(true);
    app.session.setUser(user);
    app.session.setReady();
    const router = testRouter(registry, '/transfer/between-accounts');
    render(<AppProvider app={app}>{router.element}</AppProvider>);
    const clicker = userEvent.setup();
    const button = (name: string) => screen.getByRole('button', { name });
    const step = (name: string) => screen.getByRole('heading', { level: 2, name });

    await clicker.click(await screen.findByRole('radio', { name: /^US Dollar Account/ }));
    await clicker.click(button('Next'));
    await waitFor(() => expect(step('Account to')).toHaveFocus(), FOCUS_WAIT);
    await clicker.click(screen.getByRole('radio', { name: /^Euro Account/ }));
    await clicker.click(button('Next'));
    await clicker.type(await screen.findByRole('textbox', { name: 'Amount to send (USD)' }), '100');
    await clicker.click(button('Next'));
    await waitFor(() => expect(step('Overview')).toHaveFocus(), FOCUS_WAIT);
    await clicker.click(screen.getByRole('checkbox'));
    await clicker.click(button('Send'));

    // The 503: only the maintenance page shows, its heading focused; the wizard is still there, hidden.
    const maintenance = await screen.findByRole('heading', { level: 1, name: MAINTENANCE });
    await waitFor(() => expect(maintenance).toHaveFocus(), FOCUS_WAIT);
    expect(screen.queryByRole('heading', { name: 'Transfer between accounts' })).toBeNull();
    expect(router.state.location?.pathname).toBe('/transfer/between-accounts');
    // No failure toast: the maintenance page says it.
    expect(screen.queryByText(DB_DOWN)).toBeNull();
    expect(timers.waits()).toEqual([1000]);

    // The bank answers again: the wizard is back on its overview, ticked; its heading focused; said politely.
    await timers.fire();
    expect(app.session.isMaintaining).toBe(false);
    expect(screen.queryByRole('heading', { name: MAINTENANCE })).toBeNull();
    const title = screen.getByRole('heading', { level: 1, name: 'Transfer between accounts' });
    await waitFor(() => expect(title).toHaveFocus(), FOCUS_WAIT);
    expect(step('Overview')).toBeVisible();
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(
      within(screen.getByRole('main')).getByText('You send').nextElementSibling,
    ).toHaveTextContent('$100.00');
    await waitFor(() =>
      expect(
        [...document.querySelectorAll('[role="status"]')].some((region) =>
          region.textContent?.includes(BANK_BACK_TEXT),
        ),
      ).toBe(true),
    );
    expect(router.state.location?.pathname).toBe('/transfer/between-accounts');

    // The retry of the same submission carries the same key: the bank answers with what it committed.
    await clicker.click(button('Send'));
    await waitFor(() => expect(router.state.location?.pathname).toBe('/transfer'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  }, 60_000);
});
