import { defineFeature } from '../kit';

// Accounts (seed 000 §2.6): the overview and one account's detail. One dynamic import of one module, so the
// feature is one chunk. The titles are literal so the app's entry chunk does not pull in the screens' words
// (the tests check they match). Core's access rules decide who reaches each path (SUSPENDED: /accounts only).
const screens = () => import('./screens');

export const accountsFeature = defineFeature({
  id: 'accounts',
  routes: [
    {
      path: '/accounts',
      title: 'Account Overview',
      gate: { auth: 'signed-in' },
      // The first signed-in page: prerendered as a frame (the shell and the page's skeleton) the bank sends to a
      // signed-in browser, painted before any script runs (issue 17).
      prerender: true,
      load: () => screens().then((m) => ({ default: m.AccountsOverviewScreen })),
    },
    {
      path: '/accounts/:id',
      title: 'Account details',
      gate: { auth: 'signed-in' },
      load: () => screens().then((m) => ({ default: m.AccountDetailScreen })),
    },
  ],
  menu: [{ id: 'account', label: 'Account', to: '/accounts', icon: 'home', order: 10 }],
  tabs: [{ id: 'account', label: 'Account', to: '/accounts', icon: 'home', order: 10 }],
});
