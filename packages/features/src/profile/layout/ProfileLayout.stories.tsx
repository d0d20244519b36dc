import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { plainUser, profileUser } from '../settingsFixtures';
import { ProfileStory } from '../settingsStorySupport';
import { ProfileLayout } from './ProfileLayout';

// Seed 002 §2 Profile area: the side menu (all six items for a privileged user with UPLOAD_DOCUMENT; three for an
// ordinary member), the current item by path, and the page. On phones the menu sits above the page.

function Layout({ path, privileged = true }: { path: string; privileged?: boolean }) {
  return (
    <ProfileStory path={path} user={privileged ? profileUser : plainUser}>
      <ProfileLayout title="Page title">
        <p>The page&apos;s content.</p>
      </ProfileLayout>
    </ProfileStory>
  );
}

const meta = {
  title: 'Screens/Profile/Layout',
  component: Layout,
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
  args: { path: '/profile' },
} satisfies Meta<typeof Layout>;
export default meta;
type Story = StoryObj<typeof meta>;

const menu = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'Profile' }));
const linkNames = (canvasElement: HTMLElement) =>
  menu(canvasElement)
    .getAllByRole('link')
    .map((link) => link.textContent?.trim());

export const Privileged: Story = {
  play: async ({ canvasElement }) => {
    await expect(linkNames(canvasElement)).toEqual([
      'Personal',
      'Email and Phone',
      'Documents',
      'Change password',
      'Two factor',
      'Security',
      'Notifications',
    ]);
    await expect(menu(canvasElement).getByRole('link', { name: 'Personal' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const OrdinaryMember: Story = {
  args: { privileged: false },
  play: async ({ canvasElement }) => {
    await expect(linkNames(canvasElement)).toEqual([
      'Personal',
      'Change password',
      'Two factor',
      'Security',
    ]);
  },
};

/** /upload-document/{id} selects Documents. */
export const UploadDocumentSelectsDocuments: Story = {
  args: { path: '/upload-document/req-1' },
  play: async ({ canvasElement }) => {
    await expect(menu(canvasElement).getByRole('link', { name: 'Documents' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** A phone: the menu above the page. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
};
