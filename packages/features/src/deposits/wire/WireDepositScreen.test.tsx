import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Account, TransportRequest } from '@axia/core';
import type { Services } from '../../kit';
import { createFakeServices, ScreenInRoute } from '../../kit/testing';
import {
  eurAccount,
  gbpAccount,
  SENT,
  TODAY,
  usdAccount,
  wireAccounts,
  wireResponses,
} from './fixtures';
import { WireDepositView } from './WireDepositScreen';

// Seed 001 §2 'Wire deposit wizard', §4, §5, §8: the four steps, what Back clears, the account picker, the amount's
// decimals, the source-of-funds declaration from 10,000 USD, the instructions and the submit.

function setup({
  responses = {},
  accounts = wireAccounts,
}: { responses?: Record<string, unknown>; accounts?: readonly Account[] } = {}) {
  const notify = vi.fn<Services['notify']>();
  const navigate = vi.fn<Services['navigate']>();
  const sent: unknown[] = [];
  const services = createFakeServices({
    notify,
    navigate,
    accounts: { accounts },
    responses: {
      ...wireResponses({
        requestWireDeposit: (request: TransportRequest) => {
          sent.push(request.body);
          return SENT;
        },
      }),
      ...responses,
    },
  });
  const user = userEvent.setup();
  render(
    <ScreenInRoute services={services} path="/deposit/wire-deposit">
      <WireDepositView clock={() => TODAY} />
    </ScreenInRoute>,
  );
  return { notify, navigate, sent, user };
}

const button = (name: string) => screen.getByRole('button', { name });
const stepHeading = (name: string) => screen.getByRole('heading', { level: 2, name });

async function chooseCurrency(user: ReturnType<typeof userEvent.setup>, currency: string) {
  await user.click(screen.getByRole('radio', { name: new RegExp(`^${currency}`) }));
  await user.click(button('Next'));
  await waitFor(() => expect(stepHeading('Select account')).toHaveFocus());
}

async function chooseAccount(user: ReturnType<typeof userEvent.setup>, name: RegExp) {
  await user.click(screen.getByRole('radio', { name }));
  await user.click(button('Next'));
  await waitFor(() => expect(stepHeading('Select amount')).toHaveFocus());
}

const amountField = () => screen.getByRole('textbox', { name: 'Amount' });
const declaration = () => screen.queryByRole('group', { name: /Source of Funds Declaration/ });

async function chooseSource(user: ReturnType<typeof userEvent.setup>, source: string) {
  await user.click(screen.getByRole('button', { name: /Source of Funds/ }));
  await user.click(await screen.findByRole('option', { name: source }));
}

describe('the wire deposit wizard', () => {
  it('names its 4 steps as the spec does; Back on the first step and Cancel return to /deposit', async () => {
    const { navigate, user } = setup();
    const steps = within(screen.getByRole('group', { name: 'Wire deposit steps' }));
    expect(steps.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Select currency'),
      expect.stringContaining('Select account'),
      expect.stringContaining('Select amount'),
      expect.stringContaining('Deposit'),
    ]);
    expect(stepHeading('Select currency')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Wire deposit' })).toBeInTheDocument();
    await user.click(button('Back'));
    expect(navigate).toHaveBeenLastCalledWith('/deposit');
    await chooseCurrency(user, 'USD');
    await user.click(button('Cancel'));
    expect(navigate).toHaveBeenCalledTimes(2);
    expect(navigate).toHaveBeenLastCalledWith('/deposit');
  });

  it('offers the fiat currencies; Next waits for one; back from step 1 clears it', async () => {
    const { user } = setup();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['USD', 'EUR', 'GBP']);
    expect(button('Next')).toHaveAttribute('aria-disabled', 'true');
    await chooseCurrency(user, 'USD');
    await user.click(button('Back'));
    await waitFor(() => expect(stepHeading('Select currency')).toHaveFocus());
    for (const radio of screen.getAllByRole('radio')) expect(radio).not.toBeChecked();
    expect(button('Next')).toHaveAttribute('aria-disabled', 'true');
  });

  it('lists the currency’s accounts; only ACTIVE ones can be chosen, the others greyed with Action Required', async () => {
    const { user } = setup();
    await chooseCurrency(user, 'USD');
    const picker = screen.getByRole('radiogroup', { name: 'Deposit to account' });
    const options = within(picker).getAllByRole('radio');
    expect(options).toHaveLength(2);
    const frozen = within(picker).getByRole('radio', { name: /^US Dollar Savings/ });
    expect(frozen).toBeDisabled();
    expect(frozen.closest('label')).toHaveTextContent('Action Required');
    // And what it calls for (issue 42), read as the radio's description.
    expect(frozen).toHaveAccessibleDescription(
      'This account is frozen: contact support to use it again.',
    );
    expect(button('Next')).toHaveAttribute('aria-disabled', 'true');
    await user.click(frozen);
    expect(frozen).not.toBeChecked();
    expect(button('Next')).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(picker).getByRole('radio', { name: /^US Dollar Account/ }));
    expect(button('Next')).not.toHaveAttribute('aria-disabled');
  });

  it('says so when no account of the currency is ACTIVE', async () => {
    const { user } = setup({ accounts: [usdAccount, gbpAccount] });
    await chooseCurrency(user, 'GBP');
    expect(
      screen.getByText('You have no active GBP account that can receive a wire deposit.'),
    ).toBeInTheDocument();
    expect(button('Next')).toHaveAttribute('aria-disabled', 'true');
  });

  it('takes the currency’s decimals; under 10,000 USD no declaration; back from step 2 clears the amount', async () => {
    const { user } = setup();
    await chooseCurrency(user, 'USD');
    await chooseAccount(user, /^US Dollar Account/);
    expect(button('Next')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Next becomes available once the amount is entered.')).toBeVisible();
    await user.type(amountField(), '2500.999');
    expect(amountField()).toHaveValue('2,500.99');
    expect(declaration()).toBeNull();
    expect(button('Next')).not.toHaveAttribute('aria-disabled');
    await user.clear(amountField());
    await user.type(amountField(), '0');
    expect(button('Next')).toHaveAttribute('aria-disabled', 'true');

    await user.clear(amountField());
    await user.type(amountField(), '9999.99');
    await user.click(button('Back'));
    await waitFor(() => expect(stepHeading('Select account')).toHaveFocus());
    // The account stays chosen; the amount does not.
    await user.click(button('Next'));
    await waitFor(() => expect(stepHeading('Select amount')).toHaveFocus());
    expect(amountField()).toHaveValue('');
  });

  it('from 10,000 USD asks for the declaration: a source, Other’s text, the acceptance, name and date', async () => {
    const { user } = setup();
    await chooseCurrency(user, 'USD');
    await chooseAccount(user, /^US Dollar Account/);
    // A polite status, present before the group appears, says it did (issue 28: it appeared silently).
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(/^$/);
    await user.type(amountField(), '10000');
    expect(status).toHaveTextContent(
      'A Source of Funds Declaration is now needed: its fields follow the amount.',
    );
    const group = declaration()!;
    expect(group).toBeVisible();
    expect(group).toHaveTextContent(
      'Deposits of 10,000 USD or more need a source of funds declaration.',
    );
    expect(group).toHaveTextContent('Ada Lovelace');
    expect(group).toHaveTextContent('2026-11-21');
    expect(button('Next')).toHaveAttribute('aria-disabled', 'true');
    expect(
      screen.getByText(
        'Next becomes available once the amount is entered and the source of funds declaration is complete.',
      ),
    ).toBeVisible();

    // The choices of §5, 'Select Source of Funds' counting as none.
    await user.click(screen.getByRole('button', { name: /Source of Funds/ }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Personal Investment',
      'Income',
      'Gift',
      'Inheritance',
      'Other',
    ]);
    await user.keyboard('{Escape}');
    await chooseSource(user, 'Other');
    const accept = screen.getByRole('checkbox', {
      name: 'I hereby accept the Source of Funds requirement as a condition of processing my deposit.',
    });
    await user.click(accept);
    // 'Other' without text: still not complete; its error once the field is left.
    expect(button('Next')).toHaveAttribute('aria-disabled', 'true');
    const other = screen.getByRole('textbox', { name: /Other source of funds/ });
    await user.type(other, '   ');
    await user.tab();
    expect(other).toHaveAccessibleDescription(/Please specify the source of fund/);
    await user.type(other, 'Sold a car');
    expect(button('Next')).not.toHaveAttribute('aria-disabled');

    // Back from step 2 clears the source of funds and its acceptance too.
    await user.click(button('Back'));
    await user.click(button('Next'));
    await waitFor(() => expect(stepHeading('Select amount')).toHaveFocus());
    await user.type(amountField(), '10000');
    expect(screen.getByRole('checkbox', { name: /I hereby accept/ })).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: /Other source of funds/ })).toBeNull();
    expect(button('Next')).toHaveAttribute('aria-disabled', 'true');
  });

  it('measures EUR at the bank’s rate to USD', async () => {
    const { user } = setup();
    await chooseCurrency(user, 'EUR');
    await chooseAccount(user, /^Euro Account/);
    // 9,259.25 EUR × 1.08 = 9,999.99 USD; 9,259.26 EUR = 10,000.00 USD (rounded down to cents, as the bank does).
    await user.type(amountField(), '9259.25');
    expect(declaration()).toBeNull();
    expect(button('Next')).not.toHaveAttribute('aria-disabled');
    await user.type(amountField(), '{Backspace}6');
    expect(declaration()).toBeVisible();
    expect(button('Next')).toHaveAttribute('aria-disabled', 'true');
  });

  it('says the 1,000,000 USD maximum at the amount, in USD and at the rate for EUR, and holds Next (issue 42)', async () => {
    const refusal =
      'A wire deposit request may be at most 1,000,000.00 USD; for more, contact support';
    const { user } = setup();
    await chooseCurrency(user, 'USD');
    await chooseAccount(user, /^US Dollar Account/);
    await user.type(amountField(), '1000000.01');
    expect(amountField()).toHaveAccessibleDescription(expect.stringContaining(refusal));
    expect(amountField()).toHaveAttribute('aria-invalid', 'true');
    expect(button('Next')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByText(/^Next becomes available/)).toBeNull();
    await user.type(amountField(), '{Backspace}{Backspace}{Backspace}');
    expect(amountField()).toHaveValue('1,000,000');
    expect(screen.queryByText(refusal)).toBeNull();
    expect(amountField()).not.toHaveAttribute('aria-invalid');

    await user.click(button('Back'));
    await user.click(button('Back'));
    await waitFor(() => expect(stepHeading('Select currency')).toHaveFocus());
    await chooseCurrency(user, 'EUR');
    await chooseAccount(user, /^Euro Account/);
    // 925,925.92 EUR × 1.08 = 999,999.99 USD; 925,925.93 EUR = 1,000,000.00 USD; 925,925.94 EUR is over.
    await user.type(amountField(), '925925.93');
    expect(screen.queryByText(refusal)).toBeNull();
    await user.type(amountField(), '{Backspace}4');
    expect(screen.getByText(refusal)).toBeVisible();
  });

  it('asks for the declaration when the rate to USD cannot be read', async () => {
    const { user } = setup({
      responses: { getConversionRate: () => Promise.reject(new Error('down')) },
    });
    await chooseCurrency(user, 'EUR');
    await chooseAccount(user, /^Euro Account/);
    await user.type(amountField(), '10');
    expect(declaration()).toHaveTextContent(
      'The value of this amount in USD could not be worked out, so a source of funds declaration is needed.',
    );
  });

  it('shows the wire instructions and sends the request: toast, then /deposit', async () => {
    const { user, sent, notify, navigate } = setup();
    await chooseCurrency(user, 'USD');
    await chooseAccount(user, /^US Dollar Account/);
    await user.type(amountField(), '12000');
    await chooseSource(user, 'Income');
    await user.click(screen.getByRole('checkbox', { name: /I hereby accept/ }));
    await user.click(button('Next'));
    await waitFor(() => expect(stepHeading('Deposit')).toHaveFocus());
    expect(await screen.findByText('Harborline Trust Bank, N.A.')).toBeVisible();
    expect(screen.getByText('4400192837')).toBeVisible();
    const summary = screen.getByRole('heading', { name: 'Your deposit' }).parentElement!;
    expect(summary).toHaveTextContent('US Dollar Account USD4820193746');
    expect(summary).toHaveTextContent('$12,000.00');

    await user.click(button('Submit'));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/deposit'));
    expect(sent).toEqual([
      {
        toAccountId: 'acc-usd',
        amountUsd: '12000',
        sourceOfFund: {
          source: 'Income',
          declarationAccepted: true,
          signature: 'Ada Lovelace',
          date: '2026-11-21',
        },
      },
    ]);
    expect(notify).toHaveBeenCalledWith({
      tone: 'success',
      title: 'Wire deposit request sent successfully!',
    });
  });

  it('sends no declaration under 10,000 USD', async () => {
    const { user, sent } = setup();
    await chooseCurrency(user, 'EUR');
    await chooseAccount(user, /^Euro Account/);
    await user.type(amountField(), '100.5');
    await user.click(button('Next'));
    await waitFor(() => expect(stepHeading('Deposit')).toHaveFocus());
    await user.click(button('Submit'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ toAccountId: eurAccount.id, amountUsd: '100.5' });
  });

  it.each([
    [
      'the server message',
      {
        response: {
          data: { statusCode: 400, message: 'Only an active account can receive the deposit' },
        },
      },
      'Only an active account can receive the deposit',
    ],
    ['Unknown error!', {}, 'Unknown error!'],
  ])('a refused request shows %s and stays', async (_, error, message) => {
    const { user, notify, navigate } = setup({
      responses: { requestWireDeposit: () => Promise.reject(error) },
    });
    await chooseCurrency(user, 'USD');
    await chooseAccount(user, /^US Dollar Account/);
    await user.type(amountField(), '50');
    await user.click(button('Next'));
    await waitFor(() => expect(stepHeading('Deposit')).toHaveFocus());
    await user.click(button('Submit'));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ tone: 'error', title: message }));
    expect(navigate).not.toHaveBeenCalled();
    expect(stepHeading('Deposit')).toBeInTheDocument();
    expect(button('Submit')).toBeEnabled();
  });

  it('goes back to the amount with the declaration when the bank asks for it', async () => {
    const { user } = setup({
      responses: {
        requestWireDeposit: () =>
          Promise.reject({
            response: {
              data: {
                statusCode: 400,
                message: 'The source of funds declaration is required for this amount',
              },
            },
          }),
      },
    });
    await chooseCurrency(user, 'USD');
    await chooseAccount(user, /^US Dollar Account/);
    await user.type(amountField(), '50');
    await user.click(button('Next'));
    await waitFor(() => expect(stepHeading('Deposit')).toHaveFocus());
    await user.click(button('Submit'));
    await waitFor(() => expect(stepHeading('Select amount')).toHaveFocus());
    expect(declaration()).toBeVisible();
    expect(button('Next')).toHaveAttribute('aria-disabled', 'true');
  });

  it("shows the bank's refusal of the signature on the declaration, not as a toast (issue 29 #2)", async () => {
    const message = 'The signature must be your full legal name';
    const { user, notify } = setup({
      responses: {
        requestWireDeposit: () =>
          Promise.reject({ response: { data: { statusCode: 400, message } } }),
      },
    });
    await chooseCurrency(user, 'USD');
    await chooseAccount(user, /^US Dollar Account/);
    await user.type(amountField(), '12000');
    await chooseSource(user, 'Income');
    await user.click(screen.getByRole('checkbox', { name: /I hereby accept/ }));
    await user.click(button('Next'));
    await waitFor(() => expect(stepHeading('Deposit')).toHaveFocus());
    await user.click(button('Submit'));
    await waitFor(() => expect(stepHeading('Select amount')).toHaveFocus());
    const alert = within(declaration()!).getByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(declaration()).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(notify).not.toHaveBeenCalledWith({ tone: 'error', title: message });
  });

  it('says when the wire instructions cannot be read, and reads them again on Try again', async () => {
    let answer: unknown = null;
    const { user } = setup({ responses: { getBankSetting: () => answer } });
    await chooseCurrency(user, 'USD');
    await chooseAccount(user, /^US Dollar Account/);
    await user.type(amountField(), '50');
    await user.click(button('Next'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was an error fetching Bank Wire Deposit Information',
    );
    answer = wireResponses().getBankSetting;
    await user.click(button('Try again'));
    expect(await screen.findByText('Harborline Trust Bank, N.A.')).toBeVisible();
    await act(async () => {});
  });
});
