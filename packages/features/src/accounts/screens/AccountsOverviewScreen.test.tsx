import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { runInAction } from 'mobx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeUser } from '../../kit/testing';
import { cappedSpendableSample, spendableUser } from '../fixtures';
import { sampleHoldings } from '../charts/fixtures';
import { REFRESH_SPINNER_MS } from '../stores/RateCardStore';
import { digitalDepositItem, pendingResponses, wireDepositItem } from '../pending/fixtures';
import { accountsServices, memoryStorage, renderAccountsScreen } from '../testing';
import { AccountsOverviewView } from './AccountsOverviewScreen';

/** The accounts services, with nothing pending unless a test says otherwise (GET /transfer/external). */
const overviewServices = (options: Parameters<typeof accountsServices>[0] = {}) =>
  accountsServices({
    ...options,
    responses: { getExternalTransfers: { data: [] }, ...options.responses },
  });

// A day outside the low-balance window, so no notice interferes.
const midMonth = () => new Date('2026-11-10T10:00:00');

async function renderOverview(services = overviewServices().services) {
  await renderAccountsScreen(<AccountsOverviewView clock={midMonth} storage={memoryStorage()} />, {
    services,
  });
  return services;
}

const accountsList = () =>
  within(screen.getByRole('region', { name: 'Accounts' })).queryByRole('list');
/** The account cards, in order, by accessible name. */
function expectTiles(names: string[]) {
  const links = within(accountsList()!).getAllByRole('link');
  expect(links).toHaveLength(names.length);
  links.forEach((link, index) => expect(link).toHaveAccessibleName(names[index]));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Account Overview', () => {
  it('reads the accounts on entry and shows the page title as the h1', async () => {
    const refresh = vi.fn(async () => {});
    await renderOverview(overviewServices({ accounts: { refresh } }).services);
    expect(screen.getByRole('heading', { level: 1, name: 'Account Overview' })).toBeVisible();
    expect(refresh).toHaveBeenCalledOnce();
  });

  it('shows the native-coin balance, Rewards Earned and Staking Balance cards', async () => {
    await renderOverview();
    const card = (name: string) =>
      screen.getByRole('heading', { level: 2, name }).parentElement!.parentElement!;
    expect(card('AXC Balance')).toHaveTextContent('15,234.12345 AXC');
    expect(card('Rewards Earned')).toHaveTextContent('$1.75');
    // The accounts' 310.04210 AXC and the stakings' 125.50000 AXC.
    expect(card('Rewards Earned')).toHaveTextContent('435.54210 AXC');
    expect(card('Staking Balance')).toHaveTextContent('5,000.00000 AXC');
  });

  it('lists every account and the staking account under All, the default', async () => {
    await renderOverview();
    const group = screen.getByRole('radiogroup', { name: 'Account type' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Fiat',
      'Digital',
      'All',
    ]);
    expect(within(group).getByRole('radio', { name: 'All' })).toBeChecked();
    expectTiles([
      'US Dollar Account USD4820193746 $1,234.56',
      'Euro Account EUR1938475602 €250.00',
      'British Pound Account GBP5519203847 £80.10 Action Required',
      'AXC Wallet AXC7720394851 15,234.12345 AXC',
      'USAX Wallet USAX3349201857 42.50000 USAX',
      'AXIA Staking Account 5,000.00000 AXC',
    ]);
  });

  it('links each account card to its detail and the staking card to /stakings', async () => {
    await renderOverview();
    expect(screen.getByRole('link', { name: /^US Dollar Account/ })).toHaveAttribute(
      'href',
      '/accounts/acc-usd',
    );
    expect(screen.getByRole('link', { name: /^AXIA Staking Account/ })).toHaveAttribute(
      'href',
      '/stakings',
    );
  });

  it('greys a non-ACTIVE account and tags it Action Required', async () => {
    await renderOverview();
    const frozen = screen.getByRole('link', { name: /^British Pound Account/ });
    expect(frozen).toHaveAttribute('data-dimmed');
    expect(within(frozen).getByText('Action Required')).toBeVisible();
    // And what it calls for (issue 42): under the card, read as the link's description.
    expect(frozen).toHaveAccessibleDescription(
      'This account is frozen: contact support to use it again.',
    );
    const active = screen.getByRole('link', { name: /^Euro Account/ });
    expect(active).not.toHaveAttribute('data-dimmed');
    expect(within(active).queryByText('Action Required')).toBeNull();
    expect(active).not.toHaveAttribute('aria-describedby');
  });

  it('filters Fiat (no staking card) and Digital (with the staking card)', async () => {
    await renderOverview();
    const user = userEvent.setup();
    // After a change the filter says, politely, how many accounts it shows (issue 28); not on page load.
    const count = screen.getByText(/accounts? shown$|^$/, { selector: '[role="status"] span' });
    expect(count).toHaveTextContent(/^$/);
    await user.click(screen.getByRole('radio', { name: 'Fiat' }));
    expect(count).toHaveTextContent('3 fiat accounts shown');
    expectTiles([
      'US Dollar Account USD4820193746 $1,234.56',
      'Euro Account EUR1938475602 €250.00',
      'British Pound Account GBP5519203847 £80.10 Action Required',
    ]);
    await user.click(screen.getByRole('radio', { name: 'Digital' }));
    expect(count).toHaveTextContent('3 digital accounts shown');
    expectTiles([
      'AXC Wallet AXC7720394851 15,234.12345 AXC',
      'USAX Wallet USAX3349201857 42.50000 USAX',
      'AXIA Staking Account 5,000.00000 AXC',
    ]);
    // Arrow keys move the selection within the one group.
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
    expect(within(accountsList()!).getAllByRole('link')).toHaveLength(6);
    expect(count).toHaveTextContent('6 accounts shown');
  });

  it('says so when a filter has no accounts, and keeps the staking card under All', async () => {
    await renderOverview(overviewServices({ accounts: { accounts: [] } }).services);
    expectTiles(['AXIA Staking Account 5,000.00000 AXC']);
    await userEvent.click(screen.getByRole('radio', { name: 'Fiat' }));
    expect(accountsList()).toBeNull();
    expect(screen.getByRole('heading', { name: 'No accounts to show' })).toBeVisible();
  });

  it('shows loading placeholders until the first read ends', async () => {
    let finish: () => void = () => {};
    const services = overviewServices({
      accounts: {
        accounts: [],
        overview: null,
        loading: true,
        refresh: () => new Promise<void>((resolve) => (finish = resolve)),
      },
    }).services;
    await renderOverview(services);
    // The two skeletons, and the filter's (empty) count.
    expect(screen.getAllByRole('status')).toHaveLength(3);
    expect(screen.getByText('Loading accounts')).toBeInTheDocument();
    expect(screen.getByText('Loading account overview')).toBeInTheDocument();
    await act(async () => {
      runInAction(() => Object.assign(services.accounts, { loading: false }));
      finish();
    });
    expect(screen.queryByText('Loading accounts')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
    // No accounts: under All only the staking card (its balance unknown without an overview).
    expectTiles(['AXIA Staking Account']);
  });

  it('offers to try again when the accounts cannot be read', async () => {
    const refresh = vi.fn(async () => {});
    await renderOverview(
      overviewServices({
        accounts: { accounts: [], overview: null, error: 'Unknown error!', refresh },
      }).services,
    );
    expect(screen.getByRole('heading', { name: 'Accounts could not be loaded' })).toBeVisible();
    expect(screen.getByText('Unknown error!')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'AXC Balance' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refresh).toHaveBeenCalledTimes(2);
  });
});

describe('pending items on the overview (seed 001 §2)', () => {
  it('leads with the total, then the cards and the accounts; the pending items and the pictures after (issue 43)', async () => {
    await renderOverview(
      overviewServices({ responses: pendingResponses([wireDepositItem, digitalDepositItem]) })
        .services,
    );
    const headings = (await screen.findAllByRole('heading', { level: 2 })).map(
      (h) => h.textContent,
    );
    expect(headings).toEqual([
      'Total balance',
      'AXC Balance',
      'Rewards Earned',
      'Staking Balance',
      'Accounts',
      'Transactions in Review',
      'Pending Transactions',
      'Holdings',
    ]);
    expect(screen.getByRole('button', { name: /^Wire deposit/ })).toBeVisible();
  });

  it('shows neither section when nothing is pending', async () => {
    await renderOverview();
    expect(screen.queryByRole('heading', { name: 'Transactions in Review' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Pending Transactions' })).toBeNull();
  });
});

describe('the total and the quick actions (issue 43)', () => {
  const summary = () => screen.getByRole('region', { name: 'Total balance' });

  it('shows everything held, valued in USD, from the holdings read', async () => {
    await renderOverview(overviewServices({ responses: { getHoldings: sampleHoldings } }).services);
    await waitFor(() => expect(summary()).toHaveTextContent('$1,857.23'));
    expect(summary()).toHaveTextContent('Everything you hold, valued in US dollars');
  });

  it('says so when the total cannot be read', async () => {
    await renderOverview(
      overviewServices({
        responses: {
          getHoldings: () => Promise.reject(new Error('The bank did not answer')),
        },
      }).services,
    );
    await waitFor(() =>
      expect(summary()).toHaveTextContent('Your total could not be worked out just now.'),
    );
  });

  it('offers Add money, Send and Exchange to an active customer with Deposit and Transfer', async () => {
    await renderOverview();
    const actions = within(summary()).getByRole('group', { name: 'Quick actions' });
    expect(
      within(actions)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Add money', '/deposit'],
      ['Send', '/transfer'],
      ['Exchange', '/transfer/between-accounts'],
    ]);
  });

  it('offers a suspended customer only Add money (seed 000 §2.2: SUSPENDED keeps Deposit)', async () => {
    await renderOverview(
      overviewServices({ session: { user: { ...fakeUser, status: 'SUSPENDED' } } }).services,
    );
    const actions = within(summary()).getByRole('group', { name: 'Quick actions' });
    expect(
      within(actions)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Add money']);
  });

  it('offers nothing to a customer without Deposit and Transfer', async () => {
    const features = fakeUser.features.filter(
      (flag) => flag !== 'MENU_DEPOSIT' && flag !== 'MENU_TRANSFER',
    );
    await renderOverview(
      overviewServices({ session: { user: { ...fakeUser, features } } }).services,
    );
    expect(within(summary()).queryByRole('group', { name: 'Quick actions' })).toBeNull();
  });
});

describe('AXC/USD rate card (GLOBAL_SPENDABLE_AMOUNT)', () => {
  it('is absent without the feature', async () => {
    await renderOverview(overviewServices({ session: { user: fakeUser } }).services);
    expect(screen.queryByRole('heading', { name: 'AXC/USD' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Refresh AXC/USD rate' })).toBeNull();
  });

  it('shows the rate, its age and the spendable amounts capped at the rate', async () => {
    await renderOverview(
      overviewServices({
        session: { user: spendableUser },
        accounts: {
          spendable: cappedSpendableSample,
          rateUpdatedAt: new Date('2026-11-10T09:57:30'),
        },
      }).services,
    );
    const card = screen.getByRole('heading', { level: 2, name: 'AXC/USD' }).parentElement!
      .parentElement!;
    expect(card).toHaveTextContent('$0.0245 per AXC');
    // 15,234.12345 AXC × 0.0245 = 373.24 USD > 100 USD: AXC is capped at 100 ÷ 0.0245.
    expect(card).toHaveTextContent('4,081.63265 AXC');
    expect(card).toHaveTextContent('$100.00');
    expect(within(card).getByRole('timer')).toHaveTextContent('Last updated: 2 minutes ago');
  });

  it('keeps each "·" with the amount after it, so no line of the spendable ends in a separator', async () => {
    await renderOverview(
      overviewServices({
        session: { user: spendableUser },
        accounts: { spendable: cappedSpendableSample },
      }).services,
    );
    const definition = screen.getByRole('definition');
    const separators = within(definition).getAllByText('·');
    expect(separators).toHaveLength(1);
    for (const separator of separators) {
      // The separator and the amount it introduces form one group of the line (they wrap together).
      const group = separator.parentElement!;
      expect(group).not.toBe(definition);
      expect(group.firstElementChild).toBe(separator);
      expect(separator.nextElementSibling).toHaveTextContent('$100.00');
    }
    expect(definition.lastElementChild!.lastElementChild).toHaveTextContent('$100.00');
  });

  it('reads the rate every 60 seconds, and counts minutes while it cannot', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-10T10:00:00') });
    let fail = false;
    const { services } = overviewServices({ session: { user: spendableUser } });
    const refreshRate = vi.fn(async () => {
      if (fail) throw new Error('Network Error');
      runInAction(() => Object.assign(services.accounts, { rateUpdatedAt: new Date() }));
    });
    Object.assign(services.accounts, { refreshRate });
    await renderAccountsScreen(<AccountsOverviewView storage={memoryStorage()} />, { services });
    const status = within(
      screen.getByRole('heading', { name: 'AXC/USD' }).parentElement!.parentElement!,
    ).getByRole('timer');
    expect(status).toHaveTextContent('Last updated: 0 minutes ago');
    await act(() => vi.advanceTimersByTimeAsync(59_999));
    expect(refreshRate).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(refreshRate).toHaveBeenCalledTimes(1);
    expect(status).toHaveTextContent('Last updated: 0 minutes ago');
    fail = true;
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(refreshRate).toHaveBeenCalledTimes(2);
    expect(status).toHaveTextContent('Last updated: 1 minutes ago');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(status).toHaveTextContent('Last updated: 2 minutes ago');
    // A quiet failure: the periodic read tells no one.
    expect(services.notify).not.toHaveBeenCalled();
    fail = false;
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(status).toHaveTextContent('Last updated: 0 minutes ago');
  });

  it('shows the refresh spinner for 1 second', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-10T10:00:00') });
    const refreshRate = vi.fn(async () => {});
    const { services } = overviewServices({
      session: { user: spendableUser },
      accounts: { refreshRate },
    });
    await renderAccountsScreen(<AccountsOverviewView storage={memoryStorage()} />, { services });
    const button = screen.getByRole('button', { name: 'Refresh AXC/USD rate' });
    expect(button).not.toHaveAttribute('aria-busy');
    // On the button, as a keyboard or screen-reader user is when pressing it.
    act(() => button.focus());
    act(() => {
      fireEvent.click(button);
    });
    expect(refreshRate).toHaveBeenCalledOnce();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await act(() => vi.advanceTimersByTimeAsync(REFRESH_SPINNER_MS - 1));
    expect(button).toHaveAttribute('aria-busy', 'true');
    // Pressing again while it spins does not read again.
    act(() => {
      fireEvent.click(button);
    });
    expect(refreshRate).toHaveBeenCalledOnce();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(button).not.toHaveAttribute('aria-busy');
    // Screen readers hear that the rate was read (the age beside it is a silent timer).
    expect(screen.getByText('The AXC/USD rate is up to date.')).toHaveAttribute('role', 'status');
    // Once, politely: the button's pending state says nothing, assertively or not (issue 43 #3).
    expect(document.querySelector('[data-live-announcer] [aria-labelledby]')).toBeNull();
    expect(
      Array.from(
        document.querySelectorAll('[data-live-announcer], [data-axia-announcer="assertive"]'),
        (region) => region.textContent?.trim(),
      ).filter(Boolean),
    ).toEqual([]);
  });

  it('tells the user when a refresh they asked for fails', async () => {
    const { services, notify } = overviewServices({
      session: { user: spendableUser },
      accounts: { refreshRate: vi.fn().mockRejectedValue(new Error('Network Error')) },
    });
    await renderOverview(services);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh AXC/USD rate' }));
    await waitFor(
      () => expect(notify).toHaveBeenCalledWith({ tone: 'error', title: 'Network Error' }),
      { timeout: 3000 },
    );
  });
});

describe('low-balance notice on the overview (seed 000 §4, §9)', () => {
  const lastWeek = () => new Date('2026-11-28T10:00:00');
  const lowTotal = { getTotalAsset: { totalAmount: '57.20', threshold: '100' } };

  it('opens in the last 7 days of the month below the threshold, and hides for the day once ticked', async () => {
    const storage = memoryStorage();
    const { services } = overviewServices({ responses: lowTotal });
    const { unmount } = await renderAccountsScreen(
      <AccountsOverviewView clock={lastWeek} storage={storage} />,
      { services },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Low balance notice' });
    expect(dialog).toHaveTextContent(
      'Your total balance is below the feeless minimum balance threshold of USD 100 or the equivalent in AXC. ' +
        'If your balance cannot cover the monthly fee, your account will be closed.',
    );
    expect(dialog).toHaveTextContent('Your total balance: $57.20');
    const user = userEvent.setup();
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Do not show this message again today' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(storage.items.get('axia.notification.hidden.user-1.LOW_BALANCE')).toBe('2026-11-28');

    unmount();
    const getTotalAsset = vi.fn(() => lowTotal.getTotalAsset);
    await renderAccountsScreen(<AccountsOverviewView clock={lastWeek} storage={storage} />, {
      services: overviewServices({ responses: { getTotalAsset } }).services,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(getTotalAsset).not.toHaveBeenCalled();
  });

  it('comes back on the next visit when closed without the box ticked (Escape closes it too)', async () => {
    const storage = memoryStorage();
    const { unmount } = await renderAccountsScreen(
      <AccountsOverviewView clock={lastWeek} storage={storage} />,
      { services: overviewServices({ responses: lowTotal }).services },
    );
    await screen.findByRole('dialog', { name: 'Low balance notice' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(storage.items.size).toBe(0);
    unmount();
    await renderAccountsScreen(<AccountsOverviewView clock={lastWeek} storage={storage} />, {
      services: overviewServices({ responses: lowTotal }).services,
    });
    expect(await screen.findByRole('dialog', { name: 'Low balance notice' })).toBeVisible();
  });

  it('keeps the choice in localStorage by default', async () => {
    window.localStorage.clear();
    await renderAccountsScreen(<AccountsOverviewView clock={lastWeek} />, {
      services: overviewServices({ responses: lowTotal }).services,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Low balance notice' });
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(window.localStorage.getItem('axia.notification.hidden.user-1.LOW_BALANCE')).toBe(
      '2026-11-28',
    );
    window.localStorage.clear();
  });
});
