import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { forever, providerError, withAuthServices, announcementsExpired } from '../storySupport';
import { SignUpConfirmScreenView } from './SignUpConfirmScreen';

const state = { email: 'ada@demo.test' };

const meta = {
  title: 'Screens/Auth/SignUpConfirm',
  component: SignUpConfirmScreenView,
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
  decorators: [withAuthServices({}, '/sign-up-confirm', state)],
} satisfies Meta<typeof SignUpConfirmScreenView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CountdownRunning: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Resend code' })).toBeDisabled();
  },
};

export const CountdownFinished: Story = {
  args: { cooldownSeconds: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Resend code' })).toBeEnabled();
    await expect(canvas.getByText('You can now request a new code.')).toBeInTheDocument();
  },
};

export const IncompleteCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Verification code' }), '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(
      canvas.getByRole('textbox', { name: 'Verification code' }),
    ).toHaveAccessibleDescription('Please enter the complete verification code.');
  },
};

export const WrongCode: Story = {
  decorators: [
    withAuthServices(
      {
        auth: {
          confirmSignUp: () =>
            Promise.reject(
              providerError(
                'CodeMismatchException',
                'Invalid verification code provided, please try again.',
              ),
            ),
        },
      },
      '/sign-up-confirm',
      state,
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Verification code' }), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(
      await canvas.findByText('Invalid verification code provided, please try again.'),
    ).toBeVisible();
    await announcementsExpired(canvasElement);
  },
};

export const PendingVerify: Story = {
  decorators: [withAuthServices({ auth: { confirmSignUp: forever } }, '/sign-up-confirm', state)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Verification code' }), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Verify' })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
