import { defineFeature } from '../kit';

// Accounts (seed 000 §2.6). A placeholder until the accounts issue: the route, its menu and tab entries.
const screens = () => import('./screens/AccountsScreens');

export const accountsFeature = defineFeature({
  id: 'accounts',
  routes: [
    {
      path: '/accounts',
      title: 'Account Overview',
      gate: { auth: 'signed-in' },
      load: () => screens().then((m) => ({ default: m.AccountsPage })),
    },
  ],
  menu: [{ id: 'account', label: 'Account', to: '/accounts', icon: 'home', order: 10 }],
  tabs: [{ id: 'account', label: 'Account', to: '/accounts', icon: 'home', order: 10 }],
});
