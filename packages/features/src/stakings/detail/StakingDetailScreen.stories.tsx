import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { User, UserStaking } from '@axia/core';
import { forever, ServicesStory } from '../../kit/storySupport';
import {
  claimedStaking,
  closedStaking,
  createdStaking,
  frozenStaking,
  inTermStaking,
  limitedPool,
  longTermStaking,
  readyStaking,
  reEnrolledStaking,
  sampleNow,
  stakingAccounts,
  stakingUser,
  suspendedStaking,
} from '../fixtures';
import * as styles from './detail.css';
import {
  detailResponses,
  manyActivities,
  pagedActivities,
  rewardHistory,
  stakingNotFound,
} from './samples';
import { StakingDetailView } from './StakingDetailScreen';

// Seed 002 §2 Staking, §4, §5, §8, §9: every state of /stakings/{stakingId}: each status, each action offered or
// not (and why), the claim, add-funds and re-enrollment dialogs (the slider), the activities with their detail, the
// rewards, the empty lists, loading and the errors. The app's clock is pinned at the samples' 'now'.

interface DetailStory {
  staking?: UserStaking;
  user?: User;
  responses?: Record<string, unknown>;
}

const withDetail =
  ({ staking = inTermStaking, user = stakingUser, responses = {} }: DetailStory = {}): Decorator =>
  (Story) => (
    <ServicesStory
      options={{
        session: { user },
        accounts: { accounts: stakingAccounts },
        responses: detailResponses(staking, responses),
      }}
      path={`/stakings/${staking.id}`}
      route="/stakings/:stakingId"
      main={{ id: 'main', className: styles.storyMain }}
    >
      <Story />
    </ServicesStory>
  );

const meta = {
  title: 'Screens/Stakings/Staking detail',
  component: StakingDetailView,
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
  args: { clock: () => sampleNow },
} satisfies Meta<typeof StakingDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A dialog by its name, once its fade-in is over. */
async function openDialog(name: string, role: 'dialog' | 'alertdialog' = 'dialog') {
  const dialog = await screen.findByRole(role, { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

const card = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole('region', { name }));

const actionNames = (canvasElement: HTMLElement) => {
  const group = within(canvasElement).queryByRole('group', { name: 'Actions' });
  return group
    ? within(group)
        .queryAllByRole('button')
        .map((button) => button.textContent)
    : [];
};

const expectActions = async (canvasElement: HTMLElement, name: string, expected: string[]) => {
  await card(canvasElement, name);
  await expect(actionNames(canvasElement)).toEqual(expected);
};

// Each status.

/** CREATED: the term starts at the next 00:00 UTC; Add Funds offered. */
export const Created: Story = {
  decorators: [withDetail({ staking: createdStaking })],
  play: async ({ canvasElement }) => {
    const summary = await card(canvasElement, createdStaking.name);
    await expect(summary.getAllByText('Created')[0]).toBeVisible();
    await expect(summary.getByText('2026-11-26')).toBeVisible();
    await expectActions(canvasElement, createdStaking.name, ['Add Funds']);
  },
};

/** IN_TERM within 28 days of its end: 'Re-enrollment Open'; Add Funds not offered, and why. */
export const InTermReEnrollmentOpen: Story = {
  decorators: [withDetail({ staking: inTermStaking })],
  play: async ({ canvasElement }) => {
    const summary = await card(canvasElement, inTermStaking.name);
    await expect(summary.getByText('12.00%')).toBeVisible();
    await expect(summary.getByText('30 days')).toBeVisible();
    await expect(summary.getByText('Daily')).toBeVisible();
    await expect(summary.getByText('1,000.98628 AXC')).toBeVisible();
    await expectActions(canvasElement, inTermStaking.name, ['Re-enrollment Open']);
    await expect(
      summary.getByText('Add Funds is not available: Re-enrollment is open.'),
    ).toBeVisible();
  },
};

/** READY_TO_CLAIM: Claim only. */
export const ReadyToClaim: Story = {
  decorators: [withDetail({ staking: readyStaking })],
  play: async ({ canvasElement }) => {
    await expectActions(canvasElement, readyStaking.name, ['Claim']);
  },
};

export const Claimed: Story = {
  decorators: [withDetail({ staking: claimedStaking })],
  play: async ({ canvasElement }) => {
    await expectActions(canvasElement, claimedStaking.name, []);
  },
};

export const Closed: Story = {
  decorators: [withDetail({ staking: closedStaking })],
  play: async ({ canvasElement }) => {
    await expectActions(canvasElement, closedStaking.name, []);
  },
};

export const Suspended: Story = {
  decorators: [withDetail({ staking: suspendedStaking })],
  play: async ({ canvasElement }) => {
    await expectActions(canvasElement, suspendedStaking.name, []);
  },
};

/** FROZEN, a one-year pool with yearly rewards. */
export const Frozen: Story = {
  decorators: [withDetail({ staking: frozenStaking })],
  play: async ({ canvasElement }) => {
    const summary = await card(canvasElement, frozenStaking.name);
    await expect(summary.getByText('1 year')).toBeVisible();
    await expect(summary.getByText('Yearly')).toBeVisible();
    await expectActions(canvasElement, frozenStaking.name, []);
  },
};

// Add Funds: offered, and each reason it is not.

/** IN_TERM, far from its end, room left: Add Funds offered (re-enrollment not yet). */
export const AddFundsOffered: Story = {
  decorators: [withDetail({ staking: longTermStaking })],
  play: async ({ canvasElement }) => {
    await expectActions(canvasElement, longTermStaking.name, ['Add Funds']);
  },
};

export const AddFundsHiddenPrivate: Story = {
  decorators: [withDetail({ staking: { ...longTermStaking, stakingProductIsPrivate: true } })],
  play: async ({ canvasElement }) => {
    await expectActions(canvasElement, longTermStaking.name, []);
    await expect(
      within(canvasElement).getByText(
        'Add Funds is not available: Funds cannot be added to a private staking.',
      ),
    ).toBeVisible();
  },
};

/** The per-staking limit is reached: remaining room 0. */
export const AddFundsHiddenNoRoom: Story = {
  decorators: [
    withDetail({
      staking: { ...longTermStaking, productIndividualRoomLimit: longTermStaking.amount },
    }),
  ],
  play: async ({ canvasElement }) => {
    await expectActions(canvasElement, longTermStaking.name, []);
    await expect(
      within(canvasElement).getByText(
        'Add Funds is not available: There is no room left in this staking.',
      ),
    ).toBeVisible();
  },
};

export const AddFundsHiddenNotEnabled: Story = {
  decorators: [withDetail({ staking: { ...longTermStaking, enableAddAmount: false } })],
  play: async ({ canvasElement }) => {
    await expectActions(canvasElement, longTermStaking.name, []);
    await expect(
      within(canvasElement).getByText(
        'Add Funds is not available: Adding funds is not enabled for this staking.',
      ),
    ).toBeVisible();
  },
};

export const AddFundsHiddenProductEnded: Story = {
  decorators: [
    withDetail({ staking: { ...longTermStaking, productEndAt: '2026-11-01T00:00:00.000Z' } }),
  ],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Add Funds is not available: The staking product has ended.',
      ),
    ).toBeVisible();
  },
};

/** STAKINGS_ADD_AMOUNT off: not offered, nothing said. */
export const AddFundsFlagOff: Story = {
  decorators: [
    withDetail({
      staking: longTermStaking,
      user: {
        ...stakingUser,
        features: stakingUser.features.filter((flag) => flag !== 'STAKINGS_ADD_AMOUNT'),
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    await expectActions(canvasElement, longTermStaking.name, []);
    await expect(within(canvasElement).queryByText(/Add Funds is not available/)).toBeNull();
  },
};

/** The Add Funds dialog (the shared stake-funds dialog in 'add' mode). */
export const AddFundsDialog: Story = {
  decorators: [withDetail({ staking: longTermStaking })],
  play: async ({ canvasElement }) => {
    const summary = await card(canvasElement, longTermStaking.name);
    await userEvent.click(summary.getByRole('button', { name: 'Add Funds' }));
    const dialog = await openDialog('Add Funds');
    await expect(within(dialog).getByText(/At most 30,000\.00000 AXC can be added/)).toBeVisible();
  },
};

// Re-enrollment.

/** STAKINGS_RE_ENROLLMENT off: no re-enrollment button, even in the window. */
export const ReEnrollmentFlagOff: Story = {
  decorators: [
    withDetail({
      staking: inTermStaking,
      user: {
        ...stakingUser,
        features: stakingUser.features.filter((flag) => flag !== 'STAKINGS_RE_ENROLLMENT'),
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    // Without the re-enrollment feature there is no re-enrollment window to block Add Funds (issue 29 #9).
    await expectActions(canvasElement, inTermStaking.name, ['Add Funds']);
  },
};

/** 'Re-enrollment Open': the pool, the amount (all of the total to start with), the slider at 100%, the terms. */
export const ReEnrollCreate: Story = {
  decorators: [withDetail({ staking: inTermStaking })],
  play: async ({ canvasElement }) => {
    const summary = await card(canvasElement, inTermStaking.name);
    await userEvent.click(summary.getByRole('button', { name: 'Re-enrollment Open' }));
    const dialog = await openDialog('Re-enrollment Open');
    await expect(within(dialog).getByRole('slider')).toHaveAttribute('aria-valuetext', '100%');
    await expect(
      within(dialog).getByText(
        'Any unallocated amount is returned to your AXC account at the end of the term.',
      ),
    ).toBeVisible();
  },
};

/** Save with nothing chosen: the pool and terms messages; the slider at 0: 'greater than 0'. */
export const ReEnrollErrors: Story = {
  decorators: [withDetail({ staking: inTermStaking })],
  play: async ({ canvasElement }) => {
    const summary = await card(canvasElement, inTermStaking.name);
    await userEvent.click(summary.getByRole('button', { name: 'Re-enrollment Open' }));
    const dialog = await openDialog('Re-enrollment Open');
    within(dialog).getByRole('slider').focus();
    await userEvent.keyboard('{Home}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(
      await within(dialog).findByText('Please select a re-enroll product!'),
    ).toBeVisible();
    await expect(
      within(dialog).getByText('Re-enroll amount should be greater than 0.'),
    ).toBeVisible();
  },
};

/** An amount above the total: 'lower than the staking total amount: {total}'. */
export const ReEnrollAmountTooHigh: Story = {
  decorators: [withDetail({ staking: inTermStaking })],
  play: async ({ canvasElement }) => {
    const summary = await card(canvasElement, inTermStaking.name);
    await userEvent.click(summary.getByRole('button', { name: 'Re-enrollment Open' }));
    const dialog = await openDialog('Re-enrollment Open');
    const amount = within(dialog).getByRole('textbox', { name: /Re-enroll amount/ });
    await userEvent.clear(amount);
    await userEvent.type(amount, '1500');
    await expect(
      within(dialog).getByText(
        'Re-enroll amount should be lower than the staking total amount: 1000.98628',
      ),
    ).toBeVisible();
  },
};

/** The slider moves the amount (25% of 1,000.98628 = 250.24657), and the amount moves the slider. */
export const ReEnrollSlider: Story = {
  decorators: [withDetail({ staking: inTermStaking })],
  play: async ({ canvasElement }) => {
    const summary = await card(canvasElement, inTermStaking.name);
    await userEvent.click(summary.getByRole('button', { name: 'Re-enrollment Open' }));
    const dialog = await openDialog('Re-enrollment Open');
    const slider = within(dialog).getByRole('slider', { name: 'Share of the staking total' });
    const amount = within(dialog).getByRole('textbox', { name: /Re-enroll amount/ });
    slider.focus();
    await userEvent.keyboard('{Home}');
    for (let step = 0; step < 25; step += 1) await userEvent.keyboard('{ArrowRight}');
    await expect(slider).toHaveAttribute('aria-valuetext', '25%');
    await expect(amount).toHaveValue('250.24657');
    await userEvent.clear(amount);
    await userEvent.type(amount, '500.49314');
    await expect(slider).toHaveAttribute('aria-valuetext', '50%');
  },
};

/** After the term end: the auto re-enrollment carried out, said in the past tense with the pool's name. */
export const ReEnrollmentCarriedOut: Story = {
  decorators: [
    withDetail({
      staking: {
        ...reEnrolledStaking,
        status: 'CLAIMED',
        autoEnrollments: reEnrolledStaking.autoEnrollments.map((enrollment) => ({
          ...enrollment,
          executedAt: '2026-11-20T00:00:00.000Z',
        })),
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const summary = await card(canvasElement, reEnrolledStaking.name);
    await expect(
      summary.getByText('Re-enrolled: 500.49314 AXC went into AXC Growth 6M on 2026-11-20.'),
    ).toBeVisible();
  },
};

/** 'Edit Re-enrollment': starts from the existing auto-enrollment (its pool, 50%). */
export const ReEnrollEdit: Story = {
  decorators: [withDetail({ staking: reEnrolledStaking })],
  play: async ({ canvasElement }) => {
    const summary = await card(canvasElement, reEnrolledStaking.name);
    await userEvent.click(summary.getByRole('button', { name: 'Edit Re-enrollment' }));
    const dialog = await openDialog('Edit Re-enrollment');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /Re-enroll pool/ })).toHaveTextContent(
        limitedPool.name,
      ),
    );
    await expect(within(dialog).getByRole('slider')).toHaveAttribute('aria-valuetext', '50%');
  },
};

/** The chosen pool filled up before term end: the bank's notice replaces the promise (issue 29 #4). */
const blockedNotice =
  'Your re-enrollment cannot be carried out: the pool AXC Quarter is full. At term end the staking will be ready to claim unless you change it.';
const reEnrollBlockedStaking = {
  ...reEnrolledStaking,
  autoEnrollments: reEnrolledStaking.autoEnrollments.map((plan) => ({
    ...plan,
    notice: blockedNotice,
  })),
};
export const ReEnrollBlocked: Story = {
  decorators: [withDetail({ staking: reEnrollBlockedStaking })],
  play: async ({ canvasElement }) => {
    const summary = await card(canvasElement, reEnrolledStaking.name);
    await expect(summary.getByRole('status')).toHaveTextContent(blockedNotice);
    await expect(summary.queryByText(/at the end of the term/)).toBeNull();
    await expect(summary.getByRole('button', { name: 'Edit Re-enrollment' })).toBeVisible();
  },
};

// Claim.

export const ClaimDialog: Story = {
  decorators: [withDetail({ staking: readyStaking })],
  play: async ({ canvasElement }) => {
    const summary = await card(canvasElement, readyStaking.name);
    await userEvent.click(summary.getByRole('button', { name: 'Claim' }));
    const dialog = await openDialog('Claim staking');
    await expect(
      await within(dialog).findByRole('radiogroup', { name: 'Deposit to account' }),
    ).toBeVisible();
  },
};

/** Claim pressed without an account: 'Please select an account to deposit the staking balance!'. */
export const ClaimAccountRequired: Story = {
  decorators: [withDetail({ staking: readyStaking })],
  play: async ({ canvasElement }) => {
    const summary = await card(canvasElement, readyStaking.name);
    await userEvent.click(summary.getByRole('button', { name: 'Claim' }));
    const dialog = await openDialog('Claim staking');
    await within(dialog).findByRole('radiogroup', { name: 'Deposit to account' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Claim' }));
    await expect(
      await within(dialog).findByText('Please select an account to deposit the staking balance!'),
    ).toBeVisible();
  },
};

// Transactions and rewards.

/** 45 activities: 20 a page, a pager without a size changer. */
export const ActivitiesManyPages: Story = {
  decorators: [
    withDetail({ responses: { getStakingActivities: pagedActivities(manyActivities(45)) } }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Transactions' });
    await expect(within(list).getAllByRole('button')).toHaveLength(20);
    const pages = canvas.getByRole('navigation', { name: 'Transaction pages' });
    await expect(within(pages).getByRole('button', { name: 'Page 3' })).toBeVisible();
  },
};

/** A row's detail: amounts, dates, the spendable changes in AXC and USD, the parties. */
export const ActivityDetail: Story = {
  decorators: [withDetail()],
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Transactions' });
    await userEvent.click(within(list).getByRole('button', { name: /Staking created/ }));
    const dialog = await openDialog('Transaction details');
    await expect(await within(dialog).findByText('Applied to AXC Flex 30')).toBeVisible();
    await expect(within(dialog).getByRole('region', { name: 'From' })).toBeVisible();
  },
};

export const ActivityDetailLoading: Story = {
  decorators: [withDetail({ responses: { getStakingActivity: forever } })],
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Transactions' });
    await userEvent.click(within(list).getAllByRole('button')[0]!);
    const dialog = await openDialog('Transaction details');
    await expect(within(dialog).getByText('Loading the transaction')).toBeInTheDocument();
  },
};

/** 'Rewards': the interest records, newest first. */
export const Rewards: Story = {
  decorators: [withDetail({ staking: longTermStaking })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await card(canvasElement, longTermStaking.name);
    await userEvent.click(canvas.getByRole('radio', { name: 'Rewards' }));
    const table = await canvas.findByRole('grid', { name: 'Daily rewards' });
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
  },
};

/** A new staking: 'No records' in both lists. */
export const EmptyLists: Story = {
  decorators: [
    withDetail({
      staking: createdStaking,
      responses: {
        getStakingActivities: { data: [], totalCount: 0 },
        getStakingInterestRecords: { data: [], totalCount: 0 },
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No records' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Rewards' }));
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 2, name: 'Rewards' })).toBeVisible(),
    );
    await expect(await canvas.findByRole('heading', { name: 'No records' })).toBeVisible();
  },
};

// Loading and errors.

export const Loading: Story = {
  decorators: [withDetail({ responses: { getStaking: forever, getStakingActivities: forever } })],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading the staking')).toBeInTheDocument();
  },
};

/** Another customer's staking, or none: 404. */
export const NotFound: Story = {
  decorators: [withDetail({ responses: { getStaking: stakingNotFound } })],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Staking not found' }),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  decorators: [
    withDetail({
      responses: {
        getStaking: () => {
          throw new Error('Service temporarily unavailable');
        },
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        name: 'The staking could not be loaded',
      }),
    ).toBeVisible();
  },
};

export const ActivitiesError: Story = {
  decorators: [
    withDetail({
      responses: {
        getStakingActivities: () => {
          throw new Error('Service temporarily unavailable');
        },
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        name: 'The transactions could not be loaded',
      }),
    ).toBeVisible();
  },
};

export const MobileWidth: Story = {
  decorators: [withDetail({ staking: longTermStaking })],
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** Issue 30: the rewards over the term as bars, above the lists (issue 43: accrued, with a value axis). */
export const RewardsChart: Story = {
  decorators: [withDetail()],
  play: async ({ canvasElement }) => {
    const figure = await within(canvasElement).findByRole('figure', {
      name: 'Rewards accrued over the term',
    });
    await waitFor(() => expect(figure).toHaveAccessibleDescription(/^Rewards accrued totalled /));
    await expect(within(figure).getByTestId('value-axis')).toHaveTextContent(/0\.00000 AXC/);
  },
};

/**
 * Issue 43: a monthly staking before its first month ends — every day the same reward accrued (principal × APR ÷
 * 365: equal bars, the axis says how tall), none credited yet: the card says 'Rewards credited', the chart 'accrued'.
 */
export const RewardsAccruedNotCredited: Story = {
  decorators: [
    withDetail({
      staking: { ...longTermStaking, interestAmount: '0.00000' },
      responses: {
        getStakingRewardHistory: {
          stakingId: longTermStaking.id,
          currency: 'AXC',
          termStartDate: '2026-11-12',
          termEndDate: '2027-05-12',
          points: Array.from({ length: 19 }, (_, index) => ({
            date: new Date(Date.UTC(2026, 10, 12 + index)).toISOString().slice(0, 10),
            reward: '2.05479',
            cumulative:
              [
                '2.05479',
                '4.10958',
                '6.16437',
                '8.21916',
                '10.27395',
                '12.32874',
                '14.38353',
                '16.43832',
                '18.49311',
                '20.54790',
                '22.60269',
                '24.65748',
                '26.71227',
                '28.76706',
                '30.82185',
                '32.87664',
                '34.93143',
                '36.98622',
                '39.04101',
              ][index] ?? '0',
          })),
        },
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const figure = await canvas.findByRole('figure', { name: 'Rewards accrued over the term' });
    await waitFor(() =>
      expect(figure).toHaveAccessibleDescription(
        'Rewards accrued totalled 39.04101 AXC over 19 days, 2.05479 AXC each day.',
      ),
    );
    await expect(
      canvas.getByText('Rewards credited', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('0.00000 AXC');
  },
};

export const RewardsChartLoading: Story = {
  decorators: [withDetail({ responses: { getStakingRewardHistory: forever } })],
};

export const RewardsChartEmpty: Story = {
  decorators: [
    withDetail({
      responses: { getStakingRewardHistory: { ...rewardHistory(inTermStaking), points: [] } },
    }),
  ],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No rewards accrued yet.')).toBeVisible();
  },
};

export const RewardsChartFailed: Story = {
  decorators: [
    withDetail({
      responses: {
        getStakingRewardHistory: () =>
          Promise.reject(new Error('The rewards could not be loaded.')),
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The rewards could not be loaded.'),
    ).toBeVisible();
  },
};
