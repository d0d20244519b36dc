import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { balanceHistory, balanceHistoryAnswer } from '../charts/fixtures';
import { sampleAccounts } from '../fixtures';
import { forever, sampleAccountsView, withAccountsServices } from '../storySupport';
import { fakeHistory, sampleTransactions } from '../transactions/fixtures';
import { AccountDetailView } from './AccountDetailScreen';

const notify = fn();

/** Each sample account's balance history (issue 30) ends on its balance. */
const balances = Object.fromEntries(sampleAccounts.map((account) => [account.id, account.amount]));

/** The detail of account `id` at /accounts/{id}; `responses` replace the bank's answers by operation. */
const at = (id: string, accounts = sampleAccountsView(), responses: Record<string, unknown> = {}) =>
  withAccountsServices(
    {
      accounts,
      notify,
      responses: {
        getTransactions: fakeHistory(sampleTransactions(12)).answer,
        getBalanceHistory: balanceHistoryAnswer(balances),
        ...responses,
      },
    },
    `/accounts/${id}`,
    '/accounts/:id',
  );

// Copy stories stub the Clipboard API: the test browser may deny clipboard access, and a story must not
// overwrite the reviewer's clipboard.
function stubClipboard(result: 'resolve' | 'reject') {
  const writeText = spyOn(navigator.clipboard, 'writeText');
  if (result === 'resolve') writeText.mockResolvedValue(undefined);
  else writeText.mockRejectedValue(new DOMException('Clipboard access denied', 'NotAllowedError'));
  return () => writeText.mockRestore();
}

const meta = {
  title: 'Screens/Accounts/Detail',
  component: AccountDetailView,
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    notify.mockClear();
  },
} satisfies Meta<typeof AccountDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

const term = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByText(name, { selector: 'dt' }).nextElementSibling;

export const FiatAccount: Story = {
  decorators: [at('acc-usd')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'US Dollar Account – Account details' }),
    ).toBeVisible();
    await expect(term(canvasElement, 'Balance')).toHaveTextContent('$1,234.56');
    await expect(term(canvasElement, 'Rewards rate')).toHaveTextContent('1.50%');
    await expect(canvas.getByRole('link', { name: 'Back to overview' })).toHaveAttribute(
      'href',
      '/accounts',
    );
  },
};

export const DigitalAccount: Story = {
  decorators: [at('acc-axc')],
  play: async ({ canvasElement }) => {
    await expect(term(canvasElement, 'Balance')).toHaveTextContent('15,234.12345 AXC');
    await expect(term(canvasElement, 'Rewards rate')).toHaveTextContent('3.50%');
  },
};

export const NonActiveAccount: Story = {
  decorators: [at('acc-gbp')],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Action Required')).toBeVisible();
  },
};

/** Copying the account number toasts 'Text has been copied to clipboard.' (through services.notify). */
export const CopyAccountNumber: Story = {
  decorators: [at('acc-usd')],
  beforeEach: () => stubClipboard('resolve'),
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Copy account number' }),
    );
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith('USD4820193746');
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        tone: 'success',
        title: 'Text has been copied to clipboard.',
      }),
    );
  },
};

export const CopyFailed: Story = {
  decorators: [at('acc-usd')],
  beforeEach: () => stubClipboard('reject'),
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Copy account number' }),
    );
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ tone: 'error', title: 'Clipboard access denied' }),
    );
  },
};

export const Loading: Story = {
  decorators: [at('acc-usd', { accounts: [], loading: true, refresh: forever })],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading account')).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  decorators: [at('acc-unknown')],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 2, name: 'Account not found' }),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  decorators: [at('acc-usd', { accounts: [], error: 'Unknown error!' })],
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Accounts could not be loaded' }),
    ).toBeVisible();
  },
};

export const MobileWidth: Story = {
  decorators: [at('acc-axc')],
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** Issue 30: the balance chart over 30 days above the history; its summary ends on the balance. */
export const BalanceChart: Story = {
  decorators: [at('acc-usd')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const figure = await canvas.findByRole('figure', { name: 'Balance over time' });
    await waitFor(() =>
      expect(figure).toHaveAccessibleDescription(
        /^Balance rose from .* to \$1,234\.56 over 30 days/,
      ),
    );
    await userEvent.click(within(figure).getByRole('radio', { name: '90 days' }));
    await waitFor(() => expect(figure).toHaveAccessibleDescription(/over 90 days/));
  },
};

/** Issue 43: a year's dates carry their year (the summary, the table), its axis reads by month. */
export const BalanceChartYear: Story = {
  decorators: [at('acc-usd')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const figure = await canvas.findByRole('figure', { name: 'Balance over time' });
    await userEvent.click(await within(figure).findByRole('radio', { name: '1 year' }));
    await waitFor(() => expect(figure).toHaveAccessibleDescription(/on Nov 29, 2025\.$/));
    await userEvent.click(
      within(figure).getByRole('button', { name: 'Show data table for Balance over time' }),
    );
    const rows = within(within(figure).getByRole('table')).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent(/^Nov 29, 2025/);
  },
};

export const BalanceChartLoading: Story = {
  decorators: [at('acc-usd', undefined, { getBalanceHistory: forever })],
};

export const BalanceChartEmpty: Story = {
  decorators: [
    at('acc-usd', undefined, {
      getBalanceHistory: { ...balanceHistory('acc-usd', '0'), points: [] },
    }),
  ],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No balance history yet.')).toBeVisible();
  },
};

export const BalanceChartFailed: Story = {
  decorators: [
    at('acc-usd', undefined, {
      getBalanceHistory: () =>
        Promise.reject(new Error('The balance history could not be loaded.')),
    }),
  ],
  play: async ({ canvasElement }) => {
    const figure = await within(canvasElement).findByRole('figure', { name: 'Balance over time' });
    await expect(await within(figure).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** One day of history: an account opened today. */
export const BalanceChartOnePoint: Story = {
  decorators: [
    at('acc-usd', undefined, {
      getBalanceHistory: {
        ...balanceHistory('acc-usd', '1234.56'),
        points: [{ date: '2026-11-28', balance: '1234.56' }],
      },
    }),
  ],
};
