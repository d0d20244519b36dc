import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { GIFT_CARD_MESSAGES } from '@axia/core';
import { announcementsExpired, forever } from '../../kit/storySupport';
import type { BuySnapshot } from './BuyStore';
import { denominationBrand, eurBrand, rangeBrand } from './fixtures';
import { GiftCardBuyView } from './GiftCardBuyScreen';
import { buyParams, withGiftCardBuy } from './storySupport';

// Seed 001 §2 Gift cards, §4, §5 Gift card, §8, §9: /gift-cards/buy in every step and state: the source (empty,
// invalid, chosen, none, failed), the country (empty, invalid, chosen, failed), the brands (paging, search, none,
// invalid, chosen), the amount (range and denominations, invalid, the quote in the brand currency and through FX,
// insufficient balance, the checkboxes' message), submitting, and a failure with and without the bank's message.

const meta = {
  title: 'Screens/Gift cards/Buy gift card',
  component: GiftCardBuyView,
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
  decorators: [withGiftCardBuy],
} satisfies Meta<typeof GiftCardBuyView>;
export default meta;
type Story = StoryObj<typeof meta>;

const usd = { fromAccountId: 'acc-usd' } as const;
const at = (step: number, snapshot: BuySnapshot = {}) => ({ initial: { step, ...snapshot } });
const atAmount = (snapshot: BuySnapshot = {}) =>
  at(3, { source: usd, country: 'US', brand: rangeBrand, ...snapshot });
const ready: BuySnapshot = { amount: '100', termsAccepted: true, confirmed: true };

// Step 0 -------------------------------------------------------------------------------------------------------

/** The accounts and the staking to pay from; Cancel and Next. */
export const SelectAccount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radiogroup', { name: /Pay from/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

/** Next without a source: the message tied to the picker. */
export const SelectAccountInvalid: Story = {
  args: at(0, { showErrors: [0] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(GIFT_CARD_MESSAGES.selectSource)).toBeVisible();
  },
};

export const SelectAccountChosen: Story = { args: at(0, { source: usd }) };

export const SelectAccountNoSources: Story = {
  parameters: buyParams({ getAllowTransferFrom: { accounts: [], stakings: [] } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('You have no account or staking to pay from.'),
    ).toBeVisible();
  },
};

export const SelectAccountLoading: Story = {
  parameters: buyParams({ getAllowTransferFrom: forever }),
};

export const SelectAccountFailed: Story = {
  parameters: buyParams({
    getAllowTransferFrom: () => Promise.reject(new Error('The service is not available')),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The service is not available',
    );
  },
};

// Step 1 -------------------------------------------------------------------------------------------------------

export const SelectCountry: Story = {
  args: at(1, { source: usd }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('combobox', { name: /Country/ })).toBeVisible();
  },
};

export const SelectCountryInvalid: Story = {
  args: at(1, { source: usd, showErrors: [0, 1] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(GIFT_CARD_MESSAGES.selectCountry)).toBeVisible();
  },
};

export const SelectCountryChosen: Story = { args: at(1, { source: usd, country: 'US' }) };

export const SelectCountryFailed: Story = {
  args: at(1, { source: usd }),
  parameters: buyParams({
    getGiftCardCountries: () => Promise.reject(new Error('The service is not available')),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The service is not available',
    );
  },
};

// Step 2 -------------------------------------------------------------------------------------------------------

/** The first page of 12 brands and the pages. */
export const SelectGiftCard: Story = {
  args: at(2, { source: usd, country: 'US' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('radiogroup', { name: /Gift cards/ });
    await expect(within(group).getAllByRole('radio')).toHaveLength(12);
    await expect(canvas.getByRole('navigation', { name: 'Gift card pages' })).toBeVisible();
  },
};

/** Page 2 of the brands. */
export const SelectGiftCardPage2: Story = {
  args: at(2, { source: usd, country: 'US', brandPage: 2 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: 'Zen Spa (USD)' })).toBeVisible();
  },
};

/** A search narrows the brands. */
export const SelectGiftCardSearch: Story = {
  args: at(2, { source: usd, country: 'US' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('radio', { name: 'Shopmart (USD)' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search gift cards' }), 'stream');
    await waitFor(() => expect(canvas.getAllByRole('radio')).toHaveLength(1));
  },
};

export const SelectGiftCardNone: Story = {
  args: at(2, { source: usd, country: 'GB' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No gift cards found')).toBeVisible();
  },
};

export const SelectGiftCardInvalid: Story = {
  args: at(2, { source: usd, country: 'US', showErrors: [0, 1, 2] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(GIFT_CARD_MESSAGES.selectBrand)).toBeVisible();
  },
};

export const SelectGiftCardChosen: Story = {
  args: at(2, { source: usd, country: 'US', brand: rangeBrand }),
};

export const SelectGiftCardLoading: Story = {
  args: at(2, { source: usd, country: 'US' }),
  parameters: buyParams({ getGiftCardBrands: forever }),
};

export const SelectGiftCardFailed: Story = {
  args: at(2, { source: usd, country: 'US' }),
  parameters: buyParams({
    getGiftCardBrands: () => Promise.reject(new Error('The service is not available')),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The service is not available',
    );
  },
};

// Step 3 -------------------------------------------------------------------------------------------------------

/** A range brand, no amount yet: 'Between 10.00 and 500.00 USD'. */
export const SelectAmountRange: Story = {
  args: atAmount(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Between 10.00 and 500.00 USD')).toBeVisible();
  },
};

/** Out of the range. */
export const SelectAmountInvalid: Story = {
  args: atAmount({ amount: '1000' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Please enter an amount between 10.00 and 500.00 USD'),
    ).toBeVisible();
  },
};

/** A denomination brand: its amounts. */
export const SelectAmountDenominations: Story = {
  args: atAmount({ brand: denominationBrand }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('radiogroup', { name: /Amount/ });
    await expect(within(group).getAllByRole('radio')).toHaveLength(3);
  },
};

/** Buy pressed without an amount on a denomination brand. */
export const SelectAmountDenominationsInvalid: Story = {
  args: atAmount({ brand: denominationBrand, showErrors: [0, 1, 2, 3] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(GIFT_CARD_MESSAGES.invalidAmount)).toBeVisible();
  },
};

/** 100.00 USD: the fee 2.50 and the total 102.50 from the USD account. */
export const SelectAmountQuote: Story = {
  args: atAmount({ amount: '100' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByText('$102.50'))[0]).toBeVisible();
  },
};

/** Paid from the AXC staking: 102.50 USD at 1 AXC = 0.25 USD → 410.00000 AXC. */
export const SelectAmountFromStaking: Story = {
  args: atAmount({ amount: '100', source: { fromStakingId: 'stk-1' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/1 AXC = 0\.25000 USD/)).toBeVisible();
  },
};

/** A EUR brand paid from the USD account (1 USD = 0.92 EUR). */
export const SelectAmountEurBrand: Story = {
  args: atAmount({ brand: eurBrand, country: 'DE', amount: '50' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/1 USD = 0\.92000 EUR/)).toBeVisible();
  },
};

/** The EUR account holds 8.00 EUR: 'You do not have enough balance for this transaction'. */
export const SelectAmountInsufficient: Story = {
  args: atAmount({ amount: '10', source: { fromAccountId: 'acc-eur' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(GIFT_CARD_MESSAGES.notEnoughBalance)).toBeVisible();
  },
};

/** Buy Gift Card without both checkboxes: the message tied to them. */
export const SelectAmountNotConfirmed: Story = {
  args: atAmount({ amount: '100', termsAccepted: true, showErrors: [0, 1, 2, 3] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(GIFT_CARD_MESSAGES.confirmAll)).toBeVisible();
  },
};

/** Everything filled in. */
export const SelectAmountFilled: Story = { args: atAmount(ready) };

/** The order on its way: the button pending and the progress announced. */
export const Submitting: Story = {
  args: atAmount(ready),
  parameters: buyParams({ orderGiftCard: forever }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByText('$102.50');
    await userEvent.click(canvas.getByRole('button', { name: 'Buy Gift Card' }));
    await expect(await canvas.findByText('Placing your gift card order…')).toBeVisible();
  },
};

/** The bank refused with its message. */
export const FailedWithMessage: Story = {
  args: atAmount(ready),
  parameters: buyParams({
    orderGiftCard: () =>
      Promise.reject(Object.assign(new Error('Gift card not found'), { status: 404 })),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByText('$102.50');
    await userEvent.click(canvas.getByRole('button', { name: 'Buy Gift Card' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Gift card not found');
    await announcementsExpired(canvasElement);
  },
};

/** A failure without a message: 'Unknown error!'. */
export const FailedWithoutMessage: Story = {
  args: atAmount(ready),
  parameters: buyParams({
    orderGiftCard: () => Promise.reject(Object.assign(new Error(''), { status: 500 })),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByText('$102.50');
    await userEvent.click(canvas.getByRole('button', { name: 'Buy Gift Card' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      GIFT_CARD_MESSAGES.unknownError,
    );
    await announcementsExpired(canvasElement);
  },
};
