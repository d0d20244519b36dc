import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Services } from '../../kit';
import { createFakeServices, ScreenInRoute, fakeUser } from '../../kit/testing';
import { CryptoDepositView } from './CryptoDepositScreen';
import type { CryptoDepositSnapshot } from './CryptoDepositStore';
import {
  btcToAxc,
  cryptoResponses,
  failingCall,
  sampleBtcAddress,
  sampleSources,
} from './fixtures';

// Seed 001 §2 'Digital currency deposit wizard', §4, §5, §8: the steps, the targets by flag, the source list's
// names, the estimator, the terms, the minimum's messages, the address with its QR code and copy, the provider
// unavailable, and every way back to /deposit.

afterEach(() => vi.useRealTimers());

async function renderWizard({
  features = [...fakeUser.features, 'USAX_ACCOUNT'],
  responses = cryptoResponses(),
  initial,
}: {
  features?: string[];
  responses?: Record<string, unknown>;
  initial?: CryptoDepositSnapshot;
} = {}) {
  const navigate = vi.fn<Services['navigate']>();
  const notify = vi.fn<Services['notify']>();
  const services = createFakeServices({
    navigate,
    notify,
    responses,
    session: { user: { ...fakeUser, features: features as never } },
  });
  render(
    <ScreenInRoute services={services} path="/deposit/digital-currency-deposit">
      <CryptoDepositView initial={initial} />
    </ScreenInRoute>,
  );
  await act(async () => {});
  return { navigate, notify };
}

const stepHeading = (name: string) => screen.getByRole('heading', { level: 2, name });
const button = (name: string) => screen.getByRole('button', { name });

describe('the digital currency deposit wizard', () => {
  it('goes through the four steps to the address, and Finish returns to /deposit', async () => {
    const user = userEvent.setup();
    const { navigate, notify } = await renderWizard();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Digital currency deposit' }),
    ).toBeVisible();
    expect(stepHeading('Currency to')).toBeVisible();
    const targets = screen.getByRole('radiogroup', { name: 'The currency you receive' });
    expect(
      within(targets)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['AXC', 'USAX']);
    expect(within(targets).getByRole('radio', { name: 'AXC' })).toBeChecked();

    await user.click(button('Continue'));
    await waitFor(() => expect(stepHeading('Currency from')).toHaveFocus());
    const sources = await screen.findByRole('radiogroup', { name: 'The currency you send' });
    const names = within(sources)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent);
    expect(names).toEqual([
      'BTC',
      'ETH',
      'AXC',
      'BCH',
      'DOGE',
      'LTC',
      'USDTE (Tether on Ethereum)',
      'USDC',
      'BNB',
      'USDTT (Tether on Tron)',
      'BNB-BSC',
      'USAX (stable coin)',
    ]);
    expect(button('Continue')).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(sources).getByRole('radio', { name: 'BTC' }));
    await user.click(button('Continue'));

    await waitFor(() => expect(stepHeading('Amount estimator')).toHaveFocus());
    expect(screen.getByText('0.8% plus gas fees')).toBeVisible();
    expect(screen.getByText('1 BTC ≈ 3,724,489.79591 AXC')).toBeVisible();
    const pay = screen.getByRole('textbox', { name: 'You send' });
    const receive = screen.getByRole('textbox', { name: 'You receive (estimate)' });
    await user.type(pay, '0.001');
    expect(receive).toHaveValue('3,694.69387');
    // The terms enable Continue.
    expect(button('Continue')).toHaveAttribute('aria-disabled', 'true');
    await user.click(
      screen.getByRole('checkbox', {
        name: 'I have read and agree to the Terms of Service of the digital currency deposit.',
      }),
    );
    expect(button('Continue')).not.toHaveAttribute('aria-disabled');
    await user.click(button('Continue'));

    await waitFor(() => expect(stepHeading('Deposit Address')).toHaveFocus());
    expect(screen.getByText(sampleBtcAddress)).toBeVisible();
    expect(screen.getByRole('img', { name: 'QR code of the BTC deposit address' })).toBeVisible();
    expect(screen.getByText('0.00100 BTC')).toBeVisible();
    expect(screen.getByText('3,694.69387 AXC')).toBeVisible();
    await user.click(button('Copy deposit address'));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        tone: 'success',
        title: 'Text has been copied to clipboard.',
      }),
    );
    await expect(navigator.clipboard.readText()).resolves.toBe(sampleBtcAddress);
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    await user.click(button('Finish'));
    expect(navigate).toHaveBeenCalledWith('/deposit');
  });

  it('the receive amount sets the pay amount (after the 50 ms echo window)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderWizard({ initial: { step: 2, currencyFrom: 'BTC', rate: btcToAxc } });
    await user.type(screen.getByRole('textbox', { name: 'You receive (estimate)' }), '3694.69387');
    expect(screen.getByRole('textbox', { name: 'You send' })).toHaveValue('0.00100');
  });

  it('offers AXC only without USAX_ACCOUNT', async () => {
    await renderWizard({ features: [...fakeUser.features] });
    const targets = screen.getByRole('radiogroup', { name: 'The currency you receive' });
    expect(within(targets).getAllByRole('radio')).toHaveLength(1);
    expect(within(targets).getByRole('radio', { name: 'AXC' })).toBeChecked();
  });

  it('below the minimum: the two messages, tied to the field, and the flow stops', async () => {
    const user = userEvent.setup();
    const getCryptoDepositAddress = vi.fn(async () => ({ data: sampleBtcAddress }));
    await renderWizard({
      responses: cryptoResponses({ getCryptoDepositAddress }),
      initial: { step: 2, currencyFrom: 'BTC', rate: btcToAxc, termsAccepted: true },
    });
    const pay = screen.getByRole('textbox', { name: 'You send' });
    await user.type(pay, '0.00009');
    await user.click(button('Continue'));
    const alert = screen.getByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'Please enter the valid amount' }),
    ).toBeVisible();
    expect(alert).toHaveTextContent('Amount cannot be smaller than 0.0001');
    expect(pay).toHaveAccessibleDescription(/Amount cannot be smaller than 0\.0001/);
    expect(pay).toHaveAttribute('aria-invalid', 'true');
    expect(stepHeading('Amount estimator')).toBeVisible();
    expect(getCryptoDepositAddress).not.toHaveBeenCalled();
    // Correcting the amount clears the messages.
    await user.clear(pay);
    await user.type(pay, '0.0002');
    expect(screen.queryByText('Please enter the valid amount')).toBeNull();
    expect(pay).not.toHaveAttribute('aria-invalid');
  });

  it('says the service is unavailable when the provider fails, and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    await renderWizard({
      responses: cryptoResponses({
        getCryptoDepositCurrencies: () => (fail ? failingCall() : sampleSources),
      }),
    });
    await user.click(button('Continue'));
    expect(
      await screen.findByRole('heading', {
        name: 'This service is temporarily unavailable, please try again later.',
      }),
    ).toBeVisible();
    expect(button('Continue')).toHaveAttribute('aria-disabled', 'true');
    fail = false;
    await user.click(button('Try again'));
    expect(await screen.findByRole('radiogroup', { name: 'The currency you send' })).toBeVisible();
    expect(screen.queryByText(/temporarily unavailable/)).toBeNull();
  });

  it('Back on step 0 and Cancel leave for /deposit; Back on later steps goes one step back', async () => {
    const user = userEvent.setup();
    const { navigate } = await renderWizard();
    await user.click(button('Back'));
    expect(navigate).toHaveBeenLastCalledWith('/deposit');
    navigate.mockClear();
    await user.click(button('Continue'));
    await screen.findByRole('radiogroup', { name: 'The currency you send' });
    await user.click(button('Back'));
    await waitFor(() => expect(stepHeading('Currency to')).toHaveFocus());
    expect(navigate).not.toHaveBeenCalled();
    await user.click(button('Cancel'));
    expect(navigate).toHaveBeenCalledWith('/deposit');
  });
});
