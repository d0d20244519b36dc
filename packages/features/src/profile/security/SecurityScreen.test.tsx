import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TransportRequest } from '@axia/core';
import type { AuthService } from '../../kit';
import { createFakeServices, recordingResponses, ScreenInRoute } from '../../kit/testing';
import { profileUser } from '../settingsFixtures';
import {
  cancelledError,
  confirmFirstError,
  grantCodeAnswer,
  laptopPasskey,
  newPasskey,
  passkeyList,
  phonePasskey,
  sessionList,
} from './fixtures';
import { SecurityView } from './SecurityScreen';

// Issue 45, Profile → Security: the passkeys (list, add with a name and, when the identity asks, the mailed code;
// remove after a confirmation; the password sign-in switch; a browser without WebAuthn) and the sessions (this
// device first, sign out one, sign out everywhere else), with the toasts and focus moves after each action.

function setup({
  answers = {},
  auth = {},
  webAuthn = true,
}: {
  answers?: Record<string, unknown>;
  auth?: Partial<AuthService>;
  webAuthn?: boolean;
} = {}) {
  const notify = vi.fn();
  const { calls, responses } = recordingResponses({
    getPasskeys: passkeyList(),
    getSessions: sessionList(),
    ...answers,
  });
  render(
    <ScreenInRoute
      services={createFakeServices({ session: { user: profileUser }, notify, auth, responses })}
      path="/security"
    >
      <SecurityView webAuthn={webAuthn} />
    </ScreenInRoute>,
  );
  const callsOf = (operation: string) => calls.filter((call) => call.operation === operation);
  return { notify, callsOf, user: userEvent.setup() };
}

const passkeys = () => screen.findByRole('list', { name: 'Your passkeys' });
const sessions = () => screen.findByRole('list', { name: 'Your sessions' });
const rowOf = (heading: HTMLElement) => heading.closest('li') as HTMLElement;
const passwordSwitch = () => screen.findByRole('switch', { name: 'Password sign-in' });

/** Answers GET /user/passkeys with `lists` in turn (the last one again after that). */
function listsInTurn(...lists: unknown[]) {
  let read = 0;
  return () => lists[Math.min(read++, lists.length - 1)];
}

describe('/security passkeys', () => {
  it('lists each passkey: its name, when it was added and last used, and whether it is synced', async () => {
    setup();
    const list = await passkeys();
    const headings = within(list).getAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'iPhone Synced',
      'Work laptop',
    ]);
    const phone = rowOf(headings[0]!);
    expect(within(phone).getByText(/^Added \d+ Nov 2026, \d\d:\d\d$/)).toBeVisible();
    expect(within(phone).getByText('Not used yet')).toBeVisible();
    const laptop = rowOf(headings[1]!);
    expect(within(laptop).getByText(/^Last used [12] Dec 2026, \d\d:\d\d$/)).toBeVisible();
    expect(within(laptop).queryByText('Synced')).toBeNull();
    expect(within(laptop).getByRole('button', { name: 'Remove Work laptop' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Passkeys' })).toBeVisible();
    expect(await passwordSwitch()).toBeChecked();
  });

  it('says there is none yet, and keeps password sign-in on until a passkey exists', async () => {
    setup({ answers: { getPasskeys: passkeyList([]) } });
    expect(await screen.findByText('You have no passkeys yet.')).toBeVisible();
    const toggle = await passwordSwitch();
    expect(toggle).toBeChecked();
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAccessibleDescription(
      'Add a passkey before you turn password sign-in off.',
    );
  });

  it('explains why a browser without WebAuthn cannot add one', async () => {
    setup({ webAuthn: false });
    await passkeys();
    expect(
      screen.getByText(
        'This browser cannot create passkeys. To add one, use a recent version of Chrome, Edge, Firefox or Safari.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).toBeNull();
  });

  it('shows why the list could not be read, and reads it again', async () => {
    const getPasskeys = vi
      .fn()
      .mockRejectedValueOnce(new Error('Network Error'))
      .mockResolvedValue(passkeyList());
    const { user } = setup({ answers: { getPasskeys } });
    expect(await screen.findByText('Your passkeys could not be read.')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Network Error');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await passkeys()).toBeVisible();
  });

  it('adds a passkey with the name typed: creates it, then renames the new one, and focuses it', async () => {
    const associateWebAuthnCredential = vi.fn(async () => {});
    const renamePasskey = (request: TransportRequest) => ({
      ...newPasskey,
      name: (request.body as { name: string }).name,
    });
    const { user, notify, callsOf } = setup({
      auth: { associateWebAuthnCredential },
      answers: {
        getPasskeys: listsInTurn(
          passkeyList(),
          passkeyList([newPasskey, phonePasskey, laptopPasskey]),
        ),
        renamePasskey,
      },
    });
    await passkeys();
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a passkey' });
    const name = within(dialog).getByRole('textbox', { name: 'Passkey name' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(name).toHaveAccessibleDescription('Please enter a name for the passkey.');
    await user.type(name, 'x'.repeat(65));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(name).toHaveAccessibleDescription('Give the passkey a name of at most 64 characters.');
    expect(associateWebAuthnCredential).not.toHaveBeenCalled();
    await user.clear(name);
    await user.type(name, '  Home desktop ');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        tone: 'success',
        title: 'Passkey Home desktop has been added.',
      }),
    );
    expect(associateWebAuthnCredential).toHaveBeenCalledTimes(1);
    expect(callsOf('renamePasskey').map((call) => [call.path, call.body])).toEqual([
      ['/user/passkeys/cred-new', { name: 'Home desktop' }],
    ]);
    const added = await within(await passkeys()).findByRole('heading', {
      name: 'Home desktop Synced',
    });
    await waitFor(() => expect(added).toHaveFocus());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsOf('grantPasskey')).toEqual([]);
  });

  it('asks for the mailed code when the identity wants it, then adds the passkey', async () => {
    const associateWebAuthnCredential = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(confirmFirstError())
      .mockResolvedValue(undefined);
    const grantPasskey = vi
      .fn()
      .mockReturnValueOnce(grantCodeAnswer('grant-7'))
      .mockReturnValue({ grantedUntil: '2026-12-03T07:05:00.000Z' });
    const { user, notify, callsOf } = setup({
      auth: { associateWebAuthnCredential },
      answers: {
        getPasskeys: listsInTurn(
          passkeyList(),
          passkeyList([newPasskey, phonePasskey, laptopPasskey]),
        ),
        grantPasskey,
        renamePasskey: { ...newPasskey, name: 'Tablet' },
      },
    });
    await passkeys();
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a passkey' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Passkey name' }), 'Tablet');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const code = await screen.findByRole('dialog', { name: 'Enter the verification code' });
    expect(code).toHaveAccessibleDescription(
      'We sent a 6-digit verification code to your email. Enter it to add a passkey.',
    );
    expect(screen.queryByRole('dialog', { name: 'Add a passkey' })).toBeNull();
    await user.type(within(code).getByRole('textbox', { name: 'Verification code' }), '123456');
    await user.click(within(code).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        tone: 'success',
        title: 'Passkey Tablet has been added.',
      }),
    );
    expect(callsOf('grantPasskey').map((call) => call.body)).toEqual([
      {},
      { mfaCode: '123456', transaction2faRecordId: 'grant-7' },
    ]);
    expect(associateWebAuthnCredential).toHaveBeenCalledTimes(2);
  });

  it('keeps the dialog and the name when the code is cancelled', async () => {
    const associateWebAuthnCredential = vi.fn(async () => Promise.reject(confirmFirstError()));
    const { user } = setup({
      auth: { associateWebAuthnCredential },
      answers: { grantPasskey: grantCodeAnswer() },
    });
    await passkeys();
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add a passkey' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Passkey name' }), 'Tablet');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const code = await screen.findByRole('dialog', { name: 'Enter the verification code' });
    await user.click(within(code).getByRole('button', { name: 'Cancel' }));
    dialog = await screen.findByRole('dialog', { name: 'Add a passkey' });
    expect(within(dialog).getByRole('textbox', { name: 'Passkey name' })).toHaveValue('Tablet');
    expect(associateWebAuthnCredential).toHaveBeenCalledTimes(1);
  });

  it("tells the customer to follow the browser's prompt while it runs", async () => {
    const { user } = setup({ auth: { associateWebAuthnCredential: () => new Promise(() => {}) } });
    await passkeys();
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a passkey' });
    const status = within(dialog).getByRole('status');
    expect(status).toBeEmptyDOMElement();
    await user.type(within(dialog).getByRole('textbox', { name: 'Passkey name' }), 'Tablet');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(status).toHaveTextContent("Follow your browser's steps to create the passkey.");
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('says the passkey was not added when the browser prompt is dismissed', async () => {
    const { user, callsOf } = setup({
      auth: { associateWebAuthnCredential: () => Promise.reject(cancelledError()) },
    });
    await passkeys();
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a passkey' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Passkey name' }), 'Tablet');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The passkey was not added. Try again when you are ready.',
    );
    expect(callsOf('renamePasskey')).toEqual([]);
  });

  it('removes a passkey after a confirmation naming it, then focuses the section', async () => {
    const deleteWebAuthnCredential = vi.fn(async () => {});
    const { user, notify } = setup({ auth: { deleteWebAuthnCredential } });
    await user.click(within(await passkeys()).getByRole('button', { name: 'Remove Work laptop' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this passkey?' });
    expect(dialog).toHaveTextContent(
      /^.*Work laptop will no longer sign you in or approve payments/,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Remove passkey' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        tone: 'success',
        title: 'Passkey Work laptop has been removed.',
      }),
    );
    expect(deleteWebAuthnCredential).toHaveBeenCalledWith('cred-laptop');
    expect(within(await passkeys()).queryByText('Work laptop')).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'Passkeys' })).toHaveFocus(),
    );
  });

  it('shows the refusal in the dialog and keeps the passkey', async () => {
    const refusal = 'Turn password sign-in on before you remove your last passkey.';
    const { user, notify } = setup({
      answers: { getPasskeys: passkeyList([laptopPasskey], false) },
      auth: { deleteWebAuthnCredential: () => Promise.reject(new Error(refusal)) },
    });
    await user.click(within(await passkeys()).getByRole('button', { name: 'Remove Work laptop' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this passkey?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove passkey' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(notify).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(await passkeys()).getByText('Work laptop')).toBeVisible();
  });

  it('turns password sign-in off and on (PUT /user/password-sign-in)', async () => {
    const { user, notify, callsOf } = setup({
      answers: {
        setPasswordSignIn: (request: TransportRequest) => ({
          passwordSignIn: (request.body as { enabled: boolean }).enabled,
        }),
      },
    });
    const toggle = await passwordSwitch();
    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(notify).toHaveBeenLastCalledWith({
      tone: 'success',
      title: 'Password sign-in has been turned off. Sign in with your passkey.',
    });
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(notify).toHaveBeenLastCalledWith({
      tone: 'success',
      title: 'Password sign-in has been turned on.',
    });
    expect(callsOf('setPasswordSignIn').map((call) => call.body)).toEqual([
      { enabled: false },
      { enabled: true },
    ]);
  });

  it("says the bank's refusal of the switch and leaves it as it was", async () => {
    const { user, notify } = setup({
      answers: {
        setPasswordSignIn: () =>
          Promise.reject(new Error('Add a passkey before you turn password sign-in off.')),
      },
    });
    const toggle = await passwordSwitch();
    await user.click(toggle);
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        tone: 'error',
        title: 'Add a passkey before you turn password sign-in off.',
      }),
    );
    expect(toggle).toBeChecked();
  });
});

describe('/security sessions', () => {
  it('lists this device first, then the others with their sign-out buttons', async () => {
    setup();
    const list = await sessions();
    const headings = within(list).getAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Chrome on Mac This device',
      'Safari on iPhone',
      'Unknown browser on Unknown device',
    ]);
    const current = rowOf(headings[0]!);
    expect(within(current).getByText(/^Signed in 3 Dec 2026, \d\d:\d\d$/)).toBeVisible();
    expect(within(current).getByText(/^Last active 3 Dec 2026, \d\d:\d\d$/)).toBeVisible();
    expect(within(current).queryByRole('button')).toBeNull();
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Sign out Safari on iPhone', 'Sign out Unknown browser on Unknown device']);
    expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toBeVisible();
  });

  it('signs one session out, then focuses the section', async () => {
    const { user, notify, callsOf } = setup({ answers: { signOutSession: undefined } });
    await user.click(
      within(await sessions()).getByRole('button', { name: 'Sign out Safari on iPhone' }),
    );
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        tone: 'success',
        title: 'Safari on iPhone has been signed out.',
      }),
    );
    expect(callsOf('signOutSession').map((call) => [call.method, call.path])).toEqual([
      ['DELETE', '/user/sessions/session-phone'],
    ]);
    expect(within(await sessions()).queryByText('Safari on iPhone')).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'Sessions' })).toHaveFocus(),
    );
  });

  it('signs out everywhere else after a confirmation', async () => {
    const { user, notify, callsOf } = setup({
      answers: { signOutOtherSessions: { signedOut: 2 } },
    });
    await sessions();
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out everywhere else?' });
    expect(callsOf('signOutOtherSessions')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere else' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        tone: 'success',
        title: '2 other sessions have been signed out.',
      }),
    );
    expect(callsOf('signOutOtherSessions')).toHaveLength(1);
    expect(await screen.findByText('You are signed in on this device only.')).toBeVisible();
    expect(
      within(await sessions())
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Chrome on Mac This device']);
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'Sessions' })).toHaveFocus(),
    );
  });

  it('cancels signing out everywhere else', async () => {
    const { user, callsOf } = setup();
    await sessions();
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out everywhere else?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsOf('signOutOtherSessions')).toEqual([]);
    expect(within(await sessions()).getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });

  it('shows why the sessions could not be read', async () => {
    setup({ answers: { getSessions: () => Promise.reject(new Error('Network Error')) } });
    expect(await screen.findByText('Your sessions could not be read.')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Network Error');
    expect(await passkeys()).toBeVisible();
  });
});
