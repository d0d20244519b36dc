import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { UserRegistrationData } from '@axia/core';
import { failing, loading, registrationOf, storedFile, withOnboarding } from '../storySupport';
import { BusinessAddressScreen } from './BusinessAddressScreen';

const meta = {
  title: 'Screens/Onboarding/BusinessAddress',
  component: BusinessAddressScreen,
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BusinessAddressScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const PATH = '/onboarding/business/business-address';
const registered = {
  businessAddressLine1: '1 Main Street',
  businessAddressLine2: 'Suite 200',
  businessAddressCity: 'Springfield',
  businessAddressState: 'IL',
  businessAddressCountryCode: 'US',
  businessAddressPostalCode: '62701',
  businessProofOfAddressFile: storedFile('registration/address/1.pdf'),
};
const trading = {
  businessTradingAddressLine1: 'Dock 4',
  businessTradingAddressLine2: '',
  businessTradingAddressCity: 'Chicago',
  businessTradingAddressState: 'IL',
  businessTradingAddressCountryCode: 'US',
  businessTradingAddressPostalCode: '60601',
};
const business = (data: Partial<UserRegistrationData> = {}) =>
  registrationOf({ userType: 'BUSINESS', data });

export const Empty: Story = { decorators: [withOnboarding(business(), PATH)] };

export const Errors: Story = {
  decorators: [withOnboarding(business(), PATH)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText('Address 1 is required!')).toBeVisible();
    await expect(canvas.getByText('Proof of Address is required!')).toBeVisible();
  },
};

/** The box ticked with an empty trading address: its fields are required too. */
export const TradingAddressErrors: Story = {
  decorators: [withOnboarding(business(registered), PATH)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('checkbox', { name: 'Different trading address' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const tradingGroup = canvas.getByRole('group', { name: 'Trading address' });
    await expect(await within(tradingGroup).findByText('City is required!')).toBeVisible();
  },
};

/** Same trading address: the box starts unticked. */
export const SameTradingAddress: Story = {
  decorators: [withOnboarding(business(registered), PATH)],
};

/** A different stored trading address: the box starts ticked. */
export const DifferentTradingAddress: Story = {
  decorators: [withOnboarding(business({ ...registered, ...trading }), PATH)],
};

export const Rejected: Story = {
  decorators: [
    withOnboarding(business({ ...registered, businessAddressStatus: 'REJECTED' }), PATH),
  ],
};

export const ReadOnlySubmitted: Story = {
  decorators: [
    withOnboarding(
      business({ ...registered, ...trading, businessAddressStatus: 'SUBMITTED' }),
      PATH,
    ),
  ],
};

export const ReadOnlyCompleted: Story = {
  decorators: [
    withOnboarding(business({ ...registered, businessAddressStatus: 'COMPLETED' }), PATH),
  ],
};

export const Loading: Story = { decorators: [withOnboarding(loading, PATH)] };

export const LoadError: Story = { decorators: [withOnboarding(failing, PATH)] };

export const MobileWidth: Story = {
  decorators: [withOnboarding(business({ ...registered, ...trading }), PATH)],
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
