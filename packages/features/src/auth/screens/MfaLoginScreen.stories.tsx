import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { fakeUser } from '../../kit/testing';
import { forever, providerError, withAuthServices, announcementsExpired } from '../storySupport';
import MfaLoginScreen from './MfaLoginScreen';

const meta = {
  title: 'Screens/Auth/MfaLogin',
  component: MfaLoginScreen,
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
  decorators: [withAuthServices({}, '/mfa-login')],
} satisfies Meta<typeof MfaLoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const IncompleteCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(
      canvas.getByRole('textbox', { name: 'Authentication code' }),
    ).toHaveAccessibleDescription('Please enter the complete verification code.');
  },
};

export const PasteCode: Story = {
  decorators: [withAuthServices({ auth: { confirmSignIn: forever } }, '/mfa-login')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Authentication code' });
    await userEvent.click(input);
    await userEvent.paste('123 456');
    await expect(input).toHaveValue('123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Verify' })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

export const WrongCode: Story = {
  decorators: [
    withAuthServices(
      {
        auth: {
          confirmSignIn: () =>
            Promise.reject(
              providerError('CodeMismatchException', 'Invalid code received for user'),
            ),
        },
      },
      '/mfa-login',
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Authentication code' }), '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(await canvas.findByText('Invalid code received for user')).toBeVisible();
    await announcementsExpired(canvasElement);
  },
};

/** After the code, a user created before 2022-07-29 sees the token-migration terms. */
export const MigrationTermsAfterVerify: Story = {
  decorators: [
    withAuthServices(
      {
        auth: {
          confirmSignIn: async () => {},
        },
        responses: {
          getUser: {
            ...fakeUser,
            createdAt: '2022-03-01T00:00:00.000Z',
            features: [...fakeUser.features, 'TOKEN_MIGRATION_CONSENT'],
          },
        },
      },
      '/mfa-login',
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Authentication code' }), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    const dialog = await screen.findByRole('dialog', { name: 'Token migration terms' });
    // The dialog fades in: wait until it is fully shown.
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
