import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TransportRequest } from '@axia/core';
import type { Services } from '../../kit';
import { createFakeServices, ScreenInRoute } from '../../kit/testing';
import { ExternalTransferView } from './ExternalTransferScreen';
import { DONE, ETH_ADDRESS, externalResponses, V1_ADDRESS } from './fixtures';
import type { ExternalWizardKind } from './model';

// Seed 001 §2 Transfer (external wallet, axtend, network V1/V2), §5, §7, §8, §9: the steps, the minimum note and
// Next, the fee and what arrives, the address messages, the recipient's messages clearing on edit, the
// acknowledgement reset, V2's asset and its back reset, the calls and their success texts.

function setup(kind: ExternalWizardKind, responses: Record<string, unknown> = {}) {
  const notify = vi.fn<Services['notify']>();
  const navigate = vi.fn<Services['navigate']>();
  const calls: TransportRequest[] = [];
  const record = (request: TransportRequest) => {
    calls.push(request);
    return DONE;
  };
  const services = createFakeServices({
    notify,
    navigate,
    responses: externalResponses({
      externalWalletTransfer: record,
      externalAxtendTransfer: record,
      custodyWithdrawal: record,
      ...responses,
    }),
  });
  // No pause between keystrokes (user-event's default is a timer per key): the wizard's rules are under test here,
  // not the typing speed.
  const user = userEvent.setup({ delay: null });
  render(
    <ScreenInRoute services={services} path="/transfer/external-transfer">
      <ExternalTransferView kind={kind} />
    </ScreenInRoute>,
  );
  return { notify, navigate, calls, user };
}

const button = (name: string) => screen.getByRole('button', { name });
const stepHeading = (name: string) => screen.getByRole('heading', { level: 2, name });
const amountField = () => screen.getByRole('textbox', { name: /^Amount/ });
const addressField = () => screen.getByRole('textbox', { name: /wallet address/i });
type User = ReturnType<typeof userEvent.setup>;

/**
 * `text` into an empty field in one input (a paste): what the field does with the value is under test, not each
 * keystroke (a wallet address typed key by key re-rendered the wizard 42 times).
 */
async function enter(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function toAmount(user: User, account = /^AXC Wallet/) {
  await user.click(await screen.findByRole('radio', { name: account }));
  await user.click(button('Next'));
  await waitFor(() => expect(stepHeading('Transfer amount')).toHaveFocus());
}

async function fillIndividual(user: User) {
  const fields = [
    ['First name', '  Grace '],
    ['Last name', 'Hopper'],
    ['Address 1', '1 Navy Yard '],
    ['Postcode', '20374'],
    ['City', 'Washington'],
    ['State', 'DC'],
  ] as const;
  for (const [label, value] of fields)
    await enter(user, screen.getByRole('textbox', { name: new RegExp(`^${label}`) }), value);
  // The country list filters on what is entered (one filtering instead of one per letter).
  await enter(user, screen.getByRole('combobox', { name: /^Country/ }), 'United States');
  await user.click(await screen.findByRole('option', { name: 'United States' }));
}

async function toOverview(user: User, kind: ExternalWizardKind, address: string) {
  await toAmount(user);
  await user.type(amountField(), '100');
  await enter(user, addressField(), address);
  await user.click(button('Next'));
  await waitFor(() => expect(stepHeading('Transfer recipient')).toHaveFocus());
  await fillIndividual(user);
  await user.click(button('Next'));
  await waitFor(() => expect(stepHeading('Transaction overview')).toHaveFocus());
  void kind;
}

describe('the external transfer wizards', () => {
  it('names the 4 steps; lists the bank’s accounts for the kind, only ACTIVE ones selectable', async () => {
    const seen: TransportRequest[] = [];
    const { user } = setup('wallet', {
      getAllowTransferFrom: (request: TransportRequest) => {
        seen.push(request);
        return externalResponses().getAllowTransferFrom(request);
      },
    });
    const steps = within(screen.getByRole('group', { name: 'External wallet transfer steps' }));
    expect(steps.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Select account'),
      expect.stringContaining('Transfer amount'),
      expect.stringContaining('Transfer recipient'),
      expect.stringContaining('Transaction overview'),
    ]);
    const frozen = await screen.findByRole('radio', { name: /^AXC Savings/ });
    expect(frozen).toBeDisabled();
    expect(seen[0]!.query).toEqual({ transactionType: 'EXTERNAL_WALLET_TRANSFER' });
    expect(button('Next')).toHaveAttribute('aria-disabled', 'true');
    await toAmount(user);
  });

  it('below 5: the red note and Next disabled; the 1 % fee and what arrives, to 5 decimals', async () => {
    const { user } = setup('wallet');
    await toAmount(user);
    // The balance as every screen prints it (separators, 5 decimals), not the raw figure.
    expect(amountField()).toHaveAccessibleDescription(
      expect.stringContaining('Available: 1,500.00000 AXC'),
    );
    await enter(user, addressField(), ETH_ADDRESS);
    await user.type(amountField(), '4.99999');
    expect(amountField()).toHaveAccessibleDescription(
      expect.stringContaining('The minimum external transfer amount is 5.00000 AXC'),
    );
    expect(button('Next')).toHaveAttribute('aria-disabled', 'true');
    await user.clear(amountField());
    await user.type(amountField(), '123.45678');
    expect(amountField()).not.toHaveAccessibleDescription(/minimum/);
    const fees = screen.getByText('Network fee (1%)').nextElementSibling!;
    expect(fees).toHaveTextContent('1.23457');
    expect(screen.getByText('Recipient receives').nextElementSibling!).toHaveTextContent(
      '122.22221',
    );
    expect(screen.getAllByText('1-2 days').length).toBeGreaterThan(0);
    expect(button('Next')).not.toHaveAttribute('aria-disabled');
  });

  it.each([
    ['wallet', 'Please enter a valid Ethereum wallet address.', ETH_ADDRESS],
    ['axtend', 'Please enter a valid AXIA Network Wallet address', V1_ADDRESS],
    ['networkV1', 'Please enter a valid AXIA Network Wallet address', V1_ADDRESS],
    ['networkV2', 'Please enter a valid AXIA Network (V2) Wallet address', ETH_ADDRESS],
  ] as const)('%s: a bad address says %j; a good one enables Next', async (kind, message, good) => {
    const { user } = setup(kind);
    await toAmount(user);
    await user.type(amountField(), '10');
    // A bad EIP-55 checksum (one letter's case changed) is refused like any malformed address.
    await enter(user, addressField(), kind === 'wallet' ? ETH_ADDRESS.replace('E7', 'e7') : 'nope');
    await user.tab();
    expect(addressField()).toHaveAccessibleDescription(message);
    expect(button('Next')).toHaveAttribute('aria-disabled', 'true');
    await user.clear(addressField());
    await enter(user, addressField(), good);
    expect(addressField()).not.toHaveAccessibleDescription(message);
    expect(button('Next')).not.toHaveAttribute('aria-disabled');
  });

  it('recipient: the messages of each kind, cleared on editing; values trimmed in the call', async () => {
    const { user, calls, notify, navigate } = setup('wallet');
    await toAmount(user);
    await user.type(amountField(), '100');
    await enter(user, addressField(), ETH_ADDRESS);
    await user.click(button('Next'));
    await waitFor(() => expect(stepHeading('Transfer recipient')).toHaveFocus());
    expect(screen.getByRole('heading', { level: 3, name: 'Legal disclaimer' })).toBeVisible();
    await user.click(button('Next'));
    const messages = [
      ['First name', 'First name is required!'],
      ['Last name', 'Last name is required!'],
      ['Address 1', 'Address is required!'],
      ['Postcode', 'Postcode is required!'],
      ['City', 'City is required!'],
      ['State', 'State is required!'],
    ] as const;
    for (const [label, message] of messages)
      expect(
        screen.getByRole('textbox', { name: new RegExp(`^${label}`) }),
      ).toHaveAccessibleDescription(message);
    expect(screen.getByRole('combobox', { name: /^Country/ })).toHaveAccessibleDescription(
      expect.stringContaining('Country is required!'),
    );
    expect(stepHeading('Transfer recipient')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^First name/ }), 'G');
    expect(screen.getByRole('textbox', { name: /^First name/ })).not.toHaveAccessibleDescription(
      'First name is required!',
    );
    expect(screen.getByRole('textbox', { name: /^Last name/ })).toHaveAccessibleDescription(
      'Last name is required!',
    );
    // Corporate: its own name message.
    await user.click(screen.getByRole('radio', { name: 'Corporate' }));
    await user.click(button('Next'));
    expect(screen.getByRole('textbox', { name: /^Corporate name/ })).toHaveAccessibleDescription(
      'Corporate name is required!',
    );
    await user.click(screen.getByRole('radio', { name: 'Individual' }));
    await user.clear(screen.getByRole('textbox', { name: /^First name/ }));
    await fillIndividual(user);
    await user.click(button('Next'));
    await waitFor(() => expect(stepHeading('Transaction overview')).toHaveFocus());
    const send = button('Send Now!');
    expect(send).toHaveAttribute('aria-disabled', 'true');
    await user.click(
      screen.getByRole('checkbox', { name: 'I hereby acknowledge the above disclaimers' }),
    );
    expect(send).not.toHaveAttribute('aria-disabled');
    await user.click(send);
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        tone: 'success',
        title: 'External Ethereum Wallet transfer succeeded!',
      }),
    );
    expect(navigate).toHaveBeenLastCalledWith('/transfer');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.operation).toBe('externalWalletTransfer');
    expect(calls[0]!.body).toEqual({
      amount: '100',
      toAddress: ETH_ADDRESS,
      fromAccountId: 'acc-axc',
      beneficiaryType: 'INDIVIDUAL',
      beneficiary: {
        firstname: 'Grace',
        lastname: 'Hopper',
        address1: '1 Navy Yard',
        postcode: '20374',
        city: 'Washington',
        state: 'DC',
        country: 'US',
      },
    });
    expect(calls[0]!.idempotencyKey).toEqual(expect.any(String));
  });

  it('the acknowledgement is unticked again when arriving from step 2', async () => {
    const { user } = setup('axtend');
    await toOverview(user, 'axtend', V1_ADDRESS);
    const box = () =>
      screen.getByRole('checkbox', { name: 'I hereby acknowledge the above disclaimers' });
    await user.click(box());
    expect(box()).toBeChecked();
    await user.click(button('Back'));
    await waitFor(() => expect(stepHeading('Transfer recipient')).toHaveFocus());
    await user.click(button('Next'));
    await waitFor(() => expect(stepHeading('Transaction overview')).toHaveFocus());
    expect(box()).not.toBeChecked();
    expect(button('Send Now!')).toHaveAttribute('aria-disabled', 'true');
  });

  it('V2: usax for a USAX account, else axiaV2, accountId; back from step 1 resets amount and address', async () => {
    const { user, calls, notify } = setup('networkV2');
    await toAmount(user, /^USAX Wallet/);
    await user.type(amountField(), '50');
    await enter(user, addressField(), ETH_ADDRESS);
    await user.click(button('Back'));
    await waitFor(() => expect(stepHeading('Select account')).toHaveFocus());
    await user.click(button('Next'));
    await waitFor(() => expect(stepHeading('Transfer amount')).toHaveFocus());
    expect(amountField()).toHaveValue('');
    expect(addressField()).toHaveValue('');
    await user.type(amountField(), '50');
    await enter(user, addressField(), ETH_ADDRESS);
    await user.click(button('Next'));
    await waitFor(() => expect(stepHeading('Transfer recipient')).toHaveFocus());
    await fillIndividual(user);
    await user.click(button('Next'));
    await user.click(
      await screen.findByRole('checkbox', { name: 'I hereby acknowledge the above disclaimers' }),
    );
    await user.click(button('Send Now!'));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.operation).toBe('custodyWithdrawal');
    expect(calls[0]!.body).toMatchObject({ asset: 'usax', accountId: 'acc-usax', amount: '50' });
    expect(calls[0]!.body).not.toHaveProperty('fromAccountId');
    expect(notify).toHaveBeenCalledWith({
      tone: 'success',
      title:
        'External AXIA Network (V2) wallet transfer submitted. Funds will be transferred to your wallet after admin have reviewed the transaction.',
    });
  });

  it('V1: custody withdrawal with fromAccountId and no asset; the network success text', async () => {
    const { user, calls, notify } = setup('networkV1');
    await toOverview(user, 'networkV1', V1_ADDRESS);
    await user.click(
      screen.getByRole('checkbox', { name: 'I hereby acknowledge the above disclaimers' }),
    );
    await user.click(button('Send Now!'));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({ fromAccountId: 'acc-axc' });
    expect(calls[0]!.body).not.toHaveProperty('asset');
    expect(notify).toHaveBeenCalledWith({
      tone: 'success',
      title:
        'External AXIA network wallet transfer submitted. Funds will be transferred to your wallet after admin have reviewed the transaction.',
    });
  });

  it('“Only valid EXTERNAL Ethereum address is accepted” comes back as the address message on step 1', async () => {
    const { user } = setup('wallet', {
      externalWalletTransfer: () =>
        Promise.reject(
          Object.assign(new Error('Only valid EXTERNAL Ethereum address is accepted'), {
            status: 400,
          }),
        ),
    });
    await toOverview(user, 'wallet', ETH_ADDRESS);
    await user.click(
      screen.getByRole('checkbox', { name: 'I hereby acknowledge the above disclaimers' }),
    );
    await user.click(button('Send Now!'));
    await waitFor(() => expect(stepHeading('Transfer amount')).toBeInTheDocument());
    expect(addressField()).toHaveAccessibleDescription(
      'Please enter a valid Ethereum wallet address.',
    );
    expect(button('Next')).toHaveAttribute('aria-disabled', 'true');
  });
});
