import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Account, BankEvent, Transaction, TransportRequest } from '@axia/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BankEventHub } from '../../kit';
import { axcAccount, sampleAccounts, usaxAccount } from '../fixtures';
import { accountsServices, renderAccountsScreen } from '../testing';
import {
  digitalDepositItem,
  externalTransfersFrom,
  largeDigitalDepositItem,
  networkDepositItem,
  networkWithdrawalItem,
  walletTransferItem,
  pendingResponses,
  reviewItems,
  confirmationItems,
  sampleWireDepositInfo,
  wireDepositItem,
  wireTransferItem,
} from './fixtures';
import { PendingTransactions } from './PendingTransactions';

// A pinned 'today' for the declaration's date (no wall clock in the assertions).
const today = () => new Date(2026, 10, 10, 10, 0);

interface RenderOptions {
  items?: readonly Transaction[];
  responses?: Record<string, unknown>;
  path?: string;
  accounts?: readonly Account[];
}

async function renderPending({
  items = [],
  responses = {},
  path = '/accounts',
  accounts = sampleAccounts,
}: RenderOptions = {}) {
  const reload = vi.fn();
  const refresh = vi.fn(async () => {});
  const getExternalTransfers = vi.fn(externalTransfersFrom(items));
  const { services, notify } = accountsServices({
    accounts: { accounts, refresh },
    responses: pendingResponses(items, { getExternalTransfers, ...responses }),
  });
  const view = await renderAccountsScreen(
    <>
      <h1>Account Overview</h1>
      <PendingTransactions clock={today} reload={reload} />
    </>,
    { services, path },
  );
  return { ...view, services, notify, reload, refresh, getExternalTransfers };
}

const region = (name: string) => screen.getByRole('region', { name });
const rows = (name: string) => within(region(name)).getAllByRole('button');
const definition = (scope: HTMLElement, term: string) =>
  within(scope).getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;
/** Lets react-aria's focus restoring (a frame after the dialog unmounts) run. */
const frames = () =>
  act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));

afterEach(() => {
  vi.useRealTimers();
});

describe('live events (issue 31)', () => {
  const approved = (item: Transaction): BankEvent => ({
    id: '90',
    type: 'transaction',
    at: '2026-11-10T10:00:00.000Z',
    entityId: item.id,
    status: 'COMPLETED',
    transaction: {
      id: item.id,
      publicId: item.publicId,
      type: item.type,
      status: 'COMPLETED',
      direction: 'WITHDRAWAL',
      amount: '500',
      currency: 'USD',
      counterparty: null,
    },
    balances: [],
  });

  it("empties 'Transactions in Review' by itself when the back office decides, without taking focus", async () => {
    let items: readonly Transaction[] = [wireTransferItem];
    const getExternalTransfers = vi.fn((request: TransportRequest) =>
      externalTransfersFrom(items)(request),
    );
    const events = new BankEventHub();
    const { services } = accountsServices({
      events,
      responses: pendingResponses([], { getExternalTransfers }),
    });
    await renderAccountsScreen(
      <>
        <h1>Account Overview</h1>
        <button type="button">Elsewhere</button>
        <PendingTransactions clock={today} />
      </>,
      { services },
    );
    expect(rows('Transactions in Review')).toHaveLength(1);
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    elsewhere.focus();
    const reads = getExternalTransfers.mock.calls.length;

    // Another kind of event is not this section's business.
    act(() => events.publish({ ...approved(wireTransferItem), type: 'staking' }));
    expect(getExternalTransfers.mock.calls.length).toBe(reads);

    items = [];
    act(() => events.publish(approved(wireTransferItem)));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Transactions in Review' })).toBeNull(),
    );
    expect(elsewhere).toHaveFocus();
  });

  it('re-reads on a resync (the stream was down and the window came back)', async () => {
    const getExternalTransfers = vi.fn(externalTransfersFrom([]));
    const events = new BankEventHub();
    const { services } = accountsServices({
      events,
      responses: pendingResponses([], { getExternalTransfers }),
    });
    await renderAccountsScreen(<PendingTransactions clock={today} />, { services });
    const reads = getExternalTransfers.mock.calls.length;
    act(() => events.resync());
    await waitFor(() => expect(getExternalTransfers.mock.calls.length).toBe(reads + 2));
  });
});

describe('the pending sections on the overview', () => {
  it('shows nothing while nothing is pending, and asks for exactly the pending items', async () => {
    const { getExternalTransfers, container } = await renderPending();
    expect(screen.queryByRole('heading', { name: 'Transactions in Review' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Pending Transactions' })).toBeNull();
    expect(container.querySelectorAll('section')).toHaveLength(0);
    const queries = getExternalTransfers.mock.calls.map(([request]) => request.query);
    expect(queries).toEqual([
      {
        statusIn: 'PENDING_REVIEW',
        methodIn: 'WIRE,CRYPTO,NETWORK,NETWORK_V2',
        limit: 100,
        offset: 0,
        generateTitleAndDescription: 'true',
      },
      {
        statusIn: 'PENDING_CONFIRMATION',
        methodIn: 'CRYPTO,NETWORK,NETWORK_V2',
        limit: 100,
        offset: 0,
        generateTitleAndDescription: 'true',
      },
    ]);
  });

  it('lists the items in review as buttons named by title, date and amount, without the other section', async () => {
    await renderPending({ items: reviewItems });
    expect(screen.getByRole('heading', { level: 2, name: 'Transactions in Review' })).toBeVisible();
    expect(rows('Transactions in Review').map((row) => row.textContent)).toEqual([
      'AXIA Network withdrawal 9 Nov 2026, 22:15 Withdrawal −120.00000 AXC',
      'Wire deposit 9 Nov 2026, 14:30 Deposit +$2,500.00',
      'Wire transfer 8 Nov 2026, 09:05 Withdrawal −$750.00',
    ]);
    expect(screen.queryByRole('region', { name: 'Pending Transactions' })).toBeNull();
    expect(screen.queryByText('Action Required')).toBeNull();
  });

  it('lists the deposits to confirm under Pending Transactions with the Action Required badge', async () => {
    await renderPending({ items: [digitalDepositItem] });
    const section = region('Pending Transactions');
    expect(within(section).getByText('Action Required')).toBeVisible();
    expect(rows('Pending Transactions')).toHaveLength(1);
    expect(rows('Pending Transactions')[0]).toHaveTextContent(
      'Digital currency deposit 10 Nov 2026, 08:00 Deposit +1,500.00000 AXC',
    );
    expect(screen.queryByRole('region', { name: 'Transactions in Review' })).toBeNull();
  });

  it('shows both sections, in review first, and leaves out items the sections do not list', async () => {
    const networkDepositInReview: Transaction = {
      ...networkDepositItem,
      id: 'nd-9',
      status: 'PENDING_REVIEW',
    };
    const digitalDepositInReview: Transaction = {
      ...digitalDepositItem,
      id: 'dd-9',
      status: 'PENDING_REVIEW',
    };
    await renderPending({
      items: [
        ...reviewItems,
        ...confirmationItems,
        walletTransferItem,
        networkDepositInReview,
        digitalDepositInReview,
      ],
    });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Transactions in Review', 'Pending Transactions']);
    expect(rows('Transactions in Review')).toHaveLength(4);
    expect(rows('Pending Transactions')).toHaveLength(3);
  });

  it('says so when the items cannot be read, and reads again on Try again', async () => {
    let fail = true;
    const { notify } = await renderPending({
      responses: {
        getExternalTransfers: (request: TransportRequest) => {
          if (fail) throw new Error('Network Error');
          return externalTransfersFrom([digitalDepositItem])(request);
        },
      },
    });
    const banner = region('Pending transactions could not be loaded');
    expect(banner).toHaveTextContent('Network Error');
    // A quiet failure: the overview tells no one by toast.
    expect(notify).not.toHaveBeenCalled();
    fail = false;
    await userEvent.click(within(banner).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Pending Transactions' })).toBeVisible();
    expect(
      screen.queryByRole('region', { name: 'Pending transactions could not be loaded' }),
    ).toBeNull();
  });
});

describe('Transactions in Review: a dialog by method', () => {
  it('opens the wire deposit instructions: the deposit, the bank details and the sanitised notes', async () => {
    await renderPending({ items: [wireDepositItem] });
    const user = userEvent.setup();
    const row = rows('Transactions in Review')[0]!;
    await user.click(row);
    const dialog = await screen.findByRole('dialog', { name: 'Wire Transfer Deposit' });
    expect(within(dialog).getByRole('heading', { name: 'Wire Transfer Deposit' })).toBeVisible();
    expect(definition(dialog, 'Amount')).toHaveTextContent('$2,500.00');
    expect(definition(dialog, 'Reference')).toHaveTextContent('WD7731902846');
    expect(definition(dialog, 'Account')).toHaveTextContent('US Dollar Account USD4820193746');
    expect(definition(dialog, 'Status')).toHaveTextContent('In review');
    expect(await within(dialog).findByText('Harborline Trust Bank, N.A.')).toBeVisible();
    expect(definition(dialog, 'Account name')).toHaveTextContent(
      'Axia Digital Bank Ltd. Client Funds',
    );
    expect(definition(dialog, 'Account number')).toHaveTextContent('4400192837');
    expect(definition(dialog, 'ABA routing number')).toHaveTextContent('501234566');
    // The notes: the paragraph and the list stay; the script and the handlers are gone.
    const notes = within(dialog).getByText(/Send the wire from a bank account/).parentElement!;
    expect(notes.querySelector('p')).not.toBeNull();
    expect(within(notes).getAllByRole('listitem')).toHaveLength(3);
    expect(notes.innerHTML).not.toMatch(/script|onerror|onmouseover|__pwned/);
    expect((window as unknown as { __pwned?: boolean }).__pwned).toBeUndefined();

    // Close gives focus back to the row.
    // The footer's Close (the header has the icon button of the same name).
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await frames();
    expect(row).toHaveFocus();
  });

  it.each([
    ['fails', { getBankSetting: () => Promise.reject(new Error('Not found')) }],
    ['is empty', { getBankSetting: { ...sampleWireDepositInfo, bankName: ' ' } }],
  ])('says so when the wire instructions read %s, and tries again', async (_label, responses) => {
    const getBankSetting = vi.fn(
      (responses as { getBankSetting: unknown }).getBankSetting as () => unknown,
    );
    await renderPending({ items: [wireDepositItem], responses: { getBankSetting } });
    await userEvent.click(rows('Transactions in Review')[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Wire Transfer Deposit' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('There was an error fetching Bank Wire Deposit Information');
    // The deposit itself still shows, and can still be canceled.
    expect(definition(dialog, 'Reference')).toHaveTextContent('WD7731902846');
    expect(within(dialog).getByRole('button', { name: 'Cancel deposit' })).toBeEnabled();
    expect(getBankSetting).toHaveBeenCalledWith(
      expect.objectContaining({ query: { settingName: 'WIRE_DEPOSIT_INFO' } }),
    );
    getBankSetting.mockImplementation(() => sampleWireDepositInfo);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('Harborline Trust Bank, N.A.')).toBeVisible();
  });

  it('cancels a wire deposit after asking, then drops it and moves focus to the next row', async () => {
    const cancelWireDeposit = vi.fn(() => ({ statusCode: 200, message: 'ok' }));
    const { notify } = await renderPending({
      items: [wireDepositItem, wireTransferItem],
      responses: { cancelWireDeposit },
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^Wire deposit/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Wire Transfer Deposit' });

    // Keep deposit: nothing happens.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel deposit' }));
    let alert = await screen.findByRole('alertdialog', { name: 'Cancel this wire deposit?' });
    expect(alert).toHaveTextContent(
      'Your wire deposit request of $2,500.00 (reference WD7731902846) will be canceled.',
    );
    expect(within(alert).getByRole('button', { name: 'Keep deposit' })).toHaveFocus();
    await user.click(within(alert).getByRole('button', { name: 'Keep deposit' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(cancelWireDeposit).not.toHaveBeenCalled();

    dialog = screen.getByRole('dialog', { name: 'Wire Transfer Deposit' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel deposit' }));
    alert = await screen.findByRole('alertdialog', { name: 'Cancel this wire deposit?' });
    await user.click(within(alert).getByRole('button', { name: 'Cancel deposit' }));

    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        tone: 'success',
        title: 'Wire deposit request canceled!',
      }),
    );
    const request = (cancelWireDeposit.mock.calls[0] as unknown as [TransportRequest])[0];
    expect(request.path).toBe('/transfer/wire-deposit/wd-1/cancel');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Wire deposit/ })).toBeNull();
    await frames();
    expect(screen.getByRole('button', { name: /^Wire transfer/ })).toHaveFocus();
  });

  it('keeps the deposit when canceling fails, with the server message', async () => {
    const error = Object.assign(new Error('Request failed'), {
      response: { data: { message: 'Only a wire deposit under review can be canceled' } },
    });
    const { notify } = await renderPending({
      items: [wireDepositItem],
      responses: { cancelWireDeposit: () => Promise.reject(error) },
    });
    const user = userEvent.setup();
    await user.click(rows('Transactions in Review')[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Wire Transfer Deposit' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel deposit' }));
    const alert = await screen.findByRole('alertdialog');
    await user.click(within(alert).getByRole('button', { name: 'Cancel deposit' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        tone: 'error',
        title: 'Only a wire deposit under review can be canceled',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Wire Transfer Deposit' })).toBeVisible();
    // Still listed (behind the dialog, so hidden from the accessibility tree for now).
    expect(screen.getByRole('button', { name: /^Wire deposit/, hidden: true })).toBeInTheDocument();
  });

  it('shows a wire transfer’s details', async () => {
    await renderPending({ items: [wireTransferItem] });
    await userEvent.click(rows('Transactions in Review')[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Wire Transfer' });
    expect(definition(dialog, 'Amount')).toHaveTextContent('$750.00');
    expect(definition(dialog, 'Fee')).toHaveTextContent('$25.00');
    expect(definition(dialog, 'Beneficiary')).toHaveTextContent('Charles Babbage');
    expect(definition(dialog, 'Beneficiary bank')).toHaveTextContent('Difference Engine Savings');
    expect(definition(dialog, 'IBAN / account number')).toHaveTextContent('GB29NWBK60161331926819');
    expect(definition(dialog, 'From account')).toHaveTextContent('US Dollar Account');
    expect(definition(dialog, 'Memo')).toHaveTextContent('Invoice 2026-114');
    expect(definition(dialog, 'Status')).toHaveTextContent('In review');
    expect(within(dialog).queryByRole('button', { name: 'Cancel deposit' })).toBeNull();
  });

  it('shows a network wallet transfer’s address, amount, fee and status', async () => {
    await renderPending({ items: [networkWithdrawalItem] });
    await userEvent.click(rows('Transactions in Review')[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'AXIA Network Wallet Transfer' });
    expect(definition(dialog, 'To address')).toHaveTextContent(
      'axc1qsandboxwallet0000000000000000000demo',
    );
    expect(definition(dialog, 'Amount')).toHaveTextContent('120.00000 AXC');
    expect(definition(dialog, 'Network fee')).toHaveTextContent('1.20000 AXC');
    expect(definition(dialog, 'Recipient receives')).toHaveTextContent('118.80000 AXC');
    expect(definition(dialog, 'Status')).toHaveTextContent('In review');
  });

  it('shows an external wallet transfer under review: minus, address, recipient, fee, what arrives, memo; no Cancel', async () => {
    await renderPending({ items: [walletTransferItem] });
    const [row] = rows('Transactions in Review');
    expect(row).toHaveTextContent(
      'External wallet transfer 9 Nov 2026, 18:40 Withdrawal −40.00000 AXC',
    );
    await userEvent.click(row!);
    const dialog = await screen.findByRole('dialog', { name: 'External Ethereum Wallet Transfer' });
    expect(definition(dialog, 'To address')).toHaveTextContent(
      '0x52908400098527886E0F7030069857D2E4169EE7',
    );
    expect(definition(dialog, 'Beneficiary')).toHaveTextContent('Northwind Ltd');
    expect(definition(dialog, 'Amount')).toHaveTextContent('40.00000 AXC');
    expect(definition(dialog, 'Network fee')).toHaveTextContent('0.40000 AXC');
    expect(definition(dialog, 'Recipient receives')).toHaveTextContent('39.60000 AXC');
    expect(definition(dialog, 'Memo')).toHaveTextContent('Supplier payment');
    expect(definition(dialog, 'Status')).toHaveTextContent('In review');
    expect(within(dialog).queryByRole('button', { name: /cancel/i })).toBeNull();
  });

  it('titles a V2 network transfer as such', async () => {
    await renderPending({
      items: [{ ...networkWithdrawalItem, type: 'NETWORK_V2_WITHDRAWAL', method: 'NETWORK_V2' }],
    });
    await userEvent.click(rows('Transactions in Review')[0]!);
    expect(
      await screen.findByRole('dialog', { name: 'AXIA Network (V2) Wallet Transfer' }),
    ).toBeVisible();
  });
});

describe('Pending Transactions: confirming a deposit', () => {
  const radios = (dialog: HTMLElement) =>
    within(within(dialog).getByRole('radiogroup', { name: 'Deposit to account' })).getAllByRole(
      'radio',
    );

  it('offers the AXC accounts, needs an account and the checkbox, sends no declaration below 10,000 USD, and reloads after 5 s', async () => {
    // The bank: once confirmed, the deposit is no longer pending.
    const items = [digitalDepositItem];
    const confirmDeposit = vi.fn((_request: TransportRequest) => {
      items.pop();
      return { statusCode: 200, message: '' };
    });
    const { notify, reload, refresh, getExternalTransfers } = await renderPending({
      items,
      responses: { confirmDeposit },
    });
    fireEvent.click(rows('Pending Transactions')[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Deposit' });
    expect(definition(dialog, 'Amount')).toHaveTextContent('1,500.00000 AXC');
    expect(definition(dialog, 'Value in USD')).toHaveTextContent('$36.75');
    // An AXC deposit goes to an AXC account: the USD, EUR, GBP and USAX accounts are not offered.
    expect(radios(dialog).map((radio) => radio.closest('label')?.textContent)).toEqual([
      'AXC Wallet AXC7720394851 15,234.12345 AXC',
    ]);
    expect(within(dialog).queryByRole('group', { name: /Source of Funds/ })).toBeNull();
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    expect(dialog).toHaveTextContent(
      'Confirm becomes available once every field above is complete.',
    );
    fireEvent.click(radios(dialog)[0]!);
    expect(confirm).toBeDisabled();
    fireEvent.click(
      within(dialog).getByRole('checkbox', {
        name: 'I confirm that the information above is correct.',
      }),
    );
    expect(confirm).toBeEnabled();
    const readsBefore = getExternalTransfers.mock.calls.length;
    // From here the clock is the test's: the reload waits for it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () => {
      fireEvent.click(confirm);
    });
    expect(confirmDeposit).toHaveBeenCalledOnce();
    expect(confirmDeposit.mock.calls[0]![0].body).toEqual({
      externalTransactionId: 'dd-1',
      accountId: 'acc-axc',
    });
    expect(notify).toHaveBeenCalledWith({
      tone: 'success',
      title: 'Funds are deposited successfully!',
    });
    // The item goes at once; the balances and the list are read again; the page reloads after 5 seconds.
    expect(screen.queryByRole('region', { name: 'Pending Transactions' })).toBeNull();
    expect(refresh).toHaveBeenCalledOnce();
    expect(getExternalTransfers.mock.calls.length).toBe(readsBefore + 2);
    await act(() => vi.advanceTimersByTimeAsync(4999));
    expect(reload).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('needs the declaration at 10,000 USD or more, and sends it with the Other text trimmed', async () => {
    const confirmDeposit = vi.fn((_request: TransportRequest) => ({
      statusCode: 200,
      message: '',
    }));
    await renderPending({ items: [largeDigitalDepositItem], responses: { confirmDeposit } });
    const user = userEvent.setup();
    await user.click(rows('Pending Transactions')[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Deposit' });
    // A USAX deposit goes to the USAX account (digital-currency deposits: AXC and USAX accounts).
    expect(radios(dialog).map((radio) => radio.closest('label')?.textContent)).toEqual([
      'USAX Wallet USAX3349201857 42.50000 USAX',
    ]);
    const group = within(dialog).getByRole('group', { name: 'Source of Funds Declaration' });
    expect(group).toHaveAccessibleDescription(
      'Deposits of 10,000 USD or more need a source of funds declaration.',
    );
    expect(definition(group, 'Signature')).toHaveTextContent('Ada Lovelace');
    expect(definition(group, 'Date')).toHaveTextContent('2026-11-10');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });

    await user.click(radios(dialog)[0]!);
    await user.click(
      within(dialog).getByRole('checkbox', {
        name: 'I confirm that the information above is correct.',
      }),
    );
    // Without a source ('Select Source of Funds' is not a choice) Confirm stays off.
    const trigger = within(group).getByRole('button', { name: /Source of Funds/ });
    expect(trigger).toHaveTextContent('Select Source of Funds');
    expect(confirm).toBeDisabled();
    await user.click(trigger);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Personal Investment',
      'Income',
      'Gift',
      'Inheritance',
      'Other',
    ]);
    await user.click(screen.getByRole('option', { name: 'Other' }));
    await user.click(
      within(group).getByRole('checkbox', {
        name: 'I hereby accept the Source of Funds requirement as a condition of processing my deposit.',
      }),
    );
    // Other needs its text: left blank, the error is tied to the field.
    const other = within(group).getByRole('textbox', { name: 'Other source of funds' });
    await user.click(other);
    await user.type(other, '   ');
    await user.tab();
    expect(other).toHaveAttribute('aria-invalid', 'true');
    expect(other).toHaveAccessibleDescription('Please specify the source of fund');
    expect(confirm).toBeDisabled();
    await user.type(other, '  Family savings ');
    expect(other).not.toHaveAttribute('aria-invalid');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    await waitFor(() => expect(confirmDeposit).toHaveBeenCalledOnce());
    expect(confirmDeposit.mock.calls[0]![0].body).toEqual({
      externalTransactionId: 'dd-2',
      accountId: 'acc-usax',
      sourceOfFund: {
        source: 'Other',
        otherText: 'Family savings',
        declarationAccepted: true,
        signature: 'Ada Lovelace',
        date: '2026-11-10',
      },
    });
  });

  it('sends a listed source without text', async () => {
    const confirmDeposit = vi.fn((_request: TransportRequest) => ({
      statusCode: 200,
      message: '',
    }));
    await renderPending({ items: [largeDigitalDepositItem], responses: { confirmDeposit } });
    const user = userEvent.setup();
    await user.click(rows('Pending Transactions')[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Deposit' });
    await user.click(radios(dialog)[0]!);
    await user.click(within(dialog).getByRole('button', { name: /Source of Funds/ }));
    await user.click(await screen.findByRole('option', { name: 'Income' }));
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    await user.click(within(dialog).getByRole('checkbox', { name: /I hereby accept/ }));
    await user.click(
      within(dialog).getByRole('checkbox', { name: /information above is correct/ }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(confirmDeposit).toHaveBeenCalledOnce());
    expect(confirmDeposit.mock.calls[0]![0].body).toHaveProperty('sourceOfFund', {
      source: 'Income',
      declarationAccepted: true,
      signature: 'Ada Lovelace',
      date: '2026-11-10',
    });
  });

  it('measures a deposit without a recorded USD value at the conversion rate', async () => {
    const getConversionRate = vi.fn(() => ({ conversionRate: '0.0245' }));
    await renderPending({ items: [networkDepositItem], responses: { getConversionRate } });
    await userEvent.click(rows('Pending Transactions')[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Deposit' });
    // 500,000 AXC × 0.0245 = 12,250.00 USD: the declaration is needed.
    await waitFor(() => expect(definition(dialog, 'Value in USD')).toHaveTextContent('$12,250.00'));
    expect(getConversionRate).toHaveBeenCalledWith(
      expect.objectContaining({ query: { fromCurrency: 'AXC', toCurrency: 'USD' } }),
    );
    expect(
      within(dialog).getByRole('group', { name: 'Source of Funds Declaration' }),
    ).toBeVisible();
    // A network deposit goes to AXC only.
    expect(radios(dialog)).toHaveLength(1);
  });

  it('asks for the declaration when the value in USD cannot be worked out', async () => {
    await renderPending({
      items: [{ ...digitalDepositItem, providerMetaData: {} }],
      responses: { getConversionRate: () => Promise.reject(new Error('Network Error')) },
    });
    await userEvent.click(rows('Pending Transactions')[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Deposit' });
    const group = await within(dialog).findByRole('group', { name: 'Source of Funds Declaration' });
    expect(group).toHaveAccessibleDescription(
      'The value of this deposit in USD could not be worked out, so a source of funds declaration is needed.',
    );
    expect(definition(dialog, 'Value in USD')).toHaveTextContent('Not available');
  });

  it('offers only ACTIVE accounts: others are greyed and cannot be chosen; none active says so', async () => {
    const frozenAxc = {
      ...axcAccount,
      id: 'acc-axc-2',
      publicId: 'AXC1',
      status: 'FROZEN' as const,
    };
    const { unmount } = await renderPending({
      items: [digitalDepositItem],
      accounts: [axcAccount, frozenAxc, usaxAccount],
    });
    await userEvent.click(rows('Pending Transactions')[0]!);
    let dialog = await screen.findByRole('dialog', { name: 'Confirm Deposit' });
    const [active, frozen] = radios(dialog);
    expect(active).toBeEnabled();
    expect(frozen).toBeDisabled();
    expect(frozen!.closest('label')).toHaveTextContent('Action Required');
    unmount();

    await renderPending({ items: [digitalDepositItem], accounts: [frozenAxc, usaxAccount] });
    await userEvent.click(rows('Pending Transactions')[0]!);
    dialog = await screen.findByRole('dialog', { name: 'Confirm Deposit' });
    expect(within(dialog).queryByRole('radiogroup')).toBeNull();
    expect(dialog).toHaveTextContent(
      'You have no active AXC account that can receive this deposit.',
    );
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /information above/ }));
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });

  it('keeps the dialog open with the server message when confirming fails, and does not reload', async () => {
    const error = Object.assign(new Error('Request failed'), {
      response: { data: { message: 'This deposit has already been confirmed' } },
    });
    const { notify, reload } = await renderPending({
      items: [digitalDepositItem],
      responses: { confirmDeposit: () => Promise.reject(error) },
    });
    const user = userEvent.setup();
    await user.click(rows('Pending Transactions')[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Deposit' });
    await user.click(radios(dialog)[0]!);
    await user.click(within(dialog).getByRole('checkbox', { name: /information above/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        tone: 'error',
        title: 'This deposit has already been confirmed',
      }),
    );
    expect(screen.getByRole('dialog', { name: 'Confirm Deposit' })).toBeVisible();
    expect(
      screen.getByRole('button', { name: /^Digital currency deposit/, hidden: true }),
    ).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('asks for the declaration when the bank, at its own rates, wants one', async () => {
    const error = Object.assign(new Error('Request failed'), {
      response: {
        data: { message: 'The source of funds declaration is required for this amount' },
      },
    });
    const { notify } = await renderPending({
      items: [digitalDepositItem],
      responses: { confirmDeposit: () => Promise.reject(error) },
    });
    const user = userEvent.setup();
    await user.click(rows('Pending Transactions')[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Deposit' });
    expect(within(dialog).queryByRole('group', { name: /Source of Funds/ })).toBeNull();
    await user.click(radios(dialog)[0]!);
    await user.click(within(dialog).getByRole('checkbox', { name: /information above/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        tone: 'error',
        title: 'The source of funds declaration is required for this amount',
      }),
    );
    expect(
      within(dialog).getByRole('group', { name: 'Source of Funds Declaration' }),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });

  it('starts a fresh form when the dialog opens again', async () => {
    await renderPending({ items: [digitalDepositItem] });
    const user = userEvent.setup();
    await user.click(rows('Pending Transactions')[0]!);
    let dialog = await screen.findByRole('dialog', { name: 'Confirm Deposit' });
    await user.click(radios(dialog)[0]!);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(rows('Pending Transactions')[0]!);
    dialog = await screen.findByRole('dialog', { name: 'Confirm Deposit' });
    expect(radios(dialog)[0]).not.toBeChecked();
  });
});

describe('?transactionId=', () => {
  it('opens the item’s dialog once by public id; closed, it stays closed, and focus goes to the row', async () => {
    await renderPending({
      items: [...reviewItems, digitalDepositItem],
      path: '/accounts?transactionId=NW2093847561',
    });
    const dialog = await screen.findByRole('dialog', { name: 'AXIA Network Wallet Transfer' });
    const user = userEvent.setup();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await frames();
    expect(screen.getByRole('button', { name: /^AXIA Network withdrawal/ })).toHaveFocus();
    expect(dialog).not.toBeInTheDocument();
    // A later read of the list (Try again, a confirmation elsewhere) does not open it again.
    await act(async () => {});
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens a deposit to confirm by its id', async () => {
    await renderPending({
      items: [...reviewItems, digitalDepositItem],
      path: '/accounts?transactionId=dd-1',
    });
    expect(await screen.findByRole('dialog', { name: 'Confirm Deposit' })).toBeVisible();
  });

  it('opens nothing for an id that is not pending', async () => {
    await renderPending({ items: reviewItems, path: '/accounts?transactionId=nope' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
