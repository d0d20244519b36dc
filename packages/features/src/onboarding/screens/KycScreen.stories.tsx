import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fakeIdentityVerification } from '../../kit/testing';
import { failing, forever, loading, registrationOf, withOnboarding } from '../storySupport';
import { KycScreen } from './KycScreen';

const meta = {
  title: 'Screens/Onboarding/Kyc',
  component: KycScreen,
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
  args: { kind: 'individual' },
} satisfies Meta<typeof KycScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const PATH = '/onboarding/individual/kyc';
const kyc = (kycStatus: 'INCOMPLETE' | 'SUBMITTED' | 'COMPLETED' | 'REJECTED') =>
  registrationOf({ data: { kycStatus } });

/** Incomplete: the widget opened by itself. */
export const Incomplete: Story = {
  decorators: [withOnboarding(kyc('INCOMPLETE'), PATH)],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/The verification window is open\./),
    ).toBeVisible();
  },
};

/** The browser blocked the pop-up: the user starts it by a click. */
export const PopupBlocked: Story = {
  decorators: [
    withOnboarding(kyc('INCOMPLETE'), PATH, {
      identityVerification: fakeIdentityVerification({ opened: false }),
    }),
  ],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Start verification' }),
    ).toBeVisible();
  },
};

export const Starting: Story = {
  decorators: [
    withOnboarding(kyc('INCOMPLETE'), PATH, { responses: { createKycSession: forever } }),
  ],
};

export const StartError: Story = {
  decorators: [
    withOnboarding(kyc('INCOMPLETE'), PATH, {
      responses: {
        createKycSession: () =>
          Promise.reject(
            new Error('This service is temporarily unavailable, please try again later.'),
          ),
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'This service is temporarily unavailable, please try again later.',
    );
  },
};

/** Submitted and completed: no widget, only the banner (read-only). */
export const Submitted: Story = { decorators: [withOnboarding(kyc('SUBMITTED'), PATH)] };

export const Completed: Story = { decorators: [withOnboarding(kyc('COMPLETED'), PATH)] };

/** Rejected: the banner says so and the widget opens again. */
export const Rejected: Story = { decorators: [withOnboarding(kyc('REJECTED'), PATH)] };

export const Business: Story = {
  args: { kind: 'business' },
  decorators: [
    withOnboarding(
      registrationOf({ userType: 'BUSINESS', data: { kycStatus: 'INCOMPLETE' } }),
      '/onboarding/business/kyc',
    ),
  ],
};

export const Loading: Story = { decorators: [withOnboarding(loading, PATH)] };

export const LoadError: Story = { decorators: [withOnboarding(failing, PATH)] };
