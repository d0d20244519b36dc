import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { currentAnnouncements } from '@axia/design-system';
import { fakeUser, recordingResponses } from '../../kit/testing';
import { sampleAccounts } from '../fixtures';
import { AccountDetailView } from '../screens/AccountDetailScreen';
import { AccountsOverviewView } from '../screens/AccountsOverviewScreen';
import { accountsServices, memoryStorage, renderAccountsScreen } from '../testing';
import { balanceHistoryAnswer, rateHistoryAnswer, sampleHoldings } from './fixtures';

// A day outside the low-balance window, so no notice interferes.
const midMonth = () => new Date('2026-11-10T10:00:00');

const balanceChart = () => screen.findByRole('figure', { name: 'Balance over time' });

async function tableRows(figure: HTMLElement, title = 'Balance over time') {
  await userEvent.click(
    within(figure).getByRole('button', { name: `Show data table for ${title}` }),
  );
  return within(within(figure).getByRole('table')).getAllByRole('row');
}

async function lastTableRow(figure: HTMLElement) {
  const rows = await tableRows(figure);
  return rows[rows.length - 1];
}

function detail(balances: Record<string, string> = { 'acc-usd': '1234.56' }) {
  const recorded = recordingResponses({
    getTransactions: { data: [] },
    getBalanceHistory: balanceHistoryAnswer(balances),
  });
  return { ...accountsServices({ responses: recorded.responses }), calls: recorded.calls };
}

describe('the account page’s balance chart (issue 30)', () => {
  it('reads 30 days and says the current balance; the table’s last row is the balance', async () => {
    const { services, calls } = detail();
    await renderAccountsScreen(<AccountDetailView />, {
      services,
      path: '/accounts/acc-usd',
      route: '/accounts/:id',
    });
    const figure = await balanceChart();
    await waitFor(() =>
      expect(figure).toHaveAccessibleDescription(
        'Balance rose from $872.06 to $1,234.56 over 30 days, lowest $872.06 on Oct 30.',
      ),
    );
    expect(calls.find((call) => call.operation === 'getBalanceHistory')).toMatchObject({
      path: '/account/acc-usd/balanceHistory',
      query: { range: '30d' },
    });
    expect(await lastTableRow(figure)).toHaveTextContent('Nov 28$1,234.56');
  });

  it('reads the range chosen', async () => {
    const { services, calls } = detail();
    await renderAccountsScreen(<AccountDetailView />, {
      services,
      path: '/accounts/acc-usd',
      route: '/accounts/:id',
    });
    const figure = await balanceChart();
    await waitFor(() => expect(figure).toHaveAccessibleDescription(/over 30 days/));
    const radio = await within(figure).findByRole('radio', { name: '1 year' });
    await userEvent.click(radio);
    await waitFor(() => expect(figure).toHaveAccessibleDescription(/over 1 year/));
    expect(
      calls
        .filter((call) => call.operation === 'getBalanceHistory')
        .map((call) => call.query?.range),
    ).toEqual(['30d', '1y']);
    // The switch says the new range's summary once, politely (never the old range's data), focus on the switch.
    const summary = figure.getAttribute('aria-describedby');
    const said = document.getElementById(summary ?? '')?.textContent ?? '';
    expect(said).toMatch(/^Balance rose from -\$3,315\.44 to \$1,234\.56 over 1 year/);
    expect(currentAnnouncements().filter((text) => text === said)).toHaveLength(1);
    expect(currentAnnouncements().filter((text) => text.includes('over 30 days'))).toEqual([]);
    expect(radio).toHaveFocus();
    // A year: every date with its year (issue 43), in the summary and the table; the axis by month.
    expect(said).toMatch(/lowest -\$3,315\.44 on Nov 29, 2025\.$/);
    const rows = await tableRows(figure);
    expect(rows[1]).toHaveTextContent('Nov 29, 2025-$3,315.44');
    expect(rows[rows.length - 1]).toHaveTextContent('Nov 28, 2026$1,234.56');
    expect(within(figure).getByTestId('time-axis')).toHaveTextContent(/^Nov 2025.*Nov 2026$/);
  });

  it('reads the series again when the account’s balance changes (after a transfer), ending on the new balance', async () => {
    const balances = { 'acc-usd': '1234.56' };
    const { services, calls } = detail(balances);
    await renderAccountsScreen(<AccountDetailView />, {
      services,
      path: '/accounts/acc-usd',
      route: '/accounts/:id',
    });
    const figure = await balanceChart();
    await waitFor(() => expect(figure).toHaveAccessibleDescription(/to \$1,234\.56/));
    balances['acc-usd'] = '1134.56';
    await act(async () => {
      runInAction(() => {
        (services.accounts as { accounts: typeof sampleAccounts }).accounts = sampleAccounts.map(
          (account) => (account.id === 'acc-usd' ? { ...account, amount: '1134.56' } : account),
        );
      });
    });
    await waitFor(() => expect(figure).toHaveAccessibleDescription(/to \$1,134\.56/));
    expect(calls.filter((call) => call.operation === 'getBalanceHistory')).toHaveLength(2);
  });

  it('says why when the history cannot be read, and tries again', async () => {
    let fail = true;
    const { services } = accountsServices({
      responses: {
        getTransactions: { data: [] },
        getBalanceHistory: (request: Parameters<ReturnType<typeof balanceHistoryAnswer>>[0]) => {
          if (fail) throw new Error('The bank is resting.');
          return balanceHistoryAnswer({ 'acc-usd': '1234.56' })(request);
        },
      },
    });
    await renderAccountsScreen(<AccountDetailView />, {
      services,
      path: '/accounts/acc-usd',
      route: '/accounts/:id',
    });
    const figure = await balanceChart();
    expect(await within(figure).findByText('The bank is resting.')).toBeVisible();
    fail = false;
    await userEvent.click(within(figure).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(figure).toHaveAccessibleDescription(/^Balance rose/));
  });
});

describe('the overview’s holdings and rate line (issue 30)', () => {
  function overview() {
    const recorded = recordingResponses({
      getHoldings: sampleHoldings,
      getRateHistory: rateHistoryAnswer,
      getExternalTransfers: { data: [] },
    });
    const { services } = accountsServices({
      responses: recorded.responses,
      session: { user: { ...fakeUser, features: ['GLOBAL_SPENDABLE_AMOUNT'] } },
    });
    return { services, calls: recorded.calls };
  }

  it('names every holding with its USD value and share, and the total in USD', async () => {
    const { services } = overview();
    await renderAccountsScreen(
      <AccountsOverviewView clock={midMonth} storage={memoryStorage()} />,
      { services },
    );
    const region = screen.getByRole('region', { name: 'Holdings' });
    // Read once the page has painted and the browser is idle.
    expect(await within(region).findByText('Total in USD')).toHaveTextContent(
      'Total in USD $1,857.23',
    );
    const figure = await within(region).findByRole('figure', { name: 'Holdings' });
    await waitFor(() =>
      expect(figure).toHaveAccessibleDescription(
        'Holdings total $1,857.23: US Dollar $1,234.56 (66.5%), AXC $373.23 (20.1%), Euro $151.43 (8.2%), Staked AXC $98.00 (5.3%), British Pound $0.01 (0.0%).',
      ),
    );
    const items = within(within(figure).getByRole('list')).getAllByRole('listitem');
    expect(items[3]).toHaveTextContent('Staked AXC$98.00 · 5.3%');
  });

  it('gives each chart’s table toggle its own name (two on the overview)', async () => {
    const { services } = overview();
    await renderAccountsScreen(
      <AccountsOverviewView clock={midMonth} storage={memoryStorage()} />,
      { services },
    );
    await screen.findByRole('figure', { name: 'AXC/USD rate' });
    await screen.findByRole('figure', { name: 'Holdings' });
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('button', { name: /^Show data table/ })
          .map((button) => button.textContent)
          .sort(),
      ).toEqual(['Show data table for AXC/USD rate', 'Show data table for Holdings']),
    );
  });

  it('draws the AXC/USD line on the rate card, 24 hours then 7 days', async () => {
    const { services, calls } = overview();
    await renderAccountsScreen(
      <AccountsOverviewView clock={midMonth} storage={memoryStorage()} />,
      { services },
    );
    const figure = await screen.findByRole('figure', { name: 'AXC/USD rate' });
    // Seed 001 §9: rates to 5 places, in the summary, the axis and the table.
    await waitFor(() =>
      expect(figure).toHaveAccessibleDescription(
        'AXC/USD rose from $0.02250 to $0.02450 over 24 hours, lowest $0.02250 on Nov 27, 11:00 UTC.',
      ),
    );
    expect(within(figure).getByTestId('value-axis')).toHaveTextContent(/\$0\.02\d{3}/);
    expect(within(figure).getByTestId('time-axis')).toHaveTextContent(/^11:00.*10:00$/);
    const rows = await tableRows(figure, 'AXC/USD rate');
    expect(rows[rows.length - 1]).toHaveTextContent('Nov 28, 10:00 UTC$0.02450');
    // The change over the range in percent, in words (colour beside them, never alone).
    const card = figure.closest('section') ?? document.body;
    expect(within(card as HTMLElement).getByText('Up 8.89% over 24 hours')).toBeVisible();
    await userEvent.click(within(figure).getByRole('radio', { name: '7 days' }));
    await waitFor(() => expect(figure).toHaveAccessibleDescription(/over 7 days/));
    expect(within(card as HTMLElement).getByText(/over 7 days$/)).toBeVisible();
    expect(
      calls.filter((call) => call.operation === 'getRateHistory').map((call) => call.query),
    ).toEqual([
      { currency: 'AXC', range: '24h' },
      { currency: 'AXC', range: '7d' },
    ]);
  });
});
