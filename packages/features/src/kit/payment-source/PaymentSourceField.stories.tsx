import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { CARD_MESSAGES } from '@axia/core';
import { forever, ServicesStory } from '../storySupport';
import { fakeUser } from '../testing';
import { paymentSourceResponses } from './fixtures';
import { PaymentSourceField, type PaymentSourceFieldProps } from './PaymentSourceField';
import type { PaymentSource } from './PaymentSourceStore';

// Seed 002 §2, §5 step 2, Load, Physical card; seed 001 §2 gift cards: the source of a payment in each state: loading, failed, none,
// the choice (accounts and a staking, a frozen account greyed), the converted price, 'Insufficient account
// balance!', the caller's 'Please select an account …' message.

function Controlled(
  props: Omit<PaymentSourceFieldProps, 'value' | 'onChange'> & { initial?: PaymentSource | null },
) {
  const { initial = null, ...rest } = props;
  const [value, setValue] = useState<PaymentSource | null>(initial);
  return <PaymentSourceField {...rest} value={value} onChange={setValue} />;
}

/** Fake services answering the source calls from the samples (`parameters.sources` overrides any). */
const withSources: Decorator = (Story, context) => (
  <ServicesStory
    options={{
      responses: paymentSourceResponses(
        (context.parameters.sources ?? {}) as Record<string, unknown>,
      ),
      session: { user: fakeUser },
    }}
    path="/"
    main={{ id: 'main', style: { padding: 24, maxWidth: 1100 } }}
  >
    <Story />
  </ServicesStory>
);
const sourceParams = (responses: Record<string, unknown>) => ({ sources: responses });

const meta = {
  title: 'Kit/PaymentSourceField',
  component: Controlled,
  decorators: [withSources],
  args: {
    label: 'Pay from',
    kind: 'CARD_ISSUE',
    price: { amount: '10.00', currency: 'USD' },
  },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The sources: accounts and a staking with their balances; the frozen account greyed. */
export const Choice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('radiogroup', { name: 'Pay from' });
    await expect(within(group).getAllByRole('radio')).toHaveLength(4);
    await expect(
      within(group).getByRole('radio', { name: /^British Pound Account/ }),
    ).toBeDisabled();
    await expect(
      within(group).getByRole('radio', { name: /^Staking: 30-day AXC pool/ }),
    ).toBeEnabled();
  },
};

/** Same currency: the price as is. */
export const ChosenSameCurrency: Story = {
  args: { initial: { fromAccountId: 'acc-usd' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/To pay from this source/)).toBeVisible();
    await expect(canvas.queryByText(CARD_MESSAGES.insufficientBalance)).toBeNull();
  },
};

/** A staking in AXC: the USD price converted at the bank's rate (10.00 USD at 0.25 → 40.00000 AXC). */
export const ChosenStaking: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /^Staking: 30-day AXC pool/ }));
    await expect(await canvas.findByText(/1 AXC = 0\.25000 USD/)).toBeVisible();
  },
};

/** The EUR account holds 8.00 EUR, the price needs 9.26 EUR: 'Insufficient account balance!' tied to the field. */
export const Insufficient: Story = {
  args: { initial: { fromAccountId: 'acc-eur' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(CARD_MESSAGES.insufficientBalance)).toBeVisible();
  },
};

/** The caller's message when nothing is chosen. */
export const NothingChosen: Story = {
  args: { errorMessage: CARD_MESSAGES.selectSource },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(CARD_MESSAGES.selectSource)).toBeVisible();
  },
};

/** The load's wording (§5 Load card). */
export const NothingChosenForLoad: Story = {
  args: {
    kind: 'CARD_LOAD',
    label: 'Deduct from',
    errorMessage: CARD_MESSAGES.selectDeduction,
    price: { amount: '50.00', currency: 'USD' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(CARD_MESSAGES.selectDeduction)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: sourceParams({ getAllowTransferFrom: forever }),
};

export const Failed: Story = {
  parameters: sourceParams({
    getAllowTransferFrom: () => Promise.reject(new Error('The service is not available')),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The service is not available',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const NoSources: Story = {
  parameters: sourceParams({ getAllowTransferFrom: { accounts: [], stakings: [] } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('You have no account or staking to pay from.'),
    ).toBeVisible();
  },
};
