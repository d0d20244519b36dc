import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { forever, ServicesStory } from '../../kit/storySupport';
import { fakeUser, type FakeServicesOptions } from '../../kit/testing';
import { CardDepositView } from './CardDepositScreen';
import { cardResponses, failingCall, sampleCheckoutUrl } from './fixtures';

// Seed 001 §2 'Credit/debit card deposit': every step and state of /deposit/credit-debit-deposit.

const UNAVAILABLE = 'This service is temporarily unavailable, please try again later.';
const AXC_RATE = '40.81632653';

function Services({ options, children }: { options: FakeServicesOptions; children: ReactNode }) {
  return (
    <ServicesStory
      options={options}
      path="/deposit/credit-debit-deposit"
      main={{ id: 'main', style: { padding: 24, maxWidth: 880 } }}
    >
      {children}
    </ServicesStory>
  );
}

interface CardParameters {
  /** The customer's flags beyond the fake user's (default FIAT_TO_CRYPTO). */
  features?: string[];
  /** Answers over the sandbox's (cardResponses). */
  responses?: Record<string, unknown>;
}

/** Fake services answering the card deposit's calls, per the story's `card` parameters. */
const withCard: Decorator = (Story, context) => {
  const { features = ['FIAT_TO_CRYPTO'], responses = {} } = (context.parameters.card ??
    {}) as CardParameters;
  return (
    <Services
      options={{
        responses: cardResponses(responses),
        session: {
          user: { ...fakeUser, features: [...fakeUser.features, ...features] as never },
        },
      }}
    >
      <Story />
    </Services>
  );
};

const meta = {
  title: 'Screens/Deposits/Credit-debit card deposit',
  component: CardDepositView,
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
  decorators: [withCard],
} satisfies Meta<typeof CardDepositView>;

export default meta;
type Story = StoryObj<typeof meta>;

const ALL = ['FIAT_TO_CRYPTO', 'ONRAMPER', 'USAX_ACCOUNT'];

/** Step 0 without ONRAMPER: one provider, chosen. */
export const ServiceProvider: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('radiogroup', { name: 'Service provider' });
    await expect(within(group).getAllByRole('radio')).toHaveLength(1);
    await expect(canvas.getByRole('radio', { name: 'CardPay' })).toBeChecked();
  },
};

/** Step 0 with ONRAMPER: the second provider is offered. */
export const ServiceProviderWithOnramper: Story = {
  parameters: { card: { features: ALL } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: 'Onramper' })).toBeVisible();
  },
};

/** Step 1: AXC only without USAX_ACCOUNT. */
export const CurrencyTo: Story = {
  args: { initial: { step: 1 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('radiogroup', { name: 'The currency you receive' });
    await expect(within(group).getAllByRole('radio')).toHaveLength(1);
  },
};

/** Step 1 with USAX_ACCOUNT: AXC and USAX. */
export const CurrencyToWithUsax: Story = {
  parameters: { card: { features: ALL } },
  args: { initial: { step: 1, currencyTo: 'USAX' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: 'USAX' })).toBeChecked();
  },
};

/** Step 2 while the minimum is being read. */
export const AmountEstimatorLoading: Story = {
  parameters: { card: { responses: { getMinimumDepositAmounts: forever } } },
  args: { initial: { step: 2, rate: AXC_RATE } },
};

/** Step 2, nothing typed yet: the minimum, the rate and the 0.8 % fee. */
export const AmountEstimator: Story = {
  args: { initial: { step: 2, rate: AXC_RATE } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('textbox', { name: 'You pay' }),
    ).toHaveAccessibleDescription(expect.stringContaining('The minimum is $20.00.'));
  },
};

/** Step 2 with an amount: the estimate (100 USD → 4,048.97959 AXC, fee 32.65306 AXC) and the terms agreed. */
export const AmountEstimatorFilled: Story = {
  args: { initial: { step: 2, rate: AXC_RATE, pay: '100', termsAccepted: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('4,048.97959 AXC')).toBeVisible();
    await expect(canvas.getByText('32.65306 AXC')).toBeVisible();
  },
};

/** Step 2, Continue below the minimum and without the terms: both messages, tied to their fields. */
export const AmountBelowMinimum: Story = {
  args: { initial: { step: 2, rate: AXC_RATE } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pay = await canvas.findByRole('textbox', { name: 'You pay' });
    await userEvent.type(pay, '19.99');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(pay).toHaveAttribute('aria-invalid', 'true'));
    await expect(pay).toHaveAccessibleDescription(
      expect.stringContaining('Please enter the valid amount'),
    );
    await expect(
      canvas.getByText('Please agree to the Terms of Service to continue.'),
    ).toBeVisible();
  },
};

/** Step 2 when the minimum could not be read: the message and Try again. */
export const MinimumFailed: Story = {
  parameters: {
    card: { responses: { getMinimumDepositAmounts: failingCall('Network Error') } },
  },
  args: { initial: { step: 2, rate: AXC_RATE } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Step 2 when the bank refuses the order for another reason: its message above the step. */
export const OrderFailed: Story = {
  parameters: {
    card: {
      responses: {
        createCardDepositAddress: failingCall('Only an active account can receive the deposit'),
      },
    },
  },
  args: { initial: { step: 2, rate: AXC_RATE, pay: '100', termsAccepted: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue' }));
    await expect(
      await canvas.findByText('Only an active account can receive the deposit'),
    ).toBeVisible();
  },
};

/** Step 3: the order's summary and the link to CardPay's checkout page. */
export const Pay: Story = {
  args: {
    initial: {
      step: 3,
      rate: AXC_RATE,
      pay: '100',
      termsAccepted: true,
      address: sampleCheckoutUrl('CARDPAY'),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Pay with CardPay' })).toHaveAttribute(
      'href',
      sampleCheckoutUrl('CARDPAY'),
    );
  },
};

/** Step 3 buying USAX through Onramper. */
export const PayUsaxWithOnramper: Story = {
  parameters: { card: { features: ALL } },
  args: {
    initial: {
      step: 3,
      provider: 'ONRAMPER',
      currencyTo: 'USAX',
      rate: '1.00000000',
      pay: '25.37',
      termsAccepted: true,
      address: sampleCheckoutUrl('ONRAMPER'),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('25.16704 USAX')).toBeVisible();
  },
};

/** No stablecoin record in the minimum deposit amounts list (seed 001 §8). */
export const Unavailable: Story = {
  parameters: {
    card: { responses: { getMinimumDepositAmounts: [{ currency: 'AXC', minimum_amount: '1' }] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(UNAVAILABLE);
  },
};

/** The feature is off (seed 001 §8): the same notice, and no call. */
export const UnavailableFeatureOff: Story = {
  parameters: { card: { features: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(UNAVAILABLE);
  },
};
