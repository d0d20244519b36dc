import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AuthService } from '../../kit';
import { announcementsExpired } from '../../kit/storySupport';
import { notify, ProfileStory } from '../settingsStorySupport';
import { ChangePasswordView } from './ChangePasswordScreen';

// /change-password (seed 002 §5 Password, §8) in each state: empty, the four field messages, 'Password has been
// updated successfully', the old password refused, and any other failure.

function ChangePassword({ changePassword }: { changePassword?: AuthService['changePassword'] }) {
  return (
    <ProfileStory path="/change-password" auth={changePassword ? { changePassword } : {}}>
      <ChangePasswordView />
    </ProfileStory>
  );
}

const meta = {
  title: 'Screens/Profile/Change password',
  component: ChangePassword,
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    notify.mockClear();
  },
} satisfies Meta<typeof ChangePassword>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByLabelText(name, { selector: 'input' });

async function fill(canvasElement: HTMLElement, values: [string, string, string]) {
  const [old, next, confirm] = values;
  if (old) await userEvent.type(field(canvasElement, 'Old password'), old);
  if (next) await userEvent.type(field(canvasElement, 'New password'), next);
  if (confirm) await userEvent.type(field(canvasElement, 'Confirm new password'), confirm);
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
}

/** Issue 43: the three show/hide toggles are named after their fields, not three identical 'Show password'. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Show old password', 'Show new password', 'Show confirm new password']) {
      await expect(canvas.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
    }
    await expect(canvas.queryByRole('button', { name: 'Show password' })).toBeNull();
  },
};

export const Required: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, ['', '', '']);
    await expect(field(canvasElement, 'Old password')).toHaveAccessibleDescription(
      expect.stringContaining('Please provide your old password!'),
    );
    await expect(field(canvasElement, 'New password')).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a valid new password!'),
    );
  },
};

export const PolicyAndMismatch: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, ['Old-pass1', 'weakpass', 'other']);
    await expect(field(canvasElement, 'New password')).toHaveAccessibleDescription(
      expect.stringContaining('Passwords must be at least 8 characters'),
    );
    await expect(field(canvasElement, 'Confirm new password')).toHaveAccessibleDescription(
      expect.stringContaining('Your confirmed password does not match the new password!'),
    );
  },
};

export const Updated: Story = {
  args: { changePassword: async () => {} },
  play: async ({ canvasElement }) => {
    await fill(canvasElement, ['Old-pass1', 'New-pass2', 'New-pass2']);
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        tone: 'success',
        title: 'Password has been updated successfully',
      }),
    );
    await announcementsExpired(canvasElement);
  },
};

export const OldPasswordRefused: Story = {
  args: {
    changePassword: () => Promise.reject(new Error('Incorrect username or password.')),
  },
  play: async ({ canvasElement }) => {
    await fill(canvasElement, ['Wrong-pass1', 'New-pass2', 'New-pass2']);
    // On Old password: marked invalid, the message tied to it, focus moved there.
    const old = within(canvasElement).getByLabelText('Old password', { selector: 'input' });
    await waitFor(() =>
      expect(old).toHaveAccessibleDescription(
        'The old password entered does not match our records, please double-check and try again.',
      ),
    );
    await expect(old).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(old).toHaveFocus());
    await announcementsExpired(canvasElement);
  },
};

export const Failed: Story = {
  args: { changePassword: () => Promise.reject(new Error('Network error')) },
  play: async ({ canvasElement }) => {
    await fill(canvasElement, ['Old-pass1', 'New-pass2', 'New-pass2']);
    await waitFor(() =>
      expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
        'Update password failed! Please try again later!',
      ),
    );
    await announcementsExpired(canvasElement);
  },
};
