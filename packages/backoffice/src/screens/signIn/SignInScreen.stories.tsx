import type { Meta, StoryObj } from '@storybook/react-vite';
import { runInAction } from 'mobx';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConsoleStory, fakeAuth, fakeIdToken, fakeStaff, loadConsole } from '../../testing/fakes';
import { announcementsExpired } from '../../testing/storySupport';
import type { SessionStep } from '../../stores/SessionStore';
import type { SessionAuth } from '../../stores/SessionStore';

function at(step: SessionStep, auth?: SessionAuth) {
  return () => {
    const staff = fakeStaff({ auth });
    runInAction(() => {
      staff.session.step = step;
      staff.session.email = 'olivia.operator@axia.test';
      if (step === 'setup') staff.session.setupKey = 'JBSWY3DPEHPK3PXP';
    });
    return staff;
  };
}

const meta = {
  title: 'Backoffice/Sign in',
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
  args: { path: '/queues', make: at('password') },
  component: ConsoleStory,
  loaders: [loadConsole],
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Password: Story = {};

export const WrongPassword: Story = {
  args: {
    make: at(
      'password',
      fakeAuth({
        signIn: () =>
          Promise.reject(
            Object.assign(new Error('Incorrect username or password.'), {
              name: 'NotAuthorizedException',
            }),
          ),
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'olivia@axia.test');
    await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), 'wrong');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('Incorrect username or password.')).toBeVisible();
    await announcementsExpired(canvasElement);
  },
};

export const MissingFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    // The email is remembered from the last attempt; the password is not.
    const password = canvas.getByLabelText('Password', { selector: 'input' });
    await waitFor(() => expect(password).toHaveAccessibleDescription('Enter your password.'));
    await waitFor(() => expect(password).toHaveFocus());
  },
};

export const AuthenticatorCode: Story = {
  args: { make: at('code') },
};

export const WrongCode: Story = {
  args: {
    make: at(
      'code',
      fakeAuth({
        confirmSignIn: () =>
          Promise.reject(
            Object.assign(new Error('Invalid code received for user'), {
              name: 'CodeMismatchException',
            }),
          ),
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Authenticator code' }), '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(await canvas.findByText('Invalid code received for user')).toBeVisible();
    await announcementsExpired(canvasElement);
  },
};

export const AuthenticatorSetup: Story = {
  args: { make: at('setup') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('JBSWY3DPEHPK3PXP')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy setup key' })).toBeVisible();
  },
};

export const NotStaff: Story = {
  args: {
    make: at(
      'notStaff',
      fakeAuth({
        fetchAuthSession: () => Promise.resolve({ tokens: { idToken: fakeIdToken([]) } }),
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This console is for bank staff only.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign out' })).toBeVisible();
  },
};
