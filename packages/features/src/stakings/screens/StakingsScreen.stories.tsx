import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { announcementsExpired, forever } from '../../kit/storySupport';
import {
  axcSavings,
  axcWallet,
  claimedStaking,
  failingCall,
  frozenAxcWallet,
  fullPool,
  fullUnlimitedPool,
  listOnlyUser,
  MINIMUM_REFUSAL,
  page,
  poolsOnlyUser,
  stakingsByStatus,
  unlimitedPool,
  usdAccount,
  usedUpPool,
} from '../fixtures';
import { withStakings, type StakingStoryParameters } from '../storySupport';
import { StakingsView } from './StakingsScreen';

// Seed 002 §2 Staking, §4, §5, §8: every state of /stakings: the pools (with and without the apply flag, none, the
// carousel's scrolling), the apply dialog (empty, invalid, terms unticked, the confirmation, success, errors), the
// list in each status, the filter and the empty list.

const meta = {
  title: 'Screens/Stakings/Stakings',
  component: StakingsView,
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
  decorators: [withStakings],
} satisfies Meta<typeof StakingsView>;

export default meta;
type Story = StoryObj<typeof meta>;

const params = (stakings: StakingStoryParameters) => ({ stakings });

/** A dialog by its name, once its fade-in is over. */
async function openDialog(name: string, role: 'dialog' | 'alertdialog' = 'dialog') {
  const dialog = await screen.findByRole(role, { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

const APPLY_TITLE = `Apply to ${unlimitedPool.name}`;

/** Pools and apply flags on: the listed pools (full and used-up ones left out), each with Apply; the stakings. */
export const PoolsWithApply: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Staking' })).toBeVisible();
    const carousel = await canvas.findByRole('region', { name: 'Available pools' });
    await expect(within(carousel).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(carousel).queryByText(fullPool.name)).toBeNull();
    await expect(within(carousel).queryByText(usedUpPool.name)).toBeNull();
    await expect(within(carousel).getByText('12.00%')).toBeVisible();
    await expect(within(carousel).getByText('30 days')).toBeVisible();
    await expect(within(carousel).getAllByRole('button', { name: /^Apply to / })).toHaveLength(4);
    await expect(await canvas.findByRole('list', { name: 'Your stakings' })).toBeVisible();
  },
};

/** STAKINGS_PRODUCTS without STAKINGS_APPLY: the pools, no Apply button. */
export const PoolsWithoutApply: Story = {
  parameters: params({ user: poolsOnlyUser }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const carousel = await canvas.findByRole('region', { name: 'Available pools' });
    await expect(within(carousel).queryByRole('button', { name: /^Apply/ })).toBeNull();
  },
};

/** Without STAKINGS_PRODUCTS: no 'Staking Pools' section, only the list. */
export const WithoutPoolsFeature: Story = {
  parameters: params({ user: listOnlyUser }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Your stakings' });
    await expect(canvas.queryByRole('heading', { name: 'Staking Pools' })).toBeNull();
  },
};

/** No pool listed (only two full ones, one of them unlimited, and a used-up one): "There's no available staking.". */
export const NoPools: Story = {
  parameters: params({
    responses: { getAvailableStakings: page([fullPool, fullUnlimitedPool, usedUpPool]) },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: "There's no available staking." }),
    ).toBeVisible();
  },
};

/** The carousel's Scroll right moves 150 px; Scroll left moves back. */
export const CarouselScroll: Story = {
  // Narrower than the four cards, so there is room to scroll.
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const carousel = await canvas.findByRole('region', { name: 'Available pools' });
    const track = within(carousel).getByRole('list');
    const right = within(carousel).getByRole('button', { name: 'Scroll right' });
    await waitFor(() => expect(right).toBeEnabled());
    await userEvent.click(right);
    await waitFor(() => expect(track.scrollLeft).toBeCloseTo(150, 0));
    await userEvent.click(within(carousel).getByRole('button', { name: 'Scroll left' }));
    await waitFor(() => expect(track.scrollLeft).toBeCloseTo(0, 0));
  },
};

/** Both lists loading. */
export const Loading: Story = {
  parameters: params({ responses: { getAvailableStakings: forever, getStakings: forever } }),
};

/** Both reads failed: an error notice each, with Try again. */
export const FetchFailed: Story = {
  parameters: params({
    responses: {
      getAvailableStakings: failingCall('Service temporarily unavailable'),
      getStakings: failingCall('Service temporarily unavailable'),
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The staking pools could not be loaded')).toBeVisible();
    await expect(await canvas.findByText('Your stakings could not be loaded')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Try again' })).toHaveLength(2);
  },
};

/** Apply pressed: the dialog, nothing chosen; 'Confirm staking' waits for the terms. */
export const ApplyDialog: Story = {
  args: { applyTo: unlimitedPool.code },
  play: async () => {
    const dialog = await openDialog(APPLY_TITLE);
    const body = within(dialog);
    await expect(body.getByRole('button', { name: 'Confirm staking' })).toBeDisabled();
    await expect(body.getByRole('textbox', { name: 'Amount' })).toHaveAccessibleDescription(
      expect.stringContaining('The minimum is 1.00000 AXC.'),
    );
  },
};

/** The terms ticked, nothing else: both fields say what is missing; focus goes to the first. */
export const ApplyInvalid: Story = {
  args: { applyTo: unlimitedPool.code, dialogInitial: { amount: '0', termsAccepted: true } },
  play: async () => {
    const dialog = await openDialog(APPLY_TITLE);
    const body = within(dialog);
    await userEvent.click(body.getByRole('button', { name: 'Confirm staking' }));
    await expect(await body.findByText('Please select an account')).toBeVisible();
    await expect(body.getByText('Please enter a valid staking amount')).toBeVisible();
    await expect(body.getByRole('textbox', { name: 'Amount' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** Account and amount given, the terms not ticked: 'Confirm staking' stays disabled. */
export const ApplyTermsUnchecked: Story = {
  args: {
    applyTo: unlimitedPool.code,
    dialogInitial: { accountId: axcWallet.id, amount: '100' },
  },
  play: async () => {
    const dialog = await openDialog(APPLY_TITLE);
    const body = within(dialog);
    await expect(body.getByRole('checkbox')).not.toBeChecked();
    await expect(body.getByRole('button', { name: 'Confirm staking' })).toBeDisabled();
    await userEvent.click(body.getByRole('checkbox'));
    await expect(body.getByRole('button', { name: 'Confirm staking' })).toBeEnabled();
  },
};

/** No active account in the pool's currency (a frozen AXC wallet, a USD account): said under the select. */
export const ApplyNoAccount: Story = {
  args: { applyTo: unlimitedPool.code },
  parameters: params({ accounts: [usdAccount, frozenAxcWallet] }),
  play: async () => {
    const dialog = await openDialog(APPLY_TITLE);
    await expect(
      within(dialog).getByText('You have no active AXC account to stake from. Deposit AXC first.'),
    ).toBeVisible();
  },
};

/** 'Confirm staking' with good fields: the confirmation (amount, pool, account) before the call. */
export const ApplyConfirmStep: Story = {
  args: {
    applyTo: unlimitedPool.code,
    dialogInitial: { accountId: axcWallet.id, amount: '100', termsAccepted: true },
  },
  play: async () => {
    const dialog = await openDialog(APPLY_TITLE);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm staking' }));
    const confirm = await openDialog('Confirm your staking');
    const body = within(confirm);
    await expect(body.getByText('100.00000 AXC')).toBeVisible();
    await expect(body.getByText(unlimitedPool.name)).toBeVisible();
    await expect(body.getByText(axcWallet.publicId)).toBeVisible();
    // Focus on the step's heading, so its title is said (issue 43 #3), the summary read from there.
    await waitFor(() =>
      expect(body.getByRole('heading', { name: 'Confirm your staking' })).toHaveFocus(),
    );
  },
};

/** Confirmed: the call goes through, the dialogs close and the list is read again. */
export const ApplySucceeded: Story = {
  args: {
    applyTo: unlimitedPool.code,
    dialogInitial: {
      accountId: axcSavings.id,
      amount: '0.5',
      termsAccepted: true,
      step: 'confirm',
    },
  },
  play: async ({ canvasElement }) => {
    const confirm = await openDialog('Confirm your staking');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await announcementsExpired(canvasElement);
  },
};

/** The bank's minimum refusal: the dialog closes and the notice says 'Staking amount must be greater or equal to 1 AXC'. */
export const ApplyBelowMinimum: Story = {
  args: {
    applyTo: unlimitedPool.code,
    dialogInitial: {
      accountId: axcSavings.id,
      amount: '0.5',
      termsAccepted: true,
      step: 'confirm',
    },
  },
  parameters: params({ responses: { applyStaking: failingCall(MINIMUM_REFUSAL) } }),
  play: async ({ canvasElement }) => {
    const confirm = await openDialog('Confirm your staking');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Staking amount must be greater or equal to 1 AXC'),
    ).toBeVisible();
    await announcementsExpired(canvasElement);
  },
};

/** Any other refusal is shown as the bank says it. */
export const ApplyFailed: Story = {
  args: {
    applyTo: unlimitedPool.code,
    dialogInitial: {
      accountId: axcWallet.id,
      amount: '100',
      termsAccepted: true,
      step: 'confirm',
    },
  },
  parameters: params({ responses: { applyStaking: failingCall('Insufficient funds') } }),
  play: async ({ canvasElement }) => {
    const confirm = await openDialog('Confirm your staking');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Insufficient funds')).toBeVisible();
    await announcementsExpired(canvasElement);
  },
};

/** Every status: principal plus rewards for Created, In term and Ready to claim; the label for the others. */
export const EveryStatus: Story = {
  parameters: params({ responses: { getStakings: page(Object.values(stakingsByStatus)) } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Your stakings' });
    const links = within(list).getAllByRole('link');
    await expect(links).toHaveLength(7);
    await expect(
      within(list).getByRole('link', { name: /STK1000000001.*250\.00000 AXC/ }),
    ).toBeVisible();
    await expect(
      within(list).getByRole('link', { name: /STK1000000002.*1,000\.98628 AXC/ }),
    ).toBeVisible();
    await expect(
      within(list).getByRole('link', { name: /STK1000000004.*504\.93140 AXC/ }),
    ).toBeVisible();
    for (const label of ['Claimed', 'Closed', 'Suspended', 'Frozen'])
      await expect(within(list).getByText(label)).toBeVisible();
  },
};

/** The filter on 'Claimed': only the claimed staking. */
export const FilteredClaimed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Your stakings' });
    await userEvent.click(canvas.getByRole('button', { name: /Status/ }));
    const listbox = await screen.findByRole('listbox');
    const names = within(listbox)
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(names).toEqual(['ALL', 'Claimed', 'Closed', 'Suspended', 'Frozen']);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Claimed' }));
    const list = await canvas.findByRole('list', { name: 'Your stakings' });
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(1));
    await expect(
      within(list).getByRole('link', { name: new RegExp(claimedStaking.publicId) }),
    ).toBeVisible();
  },
};

/** No staking at all: 'No staking'. */
export const EmptyList: Story = {
  parameters: params({ responses: { getStakings: page([]) } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No staking' })).toBeVisible();
  },
};

/** The filter on a status without stakings. */
export const EmptyFiltered: Story = {
  args: { initial: { filter: 'FROZEN' } },
  parameters: params({ responses: { getStakings: page([]) } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No staking' })).toBeVisible();
    await expect(canvas.getByText('You have no staking with the status Frozen.')).toBeVisible();
  },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
