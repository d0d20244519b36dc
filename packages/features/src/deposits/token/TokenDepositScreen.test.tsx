import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TokenWallet, TransportRequest, User } from '@axia/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  agreedLegacyUser,
  legacyUser,
  sampleUsdAccount,
  sampleWallet,
  tokenUser,
} from './fixtures';
import { TOKEN_WALLET_PATH } from './messages';
import { depositServices, renderDepositScreen } from './testing';
import { TokenDepositView } from './TokenDepositScreen';

interface Options {
  user?: User;
  wallet?: TokenWallet | null | (() => Promise<TokenWallet | null>);
  responses?: Record<string, unknown>;
  path?: string;
}

async function renderToken({
  user = tokenUser,
  wallet = sampleWallet,
  responses = {},
  path = TOKEN_WALLET_PATH,
}: Options = {}) {
  const reload = vi.fn();
  const getTokenWallet = vi.fn(typeof wallet === 'function' ? wallet : async () => wallet);
  const depositTokenWallet = vi.fn(async (request: TransportRequest) => ({
    statusCode: 200,
    message: 'Deposit succeeded!',
    transactionId: 'tx-1',
    multiplier: '1',
    creditedAxc: (request.body as { amountAxc: string }).amountAxc,
  }));
  const agreeUserConsent = vi.fn(async () => agreedLegacyUser);
  const { services, notify, refresh } = depositServices({
    session: { user },
    responses: { getTokenWallet, depositTokenWallet, agreeUserConsent, ...responses },
  });
  const view = await renderDepositScreen(<TokenDepositView reload={reload} />, {
    services,
    path,
    route: '/deposit/:hash',
  });
  return { ...view, reload, notify, refresh, getTokenWallet, depositTokenWallet, agreeUserConsent };
}

const definition = (term: string) =>
  screen.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;
const amountField = () => screen.getByRole('textbox', { name: /Amount to deposit/ });
const deposit = () => screen.getByRole('button', { name: 'Deposit' });

afterEach(() => {
  vi.useRealTimers();
});

describe('the token wallet deposit page', () => {
  it('shows the wallet balance, email and address and the ×1 multiplier, with no terms', async () => {
    const { getTokenWallet, refresh } = await renderToken();
    expect(screen.getByRole('heading', { level: 1, name: 'Token wallet deposit' })).toBeVisible();
    expect(getTokenWallet).toHaveBeenCalledOnce();
    expect(refresh).toHaveBeenCalledOnce();
    expect(definition('Wallet balance')).toHaveTextContent('750.00000 AXC');
    expect(definition('Email')).toHaveTextContent('lee@demo.test');
    expect(definition('Wallet address')).toHaveTextContent(sampleWallet.eth_wallet_address);
    expect(definition('Multiplier')).toHaveTextContent('×1');
    expect(screen.queryByRole('heading', { name: 'Token migration terms' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Deposit from your token wallet' })).toBeVisible();
  });

  it("warns 'No wallet information!' when the customer has no wallet", async () => {
    await renderToken({ wallet: null });
    expect(screen.getByRole('region', { name: 'No wallet information!' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Deposit' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Deposit' })).toHaveAttribute(
      'href',
      '/deposit',
    );
  });

  it('says why the wallet could not be read, and reads it again on request', async () => {
    let fail = true;
    const { getTokenWallet } = await renderToken({
      wallet: async () => {
        if (fail)
          throw new Error('This service is temporarily unavailable, please try again later.');
        return sampleWallet;
      },
    });
    const banner = screen.getByRole('region', { name: 'Your token wallet could not be loaded' });
    expect(banner).toHaveTextContent(
      'This service is temporarily unavailable, please try again later.',
    );
    fail = false;
    await userEvent.click(within(banner).getByRole('button', { name: 'Try again' }));
    expect(getTokenWallet).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('Wallet balance')).toBeVisible();
  });

  it('answers another hash with a page that does not exist, without reading the wallet', async () => {
    const { getTokenWallet } = await renderToken({ path: '/deposit/0123456789abcdef' });
    expect(screen.getByRole('heading', { name: 'This deposit page does not exist' })).toBeVisible();
    expect(getTokenWallet).not.toHaveBeenCalled();
  });

  it('asks a legacy token holder to agree to the migration terms first, then shows ×13.43 and the form', async () => {
    const { agreeUserConsent } = await renderToken({ user: legacyUser });
    expect(definition('Multiplier')).toHaveTextContent('×13.43');
    const terms = screen.getByRole('region', { name: 'Token migration terms' });
    expect(terms).toHaveTextContent('Multiplier: ×13.43');
    expect(screen.queryByRole('button', { name: 'Deposit' })).toBeNull();
    expect(within(terms).getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/deposit');

    await userEvent.click(within(terms).getByRole('button', { name: 'I agree' }));
    expect(agreeUserConsent).toHaveBeenCalledOnce();
    expect(agreeUserConsent.mock.calls[0]).toEqual([
      expect.objectContaining({ body: { consentFormName: 'NETWORK_V2_TOKEN_MIGRATION' } }),
    ]);
    const heading = await screen.findByRole('heading', { name: 'Deposit from your token wallet' });
    expect(heading).toHaveFocus();
    expect(screen.queryByRole('region', { name: 'Token migration terms' })).toBeNull();

    await userEvent.type(amountField(), '100');
    expect(screen.getByText('You will receive 1,343.00000 AXC')).toBeVisible();
  });

  it('keeps the terms when agreeing fails, with the server message', async () => {
    const { notify } = await renderToken({
      user: legacyUser,
      responses: {
        agreeUserConsent: async () => {
          throw new Error('Unknown consent form NETWORK_V2_TOKEN_MIGRATION');
        },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'I agree' }));
    expect(notify).toHaveBeenCalledWith({
      tone: 'error',
      title: 'Unknown consent form NETWORK_V2_TOKEN_MIGRATION',
    });
    expect(screen.getByRole('region', { name: 'Token migration terms' })).toBeVisible();
  });

  it('goes straight to the form for a legacy holder who has agreed', async () => {
    await renderToken({ user: agreedLegacyUser });
    expect(screen.queryByRole('region', { name: 'Token migration terms' })).toBeNull();
    expect(definition('Multiplier')).toHaveTextContent('×13.43');
  });

  it("asks for an account and a valid amount ('Please select an account', 'Please enter a valid amount')", async () => {
    const { depositTokenWallet } = await renderToken();
    await userEvent.click(deposit());
    expect(screen.getByText('Please select an account')).toBeVisible();
    expect(screen.getByText('Please enter a valid amount')).toBeVisible();
    expect(amountField()).toHaveAttribute('aria-invalid', 'true');
    // Focus goes to the first field in error: the first account that can be chosen.
    expect(screen.getByRole('radio', { name: /AXC Wallet/ })).toHaveFocus();

    // Only ACTIVE AXC accounts: the frozen one is greyed; USD is not offered.
    const picker = screen.getByRole('radiogroup', { name: 'Select an AXC account' });
    expect(within(picker).getAllByRole('radio')).toHaveLength(2);
    expect(within(picker).getByRole('radio', { name: /AXC Savings/ })).toBeDisabled();
    await userEvent.click(within(picker).getByRole('radio', { name: /AXC Wallet/ }));
    expect(screen.queryByText('Please select an account')).toBeNull();

    await userEvent.type(amountField(), '0');
    await userEvent.click(deposit());
    expect(screen.getByText('Please enter a valid amount')).toBeVisible();
    await userEvent.clear(amountField());
    await userEvent.type(amountField(), '750.00001');
    await userEvent.click(deposit());
    expect(screen.getByText('The amount is more than your token wallet holds')).toBeVisible();
    expect(amountField()).toHaveFocus();
    expect(depositTokenWallet).not.toHaveBeenCalled();
  });

  it("deposits, says 'Deposit succeeded!' and reloads after 500 ms", async () => {
    const { depositTokenWallet, notify, reload } = await renderToken();
    await userEvent.click(screen.getByRole('radio', { name: /AXC Wallet/ }));
    await userEvent.type(amountField(), '20.5');
    expect(screen.getByText('You will receive 20.50000 AXC')).toBeVisible();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () => {
      fireEvent.click(deposit());
    });
    expect(depositTokenWallet).toHaveBeenCalledOnce();
    expect(depositTokenWallet.mock.calls[0]![0].body).toEqual({
      toAccountId: 'acc-axc',
      amountAxc: '20.5',
    });
    expect(notify).toHaveBeenCalledWith({ tone: 'success', title: 'Deposit succeeded!' });
    expect(deposit()).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(reload).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('says so when the customer has no AXC account, and asks for one on submit', async () => {
    const { services } = depositServices({
      session: { user: tokenUser },
      accounts: { accounts: [sampleUsdAccount] },
      responses: { getTokenWallet: async () => sampleWallet },
    });
    await renderDepositScreen(<TokenDepositView reload={vi.fn()} />, {
      services,
      path: TOKEN_WALLET_PATH,
      route: '/deposit/:hash',
    });
    expect(screen.getByText('You have no AXC account to deposit into.')).toBeVisible();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    await userEvent.type(amountField(), '1');
    await userEvent.click(deposit());
    expect(screen.getByText('Please select an account')).toBeVisible();
  });

  it('shows the server message when the deposit is refused, and does not reload', async () => {
    const { notify, reload } = await renderToken({
      responses: {
        depositTokenWallet: async () => {
          throw new Error('Only an active account can receive the deposit');
        },
      },
    });
    await userEvent.click(screen.getByRole('radio', { name: /AXC Wallet/ }));
    await userEvent.type(amountField(), '1');
    await userEvent.click(deposit());
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        tone: 'error',
        title: 'Only an active account can receive the deposit',
      }),
    );
    expect(deposit()).toBeEnabled();
    expect(reload).not.toHaveBeenCalled();
  });
});
