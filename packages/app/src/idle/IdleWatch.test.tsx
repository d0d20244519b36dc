import type { ComponentProps } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RuntimeConfig } from '@axia/features/kit';
import { fakeUser, fakeConfig } from '@axia/features/kit/testing';
import { AppProvider } from '../appContext';
import type { AmplifyAuth } from '../identity/amplify';
import { createAppContext, type AppContext } from '../services';
import { SIGNED_IN_AT_KEY, type SignInStorage } from '../stores';
import { idleLimits } from './IdleTimer';
import { ACTIVITY_REPORT_MS, IdleWatch } from './IdleWatch';

const config: RuntimeConfig = { ...fakeConfig, apiBaseUrl: 'http://bank.test/api' };

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

async function setup(
  limits: ComponentProps<typeof IdleWatch>,
  sessionStorage: SignInStorage = memoryStorage(),
  startSession = (app: AppContext) => app.session.setSession(true),
) {
  const amplify = { signOut: vi.fn(async () => undefined) } as unknown as AmplifyAuth;
  const app = createAppContext(config, { amplify, sessionStorage });
  // Activity reported to the bank (a call of the session): counted, never sent.
  const getUser = vi.spyOn(app.services.api, 'getUser').mockImplementation(async () => fakeUser);
  const navigate = vi.fn();
  app.setNavigate(navigate);
  startSession(app);
  app.session.setUser(fakeUser);
  render(
    <AppProvider app={app}>
      <IdleWatch {...limits} />
    </AppProvider>,
  );
  // The warning's dialog is its own chunk, asked for as the session starts: here it arrives before time moves.
  await act(() => import('./IdleWarning'));
  return { app, navigate, amplify, getUser };
}

// Real timers: short limits, but a warning window wide enough that a loaded CI machine can still click in it.
describe('IdleWatch', () => {
  it('warns, and Stay signed in keeps the session', async () => {
    const { app, amplify } = await setup({ idleMs: 5_100, warningMs: 5_000 });
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you still there?' });
    expect(dialog).toHaveTextContent('signed out in 5 seconds because of inactivity');
    await userEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(app.session.user).not.toBeNull();
    expect(amplify.signOut).not.toHaveBeenCalled();
  });

  it('signs out and clears the stores when the warning is ignored', async () => {
    const { app, navigate, amplify } = await setup({ idleMs: 400, warningMs: 300 });
    await screen.findByRole('alertdialog');
    await waitFor(() => expect(app.session.user).toBeNull(), { timeout: 5_000 });
    expect(app.session.signedIn).toBe(false);
    expect(amplify.signOut).toHaveBeenCalled();
    // To /login, which says why (the navigation's state): no toast.
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/login', {
        replace: true,
        state: { signedOut: 'idle' },
      }),
    );
    expect(app.toasts.current).toBeFalsy();
  });
});

describe('IdleWatch with the configured limits', () => {
  const MIN = 60_000;
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('warns one minute before the configured idle timeout, then signs out', async () => {
    const { navigate, amplify } = await setup(
      idleLimits({ idleTimeoutMinutes: 3, sessionLifetimeHours: 12 }),
    );
    act(() => vi.advanceTimersByTime(2 * MIN - 1));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('alertdialog', { name: 'Are you still there?' })).toHaveTextContent(
      'For your security you will be signed out in one minute because of inactivity.',
    );
    expect(amplify.signOut).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(MIN));
    expect(amplify.signOut).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/login', {
      replace: true,
      state: { signedOut: 'idle' },
    });
  });

  it('counts the time left down every second, announcing it politely only every 15 seconds', async () => {
    await setup(idleLimits({ idleTimeoutMinutes: 3, sessionLifetimeHours: 12 }));
    act(() => vi.advanceTimersByTime(2 * MIN));
    const dialog = screen.getByRole('alertdialog', { name: 'Are you still there?' });
    const live = dialog.querySelector('[aria-live="polite"]');
    expect(live).not.toBeNull();
    expect(live).toHaveTextContent(/^$/);
    act(() => vi.advanceTimersByTime(1_000));
    expect(dialog).toHaveTextContent('you will be signed out in 59 seconds because of inactivity');
    expect(live).toHaveTextContent(/^$/);
    act(() => vi.advanceTimersByTime(1_000));
    expect(dialog).toHaveTextContent('signed out in 58 seconds');
    act(() => vi.advanceTimersByTime(13_000));
    expect(dialog).toHaveTextContent('signed out in 45 seconds');
    expect(live).toHaveTextContent('45 seconds left before you are signed out.');
    act(() => vi.advanceTimersByTime(14_000));
    expect(dialog).toHaveTextContent('signed out in 31 seconds');
    expect(live).toHaveTextContent('45 seconds left before you are signed out.');
    act(() => vi.advanceTimersByTime(1_000));
    expect(live).toHaveTextContent('30 seconds left before you are signed out.');
    // The text the dialog is described by is not a live region itself.
    expect(dialog.querySelector('[aria-live]:not([aria-live="polite"])')).toBeNull();
    expect(screen.getByText(/will be signed out in/)).not.toHaveAttribute('aria-live');
  });

  it("fills 'Stay signed in' (it has focus) and keeps 'Sign out' secondary; Escape stays signed in", async () => {
    const { app, amplify } = await setup(
      idleLimits({ idleTimeoutMinutes: 3, sessionLifetimeHours: 12 }),
    );
    act(() => vi.advanceTimersByTime(2 * MIN));
    const stay = screen.getByRole('button', { name: 'Stay signed in' });
    const signOut = screen.getByRole('button', { name: 'Sign out' });
    expect(stay).toHaveFocus();
    expect(stay.className).not.toBe(signOut.className);
    // The footer's last button is the filled one (the design system's order: secondary, then primary).
    expect(stay.compareDocumentPosition(signOut) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
    fireEvent.keyDown(stay, { key: 'Escape' });
    await act(async () => vi.advanceTimersByTime(0));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // Stayed: a full idle period again from the Escape.
    await act(async () => vi.advanceTimersByTime(2 * MIN - 1));
    expect(amplify.signOut).not.toHaveBeenCalled();
    expect(app.session.signedIn).toBe(true);
  });

  it('warns half-way through a limit under two minutes, saying how long is left', async () => {
    const { amplify } = await setup(
      idleLimits({ idleTimeoutMinutes: 1, sessionLifetimeHours: 12 }),
    );
    act(() => vi.advanceTimersByTime(MIN / 2 - 1));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(
      'you will be signed out in 30 seconds because of inactivity',
    );
    await act(async () => vi.advanceTimersByTime(MIN / 2));
    expect(amplify.signOut).toHaveBeenCalled();
  });

  // The idle limit counts from the customer's last input, not from the sign-in: someone who keeps typing or
  // clicking is never signed out for inactivity. The limit here is 3 minutes (warning at 2).
  it.each([
    ['a key press', () => fireEvent.keyDown(window, { key: 'a' })],
    ['a pointer press', () => fireEvent.pointerDown(window)],
    ['a wheel turn', () => fireEvent.wheel(window)],
    ['a touch', () => fireEvent.touchStart(window)],
  ])(
    'input (%s) restarts the idle clock: signed out 3 minutes after the last input, not after the first 3',
    async (_, input) => {
      const { app, amplify, navigate } = await setup(
        idleLimits({ idleTimeoutMinutes: 3, sessionLifetimeHours: 12 }),
      );
      act(() => vi.advanceTimersByTime(90_000));
      input();
      // 3:00, when an idle customer is signed out: this one typed at 1:30, so no warning and no sign-out.
      await act(async () => vi.advanceTimersByTime(90_000));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(amplify.signOut).not.toHaveBeenCalled();
      expect(app.session.signedIn).toBe(true);
      // The warning comes 2 minutes after the input (3:30), the sign-out 3 minutes after it (4:30).
      act(() => vi.advanceTimersByTime(30_000 - 1));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByRole('alertdialog')).toBeInTheDocument();
      await act(async () => vi.advanceTimersByTime(MIN - 1));
      expect(amplify.signOut).not.toHaveBeenCalled();
      await act(async () => vi.advanceTimersByTime(1));
      expect(amplify.signOut).toHaveBeenCalledTimes(1);
      expect(app.session.signedIn).toBe(false);
      expect(navigate).toHaveBeenCalledWith('/login', {
        replace: true,
        state: { signedOut: 'idle' },
      });
    },
  );

  it('every input restarts the idle clock again, so steady input keeps the session', async () => {
    const { amplify } = await setup(
      idleLimits({ idleTimeoutMinutes: 3, sessionLifetimeHours: 12 }),
    );
    // A key press every 100 seconds for 20 minutes: never 2 idle minutes, so never a warning.
    for (let i = 0; i < 12; i += 1) {
      await act(async () => vi.advanceTimersByTime(100_000));
      fireEvent.keyDown(window, { key: 'a' });
    }
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(amplify.signOut).not.toHaveBeenCalled();
    // The last press was at 20:00: signed out at 23:00.
    await act(async () => vi.advanceTimersByTime(3 * MIN - 1));
    expect(amplify.signOut).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(amplify.signOut).toHaveBeenCalledTimes(1);
  });

  it('input within a second of the last counted input does not move the idle clock again', async () => {
    const { amplify } = await setup(
      idleLimits({ idleTimeoutMinutes: 3, sessionLifetimeHours: 12 }),
    );
    act(() => vi.advanceTimersByTime(90_000));
    fireEvent.keyDown(window, { key: 'a' });
    act(() => vi.advanceTimersByTime(999));
    fireEvent.keyDown(window, { key: 'b' });
    // Counted from the first press (1:30): signed out at 4:30, not at 4:30.999.
    await act(async () => vi.advanceTimersByTime(3 * MIN - 999));
    expect(amplify.signOut).toHaveBeenCalledTimes(1);
  });

  it('input a full second after the last counted input moves the idle clock', async () => {
    const { amplify } = await setup(
      idleLimits({ idleTimeoutMinutes: 3, sessionLifetimeHours: 12 }),
    );
    act(() => vi.advanceTimersByTime(90_000));
    fireEvent.keyDown(window, { key: 'a' });
    act(() => vi.advanceTimersByTime(1_000));
    fireEvent.keyDown(window, { key: 'b' });
    // Counted from the second press (1:31): not signed out at 4:30, signed out at 4:31.
    await act(async () => vi.advanceTimersByTime(3 * MIN - 1_000));
    expect(amplify.signOut).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1_000));
    expect(amplify.signOut).toHaveBeenCalledTimes(1);
  });

  it('at the idle limit the warning closes at once, while the sign-out is still on its way', async () => {
    const { amplify } = await setup(
      idleLimits({ idleTimeoutMinutes: 3, sessionLifetimeHours: 12 }),
    );
    // A sign-out that takes its time (Amplify's call to the identity service).
    vi.mocked(amplify.signOut).mockImplementation(() => new Promise<void>(() => undefined));
    act(() => vi.advanceTimersByTime(2 * MIN));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(MIN));
    expect(amplify.signOut).toHaveBeenCalledTimes(1);
    // 'Stay signed in' is no longer offered once the session is being ended.
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('Sign out in the warning closes it at once, while the sign-out is still on its way', async () => {
    const { amplify } = await setup(
      idleLimits({ idleTimeoutMinutes: 3, sessionLifetimeHours: 12 }),
    );
    vi.mocked(amplify.signOut).mockImplementation(() => new Promise<void>(() => undefined));
    act(() => vi.advanceTimersByTime(2 * MIN));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    });
    expect(amplify.signOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('a press outside the warning does not dismiss it: only its buttons or Escape answer it', async () => {
    const { amplify } = await setup(
      idleLimits({ idleTimeoutMinutes: 3, sessionLifetimeHours: 12 }),
    );
    act(() => vi.advanceTimersByTime(2 * MIN));
    const dialog = screen.getByRole('alertdialog');
    await act(async () => {
      fireEvent.pointerDown(document.body, { button: 0, pointerId: 1, pointerType: 'mouse' });
      fireEvent.pointerUp(document.body, { button: 0, pointerId: 1, pointerType: 'mouse' });
      fireEvent.click(document.body);
    });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(amplify.signOut).not.toHaveBeenCalled();
  });

  it('the countdown stops with the warning: once Stay signed in closes it, none of its ticks is left running', async () => {
    await setup(idleLimits({ idleTimeoutMinutes: 3, sessionLifetimeHours: 12 }));
    const started = vi.spyOn(globalThis, 'setInterval');
    const cleared = vi.spyOn(globalThis, 'clearInterval');
    act(() => vi.advanceTimersByTime(2 * MIN));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    const ticks = started.mock.results.map((result) => result.value as unknown);
    expect(ticks.length).toBeGreaterThan(0);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const stopped = cleared.mock.calls.map(([id]) => id as unknown);
    for (const tick of ticks) expect(stopped).toContain(tick);
    started.mockRestore();
    cleared.mockRestore();
  });

  it('no session, no idle clock: a signed-out visitor is never warned nor signed out', async () => {
    const { amplify } = await setup(
      idleLimits({ idleTimeoutMinutes: 3, sessionLifetimeHours: 12 }),
      memoryStorage(),
      (app) => app.session.setSession(false),
    );
    await act(async () => vi.advanceTimersByTime(30 * MIN));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(amplify.signOut).not.toHaveBeenCalled();
  });

  it('the idle clock starts when the customer signs in after the page loaded', async () => {
    const { app, amplify } = await setup(
      idleLimits({ idleTimeoutMinutes: 3, sessionLifetimeHours: 12 }),
      memoryStorage(),
      (app) => app.session.setSession(false),
    );
    act(() => vi.advanceTimersByTime(5 * MIN));
    act(() => app.session.setSession(true));
    act(() => vi.advanceTimersByTime(2 * MIN));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(MIN));
    expect(amplify.signOut).toHaveBeenCalledTimes(1);
  });

  it('a session that ends otherwise (sign-out elsewhere) stops the idle clock, closes the warning and stops listening', async () => {
    const { app, amplify, getUser, navigate } = await setup(
      idleLimits({ idleTimeoutMinutes: 3, sessionLifetimeHours: 12 }),
    );
    act(() => vi.advanceTimersByTime(2 * MIN));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    act(() => app.session.clear());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(30 * MIN));
    fireEvent.keyDown(window, { key: 'a' });
    expect(amplify.signOut).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(getUser).not.toHaveBeenCalled();
    expect(app.toasts.current).toBeFalsy();
  });

  it('Stay signed in gives a full idle period again, counted from the click', async () => {
    const { amplify } = await setup(
      idleLimits({ idleTimeoutMinutes: 3, sessionLifetimeHours: 12 }),
    );
    act(() => vi.advanceTimersByTime(2 * MIN + 30_000));
    fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    // 3:00 passes without a sign-out; the next warning comes at 4:30, the sign-out at 5:30.
    await act(async () => vi.advanceTimersByTime(30_000));
    expect(amplify.signOut).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(MIN + 30_000 - 1));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(MIN));
    expect(amplify.signOut).toHaveBeenCalledTimes(1);
  });

  it('Sign out in the warning signs out at once, to the start page, and the idle clock says nothing more', async () => {
    const { app, amplify, navigate } = await setup(
      idleLimits({ idleTimeoutMinutes: 3, sessionLifetimeHours: 12 }),
    );
    act(() => vi.advanceTimersByTime(2 * MIN));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    });
    expect(amplify.signOut).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
    expect(app.session.signedIn).toBe(false);
    await act(async () => vi.advanceTimersByTime(30 * MIN));
    expect(amplify.signOut).toHaveBeenCalledTimes(1);
    expect(app.toasts.current).toBeFalsy();
  });

  it('reports input to the bank (a call of the session) at most every ACTIVITY_REPORT_MS, not during the warning', async () => {
    const { getUser } = await setup(
      idleLimits({ idleTimeoutMinutes: 3, sessionLifetimeHours: 12 }),
    );
    fireEvent.keyDown(window, { key: 'Shift' });
    expect(getUser).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(ACTIVITY_REPORT_MS));
    fireEvent.keyDown(window, { key: 'Shift' });
    expect(getUser).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(ACTIVITY_REPORT_MS - 2_000));
    fireEvent.keyDown(window, { key: 'Shift' });
    expect(getUser).toHaveBeenCalledTimes(1);
    // Idle until the warning: input then is not activity; 'Stay signed in' is, and is reported.
    act(() => vi.advanceTimersByTime(2 * MIN));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'Shift' });
    expect(getUser).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(getUser).toHaveBeenCalledTimes(2);
  });

  it('ends the session at the configured lifetime, counted from the stored sign-in', async () => {
    // Signed in 50 minutes before this page load; the lifetime is one hour.
    const storage = memoryStorage();
    storage.setItem(SIGNED_IN_AT_KEY, String(Date.now() - 50 * MIN));
    const { app, amplify, navigate } = await setup(
      idleLimits({ idleTimeoutMinutes: 30, sessionLifetimeHours: 1 }),
      storage,
      (app) => app.session.resumeSession(true),
    );
    // Activity keeps the idle clock away; it does not extend the lifetime.
    for (let minute = 0; minute < 9; minute += 1) {
      act(() => vi.advanceTimersByTime(MIN));
      fireEvent.keyDown(window, { key: 'Shift' });
    }
    act(() => vi.advanceTimersByTime(MIN - 1));
    expect(amplify.signOut).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(amplify.signOut).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/login', {
      replace: true,
      state: { signedOut: 'session-ended' },
    });
    expect(app.session.signedIn).toBe(false);
    expect(storage.getItem(SIGNED_IN_AT_KEY)).toBeNull();
  });
});
