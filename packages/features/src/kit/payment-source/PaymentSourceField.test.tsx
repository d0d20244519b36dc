import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CARD_MESSAGES, createBankClient } from '@axia/core';
import { createFakeServices, fakeTransport, ScreenInRoute } from '../testing';
import { paymentSourceResponses } from './fixtures';
import { PaymentSourceField } from './PaymentSourceField';
import { PaymentSourceStore, type PaymentSource, type Price } from './PaymentSourceStore';

// Seed 002 §5 step 2: the sources (accounts and stakings), the price in the chosen source's currency (core
// cardPriceInSource at the bank's rate), 'Insufficient account balance!' and the caller's message, tied to the field.

const usdPrice: Price = { amount: '10.00', currency: 'USD' };

function Harness({ price = usdPrice, errorMessage }: { price?: Price; errorMessage?: string }) {
  const [value, setValue] = useState<PaymentSource | null>(null);
  return (
    <PaymentSourceField
      label="Pay from"
      kind="CARD_ISSUE"
      price={price}
      value={value}
      onChange={setValue}
      errorMessage={errorMessage}
    />
  );
}

function setup(props: { price?: Price; errorMessage?: string } = {}, responses = {}) {
  const services = createFakeServices({
    responses: paymentSourceResponses(responses),
  });
  render(
    <ScreenInRoute services={services} path="/">
      <Harness {...props} />
    </ScreenInRoute>,
  );
  return { user: userEvent.setup() };
}

describe('PaymentSourceStore', () => {
  it('lists accounts and stakings, quotes in the source currency and checks the balance', async () => {
    const api = createBankClient(fakeTransport(paymentSourceResponses()));
    const store = new PaymentSourceStore(api, 'CARD_ISSUE');
    await store.load();
    expect(store.options.map((o) => o.key)).toEqual([
      'account:acc-usd',
      'account:acc-eur',
      'account:acc-gbp',
      'staking:stk-1',
    ]);
    expect(store.option({ fromAccountId: 'acc-gbp' })?.unavailable).toBe(true);
    expect(store.quote({ fromAccountId: 'acc-usd' }, usdPrice)).toEqual({
      amount: '10.00',
      currency: 'USD',
      sufficient: true,
      rate: null,
    });
    // A rate is needed: none until read.
    expect(store.quote({ fromStakingId: 'stk-1' }, usdPrice)).toBeNull();
    store.ensureRate('AXC', 'USD');
    await waitFor(() => expect(store.quote({ fromStakingId: 'stk-1' }, usdPrice)).not.toBeNull());
    expect(store.quote({ fromStakingId: 'stk-1' }, usdPrice)).toMatchObject({
      amount: '40.00000',
      currency: 'AXC',
      sufficient: true,
    });
    store.ensureRate('EUR', 'USD');
    await waitFor(() => expect(store.quote({ fromAccountId: 'acc-eur' }, usdPrice)).not.toBeNull());
    expect(store.quote({ fromAccountId: 'acc-eur' }, usdPrice)).toMatchObject({
      amount: '9.26',
      sufficient: false,
    });
  });

  it('asks for the sources of its kind', async () => {
    const kinds: string[] = [];
    const api = createBankClient(
      fakeTransport(
        paymentSourceResponses({
          getAllowTransferFrom: (r: { query: { transactionType: string } }) => {
            kinds.push(r.query.transactionType);
            return { accounts: [], stakings: [] };
          },
        }),
      ),
    );
    await new PaymentSourceStore(api, 'CARD_LOAD').load();
    expect(kinds).toEqual(['CARD_LOAD']);
  });
});

describe('PaymentSourceField', () => {
  it('shows each source with its balance; the frozen account is greyed', async () => {
    setup();
    const group = await screen.findByRole('radiogroup', { name: 'Pay from' });
    expect(
      within(group).getByRole('radio', { name: /US Dollar Account.*\$1,234\.56/ }),
    ).toBeEnabled();
    expect(within(group).getByRole('radio', { name: /^British Pound Account/ })).toBeDisabled();
    expect(within(group).getByRole('radio', { name: /^Staking: 30-day AXC pool/ })).toBeEnabled();
  });

  it("shows 'Insufficient account balance!' tied to the field when the converted price exceeds the balance", async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('radio', { name: /^Euro Account/ }));
    const message = await screen.findByText(CARD_MESSAGES.insufficientBalance);
    const group = screen.getByRole('radiogroup', { name: 'Pay from' });
    expect(group).toHaveAttribute('aria-describedby', expect.stringContaining(message.id));
    await user.click(screen.getByRole('radio', { name: /^US Dollar Account/ }));
    await waitFor(() => expect(screen.queryByText(CARD_MESSAGES.insufficientBalance)).toBeNull());
    expect(screen.getByText(/To pay from this source/)).toHaveTextContent('$10.00');
  });

  it("shows the converted amount for a staking ('1 AXC = 0.25000 USD')", async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('radio', { name: /^Staking: 30-day AXC pool/ }));
    expect(await screen.findByText(/1 AXC = 0\.25000 USD/)).toBeVisible();
  });

  it('prints the price as every screen does and the rate cut to 5 places for display', async () => {
    const { user } = setup(
      { price: { amount: '1045', currency: 'USD' } },
      { getConversionRate: { conversionRate: '1.0845678' } },
    );
    await user.click(await screen.findByRole('radio', { name: /^Euro Account/ }));
    const line = await screen.findByText(/To pay from this source/);
    expect(line).toHaveTextContent('($1,045.00 at 1 EUR = 1.08456 USD)');
    expect(line).not.toHaveTextContent('1045 USD');
  });

  it('says a free card costs nothing instead of a converted zero', async () => {
    const { user } = setup({ price: { amount: '0.00', currency: 'USD' } });
    await user.click(await screen.findByRole('radio', { name: /^Euro Account/ }));
    expect(
      await screen.findByText('Nothing to pay: there is no fee to take from this source.'),
    ).toBeVisible();
    expect(screen.queryByText(/To pay from this source/)).toBeNull();
  });

  it("shows the caller's message ('Please select an account for the amount to transfer from.')", async () => {
    setup({ errorMessage: CARD_MESSAGES.selectSource });
    expect(await screen.findByText(CARD_MESSAGES.selectSource)).toBeVisible();
  });

  it('a failed read shows the message and Try again', async () => {
    setup(
      {},
      { getAllowTransferFrom: () => Promise.reject(new Error('The service is not available')) },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is not available');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
