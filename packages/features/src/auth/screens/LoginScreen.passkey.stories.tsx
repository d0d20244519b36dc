import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { FakeServicesOptions } from '../../kit/testing';
import { forever, providerError, withAuthServices } from '../storySupport';
import { LoginScreenView } from './LoginScreen';

// Issue 45: /login's 'Sign in with a passkey' in each state (the browser's prompt is faked by the auth service; no
// identity endpoint, so the browser's autofill is not asked).

const meta = {
  title: 'Screens/Auth/Login with a passkey',
  component: LoginScreenView,
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
  args: { showNotice: false },
} satisfies Meta<typeof LoginScreenView>;

export default meta;
type Story = StoryObj<typeof meta>;

const withServices = (options: FakeServicesOptions = {}) =>
  withAuthServices({ config: { userPoolEndpoint: null }, ...options }, '/login');

async function passkey(canvasElement: HTMLElement, email = 'ada@demo.test') {
  const canvas = within(canvasElement);
  if (email) await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), email);
  await userEvent.click(canvas.getByRole('button', { name: 'Sign in with a passkey' }));
  return canvas;
}

/** The button needs the email first, said as for a password sign-in. */
export const EmailNeeded: Story = {
  decorators: [withServices()],
  play: async ({ canvasElement }) => {
    const canvas = await passkey(canvasElement, '');
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveAccessibleDescription('The email field is required'));
    await expect(email).toHaveFocus();
  },
};

/** The browser's prompt is open. */
export const PromptOpen: Story = {
  decorators: [withServices({ auth: { signInWithPasskey: forever } })],
  play: async ({ canvasElement }) => {
    const canvas = await passkey(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Sign in with a passkey' })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
  },
};

/** The customer closed the prompt: said under the email field. */
export const PromptClosed: Story = {
  decorators: [
    withServices({
      auth: {
        signInWithPasskey: () =>
          Promise.reject(
            providerError(
              'PasskeyAuthenticationCanceled',
              'Passkey authentication ceremony has been canceled.',
            ),
          ),
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = await passkey(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
        'The passkey prompt was closed before you signed in. Try again when you are ready.',
      ),
    );
  },
};

/** The prompt could not find or use a passkey. */
export const PromptFailed: Story = {
  decorators: [
    withServices({
      auth: {
        signInWithPasskey: () =>
          Promise.reject(
            providerError('PasskeyRetrievalFailed', 'Device failed to retrieve passkey.'),
          ),
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = await passkey(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
        'We could not sign you in with a passkey. Try again, or log in with your password.',
      ),
    );
  },
};

/** Signed in with a passkey: the login flow's modals follow as after any sign-in (here, new terms). */
export const TermsAfterPasskey: Story = {
  decorators: [
    withServices({
      auth: { signInWithPasskey: async () => 'DONE' },
      responses: {
        getTermsConditions: [
          {
            name: 'PLATFORM_TERMS_2026',
            enabled: true,
            agreed: false,
            valueJson: JSON.stringify({
              header: 'Updated platform terms',
              body: 'We have updated our platform terms. Please read and agree to continue.',
            }),
          },
        ],
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    await passkey(canvasElement);
    const dialog = await screen.findByRole('dialog', { name: 'Updated platform terms' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
