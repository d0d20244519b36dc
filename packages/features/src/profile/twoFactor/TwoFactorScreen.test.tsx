import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TransportRequest, User } from '@axia/core';
import type { AuthService } from '../../kit';
import { createFakeServices, ScreenInRoute } from '../../kit/testing';
import {
  plainUser,
  profileUser,
  settingCodeAnswer,
  TOTP_SETUP,
  userSetting,
} from '../settingsFixtures';
import { TwoFactorView } from './TwoFactorScreen';

// Seed 002 §2 Two factor, §3 User settings, §4 Security settings, §8: the login toggle (QR code and secret, a code
// to turn it on or off), the TRANSACTION2FA toggles through the emailed code, and the §8 messages.

function setup({
  user = profileUser,
  auth = {},
  updateUserSetting = () => userSetting(),
}: {
  user?: User;
  auth?: Partial<AuthService>;
  updateUserSetting?: (request: TransportRequest) => unknown;
} = {}) {
  const notify = vi.fn();
  const loadUser = vi.fn(async () => user);
  const bodies: unknown[] = [];
  render(
    <ScreenInRoute
      services={createFakeServices({
        session: { user },
        notify,
        auth: { loadUser, ...auth },
        responses: {
          getUserSetting: userSetting({ members: true }),
          updateUserSetting: (request: TransportRequest) => {
            bodies.push(request.body);
            return updateUserSetting(request);
          },
        },
      })}
      path="/two-factor"
    >
      <TwoFactorView />
    </ScreenInRoute>,
  );
  return { notify, loadUser, bodies, user: userEvent.setup() };
}

const loginSwitch = () =>
  screen.findByRole('switch', { name: 'Two-factor authentication at login' });

describe('/two-factor', () => {
  it('reflects the login state and shows the transaction toggles with TRANSACTION2FA', async () => {
    setup({ auth: { fetchLoginMfaEnabled: async () => true } });
    expect(await loginSwitch()).toBeChecked();
    expect(await screen.findByRole('switch', { name: 'Transfer Between Members' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Wire Transfer' })).not.toBeChecked();
  });

  it('hides the transaction toggles without TRANSACTION2FA', async () => {
    setup({ user: plainUser });
    await loginSwitch();
    expect(screen.queryByRole('switch', { name: 'Wire Transfer' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Transactions' })).toBeNull();
  });

  it("says 'Sorry, an error occurred: 2FA status not available'", async () => {
    setup({ auth: { fetchLoginMfaEnabled: () => Promise.reject(new Error('down')) } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, an error occurred: 2FA status not available',
    );
  });

  it("turns login 2FA on with the QR code, the secret and a code: 'Two Factor Authentication has been enabled'", async () => {
    const startTotpSetup = vi.fn(async () => TOTP_SETUP);
    const verifyTotp = vi.fn(async () => {});
    const setLoginMfa = vi.fn(async () => {});
    const { user, notify } = setup({ auth: { startTotpSetup, verifyTotp, setLoginMfa } });
    await user.click(await loginSwitch());
    const dialog = await screen.findByRole('dialog', { name: 'Set up two-factor authentication' });
    expect(startTotpSetup).toHaveBeenCalledWith('ada@demo.test');
    expect(
      await within(dialog).findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    expect(within(dialog).getByText(TOTP_SETUP.secret)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Copy the setup key' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter the 6-digit code.');
    await user.type(within(dialog).getByRole('textbox', { name: 'Authenticator code' }), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        tone: 'success',
        title: 'Two Factor Authentication has been enabled',
      }),
    );
    expect(verifyTotp).toHaveBeenCalledWith('123456');
    expect(setLoginMfa).toHaveBeenCalledWith(true);
    expect(await loginSwitch()).toBeChecked();
  });

  it("says 'Sorry, an error occurred.' when the setup fails", async () => {
    const { user } = setup({ auth: { startTotpSetup: () => Promise.reject(new Error('x')) } });
    await user.click(await loginSwitch());
    const dialog = await screen.findByRole('dialog', { name: 'Set up two-factor authentication' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Sorry, an error occurred.');
    expect(within(dialog).getByRole('button', { name: 'Turn on' })).toBeDisabled();
  });

  it("turns login 2FA off with a code: 'Two Factor Authentication has been disabled'", async () => {
    const verifyTotp = vi.fn(async () => {});
    const setLoginMfa = vi.fn(async () => {});
    const { user, notify } = setup({
      auth: { fetchLoginMfaEnabled: async () => true, verifyTotp, setLoginMfa },
    });
    await user.click(await loginSwitch());
    const dialog = await screen.findByRole('dialog', {
      name: 'Turn off two-factor authentication',
    });
    await user.type(within(dialog).getByRole('textbox', { name: 'Authenticator code' }), '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        tone: 'success',
        title: 'Two Factor Authentication has been disabled',
      }),
    );
    expect(verifyTotp).toHaveBeenCalledWith('654321');
    expect(setLoginMfa).toHaveBeenCalledWith(false);
    expect(await loginSwitch()).not.toBeChecked();
  });

  it.each(['Code mismatch', 'Invalid code received for user'])(
    "keeps the off dialog open for a wrong code ('%s'), said as the app's other code errors",
    async (refusal) => {
      const { user } = setup({
        auth: {
          fetchLoginMfaEnabled: async () => true,
          verifyTotp: () => Promise.reject(new Error(refusal)),
        },
      });
      await user.click(await loginSwitch());
      const dialog = await screen.findByRole('dialog', {
        name: 'Turn off two-factor authentication',
      });
      await user.type(
        within(dialog).getByRole('textbox', { name: 'Authenticator code' }),
        '000000',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
      await waitFor(() =>
        expect(within(dialog).getByRole('alert')).toHaveTextContent('Verification code is invalid'),
      );
    },
  );

  it('toggles Wire Transfer through the emailed code and refreshes the profile', async () => {
    const { user, bodies, loadUser } = setup({
      updateUserSetting: (request) =>
        (request.body as { mfaCode?: string }).mfaCode
          ? userSetting({ members: true, wire: true })
          : settingCodeAnswer('rec-9'),
    });
    await user.click(await screen.findByRole('switch', { name: 'Wire Transfer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter the verification code' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Verification code' }), '112233');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Wire Transfer' })).toBeChecked(),
    );
    expect(bodies).toEqual([
      { transaction2fa: { WIRE_TRANSFER: { enabled: true, method: 'EMAIL' } } },
      {
        transaction2fa: { WIRE_TRANSFER: { enabled: true, method: 'EMAIL' } },
        mfaCode: '112233',
        transaction2faRecordId: 'rec-9',
      },
    ]);
    expect(loadUser).toHaveBeenCalled();
  });

  it("says 'Something went wrong' when a toggle fails", async () => {
    const { user, notify } = setup({
      updateUserSetting: () => {
        throw new Error('Internal error');
      },
    });
    await user.click(await screen.findByRole('switch', { name: 'Transfer Between Members' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ tone: 'error', title: 'Something went wrong' }),
    );
    expect(screen.getByRole('switch', { name: 'Transfer Between Members' })).toBeChecked();
  });
});
