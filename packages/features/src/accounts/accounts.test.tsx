import { describe, expect, it } from 'vitest';
import { createRegistry } from '../kit';
import { accountsFeature } from './manifest';
import { ACCOUNTS_TEXT } from './messages';
import AccountDetailScreen from './screens/AccountDetailScreen';
import AccountsOverviewScreen from './screens/AccountsOverviewScreen';

describe('accounts feature', () => {
  it('registers /accounts and /accounts/:id with the menu and tab entries', () => {
    const registry = createRegistry([accountsFeature]);
    expect(registry.routes.map((r) => [r.path, r.title, r.gate])).toEqual([
      ['/accounts', 'Account Overview', { auth: 'signed-in' }],
      ['/accounts/:id', 'Account details', { auth: 'signed-in' }],
    ]);
    expect(registry.menu).toMatchObject([{ label: 'Account', icon: 'home', order: 10 }]);
    expect(registry.tabs).toMatchObject([{ label: 'Account', to: '/accounts' }]);
  });

  it('titles each route with its h1', () => {
    const [overview, detail] = accountsFeature.routes;
    expect(overview?.title).toBe(ACCOUNTS_TEXT.overviewTitle);
    expect(detail?.title).toBe(ACCOUNTS_TEXT.detailTitle);
  });

  it('loads both screens from one module (one chunk)', async () => {
    const loaded = await Promise.all(accountsFeature.routes.map((route) => route.load()));
    expect(loaded.map((m) => m.default)).toEqual([AccountsOverviewScreen, AccountDetailScreen]);
  });
});
