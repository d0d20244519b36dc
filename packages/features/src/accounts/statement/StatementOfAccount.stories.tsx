import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, waitFor, within, userEvent } from 'storybook/test';
import type { Transaction } from '@axia/core';
import { announcementsExpired, forever, withAccountsServices } from '../storySupport';
import { NOW, sampleHistory, statementAccount, transactionsEndpoint } from './fixtures';
import { StatementOfAccount } from './StatementOfAccount';

const notify = fn();

/** November 2026 (the pinned current month): 40 transactions; October: 3. */
const november = sampleHistory(statementAccount, {
  from: new Date(2026, 10, 1, 8, 0),
  count: 40,
  stepMinutes: 5 * 60,
});
const october = sampleHistory(statementAccount, {
  from: new Date(2026, 9, 20, 8, 0),
  count: 3,
  stepMinutes: 24 * 60,
  openingBalance: '50.00',
  idPrefix: 'oct',
});

/** The statement of the sample USD account, on /accounts/{id}, with a pinned clock (mid-November 2026). */
function Statement() {
  return <StatementOfAccount account={statementAccount} clock={() => NOW} />;
}

const withBank = (getTransactions: unknown) =>
  withAccountsServices(
    { notify, responses: { getTransactions } },
    `/accounts/${statementAccount.id}`,
    '/accounts/:id',
  );
const withTransactions = (transactions: readonly Transaction[]) =>
  withBank(transactionsEndpoint(() => transactions));

/** window.print() is stubbed in the stories that press Print: a story never opens the print dialog. */
function stubPrint() {
  const print = spyOn(window, 'print').mockImplementation(() => {});
  return () => print.mockRestore();
}

/** The hidden printable statement (a child of <body> while a print is on). */
const printout = (canvasElement: HTMLElement) =>
  canvasElement.ownerDocument.querySelector<HTMLElement>('body > article');

const meta = {
  title: 'Features/Accounts/Statement of Account',
  component: Statement,
  beforeEach: () => {
    notify.mockClear();
  },
} satisfies Meta<typeof Statement>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The current month chosen; Print Statement, Download CSV and Download PDF. */
export const Default: Story = {
  decorators: [withTransactions([...november, ...october])],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Statement of Account' });
    await expect(
      within(section).getByRole('button', { name: 'Statement month November 2026' }),
    ).toBeVisible();
    for (const name of ['Print Statement', 'Download CSV', 'Download PDF'])
      await expect(within(section).getByRole('button', { name })).toBeEnabled();
  },
};

/** Print Statement: the month's statement goes in the page, hidden on screen; the print follows 1 s later. */
export const PrintStatement: Story = {
  decorators: [withTransactions([...november, ...october])],
  beforeEach: stubPrint,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Print Statement' }));
    await waitFor(() => expect(window.print).toHaveBeenCalledTimes(1), { timeout: 5000 });
    const statement = printout(canvasElement);
    await expect(statement).not.toBeNull();
    // Hidden on screen: only the print shows it.
    await expect(statement).not.toBeVisible();
    await expect(within(statement!).getAllByRole('row', { hidden: true })).toHaveLength(41);
    await expect(statement).toHaveTextContent('Printed on');
    // The print dialog closed: the statement leaves the page.
    window.dispatchEvent(new Event('afterprint'));
    await waitFor(() => expect(printout(canvasElement)).toBeNull());
    await announcementsExpired(canvasElement);
  },
};

/** A month without transactions still prints: 'No transaction record', opening = closing balance. */
export const EmptyMonth: Story = {
  decorators: [withTransactions(october)],
  beforeEach: stubPrint,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Print Statement' }));
    await waitFor(() => expect(window.print).toHaveBeenCalledTimes(1), { timeout: 5000 });
    const statement = printout(canvasElement);
    await expect(statement).toHaveTextContent('No transaction record');
    await expect(statement).toHaveTextContent('Opening balance$133.26');
    await expect(statement).toHaveTextContent('Closing balance$133.26');
    window.dispatchEvent(new Event('afterprint'));
    await waitFor(() => expect(printout(canvasElement)).toBeNull());
    await announcementsExpired(canvasElement);
  },
};

/** The statement is being read: the pressed button is busy. */
export const Loading: Story = {
  decorators: [withBank(forever)],
  play: async ({ canvasElement }) => {
    const download = within(canvasElement).getByRole('button', { name: 'Download PDF' });
    await userEvent.click(download);
    await waitFor(() => expect(download).toHaveAttribute('aria-busy', 'true'));
  },
};

/** The bank cannot be read: the toast tells the error and nothing is downloaded. */
export const FailingFetch: Story = {
  decorators: [withBank(() => Promise.reject(new Error('Unknown error!')))],
  play: async ({ canvasElement }) => {
    const download = within(canvasElement).getByRole('button', { name: 'Download CSV' });
    await userEvent.click(download);
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ tone: 'error', title: 'Unknown error!' }),
    );
    await waitFor(() => expect(download).not.toHaveAttribute('aria-busy'));
    await announcementsExpired(canvasElement);
  },
};
