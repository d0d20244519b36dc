import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { announcementsExpired, forever } from '../../kit/storySupport';
import { userSetting } from '../settingsFixtures';
import { notify, ProfileStory } from '../settingsStorySupport';
import { NotificationsView } from './NotificationsScreen';

// /notifications (seed 002 §2, §8) in each state: loaded, loading, a failed read, 'Notification settings updated
// successfully!' and 'Notification settings update failed: …'.

function Notifications({ responses = {} }: { responses?: Record<string, unknown> }) {
  return (
    <ProfileStory path="/notifications" responses={responses}>
      <NotificationsView />
    </ProfileStory>
  );
}

const meta = {
  title: 'Screens/Profile/Notifications',
  component: Notifications,
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    notify.mockClear();
  },
} satisfies Meta<typeof Notifications>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('checkbox', { name: 'Notify me on account login' }),
    ).toBeChecked();
  },
};

export const Loading: Story = { args: { responses: { getUserSetting: forever } } };

export const ReadFailed: Story = {
  args: { responses: { getUserSetting: () => Promise.reject(new Error('Service unavailable')) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Service unavailable',
    );
  },
};

export const Updated: Story = {
  args: { responses: { updateUserSetting: userSetting({ onLogin: false }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('checkbox', { name: 'Notify me on account login' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        tone: 'success',
        title: 'Notification settings updated successfully!',
      }),
    );
    await announcementsExpired(canvasElement);
  },
};

export const UpdateFailed: Story = {
  args: {
    responses: { updateUserSetting: () => Promise.reject(new Error('Service unavailable')) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('checkbox', { name: 'Notify me on account login' });
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        tone: 'error',
        title: 'Notification settings update failed: Service unavailable',
      }),
    );
    await announcementsExpired(canvasElement);
  },
};
