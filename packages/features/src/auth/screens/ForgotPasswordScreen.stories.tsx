import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { forever, providerError, withAuthServices, announcementsExpired } from '../storySupport';
import ForgotPasswordScreen from './ForgotPasswordScreen';

const meta = {
  title: 'Screens/Auth/ForgotPassword',
  component: ForgotPasswordScreen,
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
  decorators: [withAuthServices({}, '/forgot-password')],
} satisfies Meta<typeof ForgotPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Required: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByText('The email field is required')).toBeVisible();
  },
};

export const InvalidFormatOnBlur: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@');
    await userEvent.tab();
    await expect(
      await canvas.findByText('The given email address format must be valid email address'),
    ).toBeVisible();
  },
};

export const ServerError: Story = {
  decorators: [
    withAuthServices(
      {
        auth: {
          resetPassword: () =>
            Promise.reject(
              providerError(
                'LimitExceededException',
                'Attempt limit exceeded, please try after some time.',
              ),
            ),
        },
      },
      '/forgot-password',
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@demo.test');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(
      await canvas.findByText('Attempt limit exceeded, please try after some time.'),
    ).toBeVisible();
    await announcementsExpired(canvasElement);
  },
};

export const PendingSubmit: Story = {
  decorators: [withAuthServices({ auth: { resetPassword: forever } }, '/forgot-password')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@demo.test');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Send code' })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
  },
};
