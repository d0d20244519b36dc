import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RuntimeConfig } from '@axia/features/kit';
import { fakeUser } from '@axia/features/kit/testing';
import { AppProvider } from '../appContext';
import type { AmplifyAuth } from '../identity/amplify';
import { createAppContext } from '../services';
import { IdleWatch } from './IdleWatch';

const config = {
  userPoolId: 'us-east-1_sandbox',
  userPoolClientId: 'client',
  userPoolEndpoint: null,
  apiBaseUrl: 'http://bank.test/api',
  environment: 'local',
  statusPageId: 'axia',
  recaptchaSiteKey: null,
} satisfies RuntimeConfig;

// Real timers: short limits, but a warning window wide enough that a loaded CI machine can still click in it.
function setup({ idleMs, warningMs }: { idleMs: number; warningMs: number }) {
  const amplify = { signOut: vi.fn(async () => undefined) } as unknown as AmplifyAuth;
  const app = createAppContext(config, { amplify });
  const navigate = vi.fn();
  app.setNavigate(navigate);
  app.session.setSession(true);
  app.session.setUser(fakeUser);
  render(
    <AppProvider app={app}>
      <IdleWatch idleMs={idleMs} warningMs={warningMs} />
    </AppProvider>,
  );
  return { app, navigate, amplify };
}

describe('IdleWatch', () => {
  it('warns, and Stay signed in keeps the session', async () => {
    const { app, amplify } = setup({ idleMs: 5_100, warningMs: 5_000 });
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you still there?' });
    expect(dialog).toHaveTextContent('signed out in one minute');
    await userEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(app.session.user).not.toBeNull();
    expect(amplify.signOut).not.toHaveBeenCalled();
  });

  it('signs out and clears the stores when the warning is ignored', async () => {
    const { app, navigate, amplify } = setup({ idleMs: 400, warningMs: 300 });
    await screen.findByRole('alertdialog');
    await waitFor(() => expect(app.session.user).toBeNull(), { timeout: 5_000 });
    expect(app.session.signedIn).toBe(false);
    expect(amplify.signOut).toHaveBeenCalled();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/', { replace: true }));
    expect(app.toasts.current?.title).toMatch(/inactivity/);
  });
});
