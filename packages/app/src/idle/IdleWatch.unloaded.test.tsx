import { act, render, screen } from '@testing-library/react';
import type { RuntimeConfig } from '@axia/features/kit';
import { fakeConfig, fakeUser } from '@axia/features/kit/testing';
import { AppProvider } from '../appContext';
import type { AmplifyAuth } from '../identity/amplify';
import { createAppContext } from '../services';
import { idleLimits } from './IdleTimer';
import { IdleWatch } from './IdleWatch';

// The warning's dialog is a chunk of its own. Here its code never arrives (a network that drops it, a slow
// machine): the idle limit must hold all the same, counted from the session's start and not from the dialog's
// arrival. (Before, the whole watch was that chunk, and its clock started only once it had loaded.)
vi.mock('./IdleWarning', () => new Promise(() => undefined));

const MIN = 60_000;
const config: RuntimeConfig = { ...fakeConfig, apiBaseUrl: 'http://bank.test/api' };

describe('IdleWatch while the warning’s code has not arrived', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('signs an idle customer out at the limit, counted from the session’s start', async () => {
    const amplify = { signOut: vi.fn(async () => undefined) } as unknown as AmplifyAuth;
    const app = createAppContext(config, { amplify });
    const navigate = vi.fn();
    app.setNavigate(navigate);
    app.session.setSession(true);
    app.session.setUser(fakeUser);
    render(
      <AppProvider app={app}>
        <IdleWatch {...idleLimits({ idleTimeoutMinutes: 3, sessionLifetimeHours: 12 })} />
      </AppProvider>,
    );
    await act(async () => vi.advanceTimersByTime(3 * MIN - 1));
    expect(amplify.signOut).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(amplify.signOut).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login', {
      replace: true,
      state: { signedOut: 'idle' },
    });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
