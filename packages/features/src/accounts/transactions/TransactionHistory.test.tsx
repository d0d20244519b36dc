import dayjs from 'dayjs';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { BankEventHub } from '../../kit';
import { fakeUser } from '../../kit/testing';
import { accountsServices, renderAccountsScreen } from '../testing';
import {
  fakeHistory,
  memberTransferInRow,
  ownTransferRow,
  sampleTransactions,
  transferRows,
  walletTransferRow,
  wireTransferRow,
} from './fixtures';
import { TransactionHistory } from './TransactionHistory';

function setup({
  rows = sampleTransactions(237),
  path = '/accounts/acc-usd',
  user = fakeUser,
}: { rows?: ReturnType<typeof sampleTransactions>; path?: string; user?: typeof fakeUser } = {}) {
  const history = fakeHistory(rows);
  const events = new BankEventHub();
  const { services, notify } = accountsServices({
    events,
    session: { user },
    responses: { getTransactions: history.answer },
  });
  const render = () =>
    renderAccountsScreen(<TransactionHistory accountId="acc-usd" />, {
      services,
      path,
      route: '/accounts/:id',
    });
  return { history, notify, render, events };
}

const region = (name: string) => screen.getByRole('region', { name });
const rowButtons = () =>
  within(screen.getByRole('list', { name: /Transactions$/ })).getAllByRole('button');

describe('the transaction history', () => {
  it('re-reads the page shown when a transaction is posted (a live event), keeping the page', async () => {
    const { history, render, events } = setup();
    await render();
    const pages = within(region('Recent Transactions')).getByRole('navigation', {
      name: 'Transaction pages',
    });
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    const reads = history.calls.length;
    act(() =>
      events.publish({
        id: '1',
        type: 'staking',
        at: '2026-11-10T10:00:00.000Z',
        entityId: 's-1',
        status: 'ACTIVE',
        transaction: null,
        balances: [],
      }),
    );
    expect(history.calls).toHaveLength(reads);
    act(() =>
      events.publish({
        id: '2',
        type: 'transaction',
        at: '2026-11-10T10:00:00.000Z',
        entityId: 'tx-new',
        status: 'COMPLETED',
        transaction: null,
        balances: [],
      }),
    );
    await waitFor(() => expect(history.calls).toHaveLength(reads + 1));
    expect(history.calls.at(-1)).toMatchObject({ accountId: 'acc-usd', limit: 10, offset: 0 });
    expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('starts as Recent Transactions: the latest 10, five per page, deposits plus and withdrawals minus', async () => {
    const { history, render } = setup();
    await render();
    const recent = region('Recent Transactions');
    expect(history.calls).toEqual([
      expect.objectContaining({
        accountId: 'acc-usd',
        limit: 10,
        offset: 0,
        includeTotalCount: 'false',
        generateTitleAndDescription: 'true',
      }),
    ]);
    const rows = rowButtons();
    expect(rows).toHaveLength(5);
    // A date as a customer reads it (issue 43), with the machine's form on its <time>.
    expect(rows[0]).toHaveAccessibleName(/Wire deposit.*9 Nov 2026, 14:30.*Deposit ?\+\$2,500\.00/);
    expect(rows[0]!.querySelector('time')).toHaveAttribute('datetime', '2026-11-09T14:30');
    expect(rows[1]).toHaveAccessibleName(/Service fee.*Withdrawal ?−\$4\.50/);
    const pages = within(recent).getByRole('navigation', { name: 'Transaction pages' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(rowButtons()[0]).toHaveAccessibleName(/Transfer between accounts/);
    expect(within(pages).queryByRole('button', { name: 'Page 3' })).toBeNull();
    // Filters belong to the expanded list.
    expect(screen.queryByRole('button', { name: /Transaction type/ })).toBeNull();
    expect(history.calls).toHaveLength(1);
  });

  it('expands to Transactions, whose pager reaches the whole history 100 rows at a time', async () => {
    const { history, render } = setup();
    await render();
    await userEvent.click(screen.getByRole('button', { name: 'Show all transactions' }));
    expect(await screen.findByRole('heading', { name: 'Transactions' })).toBeVisible();
    expect(history.calls.at(-1)).toMatchObject({
      limit: 100,
      offset: 0,
      includeTotalCount: 'true',
    });
    expect(screen.getByText('237 transactions')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Transaction pages' });
    // 237 rows: 48 pages, the last holding 2, read with the rows from offset 200.
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 48' }));
    await waitFor(() => expect(rowButtons()).toHaveLength(2));
    expect(history.calls.at(-1)).toMatchObject({ limit: 100, offset: 200 });
    expect(rowButtons()[1]).toHaveAccessibleName(/18 Mar 2026/);
    // Back within the first 100: read again, since only one chunk is held.
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 1' }));
    await waitFor(() => expect(rowButtons()[0]).toHaveAccessibleName(/9 Nov 2026/));
  });

  it('says the count in one status that is there from the start, its text changed: never one inserted with its text (issue 43 #3)', async () => {
    const { render } = setup();
    await render();
    const countStatus = () =>
      document.querySelector<HTMLElement>('[data-slot="account-transactions"] p[role="status"]');
    const status = countStatus();
    // Mounted, and silent, before anything is counted (the compact list says no count).
    expect(status).not.toBeNull();
    expect(status).toHaveTextContent(/^$/);
    await userEvent.click(screen.getByRole('button', { name: 'Show all transactions' }));
    await waitFor(() => expect(status).toHaveTextContent(/^237 transactions$/));
    // A filter: the same element, emptied while the bank is asked, then the new count.
    await userEvent.click(screen.getByRole('button', { name: /Transaction type/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Rewards' }));
    await waitFor(() => expect(rowButtons()[0]).toHaveAccessibleName(/Rewards/));
    await waitFor(() => expect(status).toHaveTextContent(/^\d+ transactions?$/));
    expect(status).not.toHaveTextContent('237 transactions');
    expect(countStatus()).toBe(status);
    expect(screen.getAllByText(/^\d+ transactions?$/)).toEqual([status]);
  });

  it('filters by a group and a date range, and says No transaction found when nothing matches', async () => {
    const { history, render } = setup();
    await render();
    await userEvent.click(screen.getByRole('button', { name: 'Show all transactions' }));
    await userEvent.click(await screen.findByRole('button', { name: /Transaction type/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Rewards' }));
    await waitFor(() =>
      expect(history.calls.at(-1)).toMatchObject({ typeIn: 'INTEREST', offset: 0 }),
    );
    await waitFor(() => expect(rowButtons()[0]).toHaveAccessibleName(/Rewards/));
    for (const row of rowButtons()) expect(row).toHaveAccessibleName(/^Rewards/);

    const range = screen.getByRole('group', { name: 'Date range' });
    await userEvent.click(within(range).getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('1001202610312026');
    await waitFor(() =>
      expect(history.calls.at(-1)).toMatchObject({
        typeIn: 'INTEREST',
        createdAtGte: dayjs('2026-10-01').toISOString(),
        createdAtLte: dayjs('2026-11-01').toISOString(),
      }),
    );
    await waitFor(() => expect(rowButtons().length).toBeGreaterThan(0));
    for (const row of rowButtons()) expect(row).toHaveAccessibleName(/^Rewards \d{1,2} Oct 2026, /);
    await userEvent.click(screen.getByRole('button', { name: 'Clear dates' }));
    await waitFor(() => expect(history.calls.at(-1)).not.toHaveProperty('createdAtGte'));

    await userEvent.click(screen.getByRole('button', { name: /Transaction type/ }));
    await userEvent.click(screen.getByRole('option', { name: 'External wallet' }));
    expect(await screen.findByRole('heading', { name: 'No transaction found' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Transaction pages' })).toBeNull();
  });

  /** Types MM/DD/YYYY MM/DD/YYYY into the range's segments, as a keyboard user does. */
  async function typeRange(keys: string) {
    const range = screen.getByRole('group', { name: 'Date range' });
    await userEvent.click(within(range).getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard(keys);
  }
  const rangeCalls = (calls: readonly object[]) =>
    calls.filter((call) => 'createdAtGte' in call || 'createdAtLte' in call);

  it('asks the bank once for a typed range: not for the half-typed years on the way', async () => {
    const { history, render } = setup();
    await render();
    await userEvent.click(screen.getByRole('button', { name: 'Show all transactions' }));
    await screen.findByText('237 transactions');
    await typeRange('1001202610312026');
    await waitFor(() => expect(rangeCalls(history.calls)).toHaveLength(1));
    expect(rangeCalls(history.calls)[0]).toMatchObject({
      createdAtGte: dayjs('2026-10-01').toISOString(),
      createdAtLte: dayjs('2026-11-01').toISOString(),
    });
  });

  it('says so for a range that ends before it starts, and asks the bank nothing', async () => {
    const { history, render } = setup();
    await render();
    await userEvent.click(screen.getByRole('button', { name: 'Show all transactions' }));
    await screen.findByText('237 transactions');
    await typeRange('1101202610012026');
    const message = await screen.findByText('The start date must be on or before the end date.');
    expect(screen.getByRole('group', { name: 'Date range' })).toHaveAccessibleDescription(
      expect.stringContaining(message.textContent!),
    );
    expect(rangeCalls(history.calls)).toEqual([]);
    expect(screen.getByText('237 transactions')).toBeInTheDocument();
  });

  it("keeps the filter row as it was after 'Clear dates', with the focus in the emptied range", async () => {
    const { history, render } = setup();
    await render();
    await userEvent.click(screen.getByRole('button', { name: 'Show all transactions' }));
    await screen.findByText('237 transactions');
    // There before any date is typed, so the row does not change shape when one is.
    const clear = screen.getByRole('button', { name: 'Clear dates' });
    await typeRange('1001202610312026');
    await waitFor(() => expect(rangeCalls(history.calls)).toHaveLength(1));
    await userEvent.click(clear);
    await waitFor(() => expect(history.calls.at(-1)).not.toHaveProperty('createdAtGte'));
    const range = screen.getByRole('group', { name: 'Date range' });
    expect(within(range).getAllByRole('spinbutton')[0]).toHaveFocus();
    for (const segment of within(range).getAllByRole('spinbutton'))
      expect(segment).not.toHaveAttribute('aria-valuenow');
    expect(screen.getByRole('button', { name: /Transaction type/ })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Clear dates' })).toBeVisible();
  });

  /** The router's query string, shown for the test. */
  function SearchProbe() {
    return <output data-testid="search">{useLocation().search}</output>;
  }

  it('opens a linked transaction older than the rows read, and drops ?transactionId= on Close', async () => {
    const rows = sampleTransactions(237);
    const old = rows[150]!;
    const history = fakeHistory(rows);
    const { services } = accountsServices({ responses: { getTransactions: history.answer } });
    await renderAccountsScreen(
      <>
        <TransactionHistory accountId="acc-usd" />
        <SearchProbe />
      </>,
      { services, path: `/accounts/acc-usd?transactionId=${old.publicId}`, route: '/accounts/:id' },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Transaction details' });
    expect(within(dialog).getByText(old.publicId)).toBeVisible();
    expect(history.calls.at(-1)).toMatchObject({ accountId: 'acc-usd', id: old.publicId });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('search')).toHaveTextContent(/^$/);
  });

  it('says so when the linked transaction is not in this account', async () => {
    const history = fakeHistory(sampleTransactions(12));
    const { services, notify } = accountsServices({
      responses: { getTransactions: history.answer },
    });
    await renderAccountsScreen(<TransactionHistory accountId="acc-usd" />, {
      services,
      path: '/accounts/acc-usd?transactionId=TX999999',
      route: '/accounts/:id',
    });
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({
          tone: 'error',
          title: "Transaction TX999999 is not in this account's history.",
        }),
      ),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says No transaction record for an account without any', async () => {
    const { render } = setup({ rows: [] });
    await render();
    expect(await screen.findByRole('heading', { name: 'No transaction record' })).toBeVisible();
  });

  it('opens a detail with Amount, Details, From and To, and closes it', async () => {
    const { render } = setup();
    await render();
    await userEvent.click(rowButtons()[2]!);
    const dialog = await screen.findByRole('dialog', { name: 'Transaction details' });
    for (const name of ['Amount', 'Details', 'From', 'To'])
      expect(within(dialog).getByRole('heading', { name })).toBeVisible();
    expect(within(dialog).getByText('TX100003')).toBeVisible();
    expect(within(dialog).getByText('Dinner')).toBeVisible();
    expect(within(dialog).getByText('Grace Hopper')).toBeVisible();
    expect(within(dialog).getByText('2026-11-07 14:30')).toBeVisible();
    // No spendable rows without GLOBAL_SPENDABLE_AMOUNT, no export for an ordinary customer.
    expect(within(dialog).queryByText('Spendable amount change (USD)')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Export transaction' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  /** The value of a term in a section of the detail. */
  const valueOf = (dialog: HTMLElement, section: string, term: string) => {
    const region = within(dialog).getByRole('region', { name: section });
    const dt = within(region).getByText(term, { selector: 'dt' });
    return dt.nextElementSibling as HTMLElement;
  };

  it('shows the transfers: a wire under review minus, with its fee, what arrives, the beneficiary and memo', async () => {
    const { render } = setup({ rows: transferRows() });
    await render();
    const rows = rowButtons();
    expect(rows[0]).toHaveAccessibleName(/Transfer between members.*Deposit ?\+\$50\.00/);
    expect(rows[1]).toHaveAccessibleName(/Wire transfer.*Withdrawal ?−\$750\.00/);
    await userEvent.click(rows[1]!);
    const dialog = await screen.findByRole('dialog', { name: 'Transaction details' });
    expect(valueOf(dialog, 'Amount', 'Fee')).toHaveTextContent('$25.00');
    expect(valueOf(dialog, 'Amount', 'Recipient receives')).toHaveTextContent('$725.00');
    expect(valueOf(dialog, 'Details', 'Status')).toHaveTextContent('In review');
    expect(valueOf(dialog, 'Details', 'Beneficiary')).toHaveTextContent('Charles Babbage');
    expect(valueOf(dialog, 'Details', 'Memo')).toHaveTextContent('Invoice 2026-114');
    expect(valueOf(dialog, 'To', 'Name')).toHaveTextContent('Charles Babbage');
    expect(within(dialog).queryByRole('button', { name: /cancel/i })).toBeNull();
  });

  it('names the other member of a transfer between members', async () => {
    const { render } = setup({
      rows: transferRows(),
      path: `/accounts/acc-usd?transactionId=${memberTransferInRow.publicId}`,
    });
    await render();
    const dialog = await screen.findByRole('dialog', { name: 'Transaction details' });
    expect(valueOf(dialog, 'From', 'Name')).toHaveTextContent('Grace Hopper');
    expect(valueOf(dialog, 'From', 'Email')).toHaveTextContent('grace@demo.test');
    expect(valueOf(dialog, 'Details', 'Memo')).toHaveTextContent('Lunch');
  });

  it('names the accounts of a transfer between the customer’s own accounts, not the customer', async () => {
    const { render } = setup({
      rows: [ownTransferRow],
      path: `/accounts/acc-usd?transactionId=${ownTransferRow.publicId}`,
    });
    await render();
    const dialog = await screen.findByRole('dialog', { name: 'Transaction details' });
    expect(valueOf(dialog, 'Details', 'Description')).toHaveTextContent('To your EUR account');
    expect(valueOf(dialog, 'From', 'Account')).toHaveTextContent(
      'Your USD account · USD4820193746',
    );
    expect(valueOf(dialog, 'To', 'Account')).toHaveTextContent('Your EUR account · EUR4820193746');
    expect(within(dialog).queryByText('Ada Lovelace')).toBeNull();
    expect(within(dialog).queryByText('Name', { selector: 'dt' })).toBeNull();
  });

  it('shows an external wallet transfer’s address, network fee and what arrives', async () => {
    const { render } = setup({
      rows: [walletTransferRow],
      path: `/accounts/acc-usd?transactionId=${walletTransferRow.publicId}`,
    });
    await render();
    const dialog = await screen.findByRole('dialog', { name: 'Transaction details' });
    expect(valueOf(dialog, 'Details', 'To address')).toHaveTextContent(
      '0x52908400098527886E0F7030069857D2E4169EE7',
    );
    expect(valueOf(dialog, 'Amount', 'Fee')).toHaveTextContent('1.20000 AXC');
    expect(valueOf(dialog, 'Amount', 'Recipient receives')).toHaveTextContent('118.80000 AXC');
    expect(valueOf(dialog, 'Details', 'Beneficiary')).toHaveTextContent('Northwind Ltd');
  });

  it('titles a type core does not know by its name', async () => {
    const odd = {
      ...wireTransferRow,
      id: 'odd',
      publicId: 'TXODD',
      title: null,
      type: 'SOMETHING_NEW',
    };
    const { render } = setup({ rows: [odd as unknown as typeof wireTransferRow] });
    await render();
    expect(rowButtons()[0]).toHaveAccessibleName(/SOMETHING_NEW/);
  });

  it('shows the spendable change with GLOBAL_SPENDABLE_AMOUNT', async () => {
    const { render } = setup({
      user: { ...fakeUser, features: [...fakeUser.features, 'GLOBAL_SPENDABLE_AMOUNT'] },
    });
    await render();
    await userEvent.click(rowButtons()[1]!);
    const dialog = await screen.findByRole('dialog', { name: 'Transaction details' });
    expect(
      within(dialog).getByText('Spendable amount change (USD)').nextElementSibling,
    ).toHaveTextContent('−$4.50');
  });

  it('opens ?transactionId= once, when it is among the rows read', async () => {
    const { render } = setup({ path: '/accounts/acc-usd?transactionId=TX100004' });
    await render();
    const dialog = await screen.findByRole('dialog', { name: 'Transaction details' });
    expect(within(dialog).getByText('TX100004')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show all transactions' }));
    await screen.findByRole('heading', { name: 'Transactions' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gives privileged users the search box and Export transaction', async () => {
    const createObjectURL = vi.fn(() => 'blob:export');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { history, render } = setup({ user: { ...fakeUser, privileged: true } });
    await render();
    await userEvent.click(screen.getByRole('button', { name: 'Show all transactions' }));
    const search = await screen.findByRole('searchbox', { name: 'Search transactions' });
    await userEvent.type(search, 'dinner{Enter}');
    await waitFor(() => expect(history.calls.at(-1)).toMatchObject({ search: 'dinner' }));
    expect(await screen.findByText('40 transactions')).toBeInTheDocument();

    await userEvent.click(rowButtons()[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Transaction details' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Export transaction' }));
    expect(click).toHaveBeenCalled();
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    const receipt = await blob.text();
    expect(receipt).toMatch(/^Transaction receipt\n/);
    expect(receipt).toContain('  Transaction ID: TX100003');
    expect(receipt).toContain('  Memo: Dinner');
    expect(blob.type).toBe('text/plain;charset=utf-8');
    click.mockRestore();
  });

  it('offers to try again when the history cannot be read', async () => {
    let fail = true;
    const rows = sampleTransactions(3);
    const { services } = accountsServices({
      responses: {
        getTransactions: () => {
          if (fail) throw new Error('Unknown error!');
          return { data: rows };
        },
      },
    });
    await renderAccountsScreen(<TransactionHistory accountId="acc-usd" />, { services });
    expect(
      await screen.findByRole('heading', { name: 'Transactions could not be loaded' }),
    ).toBeVisible();
    fail = false;
    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    await waitFor(() => expect(rowButtons()).toHaveLength(3));
  });
});
