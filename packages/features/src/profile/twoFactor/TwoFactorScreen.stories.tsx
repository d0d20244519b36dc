import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { TransportRequest, User } from '@axia/core';
import type { AuthService } from '../../kit';
import { announcementsExpired, forever } from '../../kit/storySupport';
import {
  plainUser,
  profileUser,
  settingCodeAnswer,
  TOTP_SETUP,
  userSetting,
} from '../settingsFixtures';
import { notify, ProfileStory } from '../settingsStorySupport';
import { TwoFactorView } from './TwoFactorScreen';

// /two-factor (seed 002 §2, §4 Security settings, §8) in each state: off, on with the transaction toggles
// (TRANSACTION2FA), without them, loading, 'Sorry, an error occurred: 2FA status not available', the setup dialog
// (QR code and key), 'Sorry, an error occurred.', 'Two Factor Authentication has been enabled' / 'disabled', the
// emailed-code dialog of a transaction toggle, and 'Something went wrong'.

function TwoFactor({
  user = profileUser,
  auth = {},
  responses = {},
}: {
  user?: User;
  auth?: Partial<AuthService>;
  responses?: Record<string, unknown>;
}) {
  return (
    <ProfileStory path="/two-factor" user={user} auth={auth} responses={responses}>
      <TwoFactorView />
    </ProfileStory>
  );
}

const meta = {
  title: 'Screens/Profile/Two factor',
  component: TwoFactor,
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    notify.mockClear();
  },
} satisfies Meta<typeof TwoFactor>;
export default meta;
type Story = StoryObj<typeof meta>;

const loginSwitch = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('switch', { name: 'Two-factor authentication at login' });

async function dialog(name: string) {
  const modal = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(modal).toBeVisible());
  return within(modal);
}

const setupAuth: Partial<AuthService> = {
  startTotpSetup: async () => TOTP_SETUP,
  verifyTotp: async () => {},
  setLoginMfa: async () => {},
};

export const Off: Story = {
  play: async ({ canvasElement }) => {
    await expect(await loginSwitch(canvasElement)).not.toBeChecked();
    await expect(
      await within(canvasElement).findByRole('switch', { name: 'Transfer Between Members' }),
    ).toBeChecked();
  },
};

export const OnWithoutTransactionToggles: Story = {
  args: { user: plainUser, auth: { fetchLoginMfaEnabled: async () => true } },
  play: async ({ canvasElement }) => {
    await expect(await loginSwitch(canvasElement)).toBeChecked();
    await expect(within(canvasElement).queryByRole('switch', { name: 'Wire Transfer' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { auth: { fetchLoginMfaEnabled: forever }, responses: { getUserSetting: forever } },
};

export const StatusUnavailable: Story = {
  args: { auth: { fetchLoginMfaEnabled: () => Promise.reject(new Error('down')) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Sorry, an error occurred: 2FA status not available',
    );
  },
};

/** Turning it on: the QR code (made in the page) and the key as text, then the code. */
export const SetupDialog: Story = {
  args: { auth: setupAuth },
  play: async ({ canvasElement }) => {
    await userEvent.click(await loginSwitch(canvasElement));
    const modal = await dialog('Set up two-factor authentication');
    await expect(
      await modal.findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    await expect(modal.getByText(TOTP_SETUP.secret)).toBeVisible();
  },
};

export const SetupFailed: Story = {
  args: { auth: { startTotpSetup: () => Promise.reject(new Error('x')) } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await loginSwitch(canvasElement));
    const modal = await dialog('Set up two-factor authentication');
    await expect(await modal.findByRole('alert')).toHaveTextContent('Sorry, an error occurred.');
  },
};

export const Enabled: Story = {
  args: { auth: setupAuth },
  play: async ({ canvasElement }) => {
    await userEvent.click(await loginSwitch(canvasElement));
    const modal = await dialog('Set up two-factor authentication');
    await userEvent.type(
      await modal.findByRole('textbox', { name: 'Authenticator code' }),
      '123456',
    );
    await userEvent.click(modal.getByRole('button', { name: 'Turn on' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        tone: 'success',
        title: 'Two Factor Authentication has been enabled',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await announcementsExpired(canvasElement);
  },
};

export const DisableDialog: Story = {
  args: { auth: { ...setupAuth, fetchLoginMfaEnabled: async () => true } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await loginSwitch(canvasElement));
    const modal = await dialog('Turn off two-factor authentication');
    await expect(modal.getByRole('textbox', { name: 'Authenticator code' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { auth: { ...setupAuth, fetchLoginMfaEnabled: async () => true } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await loginSwitch(canvasElement));
    const modal = await dialog('Turn off two-factor authentication');
    await userEvent.type(modal.getByRole('textbox', { name: 'Authenticator code' }), '654321');
    await userEvent.click(modal.getByRole('button', { name: 'Turn off' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        tone: 'success',
        title: 'Two Factor Authentication has been disabled',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await announcementsExpired(canvasElement);
  },
};

/** A transaction toggle the bank confirms by an emailed code (207). */
export const TransactionCodeDialog: Story = {
  args: {
    responses: {
      updateUserSetting: (request: TransportRequest) =>
        (request.body as { mfaCode?: string }).mfaCode
          ? userSetting({ members: true, wire: true })
          : settingCodeAnswer(),
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('switch', { name: 'Wire Transfer' }),
    );
    const modal = await dialog('Enter the verification code');
    await expect(modal.getByText(/change this setting/)).toBeVisible();
  },
};

export const SomethingWentWrong: Story = {
  args: {
    responses: { updateUserSetting: () => Promise.reject(new Error('Internal error')) },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('switch', { name: 'Wire Transfer' }),
    );
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ tone: 'error', title: 'Something went wrong' }),
    );
  },
};
