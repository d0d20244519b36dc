import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { failing, loading, registrationOf, withOnboarding } from '../storySupport';
import { OtherInformationScreen } from './OtherInformationScreen';

const meta = {
  title: 'Screens/Onboarding/OtherInformation',
  component: OtherInformationScreen,
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OtherInformationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const PATH = '/onboarding/individual/other-information';

export const Empty: Story = { decorators: [withOnboarding(registrationOf(), PATH)] };

export const Errors: Story = {
  decorators: [withOnboarding(registrationOf(), PATH)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save' }));
    await expect(
      await canvas.findByRole('radiogroup', { name: 'PEP status' }),
    ).toHaveAccessibleDescription('PEP status is required!');
  },
};

/** 'Nothing to declare': completed. */
export const NothingToDeclare: Story = {
  decorators: [withOnboarding(registrationOf({ pepStatus: 'NONE' }), PATH)],
};

/** Declared PEP: submitted for review. */
export const PoliticallyExposed: Story = {
  decorators: [withOnboarding(registrationOf({ pepStatus: 'PEP' }), PATH)],
};

export const Loading: Story = { decorators: [withOnboarding(loading, PATH)] };

export const LoadError: Story = { decorators: [withOnboarding(failing, PATH)] };
