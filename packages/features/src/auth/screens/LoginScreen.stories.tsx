import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { FakeServicesOptions } from '../../kit/testing';
import { FlowDialogView } from '../flow/FlowDialogs';
import type { FlowDialog } from '../flow/loginFlow';
import { forever, providerError, withAuthServices, announcementsExpired } from '../storySupport';
import LoginScreen, { LoginScreenView } from './LoginScreen';

const meta = {
  title: 'Screens/Auth/Login',
  component: LoginScreenView,
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
  args: { showNotice: false },
} satisfies Meta<typeof LoginScreenView>;

export default meta;
type Story = StoryObj<typeof meta>;

const withServices = (options: FakeServicesOptions = {}) => withAuthServices(options, '/login');

async function submit(canvasElement: HTMLElement, email = 'ada@demo.test', password = 'Secret123') {
  const canvas = within(canvasElement);
  if (email) await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), email);
  if (password) await userEvent.type(canvas.getByLabelText('Password'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
  return canvas;
}

/** The route as visitors see it: the coin-holder notice opens with the page. */
export const WithCoinHolderNotice: Story = {
  decorators: [withServices()],
  render: () => <LoginScreen />,
  play: async () => {
    const notice = await screen.findByRole('dialog', { name: 'Notice to AXIA Coin holders' });
    // The modal fades in.
    await waitFor(() => expect(notice).toBeVisible());
  },
};

export const Empty: Story = { decorators: [withServices()] };

export const ValidationErrors: Story = {
  decorators: [withServices()],
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, '', '');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'The email field is required',
    );
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(
      'The password field is required',
    );
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  },
};

export const WrongCredentials: Story = {
  decorators: [
    withServices({
      auth: {
        signIn: () =>
          Promise.reject(
            providerError('NotAuthorizedException', 'Incorrect username or password.'),
          ),
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
        'These credentials do not match our records.',
      ),
    );
    await announcementsExpired(canvasElement);
  },
};

export const TooManyAttempts: Story = {
  decorators: [
    withServices({
      auth: {
        signIn: () =>
          Promise.reject(
            providerError(
              'NotAuthorizedException',
              'Password attempts exceeded (try again in 35 seconds)',
            ),
          ),
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement);
    await expect(
      await canvas.findByText('Too many login attempts. Please try again in 35 seconds.'),
    ).toBeVisible();
    await announcementsExpired(canvasElement);
  },
};

export const PendingSubmit: Story = {
  decorators: [withServices({ auth: { signIn: forever } })],
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Log in' })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

/** The login flow runs for real: a pending terms entry opens its mandatory modal. */
export const FlowTermsAfterSignIn: Story = {
  decorators: [
    withServices({
      auth: { signIn: async () => 'DONE' },
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
    await submit(canvasElement);
    const dialog = await screen.findByRole('dialog', { name: 'Updated platform terms' });
    // The dialog fades in: wait until it is fully shown.
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

const modal = (dialog: FlowDialog, busy = false): Story => ({
  decorators: [withServices()],
  render: (args) => (
    <>
      <LoginScreenView {...args} />
      <FlowDialogView dialog={dialog} busy={busy} onAnswer={() => {}} />
    </>
  ),
});

export const ModalTerms = modal({
  kind: 'terms',
  name: 'PLATFORM_TERMS_2026',
  header: 'Updated platform terms',
  body: 'We have updated our platform terms.\nPlease read and agree to continue.',
});
export const ModalTermsSaving = modal(
  { kind: 'terms', name: 'PLATFORM_TERMS_2026', header: 'Updated platform terms', body: 'Saving.' },
  true,
);
export const ModalTokenMigration = modal({ kind: 'migration' });
export const ModalUsaxTermsUpdate = modal({ kind: 'usax' });
export const ModalTaxId = modal({ kind: 'taxId' });
export const ModalClosedAccount = modal({ kind: 'closed', depositAmount: '64.50' });
export const ModalClosedAccountWithoutBalance = modal({ kind: 'closed', depositAmount: null });

export const MobileWidth: Story = {
  decorators: [withServices()],
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
