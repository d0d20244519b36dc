import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createRegistry, ServicesProvider } from '../kit';
import { createFakeServices } from '../kit/testing';
import { accountsFeature } from './manifest';
import { AccountsPage } from './screens/AccountsScreens';

describe('accounts feature (placeholder)', () => {
  it('registers /accounts with its menu and tab entries', async () => {
    const registry = createRegistry([accountsFeature]);
    expect(registry.routes.map((r) => [r.path, r.gate])).toEqual([
      ['/accounts', { auth: 'signed-in' }],
    ]);
    expect(registry.menu).toMatchObject([{ label: 'Account', icon: 'home', order: 10 }]);
    expect(registry.tabs).toMatchObject([{ label: 'Account', to: '/accounts' }]);
    await expect(accountsFeature.routes[0]?.load()).resolves.toEqual({ default: AccountsPage });
  });

  it('shows the page title and a clearly marked placeholder note, no made-up data', () => {
    render(
      <MemoryRouter>
        <ServicesProvider services={createFakeServices()}>
          <AccountsPage />
        </ServicesProvider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Account Overview' })).toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: 'Coming with the accounts issue' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
