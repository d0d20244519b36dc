import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProfileStory } from '../settingsStorySupport';
import { MessagesScreen } from './MessagesScreen';

// /messages (seed 002 §2): the empty state.

function Messages() {
  return (
    <ProfileStory path="/messages">
      <MessagesScreen />
    </ProfileStory>
  );
}

const meta = {
  title: 'Screens/Profile/Messages',
  component: Messages,
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Messages>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'No messages yet' }),
    ).toBeVisible();
  },
};
