import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { CARD_MESSAGES } from '@axia/core';
import { forever } from '../../kit/storySupport';
import type { ApplySnapshot } from './ApplyStore';
import { CardApplyView } from './CardApplyScreen';
import {
  activatedCard,
  agreementWithoutBody,
  digitNameUser,
  freeFeeSet,
  invalidAddressUser,
  issuedCard,
  longNameUser,
  physicalCardUser,
} from './fixtures';
import { cardParams, withCards } from './storySupport';

// Seed 002 §2 Cards, §4 Card wizard, §5, §8, §9: /cards/apply in every step and state: the card holder (alternative
// names, a name with digits, no card type), the address (messages, invalid characters and their edit, the physical
// card with Courier and the phone), the payment (the summary, FREE, no source, insufficient balance, the courier
// variant's initial load), the agreement (the modal, unticked, terms missing), the issue progress and its outcomes,
// and edit mode.

const meta = {
  title: 'Screens/Cards/Order card',
  component: CardApplyView,
  tags: ['screen'],
  parameters: { layout: 'fullscreen', cards: { path: '/cards/apply' } },
  decorators: [withCards],
  args: { delay: async () => {} },
} satisfies Meta<typeof CardApplyView>;
export default meta;
type Story = StoryObj<typeof meta>;

const usd: ApplySnapshot = { cardTypeCode: 'NORMAL_USD' };
const paid: ApplySnapshot = { ...usd, source: { fromAccountId: 'acc-usd' } };
const at = (step: number, snapshot: ApplySnapshot = {}) => ({ initial: { step, ...snapshot } });

async function openDialog(name: string) {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

// Step 0 -------------------------------------------------------------------------------------------------------

/** The profile's names, read-only; Cancel and Next. */
export const CardHolder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'First name' })).toHaveValue('Alex');
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).not.toHaveAttribute('aria-disabled');
  },
};

/** Over 20 characters: the spec's message, the support sentence and the alternative names (from the profile). */
export const CardHolderAlternativeNames: Story = {
  parameters: cardParams({ user: longNameUser, path: '/cards/apply' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(CARD_MESSAGES.nameTooLong)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'First name on card' })).toHaveValue('Max');
  },
};

/** Alternative names that do not fit: Next disabled, the problem tied to the fields. */
export const CardHolderAlternativeNamesTooLong: Story = {
  parameters: cardParams({ user: longNameUser, path: '/cards/apply' }),
  args: { initial: { alternativeFirstName: 'Maximiliana', alternativeLastName: 'Featherstone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The fields say so once the customer has been in one of them and left it.
    const [field] = (await canvas.findAllByDisplayValue('Maximiliana')).filter(
      (input) => !(input as HTMLInputElement).readOnly,
    );
    await userEvent.click(field!);
    await userEvent.tab();
    await expect(
      await canvas.findAllByText('The two names together may have at most 20 letters.'),
    ).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** A name with a digit: 'The name should only contain letters.'. */
export const CardHolderNotLetters: Story = {
  parameters: cardParams({ user: digitNameUser, path: '/cards/apply' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(CARD_MESSAGES.nameLetters)).toBeVisible();
  },
};

/** No card type for the country: Next disabled. */
export const CardHolderNoCardType: Story = {
  parameters: cardParams({ responses: { getCardTypes: [] }, path: '/cards/apply' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(CARD_MESSAGES.notInCountry)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Loading: Story = {
  parameters: cardParams({ responses: { getUser: forever }, path: '/cards/apply' }),
};

export const LoadFailed: Story = {
  parameters: cardParams({
    responses: { getUser: () => Promise.reject(new Error('Your profile could not be read')) },
    path: '/cards/apply',
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Your profile could not be read',
    );
  },
};

// Step 1 -------------------------------------------------------------------------------------------------------

/** The currency choice and the addresses from the profile. */
export const Address: Story = { args: at(1) };

/** Next pressed with nothing chosen and an empty city: the currency and required messages. */
export const AddressErrors: Story = {
  parameters: cardParams({
    user: { ...physicalCardUser, addressCity: null, phoneNumber: null },
    path: '/cards/apply',
  }),
  args: at(1, { showErrors: [1] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(CARD_MESSAGES.selectCurrency)).toBeVisible();
    await expect(canvas.getByText(CARD_MESSAGES.enterPhone)).toBeVisible();
    await expect(canvas.getAllByText('City is required!').length).toBeGreaterThan(0);
  },
};

/** A phone under 9 digits. */
export const AddressShortPhone: Story = {
  parameters: cardParams({ user: physicalCardUser, path: '/cards/apply' }),
  args: at(1, {
    ...usd,
    showErrors: [1],
    phone: { dialCode: '+1', countryCode: 'US', number: '20655' },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(CARD_MESSAGES.invalidPhone)).toBeVisible();
  },
};

/** Invalid characters in both addresses, listed, each with its Edit action. */
export const AddressInvalid: Story = {
  parameters: cardParams({ user: invalidAddressUser, path: '/cards/apply' }),
  args: at(1, usd),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(CARD_MESSAGES.billingInvalid)).toBeVisible();
    await expect(canvas.getByText(CARD_MESSAGES.shippingInvalid)).toBeVisible();
  },
};

/** The billing address opened by Edit, fixed and saved: 'Billing address updated successfully.' (toast). */
export const AddressInvalidEdited: Story = {
  parameters: cardParams({ user: invalidAddressUser, path: '/cards/apply' }),
  args: at(1, usd),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const billing = await canvas.findByRole('region', { name: 'Billing address' });
    await userEvent.click(within(billing).getByRole('button', { name: 'Edit billing address' }));
    const line1 = within(billing).getByRole('textbox', { name: 'Address line 1' });
    await userEvent.clear(line1);
    await userEvent.type(line1, '1200 Pine Street 4');
    const line2 = within(billing).getByRole('textbox', { name: 'Address line 2' });
    await userEvent.clear(line2);
    await userEvent.type(line2, 'Floor 2 Suite 5');
    await userEvent.click(within(billing).getByRole('button', { name: 'Save billing address' }));
    await waitFor(() => expect(canvas.queryByText(CARD_MESSAGES.billingInvalid)).toBeNull());
  },
};

/** An address open for editing, with a missing field's message after Save. */
export const AddressEditing: Story = {
  args: at(1, { ...usd, editing: { billing: true } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const billing = await canvas.findByRole('region', { name: 'Billing address' });
    await userEvent.clear(within(billing).getByRole('textbox', { name: 'Zip/Postal Code' }));
    await userEvent.click(within(billing).getByRole('button', { name: 'Save billing address' }));
    await expect(await within(billing).findByText('Zip/Postal Code is required!')).toBeVisible();
  },
};

/** 'Same as billing address' ticked: the shipping address follows the billing one. */
export const AddressSameAsBilling: Story = { args: at(1, { ...usd, sameAsBilling: true }) };

/** The physical-card feature: physical card, Standard or Courier, and the phone (+1 United States). */
export const AddressPhysicalCourier: Story = {
  parameters: cardParams({ user: physicalCardUser, path: '/cards/apply' }),
  args: at(1, { ...usd, physical: true, delivery: 'Courier' }),
};

// Step 2 -------------------------------------------------------------------------------------------------------

/** The order summary (virtual card and total) and the sources. */
export const Payment: Story = { args: at(2, usd) };

/** Next without a source: 'Please select an account for the amount to transfer from.'. */
export const PaymentNoSource: Story = {
  args: at(2, { ...usd, showErrors: [2] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(CARD_MESSAGES.selectSource)).toBeVisible();
  },
};

/** 8.00 EUR for a 10.00 USD order: 'Insufficient account balance!'. */
export const PaymentInsufficient: Story = {
  args: at(2, { ...usd, source: { fromAccountId: 'acc-eur' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(CARD_MESSAGES.insufficientBalance)).toBeVisible();
  },
};

/** A free virtual card: FREE rows. */
export const PaymentFree: Story = {
  parameters: cardParams({ responses: { getCardProvider: freeFeeSet }, path: '/cards/apply' }),
  args: at(2, paid),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByText('FREE')).length).toBe(2);
  },
};

/** Physical + Courier: physical, virtual, shipping and handling, total; the initial load (below 5: its message). */
export const PaymentCourier: Story = {
  parameters: cardParams({ user: physicalCardUser, path: '/cards/apply' }),
  args: at(2, {
    ...paid,
    physical: true,
    delivery: 'Courier',
    loadAmount: '4',
    showErrors: [2],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Shipping and handling')).toBeVisible();
    await expect(await canvas.findByText(CARD_MESSAGES.belowMinimum('USD'))).toBeVisible();
  },
};

/** Courier with an initial load of 100: its fees, the order and the total the account loses, before Order Card. */
export const PaymentCourierCharges: Story = {
  parameters: cardParams({ user: physicalCardUser, path: '/cards/apply' }),
  args: at(2, { ...paid, physical: true, delivery: 'Courier', loadAmount: '100' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const charges = await canvas.findByRole('region', { name: 'What you pay' });
    await expect(
      (await within(charges).findByText('Total taken from the chosen source')).nextElementSibling,
    ).toHaveTextContent('$153.70');
  },
};

/** Courier with a load the account cannot pay with its fees: 'Insufficient account balance!'. */
export const PaymentCourierInsufficient: Story = {
  parameters: cardParams({ user: physicalCardUser, path: '/cards/apply' }),
  args: at(2, {
    ...paid,
    physical: true,
    delivery: 'Courier',
    loadAmount: '1180',
    showErrors: [2],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(CARD_MESSAGES.insufficientBalance)).toBeVisible();
  },
};

/** The summary's fees could not be read. */
export const PaymentFeesFailed: Story = {
  parameters: cardParams({
    responses: { getCardProvider: () => Promise.reject(new Error('Fees are not available')) },
    path: '/cards/apply',
  }),
  args: at(2, usd),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Fees are not available')).toBeVisible();
  },
};

// Step 3 -------------------------------------------------------------------------------------------------------

/** The agreement; Order Card greyed until agreed. */
export const Agreement: Story = {
  args: at(3, paid),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Order Card' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Order Card pressed without the checkbox: 'Please read our condition and check for continue!'. */
export const AgreementNotChecked: Story = {
  args: at(3, paid),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('checkbox', { name: /I have read and agree/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Order Card' }));
    await expect(await canvas.findByText(CARD_MESSAGES.checkTerms)).toBeVisible();
  },
};

/** The Agree/Cancel modal: header, image, body, the full document's link. */
export const AgreementModal: Story = {
  args: at(3, paid),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Read the agreement' }));
    const dialog = await openDialog('Cardholder Agreement (North America)');
    await expect(within(dialog).getByRole('button', { name: 'Agree' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

/** Terms without a body: 'Failed to retrieve terms and conditions, please contact customer support.'. */
export const TermsMissing: Story = {
  parameters: cardParams({
    responses: { getCardAgreement: agreementWithoutBody },
    path: '/cards/apply',
  }),
  args: at(3, paid),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(CARD_MESSAGES.termsMissing)).toBeVisible();
  },
};

// Ordering -----------------------------------------------------------------------------------------------------

/** Ordering: the progress, announced politely. */
export const Issuing: Story = {
  parameters: cardParams({ responses: { issueCard: forever }, path: '/cards/apply' }),
  args: at(3, { ...paid, agreed: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Order Card' })).not.toHaveAttribute(
        'aria-disabled',
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Order Card' }));
    await expect(await canvas.findByText('Ordering your card…')).toBeVisible();
  },
};

/** The bank refused the order: its message. */
export const IssueRefused: Story = {
  parameters: cardParams({
    responses: {
      issueCard: () =>
        Promise.reject(Object.assign(new Error('Insufficient funds'), { status: 422 })),
    },
    path: '/cards/apply',
  }),
  args: at(3, { ...paid, agreed: true, submitError: 'Insufficient funds' }),
};

/** 'Congratulations! Your card is activated!' with View card. */
export const Activated: Story = {
  args: at(3, {
    ...paid,
    agreed: true,
    phase: 'done',
    result: { kind: 'activated', card: activatedCard, loadMessage: null, loaded: false },
  }),
  play: async () => {
    const dialog = await openDialog(CARD_MESSAGES.activated);
    await expect(within(dialog).getByRole('button', { name: 'View card' })).toBeVisible();
  },
};

/** The courier variant loaded the card too: 'Card is loaded successfully.'. */
export const ActivatedAndLoaded: Story = {
  args: at(3, {
    ...paid,
    agreed: true,
    phase: 'done',
    result: { kind: 'activated', card: activatedCard, loadMessage: null, loaded: true },
  }),
  play: async () => {
    const dialog = await openDialog(CARD_MESSAGES.activated);
    await expect(within(dialog).getByText(CARD_MESSAGES.loaded)).toBeVisible();
  },
};

/** The courier variant's load failed: its text with the red icon. */
export const ActivatedLoadFailed: Story = {
  args: at(3, {
    ...paid,
    agreed: true,
    phase: 'done',
    result: {
      kind: 'activated',
      card: activatedCard,
      loadMessage: CARD_MESSAGES.serviceUnavailable,
      loaded: false,
    },
  }),
  play: async () => {
    const dialog = await openDialog(CARD_MESSAGES.activated);
    await expect(within(dialog).getByText(CARD_MESSAGES.serviceUnavailable)).toBeVisible();
  },
};

/** Activation failed: the card was issued and can be activated on its page. */
export const ActivationFailed: Story = {
  args: at(3, {
    ...paid,
    agreed: true,
    phase: 'done',
    result: { kind: 'notActivated', card: issuedCard },
  }),
  play: async () => {
    const dialog = await openDialog('Your card has been issued');
    await expect(within(dialog).getByText(CARD_MESSAGES.issuedNotActivated)).toBeVisible();
  },
};

/** Edit mode: the last button reads Confirm. */
export const EditMode: Story = {
  args: { mode: 'edit', ...at(3, { ...paid, agreed: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Confirm' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit card order' })).toBeVisible();
  },
};
