import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { AuthService } from '../../kit';
import { announcementsExpired, forever } from '../../kit/storySupport';
import { notify, ProfileStory } from '../settingsStorySupport';
import {
  cancelledError,
  confirmFirstError,
  grantCodeAnswer,
  laptopPasskey,
  newPasskey,
  passkeyList,
  phonePasskey,
  sessionList,
  thisDevice,
} from './fixtures';
import { SecurityView } from './SecurityScreen';

// /security (issue 45) in each state: the passkeys and sessions listed; no passkey yet (password sign-in cannot go
// off); password sign-in off; a browser without WebAuthn; loading; the lists unreadable; the 'Add a passkey' dialog
// (its name, a refused name, the browser's prompt running, the prompt dismissed, the mailed code the identity asks
// for, added); the remove confirmation and the bank's refusal; 'Sign out everywhere else' asked and done.

/** GET /user/passkeys before and after a passkey is added (per story render: a fresh count). */
function passkeysBeforeAndAfterAdding() {
  let read = 0;
  return () =>
    read++ === 0 ? passkeyList() : passkeyList([newPasskey, phonePasskey, laptopPasskey]);
}

function Security({
  auth = {},
  responses = {},
  webAuthn = true,
  adds = false,
}: {
  auth?: Partial<AuthService>;
  responses?: Record<string, unknown>;
  webAuthn?: boolean;
  /** The bank lists the new passkey once it is added. */
  adds?: boolean;
}) {
  const [getPasskeys] = useState(() => (adds ? passkeysBeforeAndAfterAdding() : passkeyList()));
  return (
    <ProfileStory
      path="/security"
      auth={auth}
      responses={{ getPasskeys, getSessions: sessionList(), ...responses }}
    >
      <SecurityView webAuthn={webAuthn} />
    </ProfileStory>
  );
}

const meta = {
  title: 'Screens/Profile/Security',
  component: Security,
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    notify.mockClear();
  },
} satisfies Meta<typeof Security>;
export default meta;
type Story = StoryObj<typeof meta>;

const passkeys = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('list', { name: 'Your passkeys' });

async function dialog(name: string, role: 'dialog' | 'alertdialog' = 'dialog') {
  const modal = await screen.findByRole(role, { name });
  await waitFor(() => expect(modal).toBeVisible());
  return within(modal);
}

/** Opens 'Add a passkey' and types `name`. */
async function addDialog(canvasElement: HTMLElement, name = '') {
  await userEvent.click(
    await within(canvasElement).findByRole('button', { name: 'Add a passkey' }),
  );
  const modal = await dialog('Add a passkey');
  if (name) await userEvent.type(modal.getByRole('textbox', { name: 'Passkey name' }), name);
  return modal;
}

export const Listed: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(await passkeys(canvasElement)).findByRole('heading', { name: 'Work laptop' }),
    ).toBeVisible();
    await expect(
      await within(canvasElement).findByRole('heading', { name: /^Chrome on Mac\s+This device$/ }),
    ).toBeVisible();
  },
};

export const NoPasskeyYet: Story = {
  args: { responses: { getPasskeys: passkeyList([]), getSessions: sessionList([thisDevice]) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('switch', { name: 'Password sign-in' }),
    ).toBeDisabled();
  },
};

export const PasswordSignInOff: Story = {
  args: { responses: { getPasskeys: passkeyList([phonePasskey], false) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('switch', { name: 'Password sign-in' }),
    ).not.toBeChecked();
  },
};

export const WithoutWebAuthn: Story = {
  args: { webAuthn: false },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/This browser cannot create passkeys/),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { responses: { getPasskeys: forever, getSessions: forever } },
};

export const ReadFailed: Story = {
  args: {
    responses: {
      getPasskeys: () => Promise.reject(new Error('Network Error')),
      getSessions: () => Promise.reject(new Error('Network Error')),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('alert')).toHaveLength(2);
  },
};

export const AddDialog: Story = {
  play: async ({ canvasElement }) => {
    const modal = await addDialog(canvasElement, 'Home desktop');
    await expect(modal.getByRole('textbox', { name: 'Passkey name' })).toHaveValue('Home desktop');
  },
};

export const NameRequired: Story = {
  play: async ({ canvasElement }) => {
    const modal = await addDialog(canvasElement);
    await userEvent.click(modal.getByRole('button', { name: 'Continue' }));
    await expect(modal.getByRole('textbox', { name: 'Passkey name' })).toHaveAccessibleDescription(
      'Please enter a name for the passkey.',
    );
  },
};

/** The browser's own prompt is open: the dialog waits for it. */
export const Creating: Story = {
  args: { auth: { associateWebAuthnCredential: forever } },
  play: async ({ canvasElement }) => {
    const modal = await addDialog(canvasElement, 'Home desktop');
    await userEvent.click(modal.getByRole('button', { name: 'Continue' }));
    await expect(
      await modal.findByText("Follow your browser's steps to create the passkey."),
    ).toBeVisible();
  },
};

export const PromptDismissed: Story = {
  args: { auth: { associateWebAuthnCredential: () => Promise.reject(cancelledError()) } },
  play: async ({ canvasElement }) => {
    const modal = await addDialog(canvasElement, 'Home desktop');
    await userEvent.click(modal.getByRole('button', { name: 'Continue' }));
    await expect(await modal.findByRole('alert')).toHaveTextContent(
      'The passkey was not added. Try again when you are ready.',
    );
  },
};

/** The identity asks for a recent sign-in or a code: the kit's code dialog. */
export const CodeToAdd: Story = {
  args: {
    auth: { associateWebAuthnCredential: () => Promise.reject(confirmFirstError()) },
    responses: { grantPasskey: grantCodeAnswer() },
  },
  play: async ({ canvasElement }) => {
    const modal = await addDialog(canvasElement, 'Home desktop');
    await userEvent.click(modal.getByRole('button', { name: 'Continue' }));
    const code = await dialog('Enter the verification code');
    await expect(code.getByText(/Enter it to add a passkey/)).toBeVisible();
  },
};

export const Added: Story = {
  args: {
    adds: true,
    auth: { associateWebAuthnCredential: async () => {} },
    responses: { renamePasskey: { ...newPasskey, name: 'Home desktop' } },
  },
  play: async ({ canvasElement }) => {
    const modal = await addDialog(canvasElement, 'Home desktop');
    await userEvent.click(modal.getByRole('button', { name: 'Continue' }));
    const added = await within(canvasElement).findByRole('heading', {
      name: /^Home desktop\s+Synced$/,
    });
    await waitFor(() => expect(added).toHaveFocus());
    await announcementsExpired(canvasElement);
  },
};

export const RemoveDialog: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(await passkeys(canvasElement)).getByRole('button', { name: 'Remove Work laptop' }),
    );
    const modal = await dialog('Remove this passkey?', 'alertdialog');
    await expect(modal.getByText(/Work laptop will no longer sign you in/)).toBeVisible();
  },
};

export const RemoveRefused: Story = {
  args: {
    responses: { getPasskeys: passkeyList([laptopPasskey], false) },
    auth: {
      deleteWebAuthnCredential: () =>
        Promise.reject(new Error('Turn password sign-in on before you remove your last passkey.')),
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(await passkeys(canvasElement)).getByRole('button', { name: 'Remove Work laptop' }),
    );
    const modal = await dialog('Remove this passkey?', 'alertdialog');
    await userEvent.click(modal.getByRole('button', { name: 'Remove passkey' }));
    await expect(await modal.findByRole('alert')).toHaveTextContent(
      'Turn password sign-in on before you remove your last passkey.',
    );
  },
};

export const SignOutEverywhereElseDialog: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Sign out everywhere else' }),
    );
    await dialog('Sign out everywhere else?', 'alertdialog');
  },
};

export const SignedOutEverywhereElse: Story = {
  args: { responses: { signOutOtherSessions: { signedOut: 2 } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Sign out everywhere else' }),
    );
    const modal = await dialog('Sign out everywhere else?', 'alertdialog');
    await userEvent.click(modal.getByRole('button', { name: 'Sign out everywhere else' }));
    await expect(
      await within(canvasElement).findByText('You are signed in on this device only.'),
    ).toBeVisible();
    await waitFor(() =>
      expect(
        within(canvasElement).getByRole('heading', { level: 2, name: 'Sessions' }),
      ).toHaveFocus(),
    );
    await announcementsExpired(canvasElement);
  },
};
