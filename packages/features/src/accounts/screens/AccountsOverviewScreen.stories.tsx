import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  axcAccount,
  cappedSpendableSample,
  emptyOverview,
  gbpAccount,
  spendableUser,
  usdAccount,
} from '../fixtures';
import {
  MID_MONTH,
  MONTH_END,
  announcementsExpired,
  forever,
  sampleAccountsView,
  storyStorage,
  withAccountsServices,
} from '../storySupport';
import { confirmationItems, pendingResponses, reviewItems } from '../pending/fixtures';
import type { FakeServicesOptions } from '../../kit/testing';
import { rateHistoryAnswer, sampleHoldings } from '../charts/fixtures';
import { AccountsOverviewView } from './AccountsOverviewScreen';

/** The accounts services, with nothing pending unless a story says otherwise (GET /transfer/external). */
const withOverviewServices = (options: FakeServicesOptions = {}) =>
  withAccountsServices({
    ...options,
    responses: {
      getExternalTransfers: { data: [] },
      getHoldings: sampleHoldings,
      getRateHistory: rateHistoryAnswer,
      ...options.responses,
    },
  });

/** The screen with a pinned clock and its own in-memory 'hidden today' storage. */
function Overview({ now }: { now: Date }) {
  const [storage] = useState(storyStorage);
  return <AccountsOverviewView clock={() => now} storage={storage} />;
}

const meta = {
  title: 'Screens/Accounts/Overview',
  component: Overview,
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
  args: { now: MID_MONTH },
} satisfies Meta<typeof Overview>;

export default meta;
type Story = StoryObj<typeof meta>;

const accountLinks = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Accounts' })).queryAllByRole('link');

/** All (the default): every account, then the staking account. No GLOBAL_SPENDABLE_AMOUNT: three cards. */
export const AllAccounts: Story = {
  decorators: [withOverviewServices({ accounts: sampleAccountsView() })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Account Overview' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'All' })).toBeChecked();
    await expect(accountLinks(canvasElement)).toHaveLength(6);
    await expect(canvas.queryByRole('heading', { name: 'AXC/USD' })).toBeNull();
  },
};

export const FiatFilter: Story = {
  decorators: [withOverviewServices({ accounts: sampleAccountsView() })],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'Fiat' }));
    const links = accountLinks(canvasElement);
    await expect(links).toHaveLength(3);
    await expect(links[0]).toHaveAccessibleName('US Dollar Account USD4820193746 $1,234.56');
    // Said politely after the change (issue 28).
    await expect(
      within(canvasElement).getByText('3 fiat accounts shown', { selector: '[role="status"] *' }),
    ).toBeInTheDocument();
  },
};

export const DigitalFilter: Story = {
  decorators: [withOverviewServices({ accounts: sampleAccountsView() })],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'Digital' }));
    const links = accountLinks(canvasElement);
    await expect(links).toHaveLength(3);
    await expect(links[2]).toHaveAccessibleName('AXIA Staking Account 5,000.00000 AXC');
    await expect(links[2]).toHaveAttribute('href', '/stakings');
  },
};

/** A frozen and an inactive account: greyed, with the red 'Action Required' tag; still links to their detail. */
export const NonActiveAccounts: Story = {
  decorators: [
    withOverviewServices({
      accounts: {
        ...sampleAccountsView(),
        accounts: [usdAccount, gbpAccount, { ...axcAccount, status: 'INACTIVE' }],
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const frozen = within(canvasElement).getByRole('link', { name: /^British Pound Account/ });
    await expect(frozen).toHaveAccessibleName(
      'British Pound Account GBP5519203847 £80.10 Action Required',
    );
    await expect(frozen).toHaveAttribute('data-dimmed');
  },
};

/** GLOBAL_SPENDABLE_AMOUNT: the AXC/USD rate card, read 3 minutes ago, with the spendable amounts. */
export const WithRateCard: Story = {
  decorators: [
    withOverviewServices({
      session: { user: spendableUser },
      accounts: sampleAccountsView(MID_MONTH, 3),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'AXC/USD' })).toBeVisible();
    await expect(canvas.getByText('Last updated: 3 minutes ago')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Refresh AXC/USD rate' })).toBeVisible();
  },
};

/** The spendable cap: 15,234.12345 AXC at 0.0245 exceeds 100 USD, so AXC shows 100 ÷ 0.0245. */
export const RateCardSpendableCapped: Story = {
  decorators: [
    withOverviewServices({
      session: { user: spendableUser },
      accounts: { ...sampleAccountsView(), spendable: cappedSpendableSample },
    }),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('4,081.63265 AXC')).toBeVisible();
  },
};

/** The refresh button while the rate is being read: its spinner, aria-busy, and react-aria's announcement. */
export const RateRefreshing: Story = {
  decorators: [
    withOverviewServices({
      session: { user: spendableUser },
      accounts: { ...sampleAccountsView(), refreshRate: forever },
    }),
  ],
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Refresh AXC/USD rate' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
  },
};

/** After a refresh: the spinner is gone after 1 second and the card says the rate is fresh. */
export const RateRefreshed: Story = {
  decorators: [
    withOverviewServices({
      session: { user: spendableUser },
      accounts: sampleAccountsView(MID_MONTH, 5),
    }),
  ],
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Refresh AXC/USD rate' });
    await userEvent.click(button);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'), { timeout: 3000 });
    await announcementsExpired(canvasElement);
  },
};

export const RateUnavailable: Story = {
  decorators: [
    withOverviewServices({
      session: { user: spendableUser },
      accounts: { ...sampleAccountsView(), rate: null, rateUpdatedAt: null, spendable: null },
    }),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Rate not available')).toBeVisible();
  },
};

export const Loading: Story = {
  decorators: [
    withOverviewServices({
      session: { user: spendableUser },
      accounts: { accounts: [], overview: null, loading: true, refresh: forever },
    }),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading accounts')).toBeInTheDocument();
  },
};

/** No accounts: All still shows the staking account; Fiat shows the empty state. */
export const Empty: Story = {
  decorators: [
    withOverviewServices({
      accounts: { accounts: [], overview: emptyOverview, spendable: null, rate: null },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(accountLinks(canvasElement)).toHaveLength(1);
    await userEvent.click(canvas.getByRole('radio', { name: 'Fiat' }));
    await expect(canvas.getByRole('heading', { name: 'No accounts to show' })).toBeVisible();
  },
};

export const LoadError: Story = {
  decorators: [
    withOverviewServices({
      accounts: { accounts: [], overview: null, error: 'Unknown error!' },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'Accounts could not be loaded' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

const lowBalance = (user = spendableUser) =>
  withOverviewServices({
    session: { user },
    accounts: sampleAccountsView(MONTH_END),
    responses: { getTotalAsset: { totalAmount: '57.20', threshold: '100' } },
  });

/** The last 7 days of the month with a total asset below the threshold: the notice opens with the page. */
export const LowBalanceNotice: Story = {
  args: { now: MONTH_END },
  decorators: [lowBalance()],
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Low balance notice' });
    // The modal fades in.
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(
      within(dialog).getByRole('checkbox', { name: 'Do not show this message again today' }),
    ).not.toBeChecked();
  },
};

export const LowBalanceNoticeHideToday: Story = {
  args: { now: MONTH_END },
  decorators: [lowBalance()],
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Low balance notice' });
    await waitFor(() => expect(dialog).toBeVisible());
    const box = within(dialog).getByRole('checkbox', {
      name: 'Do not show this message again today',
    });
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};

/** Seed 001 §2: items in review and deposits to confirm, between the overview cards and the accounts. */
export const WithPendingTransactions: Story = {
  decorators: [
    withOverviewServices({
      accounts: sampleAccountsView(),
      responses: pendingResponses([...reviewItems, ...confirmationItems]),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('region', { name: 'Transactions in Review' }),
    ).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Pending Transactions' })).toBeVisible();
  },
};

export const MobileWidth: Story = {
  decorators: [
    withOverviewServices({
      session: { user: spendableUser },
      accounts: sampleAccountsView(MID_MONTH, 1),
    }),
  ],
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** Issue 30: the holdings breakdown with the total in USD, and the rate card's 24-hour line. */
export const HoldingsAndRateLine: Story = {
  decorators: [
    withOverviewServices({
      accounts: sampleAccountsView(),
      session: { user: spendableUser },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const holdings = await canvas.findByRole('figure', { name: 'Holdings' });
    await waitFor(() =>
      expect(holdings).toHaveAccessibleDescription(/^Holdings total \$1,857\.23: US Dollar/),
    );
    const rate = await canvas.findByRole('figure', { name: 'AXC/USD rate' });
    await waitFor(() => expect(rate).toHaveAccessibleDescription(/over 24 hours/));
  },
};

export const HoldingsLoading: Story = {
  decorators: [
    withOverviewServices({ accounts: sampleAccountsView(), responses: { getHoldings: forever } }),
  ],
};

export const HoldingsEmpty: Story = {
  decorators: [
    withOverviewServices({
      accounts: sampleAccountsView(),
      responses: { getHoldings: { ...sampleHoldings, totalUsd: '0', holdings: [] } },
    }),
  ],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nothing held yet.')).toBeVisible();
  },
};

export const HoldingsFailed: Story = {
  decorators: [
    withOverviewServices({
      accounts: sampleAccountsView(),
      responses: {
        getHoldings: () => Promise.reject(new Error('Your holdings could not be loaded.')),
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Your holdings could not be loaded.'),
    ).toBeVisible();
  },
};

/**
 * Issue 43: the overview leads with the money — the total everything held is worth and the quick actions — then the
 * cards (as tall as their content), the accounts, and the rate beside the holdings. Shown in each theme.
 */
const leadsWithTheMoney: Story = {
  decorators: [
    withOverviewServices({
      accounts: sampleAccountsView(),
      session: { user: spendableUser },
      responses: pendingResponses([...reviewItems]),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole('region', { name: 'Total balance' });
    await waitFor(() => expect(summary).toHaveTextContent('$1,857.23'));
    const actions = within(summary).getByRole('group', { name: 'Quick actions' });
    await expect(
      within(actions)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Add money', 'Send', 'Exchange']);
  },
};

export const LeadsWithTheMoney: Story = { ...leadsWithTheMoney };
export const LeadsWithTheMoneyDark: Story = { ...leadsWithTheMoney, globals: { theme: 'dark' } };
export const LeadsWithTheMoneyHighContrast: Story = {
  ...leadsWithTheMoney,
  globals: { theme: 'highContrast' },
};
export const LeadsWithTheMoneyOnAPhone: Story = {
  ...leadsWithTheMoney,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
