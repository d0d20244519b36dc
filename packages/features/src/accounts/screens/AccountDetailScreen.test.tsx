import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountsServices, renderAccountsScreen } from '../testing';
import { AccountDetailView } from './AccountDetailScreen';

async function renderDetail(
  id: string,
  services = accountsServices({ responses: { getTransactions: { data: [] } } }).services,
) {
  await renderAccountsScreen(<AccountDetailView />, {
    services,
    path: `/accounts/${id}`,
    route: '/accounts/:id',
  });
  return services;
}

const definition = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

const originalClipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
const writeText = vi.fn<(text: string) => Promise<void>>();

beforeEach(() => {
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
});

afterEach(() => {
  if (originalClipboard) Object.defineProperty(navigator, 'clipboard', originalClipboard);
  else delete (navigator as unknown as Record<string, unknown>).clipboard;
});

describe('Account detail', () => {
  it('shows the balance, account number and rewards rate under the page h1', async () => {
    await renderDetail('acc-axc');
    // The h1 and the document title name the account (issue 28).
    expect(
      screen.getByRole('heading', { level: 1, name: 'AXC Wallet – Account details' }),
    ).toBeVisible();
    expect(document.title).toBe('AXC Wallet – Account details | Axia');
    const summary = screen.getByRole('region', { name: 'AXC Wallet' });
    expect(summary).toBeVisible();
    expect(definition('Balance')).toHaveTextContent('15,234.12345 AXC');
    expect(definition('Account number')).toHaveTextContent('AXC7720394851');
    // interestRate 0.035 × 100, 2 decimals.
    expect(definition('Rewards rate')).toHaveTextContent('3.50%');
    expect(within(summary).queryByText('Action Required')).toBeNull();
  });

  it('prints a fiat balance with 2 decimals and its symbol', async () => {
    await renderDetail('acc-usd');
    expect(definition('Balance')).toHaveTextContent('$1,234.56');
    expect(definition('Rewards rate')).toHaveTextContent('1.50%');
  });

  it('tags a non-ACTIVE account Action Required', async () => {
    await renderDetail('acc-gbp');
    expect(
      within(screen.getByRole('region', { name: 'British Pound Account' })).getByText(
        'Action Required',
      ),
    ).toBeVisible();
    expect(definition('Rewards rate')).toHaveTextContent('1.25%');
  });

  it('links back to the overview', async () => {
    await renderDetail('acc-usd');
    expect(screen.getByRole('link', { name: 'Back to overview' })).toHaveAttribute(
      'href',
      '/accounts',
    );
  });

  it('copies the account number and toasts it', async () => {
    const { services, notify } = accountsServices();
    await renderDetail('acc-usd', services);
    await userEvent.click(screen.getByRole('button', { name: 'Copy account number' }));
    expect(writeText).toHaveBeenCalledWith('USD4820193746');
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        tone: 'success',
        title: 'Text has been copied to clipboard.',
      }),
    );
  });

  it('says so when the copy fails', async () => {
    writeText.mockRejectedValue(new DOMException('Clipboard access denied', 'NotAllowedError'));
    const { services, notify } = accountsServices();
    await renderDetail('acc-usd', services);
    await userEvent.click(screen.getByRole('button', { name: 'Copy account number' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ tone: 'error', title: 'Clipboard access denied' }),
    );
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it("shows the account's recent transactions below its summary", async () => {
    await renderDetail('acc-usd');
    const history = screen.getByRole('region', { name: 'Recent Transactions' });
    expect(await within(history).findByText('No transaction record')).toBeVisible();
  });

  it('waits for the accounts before deciding the account is unknown', async () => {
    let finish: () => void = () => {};
    const { services } = accountsServices({
      accounts: {
        accounts: [],
        refresh: () => new Promise<void>((resolve) => (finish = resolve)),
      },
    });
    await renderDetail('acc-usd', services);
    expect(screen.getByRole('status')).toHaveTextContent('Loading account');
    await act(async () => finish());
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Account not found' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to overview' })).toBeVisible();
  });

  it('offers to try again when the accounts cannot be read', async () => {
    const refresh = vi.fn(async () => {});
    await renderDetail(
      'acc-usd',
      accountsServices({ accounts: { accounts: [], error: 'Unknown error!', refresh } }).services,
    );
    expect(screen.getByRole('heading', { name: 'Accounts could not be loaded' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refresh).toHaveBeenCalledTimes(2);
  });
});
