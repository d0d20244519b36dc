import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TransportRequest } from '@axia/core';
import type { Services } from '../../kit';
import { createFakeServices, ScreenInRoute } from '../../kit/testing';
import { CODE_SENT, DONE, TODAY, wireRecipient, wireTransferResponses } from './fixtures';
import { WireTransferView } from './WireTransferScreen';

// Seed 001 §2 'Wire transfer', §3, §5, §8, §9: the steps, the recipient's create and edit modals ('The ... field is
// required', trimmed, 'Recipient has been created.'/'…updated.', 'Cannot Add Recipient'), the amount's minimum,
// balance and spendable checks, the fee and what arrives, the source-of-funds declaration, the confirmation, the
// second factor and the success.

const failure = (message: string, status = 400) =>
  Promise.reject(Object.assign(new Error(message), { status }));

function setup(responses: Record<string, unknown> = {}) {
  const notify = vi.fn<Services['notify']>();
  const navigate = vi.fn<Services['navigate']>();
  const calls: TransportRequest[] = [];
  const services = createFakeServices({
    notify,
    navigate,
    responses: wireTransferResponses({
      wireTransfer: (request: TransportRequest) => {
        calls.push(request);
        return DONE;
      },
      ...responses,
    }),
  });
  // No pause between keystrokes (user-event's default is a timer per key): the wizard's rules are under test here,
  // not the typing speed.
  const user = userEvent.setup({ delay: null });
  render(
    <ScreenInRoute services={services} path="/transfer/wire-transfer">
      <WireTransferView clock={() => TODAY} />
    </ScreenInRoute>,
  );
  return { notify, navigate, calls, user };
}

type User = ReturnType<typeof userEvent.setup>;

/** `text` into an empty field in one input (a paste): what the form does with the value is under test, not each key. */
async function enter(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
const button = (name: string) => screen.getByRole('button', { name });
const stepHeading = (name: string) => screen.getByRole('heading', { level: 2, name });
const amountField = () => screen.getByRole('textbox', { name: /^Amount/ });

async function step(user: User, name: string) {
  await user.click(button('Next'));
  await waitFor(() => expect(stepHeading(name)).toHaveFocus());
}

async function toAmount(user: User, account = /^US Dollar Account/) {
  await user.click(await screen.findByRole('radio', { name: account }));
  await step(user, 'Select recipient');
  await user.click(await screen.findByRole('radio', { name: /^Landlord/ }));
  await step(user, 'Transfer amount');
}

const detail = (term: string) =>
  screen.getAllByText(term, { selector: 'dt' })[0]!.nextElementSibling!;

describe('the wire transfer wizard', () => {
  it('names its 4 steps; only ACTIVE accounts of the bank’s list; Back on step 0 returns to /transfer', async () => {
    const { user, navigate } = setup();
    const steps = within(screen.getByRole('group', { name: 'Wire transfer steps' }));
    expect(steps.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Select account'),
      expect.stringContaining('Select recipient'),
      expect.stringContaining('Transfer amount'),
      expect.stringContaining('Transaction overview'),
    ]);
    expect(await screen.findByRole('radio', { name: /^British Pound Account/ })).toBeDisabled();
    expect(button('Next')).toHaveAttribute('aria-disabled', 'true');
    await user.click(button('Back'));
    expect(navigate).toHaveBeenLastCalledWith('/transfer');
  });

  it('creates a recipient: the required fields’ messages, cleared on editing; trimmed; selected once created', async () => {
    const added: unknown[] = [];
    const created = { ...wireRecipient, id: 'ben-2', beneficiaryName: 'Mill' };
    let list = [wireRecipient];
    const { user, notify } = setup({
      getBeneficiaries: () => list,
      addWireBeneficiary: (request: TransportRequest) => {
        added.push(request.body);
        list = [wireRecipient, created];
        return created;
      },
    });
    await user.click(await screen.findByRole('radio', { name: /^US Dollar Account/ }));
    await step(user, 'Select recipient');
    await user.click(await screen.findByRole('button', { name: 'New recipient' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create wire recipient' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const field = (name: RegExp) => within(dialog).getByRole('textbox', { name });
    expect(field(/^Alias/)).toHaveAccessibleDescription('The Alias field is required');
    expect(field(/^Beneficiary bank name/)).toHaveAccessibleDescription(
      'The Beneficiary bank name field is required',
    );
    expect(field(/^Beneficiary IBAN\/account number/)).toHaveAccessibleDescription(
      'The Beneficiary IBAN/account number field is required',
    );
    expect(within(dialog).getByText('The Beneficiary currency field is required')).toBeVisible();
    expect(field(/^Intermediary bank name/)).not.toHaveAccessibleDescription(/required/);
    // One edit (a paste) is enough to clear the message.
    await enter(user, field(/^Alias/), '  Mill ');
    expect(field(/^Alias/)).not.toHaveAccessibleDescription(/required/);
    expect(field(/^Bank address/)).toHaveAccessibleDescription(
      'The Bank address field is required',
    );

    await user.click(within(dialog).getByRole('button', { name: /Beneficiary currency/ }));
    await user.click(await screen.findByRole('option', { name: 'US Dollar' }));
    await enter(user, field(/^Beneficiary bank name/), 'Mill Bank');
    await enter(user, field(/^Bank address/), '2 Mill Rd');
    await enter(user, field(/^Bank ABA\/SWIFT\/BIC/), 'MILLUS33 ');
    await enter(user, field(/^Beneficiary name/), 'John Stuart Mill');
    await enter(user, field(/^Beneficiary address/), '3 Liberty Ln');
    await enter(user, field(/^Beneficiary IBAN/), ' GB00MILL0001');
    await enter(user, field(/^Special instructions/), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        tone: 'success',
        title: 'Recipient has been created.',
      }),
    );
    expect(added).toEqual([
      {
        currency: 'USD',
        alias: 'Mill',
        beneficiaryBankName: 'Mill Bank',
        beneficiaryBankAddress: '2 Mill Rd',
        beneficiaryBankSwiftOrABA: 'MILLUS33',
        beneficiaryName: 'John Stuart Mill',
        beneficiaryAddress: '3 Liberty Ln',
        beneficiaryIBAN: 'GB00MILL0001',
      },
    ]);
    await waitFor(() => expect(screen.getByRole('radio', { name: /^Mill/ })).toBeChecked());
    expect(button('Next')).not.toHaveAttribute('aria-disabled');
  });

  it('a refused recipient opens “Cannot Add Recipient” with the bank’s message', async () => {
    const { user } = setup({
      addWireBeneficiary: () => failure('This recipient already exists'),
    });
    await user.click(await screen.findByRole('radio', { name: /^US Dollar Account/ }));
    await step(user, 'Select recipient');
    await user.click(await screen.findByRole('button', { name: 'New recipient' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create wire recipient' });
    await user.click(within(dialog).getByRole('button', { name: /Beneficiary currency/ }));
    await user.click(await screen.findByRole('option', { name: 'US Dollar' }));
    for (const [name, value] of [
      [/^Alias/, 'A'],
      [/^Beneficiary bank name/, 'B'],
      [/^Bank address/, 'C'],
      [/^Bank ABA\/SWIFT\/BIC/, 'D'],
      [/^Beneficiary name/, 'E'],
      [/^Beneficiary address/, 'F'],
      [/^Beneficiary IBAN/, 'G'],
    ] as const)
      await user.type(within(dialog).getByRole('textbox', { name }), value);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Cannot Add Recipient' });
    expect(alert).toHaveTextContent('This recipient already exists');
  });

  it('edits a recipient: PUT /beneficiary/update with updateData; “Recipient has been updated.”', async () => {
    const updates: unknown[] = [];
    const { user, notify } = setup({
      updateBeneficiary: (request: TransportRequest) => {
        updates.push(request.body);
        return { ...wireRecipient, beneficiaryName: 'Landlord 2' };
      },
    });
    await user.click(await screen.findByRole('radio', { name: /^US Dollar Account/ }));
    await step(user, 'Select recipient');
    expect(button('Edit recipient')).toBeDisabled();
    await user.click(await screen.findByRole('radio', { name: /^Landlord/ }));
    await user.click(button('Edit recipient'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit wire recipient' });
    const alias = within(dialog).getByRole('textbox', { name: /^Alias/ });
    expect(alias).toHaveValue('Landlord');
    await user.clear(alias);
    await enter(user, alias, 'Landlord 2 ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        tone: 'success',
        title: 'Recipient has been updated.',
      }),
    );
    expect(updates[0]).toMatchObject({
      id: 'ben-1',
      beneficiaryName: 'Landlord 2',
      type: 'WIRE_TRANSFER',
      updateData: { alias: 'Landlord 2', currency: 'USD', beneficiaryIBAN: '000123456789' },
    });
  });

  it('amount: at least 100, within the balance and the spendable amount in USD', async () => {
    const { user } = setup({
      getSpendable: { spendableAmountInAxc: '0', spendableAmountInUsd: '5000.00' },
    });
    await toAmount(user);
    await user.type(amountField(), '99.99');
    await user.tab();
    expect(amountField()).toHaveAccessibleDescription(
      expect.stringContaining('The minimum wire transfer amount is 100 USD'),
    );
    expect(button('Next')).toHaveAttribute('aria-disabled', 'true');
    await user.clear(amountField());
    await user.type(amountField(), '12600');
    expect(amountField()).toHaveAccessibleDescription(
      expect.stringContaining('You do not have enough balance for this transaction'),
    );
    await user.clear(amountField());
    await user.type(amountField(), '5000.01');
    expect(amountField()).toHaveAccessibleDescription(
      expect.stringContaining('The amount is more than your spendable amount'),
    );
    expect(button('Next')).toHaveAttribute('aria-disabled', 'true');
    await user.clear(amountField());
    await user.type(amountField(), '5000');
    expect(button('Next')).not.toHaveAttribute('aria-disabled');
    // 0.1 % of 5,000 is 5, below the 25 USD minimum fee.
    expect(detail('Fee')).toHaveTextContent('$25.00');
    expect(detail('Recipient gets')).toHaveTextContent('$4,975.00');
    expect(detail('Arrival')).toHaveTextContent('1-2 days');
  });

  it('EUR: the fee in euros at the bank’s rate, the rate to 5 places', async () => {
    const { user } = setup();
    await toAmount(user, /^Euro Account/);
    await user.type(amountField(), '200');
    // 25 USD at 1.08 USD per EUR: 23.148… → 23.15 EUR.
    await waitFor(() => expect(detail('Fee')).toHaveTextContent('23.15'));
    expect(detail('Recipient gets')).toHaveTextContent('176.85');
    expect(detail('Exchange rate')).toHaveTextContent('1 EUR = 1.08000 USD');
  });

  it('says the balance as it is shown everywhere, and explains the cap the spendable amount sets on EUR', async () => {
    const { user } = setup({
      getSpendable: { spendableAmountInAxc: '0', spendableAmountInUsd: '150.00' },
    });
    await toAmount(user);
    expect(amountField()).toHaveAccessibleDescription(
      expect.stringContaining('Available: $12,500.75. The minimum is 100.'),
    );
    await user.click(button('Back'));
    await user.click(button('Back'));
    await toAmount(user, /^Euro Account/);
    // 150 USD at 1.08 USD per EUR: 138.888… → at most 138.88 EUR, although the balance is 250.
    await waitFor(() =>
      expect(amountField()).toHaveAccessibleDescription(
        expect.stringContaining(
          'Available: €250.00. The minimum is 100. You can send at most €138.88 now: your spendable amount is $150.00, at an exchange rate of 1 EUR = 1.08000 USD.',
        ),
      ),
    );
  });

  it('from 10,000 USD a declaration that speaks of this transfer, not of a deposit', async () => {
    const { user } = setup();
    await toAmount(user);
    await user.type(amountField(), '10000');
    const declaration = screen.getByRole('group', { name: /Source of Funds Declaration/ });
    expect(declaration).toHaveAccessibleDescription(
      'Transfers of 10,000 USD or more need a source of funds declaration.',
    );
    expect(
      within(declaration).getByRole('checkbox', {
        name: 'I hereby accept the Source of Funds requirement as a condition of processing my transfer.',
      }),
    ).toBeInTheDocument();
    expect(within(declaration).queryByText(/deposit/i)).toBeNull();
  });

  it('from 10,000 USD the source-of-funds declaration; the call carries it', async () => {
    const { user, calls } = setup();
    await toAmount(user);
    await user.type(amountField(), '10000');
    const declaration = screen.getByRole('group', { name: /Source of Funds Declaration/ });
    expect(button('Next')).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(declaration).getByRole('button', { name: /Source of Funds/ }));
    await user.click(await screen.findByRole('option', { name: 'Income' }));
    await user.click(within(declaration).getByRole('checkbox'));
    await step(user, 'Transaction overview');
    await user.click(screen.getByRole('checkbox', { name: /I confirm/ }));
    await user.click(button('Send'));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({
      amount: '10000',
      sourceOfFund: { source: 'Income', declarationAccepted: true, signature: 'Ada Lovelace' },
    });
  });

  it('overview: Send waits for the box; the second factor; the success returns to /transfer', async () => {
    const calls: TransportRequest[] = [];
    const { user, notify, navigate } = setup({
      wireTransfer: (request: TransportRequest) => {
        calls.push(request);
        return (request.body as { mfaCode?: string }).mfaCode ? DONE : CODE_SENT;
      },
    });
    await toAmount(user);
    await user.type(amountField(), '150');
    await enter(user, screen.getByRole('textbox', { name: /^Memo/ }), '  Rent ');
    await step(user, 'Transaction overview');
    expect(detail('Memo')).toHaveTextContent('Rent');
    const send = button('Send');
    expect(send).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('checkbox', { name: /I confirm/ }));
    expect(send).not.toHaveAttribute('aria-disabled');
    await user.click(send);
    const dialog = await screen.findByRole('dialog', { name: 'Enter the verification code' });
    await user.type(within(dialog).getByRole('textbox'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        tone: 'success',
        title: 'Wire transfer request sent successfully!',
      }),
    );
    expect(navigate).toHaveBeenLastCalledWith('/transfer');
    expect(calls.map((call) => call.body)).toEqual([
      { accountId: 'acc-usd', beneficiaryId: 'ben-1', amount: '150', userMemo: 'Rent' },
      {
        accountId: 'acc-usd',
        beneficiaryId: 'ben-1',
        amount: '150',
        userMemo: 'Rent',
        mfaCode: '123456',
        transaction2faRecordId: 'rec-1',
      },
    ]);
    expect(calls[0]!.idempotencyKey).not.toBe(calls[1]!.idempotencyKey);
  });

  it('another refusal shows the server’s message and stays', async () => {
    const { user, notify, navigate } = setup({
      wireTransfer: () => failure('The recipient is not active', 409),
    });
    await toAmount(user);
    await user.type(amountField(), '150');
    await step(user, 'Transaction overview');
    await user.click(screen.getByRole('checkbox', { name: /I confirm/ }));
    await user.click(button('Send'));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ tone: 'error', title: 'The recipient is not active' }),
    );
    expect(navigate).not.toHaveBeenCalled();
    expect(stepHeading('Transaction overview')).toBeInTheDocument();
  });

  it('a refusal without a message shows “Unknown error!”', async () => {
    const { user, notify } = setup({ wireTransfer: () => Promise.reject({}) });
    await toAmount(user);
    await user.type(amountField(), '150');
    await step(user, 'Transaction overview');
    await user.click(screen.getByRole('checkbox', { name: /I confirm/ }));
    await user.click(button('Send'));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ tone: 'error', title: 'Unknown error!' }),
    );
  });
});
