import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { forever, ServicesStory } from '../../kit/storySupport';
import { fakeUser, type FakeServicesOptions } from '../../kit/testing';
import { CryptoDepositView } from './CryptoDepositScreen';
import { btcToAxc, cryptoResponses, ethToUsax, failingCall, sampleBtcAddress } from './fixtures';

// Seed 001 §2 'Digital currency deposit wizard': every step and state of /deposit/digital-currency-deposit.

function Services({ options, children }: { options: FakeServicesOptions; children: ReactNode }) {
  return (
    <ServicesStory
      options={options}
      path="/deposit/digital-currency-deposit"
      main={{ id: 'main', style: { padding: 24, maxWidth: 880 } }}
    >
      {children}
    </ServicesStory>
  );
}

interface CryptoParameters {
  /** Whether the customer has USAX_ACCOUNT (default true). */
  usax?: boolean;
  /** Answers over the sandbox's (cryptoResponses). */
  responses?: Record<string, unknown>;
}

/** Fake services answering the provider's calls, per the story's `crypto` parameters. */
const withCrypto: Decorator = (Story, context) => {
  const { usax = true, responses = {} } = (context.parameters.crypto ?? {}) as CryptoParameters;
  return (
    <Services
      options={{
        responses: cryptoResponses(responses),
        session: {
          user: {
            ...fakeUser,
            features: usax ? [...fakeUser.features, 'USAX_ACCOUNT'] : fakeUser.features,
          },
        },
      }}
    >
      <Story />
    </Services>
  );
};

const meta = {
  title: 'Screens/Deposits/Digital currency deposit',
  component: CryptoDepositView,
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
  decorators: [withCrypto],
} satisfies Meta<typeof CryptoDepositView>;

export default meta;
type Story = StoryObj<typeof meta>;

const estimated = {
  step: 2,
  currencyFrom: 'BTC',
  rate: btcToAxc,
  pay: '0.001',
  receive: '3694.69387',
} as const;

/** Step 0 for a customer with USAX_ACCOUNT: AXC (chosen) and USAX. */
export const CurrencyTo: Story = {};

/** Step 0 without USAX_ACCOUNT: AXC only. */
export const CurrencyToAxcOnly: Story = {
  parameters: { crypto: { usax: false } },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', {
      name: 'The currency you receive',
    });
    await expect(within(group).getAllByRole('radio')).toHaveLength(1);
  },
};

/** Step 1 while the provider's list loads. */
export const CurrencyFromLoading: Story = {
  parameters: { crypto: { responses: { getCryptoDepositCurrencies: forever } } },
  args: { initial: { step: 1 } },
};

/** Step 1: the display list, with the spec's names. */
export const CurrencyFrom: Story = {
  args: { initial: { step: 1 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('radio', { name: 'USDTE (Tether on Ethereum)' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Step 1: the list could not be read. */
export const CurrencyFromUnavailable: Story = {
  parameters: { crypto: { responses: { getCryptoDepositCurrencies: failingCall } } },
  args: { initial: { step: 1 } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        name: 'This service is temporarily unavailable, please try again later.',
      }),
    ).toBeVisible();
  },
};

/** Step 1 → 2: the rate could not be read; the flow stays on step 1. */
export const RateUnavailable: Story = {
  parameters: { crypto: { responses: { getCryptoDepositRate: failingCall } } },
  args: { initial: { step: 1, currencyFrom: 'BTC' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue' }));
    await expect(
      await canvas.findByRole('heading', {
        name: 'This service is temporarily unavailable, please try again later.',
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Currency from' })).toBeVisible();
  },
};

/** Step 2 before any amount: Continue waits for the terms. */
export const AmountEstimator: Story = {
  args: { initial: { step: 2, currencyFrom: 'BTC', rate: btcToAxc } },
};

/** Step 2, typing the amount to send: the estimate follows. */
export const AmountEstimated: Story = {
  args: { initial: { step: 2, currencyFrom: 'BTC', rate: btcToAxc } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'You send' }), '0.001');
    await expect(canvas.getByRole('textbox', { name: 'You receive (estimate)' })).toHaveValue(
      '3,694.69387',
    );
    await userEvent.click(canvas.getByRole('checkbox'));
    await expect(canvas.getByRole('button', { name: 'Continue' })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};

/** Step 2, typing the amount to receive: the amount to send follows. */
export const AmountFromReceive: Story = {
  args: { initial: { step: 2, currencyFrom: 'ETH', currencyTo: 'USAX', rate: ethToUsax } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'You receive (estimate)' }), '31');
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'You send' })).toHaveValue('0.01000'),
    );
  },
};

/** Step 2, Continue below the minimum: the two messages, and the flow stops. */
export const BelowMinimum: Story = {
  args: { initial: { ...estimated, pay: '0.00009', receive: '332.52244', termsAccepted: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Please enter the valid amount' }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'You send' })).toHaveAccessibleDescription(
      /Amount cannot be smaller than 0\.0001/,
    );
  },
};

/** Step 2 → 3: the address could not be read. */
export const AddressUnavailable: Story = {
  parameters: { crypto: { responses: { getCryptoDepositAddress: failingCall } } },
  args: { initial: { ...estimated, termsAccepted: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(
      await canvas.findByRole('heading', {
        name: 'This service is temporarily unavailable, please try again later.',
      }),
    ).toBeVisible();
  },
};

/** Step 3: the address, its QR code, the amount and Finish. */
export const DepositAddress: Story = {
  args: { initial: { ...estimated, step: 3, termsAccepted: true, address: sampleBtcAddress } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('img', { name: 'QR code of the BTC deposit address' }),
    ).toBeVisible();
    await expect(canvas.getByText(sampleBtcAddress)).toBeVisible();
  },
};

export const DepositAddressMobile: Story = {
  ...DepositAddress,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** The whole flow by clicks: focus moves to each step's heading. */
export const Walkthrough: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = (name: string) => canvas.getByRole('heading', { level: 2, name });
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(heading('Currency from')).toHaveFocus());
    await userEvent.click(await canvas.findByRole('radio', { name: 'BTC' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(heading('Amount estimator')).toHaveFocus());
    await userEvent.type(canvas.getByRole('textbox', { name: 'You send' }), '0.001');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(heading('Deposit Address')).toHaveFocus());
    await expect(canvas.getByText(sampleBtcAddress)).toBeVisible();
  },
};
