import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { IdentityVerificationProvider } from '../../kit';
import { fakeIdentityVerification } from '../../kit/testing';
import { registrationOf, withOnboarding } from '../storySupport';
import { KycVerifyPublicScreen } from './KycVerifyPublicScreen';

const meta = {
  title: 'Screens/Onboarding/KycVerifyPublic',
  component: KycVerifyPublicScreen,
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof KycVerifyPublicScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const REF = 'refId=6f1c2f0e-9d4b-4c55-8a7e-0a1b2c3d4e5f';
const visitor = { session: { signedIn: false, user: null } };

/** A widget that reports a submission as soon as it opens. */
const submittingWidget: IdentityVerificationProvider = {
  open: (_session, events) => {
    setTimeout(() => events.onSubmitted?.(), 0);
    return { opened: true, focus: () => {}, dispose: () => {} };
  },
};

export const Default: Story = {
  decorators: [withOnboarding(registrationOf(), `/kyc-verify-public?${REF}`, visitor)],
};

export const WithEmail: Story = {
  decorators: [
    withOnboarding(registrationOf(), `/kyc-verify-public?${REF}&email=grace%40demo.test`, visitor),
  ],
};

/** trigger=1: Verify is pressed by itself after 1 second. */
export const AutoTrigger: Story = {
  decorators: [
    withOnboarding(registrationOf(), `/kyc-verify-public?trigger=1&${REF}`, {
      ...visitor,
      identityVerification: submittingWidget,
    }),
  ],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { name: 'Verification submitted' },
        { timeout: 3000 },
      ),
    ).toBeVisible();
  },
};

export const PopupBlocked: Story = {
  decorators: [
    withOnboarding(registrationOf(), `/kyc-verify-public?${REF}`, {
      ...visitor,
      identityVerification: fakeIdentityVerification({ opened: false }),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Verify identity' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('did not open');
  },
};

export const InvalidLink: Story = {
  decorators: [withOnboarding(registrationOf(), '/kyc-verify-public?trigger=1', visitor)],
};
