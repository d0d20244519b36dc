import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TransportRequest } from '@axia/core';
import { describe, expect, it, vi } from 'vitest';
import { expectWizardActions } from '../../kit/wizardActions.testing';
import type { Services } from '../../kit';
import { createFakeServices, ScreenInRoute, fakeUser } from '../../kit/testing';
import { CardDepositView } from './CardDepositScreen';
import type { CardDepositSnapshot } from './CardDepositStore';
import { cardResponses, failingCall, sampleCheckoutUrl } from './fixtures';

// Seed 001 §2 'Credit/debit card deposit', §5 'Card deposit', §6, §8, §9: the steps, the providers and currencies
// by flag, the estimator (0.8 %, × rate × 0.992, 5 decimals), the terms, the minimum from the server ('Please
// enter the valid amount'), 'This service is temporarily unavailable, please try again later.', the link to the
// provider's checkout, and every way back to /deposit.

const UNAVAILABLE = 'This service is temporarily unavailable, please try again later.';
const BASE = [...fakeUser.features, 'FIAT_TO_CRYPTO'];

async function renderWizard({
  features = BASE,
  responses = cardResponses(),
  initial,
}: {
  features?: string[];
  responses?: Record<string, unknown>;
  initial?: CardDepositSnapshot;
} = {}) {
  const navigate = vi.fn<Services['navigate']>();
  const services = createFakeServices({
    navigate,
    responses,
    session: { user: { ...fakeUser, features: features as never } },
  });
  render(
    <ScreenInRoute services={services} path="/deposit/credit-debit-deposit">
      <CardDepositView initial={initial} />
    </ScreenInRoute>,
  );
  await act(async () => {});
  return { navigate };
}

const stepHeading = (name: string) => screen.getByRole('heading', { level: 2, name });
const button = (name: string) => screen.getByRole('button', { name });
const definition = (term: string) =>
  screen.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;
const radioValues = (group: string) =>
  within(screen.getByRole('radiogroup', { name: group }))
    .getAllByRole('radio')
    .map((radio) => radio.getAttribute('value'));

describe('the card deposit wizard', () => {
  it('goes through the four steps to the provider checkout link, and the estimate is exact', async () => {
    const user = userEvent.setup();
    const createCardDepositAddress = vi.fn((request: TransportRequest) => ({
      data: sampleCheckoutUrl(request.query?.serviceProvider),
    }));
    await renderWizard({ responses: cardResponses({ createCardDepositAddress }) });

    expect(
      screen.getByRole('heading', { level: 1, name: 'Credit/debit card deposit' }),
    ).toBeVisible();
    expect(screen.getByRole('group', { name: 'Progress' })).toHaveTextContent(
      /Service Provider.*Currency to.*Amount estimator.*Pay/,
    );
    expect(stepHeading('Service Provider')).toBeVisible();
    // Without ONRAMPER, one provider.
    expect(radioValues('Service provider')).toEqual(['CARDPAY']);
    expect(screen.getByRole('radio', { name: 'CardPay' })).toBeChecked();

    await user.click(button('Continue'));
    await waitFor(() => expect(stepHeading('Currency to')).toHaveFocus());
    // Without USAX_ACCOUNT, AXC only.
    expect(radioValues('The currency you receive')).toEqual(['AXC']);

    await user.click(button('Continue'));
    await waitFor(() => expect(stepHeading('Amount estimator')).toHaveFocus());
    const pay = screen.getByRole('textbox', { name: 'You pay' });
    expect(pay).toHaveAccessibleDescription(expect.stringContaining('The minimum is $20.00.'));
    expect(definition('Rate')).toHaveTextContent('1 USD = 40.81632 AXC');
    // Before an amount: a zero fee in the coin, not the rate repeated ('Fee (0.8%) 0.8%').
    expect(definition('Fee (0.8%)')).toHaveTextContent(/^0\.00000 AXC$/);
    await user.type(pay, '100');
    // 100 × 40.81632653 = 4,081.632653: 0.8 % of it is the fee, the rest (rounded down) is received.
    expect(definition('Fee (0.8%)')).toHaveTextContent('32.65306 AXC');
    expect(definition('You receive (estimate)')).toHaveTextContent('4,048.97959 AXC');

    await user.click(screen.getByRole('checkbox', { name: /Terms of Service of CardPay/ }));
    await user.click(button('Continue'));
    await waitFor(() => expect(stepHeading('Pay')).toHaveFocus());
    expect(createCardDepositAddress).toHaveBeenCalledTimes(1);
    expect(createCardDepositAddress.mock.calls[0]![0]).toMatchObject({
      operation: 'createCardDepositAddress',
      query: { serviceProvider: 'CARDPAY' },
      body: { currencyTo: 'AXC', amount: '100', termsAccepted: true },
    });
    expect(definition('Service provider')).toHaveTextContent('CardPay');
    expect(definition('You pay')).toHaveTextContent('$100.00');
    expect(definition('You receive (estimate)')).toHaveTextContent('4,048.97959 AXC');
    const link = screen.getByRole('link', { name: 'Pay with CardPay' });
    expect(link).toHaveAttribute('href', sampleCheckoutUrl('CARDPAY'));
    // In this tab: the session stays, and the checkout's 'Return to the app' lands signed in.
    expect(link).not.toHaveAttribute('target');
    // No Continue on the last step; Back and Cancel remain.
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });

  it('offers ONRAMPER with its flag and USAX with USAX_ACCOUNT, and orders what was chosen', async () => {
    const user = userEvent.setup();
    const createCardDepositAddress = vi.fn((request: TransportRequest) => ({
      data: sampleCheckoutUrl(request.query?.serviceProvider),
    }));
    await renderWizard({
      features: [...BASE, 'ONRAMPER', 'USAX_ACCOUNT'],
      responses: cardResponses({ createCardDepositAddress }),
    });
    expect(radioValues('Service provider')).toEqual(['CARDPAY', 'ONRAMPER']);
    await user.click(screen.getByRole('radio', { name: 'Onramper' }));
    await user.click(button('Continue'));
    await waitFor(() => expect(stepHeading('Currency to')).toHaveFocus());
    expect(radioValues('The currency you receive')).toEqual(['AXC', 'USAX']);
    await user.click(screen.getByRole('radio', { name: 'USAX' }));
    await user.click(button('Continue'));
    await waitFor(() => expect(stepHeading('Amount estimator')).toHaveFocus());
    await user.type(screen.getByRole('textbox', { name: 'You pay' }), '25.37');
    // 25.37 × 1 × 0.992 = 25.16704.
    expect(definition('You receive (estimate)')).toHaveTextContent('25.16704 USAX');
    expect(definition('Fee (0.8%)')).toHaveTextContent('0.20296 USAX');
    await user.click(screen.getByRole('checkbox', { name: /Terms of Service of Onramper/ }));
    await user.click(button('Continue'));
    await waitFor(() => expect(stepHeading('Pay')).toHaveFocus());
    expect(createCardDepositAddress.mock.calls[0]![0]).toMatchObject({
      query: { serviceProvider: 'ONRAMPER' },
      body: { currencyTo: 'USAX', amount: '25.37', termsAccepted: true },
    });
    expect(screen.getByRole('link', { name: 'Pay with Onramper' })).toHaveAttribute(
      'href',
      sampleCheckoutUrl('ONRAMPER'),
    );
  });

  /** The wizard on its amount step (the estimator), ordering nothing unless asked. */
  const openAmountStep = async () => {
    const user = userEvent.setup();
    const createCardDepositAddress = vi.fn(() => ({ data: sampleCheckoutUrl() }));
    await renderWizard({
      initial: { step: 2, rate: '40.81632653' },
      responses: cardResponses({ createCardDepositAddress }),
    });
    return {
      user,
      pay: screen.getByRole('textbox', { name: 'You pay' }),
      createCardDepositAddress,
    };
  };

  it('needs the terms and at least the minimum: "Please enter the valid amount", tied to the field', async () => {
    const { user, pay, createCardDepositAddress } = await openAmountStep();
    await user.type(pay, '19.99');
    await user.click(button('Continue'));
    expect(pay).toHaveAttribute('aria-invalid', 'true');
    expect(pay).toHaveAccessibleDescription(
      expect.stringContaining('Please enter the valid amount'),
    );
    // Focus on the first refused field, which says its error (issue 43 #3).
    await waitFor(() => expect(pay).toHaveFocus());
    const terms = screen.getByRole('checkbox', { name: /Terms of Service/ });
    expect(terms).toHaveAccessibleDescription('Please agree to the Terms of Service to continue.');
    expect(createCardDepositAddress).not.toHaveBeenCalled();

    // Editing clears the amount's message; the minimum itself is enough, with the terms.
    await user.clear(pay);
    await user.type(pay, '20');
    expect(pay).not.toHaveAttribute('aria-invalid');
    await user.click(terms);
    expect(terms).not.toHaveAccessibleDescription(
      'Please agree to the Terms of Service to continue.',
    );
    await user.click(button('Continue'));
    await waitFor(() => expect(stepHeading('Pay')).toHaveFocus());
    expect(createCardDepositAddress).toHaveBeenCalledTimes(1);
  });

  it('says the 10,000 USD cap at the amount field, before any order (issue 42)', async () => {
    const { user, pay, createCardDepositAddress } = await openAmountStep();
    await user.type(pay, '10000.01');
    await user.click(screen.getByRole('checkbox', { name: /Terms of Service/ }));
    await user.click(button('Continue'));
    expect(pay).toHaveAttribute('aria-invalid', 'true');
    expect(pay).toHaveAccessibleDescription(
      expect.stringContaining('A card deposit may be at most 10,000.00 USD'),
    );
    expect(createCardDepositAddress).not.toHaveBeenCalled();
  });

  it('shows the bank refusing the amount at the field, and other failures above the step', async () => {
    const user = userEvent.setup();
    await renderWizard({
      initial: { step: 2, rate: '40.81632653', pay: '50', termsAccepted: true },
      responses: cardResponses({
        createCardDepositAddress: failingCall('Please enter the valid amount'),
      }),
    });
    await user.click(button('Continue'));
    const pay = screen.getByRole('textbox', { name: 'You pay' });
    await waitFor(() => expect(pay).toHaveAttribute('aria-invalid', 'true'));
    expect(stepHeading('Amount estimator')).toBeVisible();
  });

  it('announces another failure of the order and stays on the estimator', async () => {
    const user = userEvent.setup();
    await renderWizard({
      initial: { step: 2, rate: '40.81632653', pay: '50', termsAccepted: true },
      responses: cardResponses({
        createCardDepositAddress: failingCall('Only an active account can receive the deposit'),
      }),
    });
    await user.click(button('Continue'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only an active account can receive the deposit',
    );
    expect(stepHeading('Amount estimator')).toBeVisible();
  });

  it.each([
    [
      'no stablecoin record',
      { getMinimumDepositAmounts: [{ currency: 'AXC', minimum_amount: '1' }] },
    ],
    ['an empty list', { getMinimumDepositAmounts: [] }],
  ])('is unavailable with %s', async (_name, overrides) => {
    const { navigate } = await renderWizard({ responses: cardResponses(overrides) });
    expect(await screen.findByRole('alert')).toHaveTextContent(UNAVAILABLE);
    expect(screen.queryByRole('group', { name: 'Progress' })).toBeNull();
    // The wizard was on screen: focus moves to the notice that replaced it.
    expect(screen.getByRole('alert')).toHaveFocus();
    await userEvent.click(button('Back to Deposit'));
    expect(navigate).toHaveBeenCalledWith('/deposit');
  });

  it('is unavailable when the feature is off, without calling the bank', async () => {
    const getMinimumDepositAmounts = vi.fn(() => []);
    await renderWizard({
      features: fakeUser.features,
      responses: cardResponses({ getMinimumDepositAmounts }),
    });
    expect(screen.getByRole('alert')).toHaveTextContent(UNAVAILABLE);
    expect(getMinimumDepositAmounts).not.toHaveBeenCalled();
  });

  it('is unavailable when the bank says so on ordering (a feature turned off meanwhile)', async () => {
    const user = userEvent.setup();
    await renderWizard({
      initial: { step: 2, rate: '40.81632653', pay: '50', termsAccepted: true },
      responses: cardResponses({ createCardDepositAddress: failingCall(UNAVAILABLE) }),
    });
    await user.click(button('Continue'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(UNAVAILABLE));
    expect(screen.getByRole('alert')).toHaveFocus();
  });

  it('offers to try the minimum again when it could not be read', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const getMinimumDepositAmounts = () => {
      calls += 1;
      return calls === 1
        ? Promise.reject(new Error('Network Error'))
        : Promise.resolve([{ currency: 'USAX', minimum_amount: '20' }]);
    };
    await renderWizard({
      initial: { step: 2, rate: '40.81632653' },
      responses: cardResponses({ getMinimumDepositAmounts }),
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Network Error');
    expect(button('Continue')).toHaveAttribute('aria-disabled', 'true');
    await user.click(button('Try again'));
    expect(await screen.findByRole('textbox', { name: 'You pay' })).toBeVisible();
    expect(button('Continue')).not.toHaveAttribute('aria-disabled');
  });

  it('leaves for /deposit by Back on step 0 and by Cancel on any step', async () => {
    const user = userEvent.setup();
    const { navigate } = await renderWizard();
    // The one wizard frame (issue 29): Cancel · Back | Continue, as in every wizard.
    expectWizardActions(['Cancel', 'Back', 'Continue']);
    await user.click(button('Back'));
    expect(navigate).toHaveBeenLastCalledWith('/deposit');
    navigate.mockClear();
    await user.click(button('Continue'));
    await user.click(button('Cancel'));
    expect(navigate).toHaveBeenLastCalledWith('/deposit');
  });

  it('goes back one step, forgetting the amount and the terms of the step left', async () => {
    const user = userEvent.setup();
    const { navigate } = await renderWizard({
      initial: {
        step: 3,
        rate: '40.81632653',
        pay: '100',
        termsAccepted: true,
        address: sampleCheckoutUrl(),
      },
    });
    await user.click(button('Back'));
    await waitFor(() => expect(stepHeading('Amount estimator')).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'You pay' })).toHaveValue('100');
    await user.click(button('Back'));
    await waitFor(() => expect(stepHeading('Currency to')).toHaveFocus());
    await user.click(button('Continue'));
    await waitFor(() => expect(stepHeading('Amount estimator')).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'You pay' })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: /Terms of Service/ })).not.toBeChecked();
    expect(navigate).not.toHaveBeenCalled();
  });
});
