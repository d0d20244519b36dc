import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders, type AxiosAdapter } from 'axios';
import { MemoryRouter } from 'react-router-dom';
import type { User } from '@axia/core';
import { createRegistry, type Registry, type RuntimeConfig } from '@axia/features/kit';
import { fakeUser, fakeConfig } from '@axia/features/kit/testing';
import { registry } from '@axia/features/registry';
import { publicRegistry } from '@axia/features/registry/public';
import { AppProvider } from '../appContext';
import type { AmplifyAuth } from '../identity/amplify';
import { createAppContext } from '../services';
import { MenuList } from '../shell/Navigation';
import { documentTitle, findRoute, preloadScreen } from './access';
import { onboardingTarget } from './StartPage';
import { testRouter } from './testRouter';

const config: RuntimeConfig = {
  ...fakeConfig,
  apiBaseUrl: 'http://bank.test/api',
  statusPageUrl: 'https://status.bank.test/axia',
};

/** Answers by path; a number is an error status; a function answers when its promise does. */
function adapterFor(answers: Record<string, unknown>): AxiosAdapter {
  return async (cfg) => {
    const path = String(cfg.url);
    const given = path in answers ? answers[path] : 404;
    const answer: unknown = typeof given === 'function' ? await (given as () => unknown)() : given;
    const status = typeof answer === 'number' ? answer : 200;
    const response = {
      data: typeof answer === 'number' ? { message: `status ${answer}` } : answer,
      status,
      statusText: '',
      headers: new AxiosHeaders(),
      config: cfg,
    };
    if (status >= 400) throw new AxiosError('failed', 'ERR', cfg, null, response);
    return response;
  };
}

const amplify = {
  signOut: vi.fn(async () => undefined),
  fetchAuthSession: vi.fn(async () => ({})),
} as unknown as AmplifyAuth;

function setup(
  path: string,
  user: User | null,
  answers: Record<string, unknown> = {},
  prepare?: (app: ReturnType<typeof createAppContext>) => void,
  /** main.tsx's start on a signed-out page: the public features, and the load of all of them. */
  publicStart?: { loadAll: () => Promise<Registry> },
) {
  const app = createAppContext(config, {
    amplify,
    storage: window.localStorage,
    adapter: adapterFor({
      '/bankSettings': {
        enabled: false,
        header: '',
        body: '',
        lastUpdatedAt: '2026-01-01T00:00:00Z',
      },
      '/statusPage/axia': [],
      '/account': [],
      ...answers,
    }),
  });
  if (user) {
    app.session.setSession(true);
    app.session.setUser(user);
  }
  prepare?.(app);
  app.session.setReady();
  const router = publicStart
    ? testRouter(publicRegistry, path, publicStart.loadAll)
    : testRouter(registry, path);
  render(<AppProvider app={app}>{router.element}</AppProvider>);
  return { app, router };
}

const incomplete = (features: User['features']): User => ({
  ...fakeUser,
  features,
  registration: { ...fakeUser.registration, registrationCompleted: false },
});

describe('router and shell', () => {
  it('sends a signed-out visitor of a protected page to /login and remembers it', async () => {
    const { app, router } = setup('/accounts/acc-7?tab=1', null);
    await waitFor(() => expect(router.state.location?.pathname).toBe('/login'));
    // Its one carrier: the navigation state, which the login flow reads and goes to when it is through.
    expect(router.state.location?.state).toEqual({ from: '/accounts/acc-7?tab=1' });
    expect(app.session).not.toHaveProperty('returnTo');
  });

  it('reads the profile of a signed-in customer whose app started under maintenance, then goes on (issue 39 #5)', async () => {
    const { router } = setup('/', null, { '/user': fakeUser }, (app) =>
      app.session.setSession(true),
    );
    await waitFor(() => expect(router.state.location?.pathname).toBe('/accounts'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Account Overview' }),
    ).toBeInTheDocument();
  });

  it('sends a signed-out visitor from the start page to /login', async () => {
    const { router } = setup('/', null);
    await waitFor(() => expect(router.state.location?.pathname).toBe('/login'));
  });

  it('shows the shell and the accounts overview to a registered user', async () => {
    const { router } = setup('/', { ...fakeUser, firstName: 'Alexandrinaaa' });
    await waitFor(() => expect(router.state.location?.pathname).toBe('/accounts'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Account Overview' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Hello Alexandrin...');
    expect(screen.getByRole('main')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).toHaveTextContent('Account');
    expect(nav).toHaveTextContent('Log out');
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(await screen.findByText('Fully Operational')).toBeInTheDocument();
  });

  it('names the account menu’s button when the customer has no first name yet (an external pool’s new customer)', async () => {
    setup('/', { ...fakeUser, firstName: '' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Account Overview' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent(/^Hello/);
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Your account' }),
    ).toBeVisible();
  });

  it('says a money move’s outcome after the landing page’s h1 has taken focus (issue 28 #1)', async () => {
    // The overview's reads stay unanswered: a failed read's error toast would be on screen first, and an outcome
    // waits its turn behind a toast on screen (issue 43 #3) — not what is under test here.
    const pending = () => new Promise(() => {});
    const { app, router } = setup('/accounts', fakeUser, {
      '/account/overview': pending,
      '/account/holdings': pending,
    });
    await screen.findByRole('heading', { level: 1, name: 'Account Overview' });
    const heard: string[] = [];
    const status = within(screen.getByRole('region', { name: 'Notifications' })).getByRole(
      'status',
    );
    const observer = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) heard.push(`live: ${node.textContent}`);
    });
    observer.observe(status, { childList: true, subtree: true });
    const onFocus = (event: FocusEvent) =>
      heard.push(`focus: ${(event.target as HTMLElement).textContent}`);
    document.addEventListener('focusin', onFocus);
    // What every money-movement flow does on success: notify, then go to its landing page, in one task.
    act(() => {
      app.services.notify({ tone: 'success', title: 'Transfer completed successfully!' });
      app.services.navigate('/transfer');
    });
    await waitFor(() => expect(router.state.location?.pathname).toBe('/transfer'));
    const h1 = await screen.findByRole('heading', { level: 1, name: 'Transfer' });
    await waitFor(() => expect(h1).toHaveFocus());
    await waitFor(() =>
      expect(heard.at(-1)).toBe('live: Success: Transfer completed successfully!'),
    );
    const focusAt = heard.lastIndexOf('focus: Transfer');
    expect(focusAt).toBeGreaterThan(-1);
    expect(heard.slice(focusAt + 1)).toContain('live: Success: Transfer completed successfully!');
    observer.disconnect();
    document.removeEventListener('focusin', onFocus);
  });

  it('never sends a signed-in user from the start page to a page remembered earlier (no stale carrier)', async () => {
    const { router } = setup('/accounts/acc-7', null);
    await waitFor(() => expect(router.state.location?.pathname).toBe('/login'));
    expect(router.state.location?.state).toEqual({ from: '/accounts/acc-7' });
    // Signed in some other way (a new tab, a token): the start page goes to /accounts, not to the old page.
    const signedIn = setup('/', fakeUser);
    await waitFor(() => expect(signedIn.router.state.location?.pathname).toBe('/accounts'));
    expect(signedIn.router.state.location?.state).toBeNull();
  });

  it('moves focus once, to the page a route change lands on, never to the start page on the way (issue 28)', async () => {
    let answer: (registration: unknown) => void = () => {};
    const registration = new Promise((resolve) => (answer = resolve));
    const focused: string[] = [];
    const onFocus = (event: FocusEvent) =>
      focused.push((event.target as HTMLElement).textContent ?? '');
    document.addEventListener('focusin', onFocus);
    try {
      // Signed in at /login: the start page reads the registration, then goes on.
      const { router } = setup('/login', incomplete(['ENABLE_ONBOARDING']), {
        '/user/registration': () => registration,
      });
      await waitFor(() => expect(router.state.location?.pathname).toBe('/'));
      expect(screen.getByRole('heading', { level: 1, name: 'Axia' })).toBeInTheDocument();
      // Two frames: the route announcer has looked for the page's h1 at least once.
      await act(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      answer({ registrationCompleted: false, navigateTo: '/onboarding/user-type-select' });
      await waitFor(() =>
        expect(router.state.location?.pathname).toBe('/onboarding/user-type-select'),
      );
      const heading = await screen.findByRole('heading', { level: 1, name: 'Choose account type' });
      await waitFor(() => expect(heading).toHaveFocus());
      expect(focused).toEqual(['Choose account type']);
    } finally {
      document.removeEventListener('focusin', onFocus);
    }
  });

  it('sends an incomplete registration without ENABLE_ONBOARDING to /onboarding/disabled', async () => {
    const { router } = setup('/', incomplete([]), {
      '/user/registration': { registrationCompleted: false, navigateTo: '/onboarding/individual' },
    });
    await waitFor(() => expect(router.state.location?.pathname).toBe('/onboarding/disabled'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Users onboarding is disabled' }),
    ).toBeInTheDocument();
  });

  it('follows navigateTo with ENABLE_ONBOARDING', () => {
    expect(onboardingTarget('/onboarding/business', ['ENABLE_ONBOARDING'])).toBe(
      '/onboarding/business',
    );
    expect(onboardingTarget('/onboarding/business', [])).toBe('/onboarding/disabled');
    expect(onboardingTarget('//evil', ['ENABLE_ONBOARDING'])).toBe('/onboarding/user-type-select');
  });

  it('shows the maintenance page at the start page after a 503', async () => {
    const { router } = setup('/', incomplete(['ENABLE_ONBOARDING']), { '/user/registration': 503 });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'The website is undergoing maintenance',
      }),
    ).toBeInTheDocument();
    expect(router.state.location?.pathname).toBe('/');
    expect(screen.getByRole('link', { name: /Service status details/ })).toHaveAttribute(
      'href',
      'https://status.bank.test/axia',
    );
  });

  it('shows only /accounts with a tk override', async () => {
    const { app, router } = setup('/', null);
    act(() => app.session.setTokenOverride('tk-1'));
    await waitFor(() => expect(router.state.location?.pathname).toBe('/accounts'));
    act(() => router.navigate('/error'));
    await waitFor(() => expect(router.state.location?.pathname).toBe('/accounts'));
  });

  it('offers only Account (and Log out) in the menu under a tk override, and no profile menu (issue 42)', async () => {
    const { app, router } = setup('/', fakeUser);
    act(() => app.session.setTokenOverride('tk-1'));
    await waitFor(() => expect(router.state.location?.pathname).toBe('/accounts'));
    const main = await screen.findByRole('navigation', { name: 'Main' });
    expect(
      within(main)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Account']);
    expect(within(main).getByRole('button', { name: 'Log out' })).toBeVisible();
    const tabs = screen.getByRole('navigation', { name: 'Tab bar' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Account']);
    expect(screen.queryByRole('button', { name: 'Ada' })).toBeNull();
  });

  it('warns instead of navigating when registration is incomplete', async () => {
    const app = createAppContext(config, { amplify, adapter: adapterFor({}) });
    app.session.setSession(true);
    app.session.setUser(incomplete([]));
    render(
      <AppProvider app={app}>
        <MemoryRouter initialEntries={['/onboarding/individual']}>
          <MenuList onLogOut={() => {}} />
        </MemoryRouter>
      </AppProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Account' }));
    expect(app.toasts.current).toMatchObject({
      tone: 'error',
      title: 'Please complete user registration.',
    });
  });

  it("shows onboarding in the shell, whose menu and tabs say 'Please complete user registration.' (seed 000 §2.2, issue 42)", async () => {
    const { app, router } = setup('/onboarding/individual', incomplete(['ENABLE_ONBOARDING']), {
      '/user/registration': {
        registrationCompleted: false,
        userType: 'INDIVIDUAL',
        email: 'ada@demo.test',
        navigateTo: '/onboarding/individual',
        pepStatus: null,
        userRegistrationData: {
          kycStatus: 'INCOMPLETE',
          taxIdStatus: 'INCOMPLETE',
          businessRecordsStatus: 'NOT_REQUIRED',
          businessAddressStatus: 'NOT_REQUIRED',
          taxId: null,
          taxIdCountryCode: null,
          taxIdMemo: null,
          proofOfTaxIdFile: null,
          proofOfTaxReturnFile: null,
          businessProofOfIncorporateCertificateFile: null,
          businessProofOfAddressFile: null,
        },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Activate your account' }),
    ).toBeInTheDocument();
    // One main landmark (the shell's), the greeting, and the menu with Log out.
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('banner')).toHaveTextContent('Hello Ada');
    const menu = screen.getByRole('navigation', { name: 'Main' });
    expect(within(menu).getByRole('button', { name: 'Log out' })).toBeVisible();
    await userEvent.click(within(menu).getByRole('link', { name: 'Account' }));
    expect(app.toasts.current).toMatchObject({
      tone: 'error',
      title: 'Please complete user registration.',
    });
    const tabs = screen.getByRole('navigation', { name: 'Tab bar' });
    act(() => app.toasts.close());
    await userEvent.click(within(tabs).getByRole('link', { name: 'Account' }));
    expect(app.toasts.current).toMatchObject({ title: 'Please complete user registration.' });
    expect(router.state.location?.pathname).toBe('/onboarding/individual');
  });

  it('remembers the entries it shows this customer for the prerendered frame (issue 42 #4)', async () => {
    const user: User = {
      ...fakeUser,
      id: 'frame-nav-user',
      features: ['MENU_DEPOSIT', 'MENU_STAKINGS'],
    };
    setup('/accounts', user);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Account Overview' }),
    ).toBeVisible();
    // Menu then tab ids, once each; no status tag without STATUS_PAGE; Messages is not shown in local.
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem('axia.frame.nav.frame-nav-user')!)).toEqual([
        'account',
        'deposit',
        'staking',
        'services',
        'profile',
      ]),
    );
  });

  it("leads from the side menu to Services, and from there to 'My Beneficiaries' (issue 29 §3)", async () => {
    const { router } = setup('/accounts', fakeUser, { '/beneficiary': [] });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Services' }));
    await waitFor(() => expect(router.state.location?.pathname).toBe('/services'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: /^My Beneficiaries/ }));
    await waitFor(() => expect(router.state.location?.pathname).toBe('/Beneficiaries'));
  });

  it('keeps Services out of a SUSPENDED user’s menu (seed 000 §2.2: only Deposit and Account)', async () => {
    setup('/accounts', { ...fakeUser, status: 'SUSPENDED' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Account' })).toBeVisible();
    expect(within(nav).queryByRole('link', { name: 'Services' })).toBeNull();
  });

  it('logs out from the side menu and clears the stores', async () => {
    const { app, router } = setup('/accounts', fakeUser);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location?.pathname).toBe('/login'));
    expect(app.session.user).toBeNull();
    expect(amplify.signOut).toHaveBeenCalled();
  });

  it('dismisses the banner per user and restores it from the megaphone', async () => {
    localStorage.clear();
    setup('/accounts', fakeUser, {
      '/bankSettings': {
        enabled: true,
        header: 'Scheduled upgrade',
        body: 'Saturday night',
        lastUpdatedAt: '2026-01-01T00:00:00Z',
      },
    });
    const banner = await screen.findByRole('region', { name: 'Scheduled upgrade' });
    await userEvent.click(within(banner).getByRole('button', { name: 'Dismiss announcement' }));
    expect(screen.queryByRole('region', { name: 'Scheduled upgrade' })).not.toBeInTheDocument();
    expect(localStorage.getItem('axia.banner.dismissed.user-1')).toContain('"visible":false');
    const restore = screen.getByRole('button', { name: 'Show announcement' });
    await waitFor(() => expect(restore).toHaveFocus());
    await userEvent.click(restore);
    const restored = await screen.findByRole('region', { name: 'Scheduled upgrade' });
    // Focus is not lost with the megaphone: it goes to the banner's dismiss button.
    await waitFor(() =>
      expect(within(restored).getByRole('button', { name: 'Dismiss announcement' })).toHaveFocus(),
    );
  });

  it("links the service-status popover's Details to the configured status page", async () => {
    setup('/accounts', fakeUser);
    await userEvent.click(await screen.findByRole('button', { name: /Service status/ }));
    const popover = await screen.findByRole('dialog', { name: 'Service Status' });
    expect(within(popover).getByRole('link', { name: /Details/ })).toHaveAttribute(
      'href',
      'https://status.bank.test/axia',
    );
  });
});

describe('a start with the public features only (main.tsx on a signed-out page, issue 46)', () => {
  it('shows a signed-out page without loading the other features', async () => {
    const loadAll = vi.fn(async () => registry);
    setup('/sign-up', null, {}, undefined, { loadAll });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Open an account' }),
    ).toBeInTheDocument();
    expect(loadAll).not.toHaveBeenCalled();
  });

  it('loads every feature for a page the public ones lack, then opens it, titled', async () => {
    const loadAll = vi.fn(async () => registry);
    const { router } = setup('/', fakeUser, {}, undefined, { loadAll });
    await waitFor(() => expect(router.state.location?.pathname).toBe('/accounts'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Account Overview' }),
    ).toBeInTheDocument();
    expect(loadAll).toHaveBeenCalledTimes(1);
    expect(document.title).toBe('Account Overview | Axia');
  });

  it('still gates a page found after the load: a signed-out visitor of /accounts goes to /login', async () => {
    const loadAll = vi.fn(async () => registry);
    const { router } = setup('/accounts', null, {}, undefined, { loadAll });
    await waitFor(() => expect(router.state.location?.pathname).toBe('/login'));
    expect(router.state.location?.state).toEqual({ from: '/accounts' });
    expect(loadAll).toHaveBeenCalledTimes(1);
  });

  it("says 'Something went wrong' when the features cannot load (offline)", async () => {
    const loadAll = vi.fn(async (): Promise<Registry> => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setup('/accounts', fakeUser, {}, undefined, { loadAll });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
  });
});

describe('preloadScreen', () => {
  const Screen = () => null;
  const routes = () => {
    const login = vi.fn(async () => ({ default: Screen }));
    const account = vi.fn(async () => ({ default: Screen }));
    const broken = vi.fn(() => Promise.reject(new Error('chunk failed')));
    const registry = createRegistry([
      {
        id: 'example',
        routes: [
          { path: '/login', load: login },
          { path: '/accounts/:id', load: account },
          { path: '/broken', load: broken },
        ],
      },
    ]);
    return { registry, login, account, broken };
  };

  it("starts loading the opened page's screen, and only that one", () => {
    const { registry, login, account } = routes();
    preloadScreen(registry, '/accounts/42');
    expect(account).toHaveBeenCalledTimes(1);
    expect(login).not.toHaveBeenCalled();
    preloadScreen(registry, '/');
    preloadScreen(registry, '/nowhere');
    expect(login).not.toHaveBeenCalled();
    expect(account).toHaveBeenCalledTimes(1);
  });

  it('leaves a failed load to the route (no unhandled rejection)', async () => {
    const { registry, broken } = routes();
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      preloadScreen(registry, '/broken');
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(broken).toHaveBeenCalledTimes(1);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});

describe('documentTitle', () => {
  it("titles each deposit page by its own name, not by the token wallet's /deposit/{hash} pattern (issue 43)", () => {
    expect(documentTitle(registry, '/deposit')).toBe('Deposit | Axia');
    expect(documentTitle(registry, '/deposit/wire-deposit')).toBe('Wire deposit | Axia');
    expect(documentTitle(registry, '/deposit/digital-currency-deposit')).toBe(
      'Digital currency deposit | Axia',
    );
    expect(documentTitle(registry, '/deposit/credit-debit-deposit')).toBe(
      'Credit/debit card deposit | Axia',
    );
    expect(documentTitle(registry, '/deposit/axia-network-deposit')).toBe('Deposit | Axia');
    expect(documentTitle(registry, '/deposit/axia-network-v2-deposit')).toBe('Deposit | Axia');
    expect(documentTitle(registry, '/deposit/ca888f186fd9aa39')).toBe(
      'Token wallet deposit | Axia',
    );
    expect(documentTitle(registry, '/')).toBe('Axia');
    expect(documentTitle(registry, '/nowhere/at/all')).toBe('Axia');
  });

  it('picks the most specific matching pattern whatever the registration order', () => {
    const load = async () => ({ default: () => null });
    const ordered = createRegistry([
      {
        id: 'example',
        routes: [
          { path: '/things/*', title: 'Any thing', load },
          { path: '/things/:id', title: 'One thing', load },
          { path: '/things/new', title: 'New thing', load },
          { path: '/things/:id/edit', title: 'Edit thing', load },
        ],
      },
    ]);
    expect(findRoute(ordered, '/things/new')?.title).toBe('New thing');
    expect(findRoute(ordered, '/things/42')?.title).toBe('One thing');
    expect(findRoute(ordered, '/things/42/edit')?.title).toBe('Edit thing');
    expect(findRoute(ordered, '/things/42/photos')?.title).toBe('Any thing');
    expect(findRoute(ordered, '/other')).toBeUndefined();
  });
});
