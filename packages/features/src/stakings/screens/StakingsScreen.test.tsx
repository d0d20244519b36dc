import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Account, TransportRequest, User } from '@axia/core';
import type { Services } from '../../kit';
import { createFakeServices, ScreenInRoute } from '../../kit/testing';
import {
  axcSavings,
  axcWallet,
  claimedStaking,
  closedStaking,
  createdStaking,
  failingCall,
  frozenAxcWallet,
  frozenStaking,
  fullPool,
  fullUnlimitedPool,
  inTermStaking,
  limitedPool,
  listOnlyUser,
  MINIMUM_REFUSAL,
  page,
  poolsOnlyUser,
  readyStaking,
  stakingAccounts,
  stakingResponses,
  stakingsByStatus,
  stakingUser,
  suspendedStaking,
  unlimitedPool,
  usdAccount,
  usedUpPool,
} from '../fixtures';
import { StakingsView, type StakingsViewProps } from './StakingsScreen';

// Seed 002 §2 Staking, §4, §5, §8, §9 on /stakings: the pools by flag and by §4's rule, "There's no available
// staking.", the apply dialog ('Please select an account', 'Please enter a valid staking amount', the terms enabling
// 'Confirm staking', the confirmation before the call, 'Staking has been applied successfully!', 'Staking amount must
// be greater or equal to 1 AXC', other errors as is, the dialog closing), the list (principal plus rewards or the
// label, the filter, 'No staking') and the fetch failures' notices.

async function renderStakings({
  user = stakingUser,
  accounts = stakingAccounts,
  responses = {},
  props = {},
}: {
  user?: User;
  accounts?: readonly Account[];
  responses?: Record<string, unknown>;
  props?: StakingsViewProps;
} = {}) {
  const notify = vi.fn<Services['notify']>();
  const refresh = vi.fn(async () => {});
  const services = createFakeServices({
    notify,
    responses: stakingResponses(responses),
    session: { user },
    accounts: { accounts, refresh },
  });
  render(
    <ScreenInRoute services={services} path="/stakings">
      <StakingsView {...props} />
    </ScreenInRoute>,
  );
  await act(async () => {});
  return { notify, refresh };
}

const pools = () => screen.getByRole('region', { name: 'Available pools' });
const stakingList = () => screen.getByRole('list', { name: 'Your stakings' });
const dialog = () => screen.getByRole('dialog', { name: `Apply to ${unlimitedPool.name}` });

describe('the Staking Pools section', () => {
  it('shows each listed pool: name, description, APR, term, reward frequency, room and Apply', async () => {
    await renderStakings();
    expect(screen.getByRole('heading', { level: 2, name: 'Staking Pools' })).toBeInTheDocument();
    const card = within(pools()).getByRole('article', { name: limitedPool.name });
    expect(within(card).getByRole('heading', { level: 3, name: limitedPool.name })).toBeVisible();
    expect(within(card).getByText(limitedPool.shortDesc)).toBeVisible();
    expect(within(card).getByText(/12\.50%/)).toBeVisible();
    expect(within(card).getByText('6 months')).toBeVisible();
    expect(within(card).getByText('Monthly')).toBeVisible();
    // The pool's room, a capacity: without a run of zeros (issue 43).
    expect(within(card).getByText('250,000 AXC')).toBeVisible();
    expect(
      within(card).getByRole('button', { name: `Apply to ${limitedPool.name}` }),
    ).toBeVisible();
    const unlimited = within(pools()).getByRole('article', { name: unlimitedPool.name });
    expect(within(unlimited).getByText(/12\.00%/)).toBeVisible();
    expect(within(unlimited).getByText('30 days')).toBeVisible();
    expect(within(unlimited).getByText('Daily')).toBeVisible();
  });

  it('leaves out a full pool and one the customer may not apply to again (§4)', async () => {
    await renderStakings();
    expect(within(pools()).getAllByRole('article')).toHaveLength(4);
    expect(within(pools()).queryByText(fullPool.name)).toBeNull();
    expect(within(pools()).queryByText(fullUnlimitedPool.name)).toBeNull();
    expect(within(pools()).queryByText(usedUpPool.name)).toBeNull();
  });

  it('says "There\'s no available staking." when no pool is listed', async () => {
    await renderStakings({
      responses: { getAvailableStakings: page([fullPool, fullUnlimitedPool, usedUpPool]) },
    });
    expect(
      screen.getByRole('heading', { name: "There's no available staking." }),
    ).toBeInTheDocument();
  });

  it('offers no Apply without STAKINGS_APPLY', async () => {
    await renderStakings({ user: poolsOnlyUser });
    expect(within(pools()).getAllByRole('article')).toHaveLength(4);
    expect(within(pools()).queryByRole('button', { name: /^Apply/ })).toBeNull();
  });

  it('has no pools section (and reads none) without STAKINGS_PRODUCTS', async () => {
    const getAvailableStakings = vi.fn(() => page([unlimitedPool]));
    await renderStakings({ user: listOnlyUser, responses: { getAvailableStakings } });
    expect(screen.queryByRole('heading', { name: 'Staking Pools' })).toBeNull();
    expect(getAvailableStakings).not.toHaveBeenCalled();
    expect(stakingList()).toBeInTheDocument();
  });

  it('scrolls 150 px per Scroll left/right press', async () => {
    const scrollBy = vi.fn();
    Object.defineProperty(HTMLElement.prototype, 'scrollBy', {
      configurable: true,
      value: scrollBy,
    });
    try {
      Object.defineProperty(HTMLElement.prototype, 'scrollWidth', {
        configurable: true,
        get: () => 2000,
      });
      await renderStakings();
      const right = within(pools()).getByRole('button', { name: 'Scroll right' });
      await waitFor(() => expect(right).toBeEnabled());
      await userEvent.click(right);
      expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: 150 }));
    } finally {
      delete (HTMLElement.prototype as unknown as Record<string, unknown>).scrollBy;
      delete (HTMLElement.prototype as unknown as Record<string, unknown>).scrollWidth;
    }
  });

  it('shows an error notice with Try again when the pools cannot be read', async () => {
    const getAvailableStakings = vi
      .fn()
      .mockImplementationOnce(failingCall('Service temporarily unavailable'))
      .mockImplementation(() => page([unlimitedPool]));
    await renderStakings({ responses: { getAvailableStakings } });
    expect(screen.getByText('The staking pools could not be loaded')).toBeVisible();
    expect(screen.getByText('Service temporarily unavailable')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(pools()).getAllByRole('article')).toHaveLength(1));
  });
});

describe('applying to a pool', () => {
  it('checks the account and the amount, asks to confirm, applies, says so and reads the list again', async () => {
    const user = userEvent.setup();
    const applyStaking = vi.fn((request: TransportRequest) => ({
      ...createdStaking,
      amount: (request.body as { amount: string }).amount,
    }));
    const getStakings = vi.fn(() => page([inTermStaking]));
    const { notify, refresh } = await renderStakings({
      responses: { applyStaking, getStakings },
    });
    await user.click(screen.getByRole('button', { name: `Apply to ${unlimitedPool.name}` }));
    const form = within(dialog());

    // The terms box enables 'Confirm staking'.
    const confirmStaking = form.getByRole('button', { name: 'Confirm staking' });
    expect(confirmStaking).toBeDisabled();
    await user.click(form.getByRole('checkbox'));
    expect(confirmStaking).toBeEnabled();

    // Nothing chosen: both messages, focus on the first field in error.
    await user.click(confirmStaking);
    expect(form.getByText('Please select an account')).toBeVisible();
    expect(form.getByText('Please enter a valid staking amount')).toBeVisible();
    await waitFor(() => expect(form.getByRole('button', { name: /From account/ })).toHaveFocus());

    // An amount of 0 is not valid either.
    await user.type(form.getByRole('textbox', { name: 'Amount' }), '0');
    await user.click(confirmStaking);
    expect(form.getByText('Please enter a valid staking amount')).toBeVisible();

    // Only the active AXC accounts are offered.
    await user.click(form.getByRole('button', { name: /From account/ }));
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringContaining(axcWallet.typePublicName),
      expect.stringContaining(axcSavings.typePublicName),
    ]);
    await user.click(options[0]!);
    expect(form.queryByText('Please select an account')).toBeNull();
    const amount = form.getByRole('textbox', { name: 'Amount' });
    await user.clear(amount);
    await user.type(amount, '100.12345');
    await user.click(confirmStaking);

    // The confirmation, before any call; focus on its heading, so its title is said (issue 43 #3).
    const confirm = await screen.findByRole('dialog', { name: 'Confirm your staking' });
    await waitFor(() =>
      expect(within(confirm).getByRole('heading', { name: 'Confirm your staking' })).toHaveFocus(),
    );
    expect(within(confirm).getByText('100.12345 AXC')).toBeVisible();
    expect(within(confirm).getByText(unlimitedPool.name)).toBeVisible();
    expect(within(confirm).getByText(axcWallet.publicId)).toBeVisible();
    expect(applyStaking).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(applyStaking).toHaveBeenCalledTimes(1);
    expect(applyStaking.mock.calls[0]![0]).toMatchObject({
      path: `/staking/${unlimitedPool.code}/apply`,
      body: { fromAccountId: axcWallet.id, amount: '100.12345' },
    });
    // Focus lands on the page's h1 (not on the opener, which the pools' re-read may replace: issue 28 #3), and
    // the outcome is said after that focus move.
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Staking' })).toHaveFocus(),
    );
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        tone: 'success',
        title: 'Staking has been applied successfully!',
      }),
    );
    await waitFor(() => expect(getStakings).toHaveBeenCalledTimes(2));
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('goes back from the confirmation to the form, keeping what was entered', async () => {
    const user = userEvent.setup();
    await renderStakings({
      props: {
        applyTo: unlimitedPool.code,
        dialogInitial: { accountId: axcWallet.id, amount: '5', termsAccepted: true },
      },
    });
    await user.click(within(dialog()).getByRole('button', { name: 'Confirm staking' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm your staking' });
    await user.click(within(confirm).getByRole('button', { name: 'Back' }));
    await screen.findByRole('dialog', { name: `Apply to ${unlimitedPool.name}` });
    expect(within(dialog()).getByRole('textbox', { name: 'Amount' })).toHaveValue('5');
    await waitFor(() =>
      expect(within(dialog()).getByRole('button', { name: 'Confirm staking' })).toHaveFocus(),
    );
  });

  it("shows the bank's minimum refusal as 'Staking amount must be greater or equal to 1 AXC', and the dialog closes", async () => {
    const user = userEvent.setup();
    const { notify } = await renderStakings({
      responses: { applyStaking: failingCall(`body/${MINIMUM_REFUSAL}`) },
      props: {
        applyTo: unlimitedPool.code,
        dialogInitial: {
          accountId: axcSavings.id,
          amount: '0.5',
          termsAccepted: true,
          step: 'confirm',
        },
      },
    });
    const confirm = await screen.findByRole('dialog', { name: 'Confirm your staking' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Staking amount must be greater or equal to 1 AXC')).toBeVisible();
    expect(screen.queryByText(new RegExp(MINIMUM_REFUSAL))).toBeNull();
    expect(notify).not.toHaveBeenCalledWith(expect.objectContaining({ tone: 'success' }));
    // The notice takes focus once the dialog has gone.
    await waitFor(() =>
      expect(screen.getByText('Staking failed').closest('[tabindex="-1"]')).toHaveFocus(),
    );
  });

  it('shows any other refusal as the bank says it', async () => {
    const user = userEvent.setup();
    await renderStakings({
      responses: { applyStaking: failingCall('Insufficient funds') },
      props: {
        applyTo: unlimitedPool.code,
        dialogInitial: {
          accountId: axcWallet.id,
          amount: '100',
          termsAccepted: true,
          step: 'confirm',
        },
      },
    });
    const confirm = await screen.findByRole('dialog', { name: 'Confirm your staking' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Insufficient funds')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Dismiss|Close/ }));
    expect(screen.queryByText('Insufficient funds')).toBeNull();
  });

  it('says when there is no active account in the pool currency', async () => {
    await renderStakings({
      accounts: [usdAccount, frozenAxcWallet],
      props: { applyTo: unlimitedPool.code },
    });
    expect(
      within(dialog()).getByText(
        'You have no active AXC account to stake from. Deposit AXC first.',
      ),
    ).toBeInTheDocument();
  });
});

describe('the Staking list', () => {
  it('shows principal plus rewards (5 decimals, currency) for the active statuses and the label for the others', async () => {
    await renderStakings({
      responses: { getStakings: page(Object.values(stakingsByStatus)) },
    });
    const list = stakingList();
    const link = (publicId: string) =>
      within(list)
        .getAllByRole('link')
        .find((candidate) => candidate.textContent?.includes(publicId))!;
    expect(link(createdStaking.publicId)).toHaveTextContent('250.00000 AXC');
    expect(link(inTermStaking.publicId)).toHaveTextContent('1,000.98628 AXC');
    expect(link(readyStaking.publicId)).toHaveTextContent('504.93140 AXC');
    expect(link(claimedStaking.publicId)).toHaveTextContent('Claimed');
    expect(link(claimedStaking.publicId)).not.toHaveTextContent('302.95860');
    expect(link(closedStaking.publicId)).toHaveTextContent('Closed');
    expect(link(suspendedStaking.publicId)).toHaveTextContent('Suspended');
    expect(link(frozenStaking.publicId)).toHaveTextContent('Frozen');
    expect(link(inTermStaking.publicId)).toHaveTextContent(inTermStaking.name);
    expect(link(inTermStaking.publicId)).toHaveAttribute('href', `/stakings/${inTermStaking.id}`);
  });

  it('reads one page of 90, newest first, and filters by ALL plus the non-active statuses', async () => {
    const user = userEvent.setup();
    const getStakings = vi.fn((request: TransportRequest) =>
      page(
        request.query?.status === 'CLAIMED' ? [claimedStaking] : [inTermStaking, claimedStaking],
      ),
    );
    await renderStakings({ responses: { getStakings } });
    expect(getStakings.mock.calls[0]![0].query).toEqual({
      offset: 0,
      limit: 90,
      order: 'desc',
    });
    await user.click(screen.getByRole('button', { name: /Status/ }));
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['ALL', 'Claimed', 'Closed', 'Suspended', 'Frozen']);
    await user.click(within(listbox).getByRole('option', { name: 'Claimed' }));
    await waitFor(() => expect(within(stakingList()).getAllByRole('link')).toHaveLength(1));
    expect(getStakings.mock.calls[1]![0].query).toMatchObject({ status: 'CLAIMED' });
  });

  it("says 'No staking' when there is none", async () => {
    await renderStakings({ responses: { getStakings: page([]) } });
    expect(screen.getByRole('heading', { name: 'No staking' })).toBeInTheDocument();
  });

  it('shows an error notice with Try again when the list cannot be read', async () => {
    await renderStakings({
      user: listOnlyUser,
      responses: { getStakings: failingCall('Service temporarily unavailable') },
    });
    expect(screen.getByText('Your stakings could not be loaded')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
