import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { createRegistry, ServicesProvider } from '../kit';
import { createFakeServices } from '../kit/testing';
import { RenderErrorBoundary } from './ErrorBoundary';
import { systemFeature } from './manifest';
import { ErrorPage, MaintenancePage, OnboardingDisabledPage } from './screens/SystemScreens';

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

  it('shows the maintenance page in a main landmark', () => {
    renderWith(<MaintenancePage />);
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'The website is undergoing maintenance' }),
    ).toBeInTheDocument();
  });

  it('links the maintenance page to the configured status page', () => {
    renderWith(
      <MaintenancePage />,
      createFakeServices({ config: { statusPageUrl: 'https://status.bank.test/axia' } }),
    );
    expect(screen.getByRole('link', { name: /Service status details/ })).toHaveAttribute(
      'href',
      'https://status.bank.test/axia',
    );
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
