import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { User, UserStaking } from '@axia/core';
import type { Services } from '../../kit';
import { createFakeServices, recordingResponses, ScreenInRoute } from '../../kit/testing';
import {
  axcWallet,
  createdStaking,
  inTermStaking,
  limitedPool,
  longTermStaking,
  readyStaking,
  reEnrolledStaking,
  sampleNow,
  stakingAccounts,
  stakingsByStatus,
  stakingUser,
  unlimitedPool,
} from '../fixtures';
import { detailResponses, manyActivities, pagedActivities, stakingNotFound } from './samples';
import { StakingDetailView } from './StakingDetailScreen';

const httpError = (message: string, status = 400) => Object.assign(new Error(message), { status });

function setup({
  staking = inTermStaking,
  user = stakingUser,
  responses = {},
  now = sampleNow,
}: {
  staking?: UserStaking;
  user?: User;
  responses?: Record<string, unknown>;
  now?: Date;
} = {}) {
  const notify = vi.fn<Services['notify']>();
  const answers = detailResponses(staking, responses);
  const { calls, responses: recorded } = recordingResponses(answers);
  const refresh = vi.fn(async () => {});
  const services = createFakeServices({
    notify,
    session: { user },
    accounts: { accounts: stakingAccounts, refresh },
    responses: recorded,
  });
  const view = async () => {
    const result = render(
      <ScreenInRoute
        services={services}
        path={`/stakings/${staking.id}`}
        route="/stakings/:stakingId"
      >
        <StakingDetailView clock={() => now} />
      </ScreenInRoute>,
    );
    await act(async () => {});
    return result;
  };
  const called = (operation: string) => calls.filter((call) => call.operation === operation);
  return { notify, view, called, refresh };
}

const actionButtons = () =>
  screen.queryByRole('group', { name: 'Actions' })
    ? within(screen.getByRole('group', { name: 'Actions' }))
        .queryAllByRole('button')
        .map((button) => button.textContent)
    : [];

describe('the staking summary', () => {
  it('shows the staking: name, ID, status, money with 5 decimals, APR, term, frequency and UTC dates', async () => {
    const { view, called } = setup({ staking: longTermStaking });
    await view();
    expect(called('getStaking')[0]).toMatchObject({ path: `/staking/${longTermStaking.id}` });
    expect(screen.getByRole('heading', { level: 1, name: 'Staking details' })).toBeVisible();
    const card = screen.getByRole('region', { name: 'AXC Growth 6M' });
    const value = (term: string) =>
      within(card).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Staking ID')).toBe('STK1000000003');
    expect(value('Status')).toBe('In term');
    expect(value('Principal')).toBe('20,000.00000 AXC');
    // Credited: what the chart beside it calls accrued is credited at each period's end (issue 43).
    expect(value('Rewards credited')).toBe('205.47945 AXC');
    expect(value('Total')).toBe('20,205.47945 AXC');
    expect(value('APR')).toBe('12.50%');
    expect(value('Term')).toBe('6 months');
    expect(value('Reward frequency')).toBe('Monthly');
    expect(value('Term start')).toBe('2026-10-02');
    expect(value('Term end')).toBe('2027-04-02');
    expect(value('Created')).toBe('2026-10-01');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/stakings');
  });

  it('labels every status', async () => {
    const labels: Record<string, string> = {
      CREATED: 'Created',
      IN_TERM: 'In term',
      READY_TO_CLAIM: 'Ready to claim',
      CLAIMED: 'Claimed',
      CLOSED: 'Closed',
      SUSPENDED: 'Suspended',
      FROZEN: 'Frozen',
    };
    for (const [status, staking] of Object.entries(stakingsByStatus)) {
      const { view } = setup({ staking });
      const { unmount } = await view();
      expect(
        within(screen.getByRole('region', { name: staking.name })).getAllByText(labels[status]!),
      ).not.toHaveLength(0);
      unmount();
    }
  });

  it('offers per §4: Claim when ready, Add Funds when allowed, re-enrollment in the window', async () => {
    const cases: [UserStaking, User, string[]][] = [
      [readyStaking, stakingUser, ['Claim']],
      [longTermStaking, stakingUser, ['Add Funds']],
      [createdStaking, stakingUser, ['Add Funds']],
      [inTermStaking, stakingUser, ['Re-enrollment Open']],
      [reEnrolledStaking, stakingUser, ['Edit Re-enrollment']],
      [stakingsByStatus.SUSPENDED, stakingUser, []],
      [stakingsByStatus.CLAIMED, stakingUser, []],
      [longTermStaking, { ...stakingUser, features: [] }, []],
      [inTermStaking, { ...stakingUser, features: [] }, []],
    ];
    for (const [staking, user, expected] of cases) {
      const { view } = setup({ staking, user });
      const { unmount } = await view();
      expect(actionButtons()).toEqual(expected);
      unmount();
    }
  });

  it('says why Add Funds is not offered', async () => {
    const { view } = setup({ staking: inTermStaking });
    await view();
    expect(screen.getByText('Add Funds is not available: Re-enrollment is open.')).toBeVisible();
  });

  it('says when the staking is not found, and offers Try again after another failure', async () => {
    const missing = setup({ responses: { getStaking: stakingNotFound } });
    const first = await missing.view();
    expect(screen.getByRole('heading', { name: 'Staking not found' })).toBeVisible();
    first.unmount();
    let fail = true;
    const broken = setup({
      responses: {
        getStaking: () => {
          if (fail) throw httpError('Service down', 500);
          return inTermStaking;
        },
      },
    });
    await broken.view();
    expect(screen.getByRole('heading', { name: 'The staking could not be loaded' })).toBeVisible();
    expect(screen.getByText('Service down')).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: inTermStaking.name })).toBeVisible();
  });
});

describe('the rewards chart (issue 30)', () => {
  it('pictures the rewards by day with their total and the highest day, and reads them again after a claim', async () => {
    let claimed = false;
    const { view, called } = setup({
      staking: readyStaking,
      responses: {
        getStaking: () => (claimed ? { ...readyStaking, status: 'CLAIMED' } : readyStaking),
        claimStaking: () => {
          claimed = true;
          return { ...readyStaking, status: 'CLAIMED' };
        },
      },
    });
    await view();
    const figure = await screen.findByRole('figure', { name: 'Rewards accrued over the term' });
    // 21 days from Nov 1, every fifth day none: 0.01 + 0.00025 × day, the highest on day 20 (Nov 21).
    await waitFor(() =>
      expect(figure).toHaveAccessibleDescription(
        'Rewards accrued totalled 0.21100 AXC over 21 days, highest 0.01500 AXC on Nov 21.',
      ),
    );
    expect(called('getStakingRewardHistory')[0]).toMatchObject({
      path: `/staking/${readyStaking.id}/rewardHistory`,
    });
    await userEvent.click(
      within(figure).getByRole('button', {
        name: 'Show data table for Rewards accrued over the term',
      }),
    );
    const table = within(figure).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Reward accrued', 'Accrued so far']);
    const rows = within(table).getAllByRole('row');
    expect(rows[rows.length - 1]).toHaveTextContent('Nov 210.01500 AXC0.21100 AXC');

    await userEvent.click(screen.getByRole('button', { name: 'Claim' }));
    const dialog = await screen.findByRole('dialog', { name: 'Claim staking' });
    await userEvent.click(await within(dialog).findByRole('radio', { name: /AXC Wallet/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(called('getStakingRewardHistory')).toHaveLength(2));
  });
});

describe('claim', () => {
  it('needs an account, then claims into it', async () => {
    let claimed = false;
    const { view, notify, called } = setup({
      staking: readyStaking,
      responses: {
        getStaking: () => (claimed ? { ...readyStaking, status: 'CLAIMED' } : readyStaking),
        claimStaking: () => {
          claimed = true;
          return { ...readyStaking, status: 'CLAIMED' };
        },
      },
    });
    await view();
    await userEvent.click(screen.getByRole('button', { name: 'Claim' }));
    const dialog = await screen.findByRole('dialog', { name: 'Claim staking' });
    await within(dialog).findByRole('radiogroup', { name: 'Deposit to account' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Claim' }));
    expect(
      await within(dialog).findByText('Please select an account to deposit the staking balance!'),
    ).toBeVisible();
    expect(called('claimStaking')).toHaveLength(0);
    // Only the AXC accounts; the frozen one cannot be chosen.
    const radios = within(dialog).getAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect(radios[2]).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: /AXC Wallet/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Claim' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        tone: 'success',
        title: 'Staking has been claimed successfully!',
      }),
    );
    expect(called('claimStaking')[0]).toMatchObject({
      path: `/staking/${readyStaking.id}/claim`,
      body: { toAccountId: axcWallet.id },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The staking, and its activities, read again: Claim is gone, focus goes to the page's heading.
    expect(called('getStaking')).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Claim' })).toBeNull());
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Staking details' })).toHaveFocus(),
    );
  });

  it('shows the bank’s refusal as it is and closes the dialog', async () => {
    const { view, notify } = setup({
      staking: readyStaking,
      responses: {
        claimStaking: () => {
          throw httpError('Staking is not ready to claim');
        },
      },
    });
    await view();
    await userEvent.click(screen.getByRole('button', { name: 'Claim' }));
    const dialog = await screen.findByRole('dialog', { name: 'Claim staking' });
    await userEvent.click(await within(dialog).findByRole('radio', { name: /AXC Wallet/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Claim' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        tone: 'error',
        title: 'Staking is not ready to claim',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('add funds', () => {
  it('adds from an account through the stake-funds dialog', async () => {
    const { view, notify, called, refresh } = setup({ staking: longTermStaking });
    await view();
    await userEvent.click(screen.getByRole('button', { name: 'Add Funds' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Funds' });
    expect(refresh).toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: /From account/ }));
    await userEvent.click(await screen.findByRole('option', { name: /AXC Wallet/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Amount/ }), '150');
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm staking' }));
    // The shared dialog's confirmation step (U1's StakeFundsDialog).
    const confirm = await screen.findByRole('dialog', { name: 'Confirm adding funds' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        tone: 'success',
        title: 'Amount has been added successfully!',
      }),
    );
    expect(called('addStakingAmount')[0]).toMatchObject({
      path: `/staking/${longTermStaking.id}/add-amount`,
      body: { fromAccountId: axcWallet.id, amount: '150' },
    });
  });
});

describe('re-enrollment', () => {
  it('sets an auto re-enrollment: pool, amount linked to the slider, terms', async () => {
    const { view, notify, called } = setup({ staking: inTermStaking });
    await view();
    await userEvent.click(screen.getByRole('button', { name: 'Re-enrollment Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Re-enrollment Open' });
    expect(
      within(dialog).getByText(
        'Any unallocated amount is returned to your AXC account at the end of the term.',
      ),
    ).toBeVisible();
    const amount = within(dialog).getByRole('textbox', { name: /Re-enroll amount/ });
    const slider = within(dialog).getByRole('slider', { name: 'Share of the staking total' });
    expect(slider).toHaveAttribute('aria-valuetext', '100%');
    expect(amount).toHaveValue('1,000.98628');

    // Save without a pool or the terms: the messages, nothing sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please select a re-enroll product!')).toBeVisible();
    expect(called('createAutoEnrollment')).toHaveLength(0);

    // The slider moves the amount...
    slider.focus();
    await userEvent.keyboard('{Home}');
    expect(amount).toHaveValue('0.00000');
    expect(within(dialog).getByText('Re-enroll amount should be greater than 0.')).toBeVisible();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuetext', '2%');
    expect(amount).toHaveValue('20.01972');
    // ...and typing the amount moves the slider.
    await userEvent.clear(amount);
    await userEvent.type(amount, '1500');
    expect(
      within(dialog).getByText(
        'Re-enroll amount should be lower than the staking total amount: 1000.98628',
      ),
    ).toBeVisible();
    expect(slider).toHaveAttribute('aria-valuetext', '100%');
    await userEvent.clear(amount);
    await userEvent.type(amount, '250.24657');
    expect(slider).toHaveAttribute('aria-valuetext', '25%');

    await userEvent.click(within(dialog).getByRole('button', { name: /Re-enroll pool/ }));
    await userEvent.click(await screen.findByRole('option', { name: /AXC Flex 30/ }));
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        tone: 'success',
        title: 'Auto re-enrollment has been set successfully!',
      }),
    );
    expect(called('createAutoEnrollment')[0]?.body).toEqual({
      stakingId: inTermStaking.id,
      autoEnrollStakingProductCode: unlimitedPool.code,
      autoEnrollAmount: '250.24657',
    });
  });

  it("shows the bank's notice instead of promising a re-enrollment that cannot run (issue 29 #4)", async () => {
    const notice =
      'Your re-enrollment cannot be carried out: the pool AXC-6M is full. At term end the staking will be ready to claim unless you change it.';
    const { view } = setup({
      staking: {
        ...reEnrolledStaking,
        autoEnrollments: reEnrolledStaking.autoEnrollments.map((plan) => ({ ...plan, notice })),
      },
    });
    await view();
    expect(screen.getByRole('status')).toHaveTextContent(notice);
    expect(screen.queryByText(/at the end of the term/)).toBeNull();
  });

  it('edits the existing one', async () => {
    const { view, notify, called } = setup({ staking: reEnrolledStaking });
    await view();
    expect(
      screen.getByText(
        'Auto re-enrollment: 500.49314 AXC into AXC Growth 6M at the end of the term.',
      ),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Re-enrollment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Re-enrollment' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /Re-enroll pool/ })).toHaveTextContent(
        limitedPool.name,
      ),
    );
    expect(within(dialog).getByRole('slider')).toHaveAttribute('aria-valuetext', '50%');
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        tone: 'success',
        title: 'Auto re-enrollment has been updated successfully!',
      }),
    );
    expect(called('updateAutoEnrollment')[0]?.body).toEqual({
      id: 'ae-1',
      autoEnrollStakingProductCode: limitedPool.code,
      autoEnrollAmount: '500.49314',
    });
  });

  it('says the re-enrollment was carried out, in the past tense, once the bank has done it', async () => {
    const [enrollment] = reEnrolledStaking.autoEnrollments;
    const done: UserStaking = {
      ...reEnrolledStaking,
      status: 'CLAIMED',
      autoEnrollments: [{ ...enrollment!, executedAt: '2026-11-20T00:00:00.000Z' }],
    };
    const { view } = setup({ staking: done });
    await view();
    expect(
      screen.getByText('Re-enrolled: 500.49314 AXC went into AXC Growth 6M on 2026-11-20.'),
    ).toBeVisible();
    expect(screen.queryByText(/Auto re-enrollment:/)).toBeNull();
  });

  it('says when a monthly staking’s rewards are credited, and says nothing of it for a daily one', async () => {
    const { view } = setup({ staking: longTermStaking });
    const { unmount } = await view();
    expect(
      screen.getByText(
        'Rewards are credited monthly: at the end of each month of the term, counted from the term start.',
      ),
    ).toBeVisible();
    unmount();
    await setup({ staking: inTermStaking }).view();
    expect(screen.queryByText(/Rewards are credited/)).toBeNull();
  });

  it('shows the minimum’s server text as the spec’s sentence', async () => {
    const { view, notify } = setup({
      staking: reEnrolledStaking,
      responses: {
        updateAutoEnrollment: () => {
          throw httpError('autoEnrollAmount: amount must be greater than or equal to 1');
        },
      },
    });
    await view();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Re-enrollment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Re-enrollment' });
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /Re-enroll pool/ })).toHaveTextContent(
        limitedPool.name,
      ),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        tone: 'error',
        title: 'Staking amount must be greater or equal to 1 AXC',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('transactions and rewards', () => {
  it('lists the activities 20 a page with the default query, and opens one', async () => {
    const rows = manyActivities(45);
    const { view, called } = setup({
      responses: { getStakingActivities: pagedActivities(rows) },
    });
    await view();
    expect(called('getStakingActivities')[0]?.query).toEqual({
      stakingId: inTermStaking.id,
      offset: 0,
      limit: 20,
      orderBy: 'completed_at',
      order: 'desc',
      orderBy2: 'created_at',
      order2: 'desc',
      includeTotalCount: 'true',
      activitiesIn: expect.not.stringContaining('INTEREST_UPDATE'),
    });
    const list = screen.getByRole('list', { name: 'Transactions' });
    expect(within(list).getAllByRole('button')).toHaveLength(20);
    expect(within(list).getAllByRole('button')[0]).toHaveAccessibleName(
      /Card loaded #45.*2026-11-23.*Taken ?−40\.00000 AXC/,
    );
    const pages = screen.getByRole('navigation', { name: 'Transaction pages' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Transactions' })).getAllByRole('button'),
      ).toHaveLength(5),
    );
    expect(called('getStakingActivities').at(-1)?.query).toMatchObject({ offset: 40, limit: 20 });
  });

  it('opens an activity’s detail, read by id', async () => {
    const { view, called } = setup();
    await view();
    const list = screen.getByRole('list', { name: 'Transactions' });
    await userEvent.click(within(list).getByRole('button', { name: /Staking created/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Transaction details' });
    await within(dialog).findByText('Applied to AXC Flex 30');
    expect(called('getStakingActivity')[0]?.path).toBe('/staking/activities/act-1');
    const value = (term: string) =>
      within(dialog).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Amount')).toMatch(/\+1,000\.00000 AXC/);
    expect(value('Currency')).toBe('AXC');
    expect(value('Type')).toBe('Staking created');
    expect(value('Staking ID')).toBe(inTermStaking.publicId);
    expect(value('Spendable change (to) in AXC')).toMatch(/\+1,000\.00000 AXC/);
    expect(value('Spendable change (to) in USD')).toMatch(/\+\$250\.00/);
    expect(value('Spendable change (from) in USD')).toMatch(/−\$250\.00/);
    const from = within(dialog).getByRole('region', { name: 'From' });
    expect(within(from).getByText(axcWallet.publicId)).toBeVisible();
    expect(within(from).getByText('Ada Lovelace')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('switches to Rewards: the interest records, limit 365, newest first', async () => {
    const { view, called } = setup({ staking: longTermStaking });
    await view();
    await userEvent.click(screen.getByRole('radio', { name: 'Rewards' }));
    const table = await screen.findByRole('grid', { name: 'Daily rewards' });
    expect(called('getStakingInterestRecords')[0]).toMatchObject({
      path: `/staking/${longTermStaking.id}/interestRecords`,
      query: { offset: 0, limit: 365, orderBy: 'date', order: 'desc' },
    });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('2026-11-246.84931AXC');
    expect(screen.getByRole('heading', { level: 2, name: 'Rewards' })).toBeVisible();
  });

  it('says No records for an empty list', async () => {
    const { view } = setup({
      staking: createdStaking,
      responses: {
        getStakingActivities: { data: [], totalCount: 0 },
        getStakingInterestRecords: { data: [], totalCount: 0 },
      },
    });
    await view();
    expect(screen.getByRole('heading', { name: 'No records' })).toBeVisible();
    await userEvent.click(screen.getByRole('radio', { name: 'Rewards' }));
    expect(await screen.findByRole('heading', { name: 'No records' })).toBeVisible();
  });
});
