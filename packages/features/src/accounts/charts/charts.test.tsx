import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { fakeUser, recordingResponses } from '../../kit/testing';
import { sampleAccounts } from '../fixtures';
import { AccountDetailView } from '../screens/AccountDetailScreen';
import { AccountsOverviewView } from '../screens/AccountsOverviewScreen';
import { accountsServices, memoryStorage, renderAccountsScreen } from '../testing';
import { balanceHistoryAnswer, rateHistoryAnswer, sampleHoldings } from './fixtures';

// A day outside the low-balance window, so no notice interferes.
const midMonth = () => new Date('2026-11-10T10:00:00');

const balanceChart = () => screen.findByRole('figure', { name: 'Balance over time' });

async function lastTableRow(figure: HTMLElement) {
  await userEvent.click(within(figure).getByRole('button', { name: 'Show data table' }));
  const rows = within(within(figure).getByRole('table')).getAllByRole('row');
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
    await userEvent.click(await within(figure).findByRole('radio', { name: '1 year' }));
    await waitFor(() => expect(figure).toHaveAccessibleDescription(/over 1 year/));
    expect(
      calls
        .filter((call) => call.operation === 'getBalanceHistory')
        .map((call) => call.query?.range),
    ).toEqual(['30d', '1y']);
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

  it('draws the AXC/USD line on the rate card, 24 hours then 7 days', async () => {
    const { services, calls } = overview();
    await renderAccountsScreen(
      <AccountsOverviewView clock={midMonth} storage={memoryStorage()} />,
      { services },
    );
    const figure = await screen.findByRole('figure', { name: 'AXC/USD rate' });
    await waitFor(() =>
      expect(figure).toHaveAccessibleDescription(/^AXC\/USD .* to \$0\.0245 over 24 hours/),
    );
    await userEvent.click(within(figure).getByRole('radio', { name: '7 days' }));
    await waitFor(() => expect(figure).toHaveAccessibleDescription(/over 7 days/));
    expect(
      calls.filter((call) => call.operation === 'getRateHistory').map((call) => call.query),
    ).toEqual([
      { currency: 'AXC', range: '24h' },
      { currency: 'AXC', range: '7d' },
    ]);
  });
});
