import { act, render, screen } from '@testing-library/react';
import { observable, runInAction } from 'mobx';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { createRegistry, ServicesProvider } from '../kit';
import { createFakeServices } from '../kit/testing';
import { RenderErrorBoundary } from './ErrorBoundary';
import { systemFeature } from './manifest';
import {
  ErrorPage,
  MaintenancePage,
  OnboardingDisabledPage,
  STILL_MAINTAINING_TEXT,
} from './screens/SystemScreens';

function renderWith(ui: React.ReactNode, services = createFakeServices()) {
  return render(
    <MemoryRouter>
      <ServicesProvider services={services}>{ui}</ServicesProvider>
    </MemoryRouter>,
  );
}

describe('system feature', () => {
  it('registers its routes', () => {
    const registry = createRegistry([systemFeature]);
    expect(registry.routes.map((r) => r.path)).toEqual([
      '/maintenance',
      '/error',
      '/onboarding/disabled',
    ]);
  });

  it('loads every screen from one module', async () => {
    const loaded = await Promise.all(systemFeature.routes.map((r) => r.load()));
    expect(loaded.map((m) => m.default)).toEqual([
      MaintenancePage,
      ErrorPage,
      OnboardingDisabledPage,
    ]);
  });

  const maintaining = (options: Parameters<typeof createFakeServices>[0] = {}) =>
    createFakeServices({ ...options, session: { isMaintaining: true, ...options.session } });

  it('shows the maintenance page in a main landmark', () => {
    renderWith(<MaintenancePage />, maintaining());
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'The website is undergoing maintenance' }),
    ).toBeInTheDocument();
  });

  it('links the maintenance page to the configured status page', () => {
    renderWith(
      <MaintenancePage />,
      maintaining({ config: { statusPageUrl: 'https://status.bank.test/axia' } }),
    );
    expect(screen.getByRole('link', { name: /Service status details/ })).toHaveAttribute(
      'href',
      'https://status.bank.test/axia',
    );
  });

  it('claims no maintenance when there is none: /maintenance goes to the start page', () => {
    const navigate = vi.fn();
    renderWith(<MaintenancePage />, createFakeServices({ navigate }));
    expect(screen.queryByRole('heading', { name: /maintenance/ })).not.toBeInTheDocument();
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
  });

  it('is not prerendered (a static page would claim maintenance to everyone)', () => {
    const registry = createRegistry([systemFeature]);
    const route = registry.routes.find((r) => r.path === '/maintenance');
    expect(route).toBeDefined();
    expect(route?.prerender).toBeFalsy();
  });

  it('asks the bank only on Try again: the app probes meanwhile (issue 39 #5), so the page adds no timer', async () => {
    vi.useFakeTimers();
    try {
      const checkMaintenance = vi.fn(async () => true);
      renderWith(<MaintenancePage />, maintaining({ checkMaintenance }));
      await act(async () => vi.advanceTimersByTime(120_000));
      expect(checkMaintenance).not.toHaveBeenCalled();
      expect(screen.getByRole('status')).toHaveTextContent(/^$/);
    } finally {
      vi.useRealTimers();
    }
  });

  it("'Try again' asks at once and says politely when maintenance goes on", async () => {
    const checkMaintenance = vi.fn(async () => true);
    renderWith(<MaintenancePage />, maintaining({ checkMaintenance }));
    expect(screen.getAllByRole('heading', { name: /maintenance/ })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(checkMaintenance).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('status')).toHaveTextContent(STILL_MAINTAINING_TEXT);
  });

  it('leaves for the start page once the flag clears (maintenance over)', () => {
    const navigate = vi.fn();
    const session = observable({
      signedIn: false,
      user: null,
      mfaEnabled: false,
      isMaintaining: true,
    });
    const services = { ...createFakeServices({ navigate }), session };
    renderWith(<MaintenancePage />, services);
    expect(navigate).not.toHaveBeenCalled();
    act(() => runInAction(() => (session.isMaintaining = false)));
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
    expect(screen.queryByRole('heading', { name: /maintenance/ })).not.toBeInTheDocument();
  });

  it('goes back home from the error page', async () => {
    const navigate = vi.fn();
    renderWith(<ErrorPage />, createFakeServices({ navigate }));
    await userEvent.click(screen.getByRole('button', { name: 'Back to Home' }));
    expect(navigate).toHaveBeenCalledWith('/accounts');
  });

  it('logs out from the onboarding-disabled page', async () => {
    const signOut = vi.fn(async () => {});
    const navigate = vi.fn();
    renderWith(<OnboardingDisabledPage />, createFakeServices({ navigate, auth: { signOut } }));
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(signOut).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
  });

  it('shows the render-failure fallback', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('boom');
    }
    renderWith(
      <RenderErrorBoundary>
        <Broken />
      </RenderErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    spy.mockRestore();
  });
});
