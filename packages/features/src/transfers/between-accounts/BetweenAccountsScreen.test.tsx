import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { creditedAmount, debitForCredit, type Account, type TransportRequest } from '@axia/core';
import type { Services } from '../../kit';
import { createFakeServices, fakeUser, ScreenInRoute } from '../../kit/testing';
import { transferAccounts, USD_EUR_RATE } from '../components/fixtures';
import { BetweenAccountsView } from './BetweenAccountsScreen';

// Seed 001 §2, §5: the four steps, Back clearing the step left, the target list without the source, the two linked
// amounts (core's rounding), the balance check, the confirmation and the send.

function setup({
  accounts = transferAccounts,
  features = [...fakeUser.features, 'FIAT_TO_CRYPTO'],
  send,
  rate = USD_EUR_RATE,
}: {
  accounts?: readonly Account[];
  features?: string[];
  send?: (request: TransportRequest) => unknown;
  rate?: string;
} = {}) {
  const notify = vi.fn<Services['notify']>();
  const navigate = vi.fn<Services['navigate']>();
  const refresh = vi.fn(async () => {});
  const sent: TransportRequest[] = [];
  const services = createFakeServices({
    notify,
    navigate,
    accounts: { refresh },
    session: { user: { ...fakeUser, features: features as typeof fakeUser.features } },
    responses: {
      getAllowTransferFrom: { accounts, stakings: [] },
      getAllowTransferTo: { accounts },
      getConversionRate: () => ({ conversionRate: rate }),
      transferBetweenAccounts: (request: TransportRequest) => {
        sent.push(request);
        return send
          ? send(request)
          : {
              statusCode: 200,
              message: 'Transfer completed',
              transactionId: 't',
              publicId: 'p',
              debited: '1',
              credited: '1',
              rate: USD_EUR_RATE,
            };
      },
    },
  });
  const user = userEvent.setup();
  render(
    <ScreenInRoute services={services} path="/transfer/between-accounts">
      <BetweenAccountsView />
    </ScreenInRoute>,
  );
  return { notify, navigate, refresh, sent, user };
}

const button = (name: string) => screen.getByRole('button', { name });
const stepHeading = (name: string) => screen.getByRole('heading', { level: 2, name });

async function toAmountStep(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: /^US Dollar Account/ }));
  await user.click(button('Next'));
  await waitFor(() => expect(stepHeading('Account to')).toHaveFocus());
  await user.click(screen.getByRole('radio', { name: /^Euro Account/ }));
  await user.click(button('Next'));
  await waitFor(() => expect(stepHeading('Transfer amount')).toHaveFocus());
  await screen.findByRole('textbox', { name: 'Amount to send (USD)' });
}

describe('the between-accounts wizard', () => {
  it('names the 4 steps; Back on step 0 and Cancel return to /transfer', async () => {
    const { navigate, user } = setup();
    const steps = within(screen.getByRole('group', { name: 'Transfer between accounts steps' }));
    expect(steps.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Account from'),
      expect.stringContaining('Account to'),
      expect.stringContaining('Transfer amount'),
      expect.stringContaining('Overview'),
    ]);
    await user.click(button('Back'));
    expect(navigate).toHaveBeenLastCalledWith('/transfer');
    await user.click(button('Cancel'));
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it('only ACTIVE accounts can be picked; USD needs FIAT_TO_CRYPTO', async () => {
    const { user } = setup({ features: [...fakeUser.features] });
    const picker = await screen.findByRole('radiogroup', { name: 'Transfer from account' });
    expect(within(picker).queryByRole('radio', { name: /^US Dollar Account/ })).toBeNull();
    const frozen = within(picker).getByRole('radio', { name: /^British Pound Account/ });
    expect(frozen).toBeDisabled();
    expect(button('Next')).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(picker).getByRole('radio', { name: /^Euro Account/ }));
    expect(button('Next')).not.toHaveAttribute('aria-disabled');
  });

  it('Next stays in the tab order while the step is incomplete, says why, and ignores presses (issue 28)', async () => {
    const { user } = setup();
    await screen.findByRole('radio', { name: /^US Dollar Account/ });
    button('Back').focus();
    await user.tab();
    const next = button('Next');
    expect(next).toHaveFocus();
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveAccessibleDescription('Complete this step to continue');
    await user.keyboard('{Enter}');
    expect(stepHeading('Account from')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: /^US Dollar Account/ }));
    expect(next).not.toHaveAttribute('aria-disabled');
    expect(next).not.toHaveAccessibleDescription();
  });

  it("the target list excludes the source; none left says There's no available account to transfer to!", async () => {
    const { user } = setup({ accounts: transferAccounts.slice(0, 1) });
    await user.click(await screen.findByRole('radio', { name: /^US Dollar Account/ }));
    await user.click(button('Next'));
    expect(await screen.findByText("There's no available account to transfer to!")).toBeVisible();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(button('Next')).toHaveAttribute('aria-disabled', 'true');
  });

  it('by keyboard: the target list keeps a tab stop after the source (focused last) left it', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('radio', { name: /^Euro Account/ }));
    await user.click(button('Next'));
    await waitFor(() => expect(stepHeading('Account to')).toHaveFocus());
    await user.tab();
    expect(document.activeElement).toHaveAttribute('type', 'radio');
  });

  it('links the two amounts with core’s rounding and shows the rate to 5 places', async () => {
    const { user } = setup();
    await toAmountStep(user);
    expect(screen.getByText('1 USD = 0.92150 EUR')).toBeVisible();
    const from = screen.getByRole('textbox', { name: 'Amount to send (USD)' });
    const to = screen.getByRole('textbox', { name: 'Amount to receive (EUR)' });
    await user.type(from, '10.01');
    expect(to).toHaveValue(creditedAmount('10.01', USD_EUR_RATE, 'EUR'));
    expect(to).toHaveValue('9.22');
    await user.clear(to);
    await user.type(to, '50');
    expect(from).toHaveValue(debitForCredit('50', USD_EUR_RATE, 'USD', 'EUR'));
    expect(from).toHaveValue('54.26');
  });

  it('cuts the shown rate to 5 places, as the card deposit does (core displayRate; the amounts use the exact rate)', async () => {
    const { user } = setup({ rate: '0.921567' });
    await toAmountStep(user);
    // Rounded up it would read 0.92157: more than any credit at the rate gives (issue 42).
    expect(screen.getByText('1 USD = 0.92156 EUR')).toBeVisible();
  });

  it('refuses more than the balance: You do not have enough balance for this transaction', async () => {
    const { user } = setup();
    await toAmountStep(user);
    await user.type(screen.getByRole('textbox', { name: 'Amount to send (USD)' }), '1000.01');
    expect(screen.getByText('You do not have enough balance for this transaction')).toBeVisible();
    expect(button('Next')).toHaveAttribute('aria-disabled', 'true');
    // Typed with focus in the field: no focus move reads it, so it is said (issue 28 #5).
    const heard = Array.from(
      document.querySelectorAll('[aria-live="polite"]'),
      (region) => region.textContent,
    ).join('|');
    expect(heard).toContain('Error: You do not have enough balance for this transaction');
  });

  it('Back clears the step it leaves', async () => {
    const { user } = setup();
    await toAmountStep(user);
    await user.type(screen.getByRole('textbox', { name: 'Amount to send (USD)' }), '10');
    await user.click(button('Back'));
    await waitFor(() => expect(stepHeading('Account to')).toHaveFocus());
    expect(screen.getByRole('radio', { name: /^Euro Account/ })).toBeChecked();
    await user.click(button('Next'));
    expect(await screen.findByRole('textbox', { name: 'Amount to send (USD)' })).toHaveValue('');
    await user.click(button('Back'));
    await user.click(button('Back'));
    await waitFor(() => expect(stepHeading('Account from')).toHaveFocus());
    await user.click(button('Next'));
    for (const radio of screen.getAllByRole('radio')) expect(radio).not.toBeChecked();
  });

  it('Send waits for the checkbox; success notifies the bank’s message, re-reads the accounts and goes to /transfer', async () => {
    const { user, sent, notify, navigate, refresh } = setup();
    await toAmountStep(user);
    await user.type(screen.getByRole('textbox', { name: 'Amount to send (USD)' }), '100');
    await user.click(button('Next'));
    await waitFor(() => expect(stepHeading('Overview')).toHaveFocus());
    const credited = screen.getByText('You receive').nextElementSibling;
    expect(credited).toHaveTextContent('€92.15');
    expect(button('Send')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Please check the checkbox above before continuing!')).toBeVisible();
    await user.click(screen.getByRole('checkbox'));
    expect(screen.queryByText('Please check the checkbox above before continuing!')).toBeNull();
    await user.dblClick(button('Send'));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/transfer'));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({
      fromAccountId: 'acc-usd',
      toAccountId: 'acc-eur',
      amount: '100',
    });
    expect(sent[0]?.idempotencyKey).toEqual(expect.any(String));
    expect(notify).toHaveBeenCalledWith({ tone: 'success', title: 'Transfer completed' });
    expect(refresh).toHaveBeenCalled();
  });

  it('a failure shows the server’s message and stays; the retry after no answer reuses the key', async () => {
    let calls = 0;
    const { user, sent, notify, navigate } = setup({
      send: () => {
        calls += 1;
        if (calls === 1) throw new Error('Network Error');
        throw Object.assign(new Error('You do not have enough balance for this transaction'), {
          status: 400,
        });
      },
    });
    await toAmountStep(user);
    await user.type(screen.getByRole('textbox', { name: 'Amount to send (USD)' }), '100');
    await user.click(button('Next'));
    await user.click(await screen.findByRole('checkbox'));
    await user.click(button('Send'));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ tone: 'error', title: 'Network Error' }),
    );
    await user.click(button('Send'));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.idempotencyKey).toBe(sent[0]?.idempotencyKey);
    await waitFor(() =>
      expect(notify).toHaveBeenLastCalledWith({
        tone: 'error',
        title: 'You do not have enough balance for this transaction',
      }),
    );
    expect(navigate).not.toHaveBeenCalled();
  });
});
