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

function setup() {
  const amplify = { signOut: vi.fn(async () => undefined) } as unknown as AmplifyAuth;
  const app = createAppContext(config, { amplify });
  const navigate = vi.fn();
  app.setNavigate(navigate);
  app.session.setSession(true);
  app.session.setUser(fakeUser);
  render(
    <AppProvider app={app}>
      <IdleWatch idleMs={400} warningMs={300} />
    </AppProvider>,
  );
  return { app, navigate, amplify };
}

describe('IdleWatch', () => {
  it('warns, and Stay signed in keeps the session', async () => {
    const { app } = setup();
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you still there?' });
    expect(dialog).toHaveTextContent('signed out in one minute');
    await userEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(app.session.user).not.toBeNull();
  });

  it('signs out and clears the stores when the warning is ignored', async () => {
    const { app, navigate, amplify } = setup();
    await screen.findByRole('alertdialog');
    await waitFor(() => expect(app.session.user).toBeNull());
    expect(app.session.signedIn).toBe(false);
    expect(amplify.signOut).toHaveBeenCalled();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/', { replace: true }));
    expect(app.toasts.current?.title).toMatch(/inactivity/);
  });
});
