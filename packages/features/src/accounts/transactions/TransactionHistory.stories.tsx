import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fakeUser } from '../../kit/testing';
import { forever, withAccountsServices } from '../storySupport';
import {
  fakeHistory,
  memberTransferInRow,
  sampleTransactions,
  transferRows,
  walletTransferRow,
  wireTransferRow,
} from './fixtures';
import { TransactionHistory } from './TransactionHistory';

/** The history of 'acc-usd' over `rows`, at `path`, for `user`. */
const over = (
  rows = sampleTransactions(237),
  { path = '/accounts/acc-usd', user = fakeUser } = {},
) =>
  withAccountsServices(
    { session: { user }, responses: { getTransactions: fakeHistory(rows).answer } },
    path,
    '/accounts/:id',
  );

const meta = {
  title: 'Screens/Accounts/Transaction history',
  component: TransactionHistory,
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
  args: { accountId: 'acc-usd' },
} satisfies Meta<typeof TransactionHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

const rows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: /Transactions$/ })).getAllByRole('button');

const expand = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Show all transactions' }));
  await canvas.findByRole('heading', { name: 'Transactions' });
};

/** 'Recent Transactions': the latest 10, five per page. */
export const Recent: Story = {
  decorators: [over()],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(5));
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Recent Transactions' }),
    ).toBeVisible();
  },
};

/** 'Transactions': filters, date range and a pager over the whole history (237 rows, 48 pages). */
export const ExpandedManyPages: Story = {
  decorators: [over()],
  play: async ({ canvasElement }) => {
    await expand(canvasElement);
    const pages = within(canvasElement).getByRole('navigation', { name: 'Transaction pages' });
    await expect(within(pages).getByRole('button', { name: 'Page 48' })).toBeVisible();
  },
};

export const OnePage: Story = {
  decorators: [over(sampleTransactions(3))],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(3));
    await expect(
      within(canvasElement).queryByRole('navigation', { name: 'Transaction pages' }),
    ).toBeNull();
  },
};

/** A filter nothing matches: 'No transaction found'. */
export const FilteredEmpty: Story = {
  decorators: [over()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expand(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Transaction type/ }));
    await userEvent.click(
      await within(document.body).findByRole('option', { name: 'External wallet' }),
    );
    await expect(
      await canvas.findByRole('heading', { name: 'No transaction found' }),
    ).toBeVisible();
  },
};

/** An account without any transaction: 'No transaction record'. */
export const Empty: Story = {
  decorators: [over([])],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'No transaction record' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  decorators: [
    withAccountsServices(
      { responses: { getTransactions: forever } },
      '/accounts/acc-usd',
      '/accounts/:id',
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Loading transactions…'),
    ).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  decorators: [
    withAccountsServices(
      {
        responses: {
          getTransactions: () => {
            throw new Error('Unknown error!');
          },
        },
      },
      '/accounts/acc-usd',
      '/accounts/:id',
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        name: 'Transactions could not be loaded',
      }),
    ).toBeVisible();
  },
};

/** A transfer's detail, opened by ?transactionId=: Amount, Details, From and To. */
export const Detail: Story = {
  decorators: [over(undefined, { path: '/accounts/acc-usd?transactionId=TX100003' })],
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Transaction details',
    });
    await waitFor(() => expect(within(dialog).getByText('Grace Hopper')).toBeVisible());
    // Said once as the dialog's name and once as its heading; its scrolling body is not named by it again
    // (issue 43: 'Transaction details' was heard three times).
    await expect(within(dialog).getAllByText('Transaction details')).toHaveLength(1);
    await expect(
      within(dialog).queryByRole('region', { name: 'Transaction details' }),
    ).not.toBeInTheDocument();
  },
};

/** The detail's dialog once its rows are in. */
const detailDialog = () =>
  within(document.body).findByRole('dialog', { name: 'Transaction details' });

/** The transfers among the rows: a member's transfer in (plus), a wire transfer under review (minus). */
export const WithTransfers: Story = {
  decorators: [over(transferRows())],
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(rows(canvasElement)[0]).toHaveAccessibleName(/Transfer between members/),
    );
    await expect(rows(canvasElement)[1]).toHaveAccessibleName(/Wire transfer.*−\$750\.00/);
  },
};

/** A wire transfer under review: minus, the fee, what the beneficiary receives, the beneficiary and the memo. */
export const DetailWireTransferInReview: Story = {
  decorators: [
    over(transferRows(), { path: `/accounts/acc-usd?transactionId=${wireTransferRow.publicId}` }),
  ],
  play: async () => {
    const dialog = await detailDialog();
    await waitFor(() => expect(within(dialog).getByText('Recipient receives')).toBeVisible());
    await expect(within(dialog).getAllByText('Charles Babbage')[0]).toBeVisible();
  },
};

/** An external wallet transfer under review: the address, the network fee and what arrives. */
export const DetailWalletTransferInReview: Story = {
  decorators: [
    over([walletTransferRow], {
      path: `/accounts/acc-usd?transactionId=${walletTransferRow.publicId}`,
    }),
  ],
  play: async () => {
    const dialog = await detailDialog();
    await waitFor(() =>
      expect(
        within(dialog).getByText(walletTransferRow.providerMetaData!.toAddress!),
      ).toBeVisible(),
    );
  },
};

/** A transfer from another member: the sender's name under From. */
export const DetailMemberTransferReceived: Story = {
  decorators: [
    over(transferRows(), {
      path: `/accounts/acc-usd?transactionId=${memberTransferInRow.publicId}`,
    }),
  ],
  play: async () => {
    const dialog = await detailDialog();
    await waitFor(() =>
      expect(
        within(within(dialog).getByRole('region', { name: 'From' })).getByText('Grace Hopper'),
      ).toBeVisible(),
    );
  },
};

/** With GLOBAL_SPENDABLE_AMOUNT the detail shows the spendable change. */
export const DetailWithSpendableChange: Story = {
  decorators: [
    over(undefined, {
      path: '/accounts/acc-usd?transactionId=TX100002',
      user: { ...fakeUser, features: [...fakeUser.features, 'GLOBAL_SPENDABLE_AMOUNT'] },
    }),
  ],
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Transaction details',
    });
    await waitFor(() =>
      expect(within(dialog).getByText('Spendable amount change (USD)')).toBeVisible(),
    );
  },
};

/** A privileged user: the search box, and 'Export transaction' in the detail. */
export const Privileged: Story = {
  decorators: [over(undefined, { user: { ...fakeUser, privileged: true } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expand(canvasElement);
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Search transactions' }),
      'dinner{Enter}',
    );
    await expect(await canvas.findByText('40 transactions')).toBeInTheDocument();
  },
};

export const PrivilegedDetail: Story = {
  decorators: [
    over(undefined, {
      path: '/accounts/acc-usd?transactionId=TX100001',
      user: { ...fakeUser, privileged: true },
    }),
  ],
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Transaction details',
    });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Export transaction' })).toBeVisible(),
    );
  },
};

export const MobileWidth: Story = {
  decorators: [over()],
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
