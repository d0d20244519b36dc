import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { forever, providerError, withAuthServices, announcementsExpired } from '../storySupport';
import ResetPasswordScreen from './ResetPasswordScreen';

const state = { email: 'ada@demo.test' };

const meta = {
  title: 'Screens/Auth/ResetPassword',
  component: ResetPasswordScreen,
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
  decorators: [withAuthServices({}, '/reset-password', state)],
} satisfies Meta<typeof ResetPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function submit(canvasElement: HTMLElement, code: string, password: string) {
  const canvas = within(canvasElement);
  if (code) await userEvent.type(canvas.getByRole('textbox', { name: 'Verification code' }), code);
  if (password) await userEvent.type(canvas.getByLabelText('New password'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
  return canvas;
}

export const Empty: Story = {};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, '12', 'weak');
    await expect(
      canvas.getByRole('textbox', { name: 'Verification code' }),
    ).toHaveAccessibleDescription('Please enter the complete verification code.');
    await expect(
      canvas.getByText(
        'Passwords must be at least 8 characters, including at least one upper case letter, one lower case letter, and one numeric digit.',
      ),
    ).toBeVisible();
  },
};

export const WrongCode: Story = {
  decorators: [
    withAuthServices(
      {
        auth: {
          confirmResetPassword: () =>
            Promise.reject(
              providerError(
                'CodeMismatchException',
                'Invalid verification code provided, please try again.',
              ),
            ),
        },
      },
      '/reset-password',
      state,
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, '123456', 'NewSecret1');
    await expect(
      await canvas.findByText('Invalid verification code provided, please try again.'),
    ).toBeVisible();
    await announcementsExpired(canvasElement);
  },
};

export const PendingSubmit: Story = {
  decorators: [
    withAuthServices({ auth: { confirmResetPassword: forever } }, '/reset-password', state),
  ],
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, '123456', 'NewSecret1');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Reset password' })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
  },
};
