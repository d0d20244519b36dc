import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { TransportRequest } from '@axia/core';
import { announcementsExpired, forever } from '../../kit/storySupport';
import { contactCodeAnswer, profileUser } from '../settingsFixtures';
import { notify, ProfileStory } from '../settingsStorySupport';
import { EmailAndPhoneView } from './EmailAndPhoneScreen';

// /email-and-phone (seed 002 §2, §4, §5, §8) in each state: loaded, loading, a failed read, 'Please enter a valid
// phone number', the code dialog (the bank mails the code to the current email), a wrong code, the server's phone
// message as 'Phone number must be valid.', and 'The phone number and email has been updated.'.

function EmailAndPhone({ responses = {} }: { responses?: Record<string, unknown> }) {
  return (
    <ProfileStory path="/email-and-phone" responses={responses}>
      <EmailAndPhoneView />
    </ProfileStory>
  );
}

const meta = {
  title: 'Screens/Profile/Email and Phone',
  component: EmailAndPhone,
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    notify.mockClear();
  },
} satisfies Meta<typeof EmailAndPhone>;
export default meta;
type Story = StoryObj<typeof meta>;

const phone = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('group', { name: 'Phone number' })).getByRole('textbox', {
    name: 'Phone number',
  });

/** A code sent, then the change applied with it. */
const withCode = (request: TransportRequest) =>
  (request.body as { mfaCode?: string }).mfaCode === '123456'
    ? { ...profileUser, phoneNumber: '2025550999' }
    : (request.body as { mfaCode?: string }).mfaCode
      ? Promise.reject(new Error('Invalid verification code'))
      : contactCodeAnswer();

async function codeDialog(canvasElement: HTMLElement) {
  await within(canvasElement).findByRole('textbox', { name: 'Email' });
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
  const dialog = await screen.findByRole('dialog', { name: 'Enter the verification code' });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const email = await within(canvasElement).findByRole('textbox', { name: 'Email' });
    await expect(email).toHaveValue('ada@demo.test');
  },
};

export const Loading: Story = { args: { responses: { getUser: forever } } };

export const ReadFailed: Story = {
  args: { responses: { getUser: () => Promise.reject(new Error('Service unavailable')) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Service unavailable',
    );
  },
};

export const InvalidPhone: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('textbox', { name: 'Email' });
    await userEvent.clear(phone(canvasElement));
    await userEvent.type(phone(canvasElement), '12345');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await expect(phone(canvasElement)).toHaveAccessibleDescription(
      'Please enter a valid phone number',
    );
  },
};

export const PhoneMustBeValid: Story = {
  args: {
    responses: {
      updateUser: () => Promise.reject(new Error('phoneNumber must be a valid phone number.')),
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('textbox', { name: 'Email' });
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(phone(canvasElement)).toHaveAccessibleDescription('Phone number must be valid.'),
    );
    await announcementsExpired(canvasElement);
  },
};

/** The 207: the code dialog, its 5-minute countdown, the resend asleep until it expires. */
export const CodeDialog: Story = {
  args: { responses: { updateUser: withCode } },
  play: async ({ canvasElement }) => {
    const dialog = within(await codeDialog(canvasElement));
    await expect(dialog.getByText(/current email address/)).toBeVisible();
    await expect(
      dialog.getByRole('button', { name: "Didn't get a verification code?" }),
    ).toBeDisabled();
  },
};

export const WrongCode: Story = {
  args: { responses: { updateUser: withCode } },
  play: async ({ canvasElement }) => {
    const dialog = within(await codeDialog(canvasElement));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Verification code' }), '000000');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(
        dialog.getByRole('textbox', { name: 'Verification code' }),
      ).toHaveAccessibleDescription('Invalid verification code'),
    );
    await announcementsExpired(canvasElement);
  },
};

export const Updated: Story = {
  args: { responses: { updateUser: withCode } },
  play: async ({ canvasElement }) => {
    const dialog = within(await codeDialog(canvasElement));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Verification code' }), '123456');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        tone: 'success',
        title: 'The phone number and email has been updated.',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await announcementsExpired(canvasElement);
  },
};
