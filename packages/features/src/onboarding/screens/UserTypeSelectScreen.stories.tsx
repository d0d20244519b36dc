import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failing, loading, registrationOf, withOnboarding } from '../storySupport';
import { UserTypeSelectScreen } from './UserTypeSelectScreen';

const meta = {
  title: 'Screens/Onboarding/UserTypeSelect',
  component: UserTypeSelectScreen,
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof UserTypeSelectScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const PATH = '/onboarding/user-type-select';

/** No type yet: both options open; the choice is saved. */
export const Empty: Story = {
  decorators: [withOnboarding(registrationOf({ userType: 'UNKNOWN' }), PATH)],
};

export const PersonalChosen: Story = {
  decorators: [withOnboarding(registrationOf({ userType: 'INDIVIDUAL' }), PATH)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /Company account/ })).toBeDisabled();
  },
};

export const CompanyChosen: Story = {
  decorators: [withOnboarding(registrationOf({ userType: 'BUSINESS' }), PATH)],
};

/** The type was set elsewhere meanwhile: the bank answers 'User type mismatch!'. */
export const Mismatch: Story = {
  decorators: [
    (Story, context) => {
      let registration = registrationOf({ userType: 'UNKNOWN' });
      return withOnboarding(() => registration, PATH, {
        responses: {
          updateRegistration: () => {
            registration = registrationOf({ userType: 'INDIVIDUAL' });
            return Promise.reject(new Error('User type mismatch!'));
          },
        },
      })(Story, context);
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Company account/ }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('User type mismatch!');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Company account/ })).toBeDisabled(),
    );
  },
};

export const Loading: Story = { decorators: [withOnboarding(loading, PATH)] };

export const LoadError: Story = {
  decorators: [withOnboarding(failing, PATH)],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Try again' }),
    ).toBeVisible();
  },
};

export const MobileWidth: Story = {
  decorators: [withOnboarding(registrationOf({ userType: 'UNKNOWN' }), PATH)],
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
