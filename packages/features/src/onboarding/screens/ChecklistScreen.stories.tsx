import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { failing, loading, registrationOf, withOnboarding } from '../storySupport';
import { ChecklistScreen } from './ChecklistScreen';

const meta = {
  title: 'Screens/Onboarding/Checklist',
  component: ChecklistScreen,
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
  args: { kind: 'individual' },
} satisfies Meta<typeof ChecklistScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const IndividualIncomplete: Story = {
  decorators: [withOnboarding(registrationOf(), '/onboarding/individual')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('link', { name: /Incomplete/ })).toHaveLength(3);
  },
};

/** Submitted (identity), rejected (tax ID) and completed (no PEP to declare). */
export const IndividualMixed: Story = {
  decorators: [
    withOnboarding(
      registrationOf({
        pepStatus: 'NONE',
        data: { kycStatus: 'SUBMITTED', taxIdStatus: 'REJECTED' },
      }),
      '/onboarding/individual',
    ),
  ],
};

export const IndividualAllSubmitted: Story = {
  decorators: [
    withOnboarding(
      registrationOf({
        pepStatus: 'PEP',
        data: { kycStatus: 'COMPLETED', taxIdStatus: 'NOT_REQUIRED_SUBMITTED' },
      }),
      '/onboarding/individual',
    ),
  ],
};

export const BusinessIncomplete: Story = {
  args: { kind: 'business' },
  decorators: [withOnboarding(registrationOf({ userType: 'BUSINESS' }), '/onboarding/business')],
};

export const BusinessMixed: Story = {
  args: { kind: 'business' },
  decorators: [
    withOnboarding(
      registrationOf({
        userType: 'BUSINESS',
        data: {
          kycStatus: 'COMPLETED',
          taxIdStatus: 'SUBMITTED',
          businessRecordsStatus: 'REJECTED',
          businessAddressStatus: 'INCOMPLETE',
        },
      }),
      '/onboarding/business',
    ),
  ],
};

export const Loading: Story = { decorators: [withOnboarding(loading, '/onboarding/individual')] };

export const LoadError: Story = {
  decorators: [withOnboarding(failing, '/onboarding/individual')],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Unknown error!')).toBeVisible();
  },
};

export const MobileWidth: Story = {
  decorators: [withOnboarding(registrationOf(), '/onboarding/individual')],
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
