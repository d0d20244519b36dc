import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { User } from '@axia/core';
import { announcementsExpired, forever } from '../../kit/storySupport';
import { plainUser, profileUser } from '../settingsFixtures';
import { notify, ProfileStory } from '../settingsStorySupport';
import { PersonalView } from './PersonalScreen';

// /profile (seed 002 §2 Personal, §5 Profile photo, §8) in each state: loaded with a photo, without one (initials),
// loading, a failed read, 'Please choose an image', 'File is too big!', the crop dialog (keyboard: the arrow keys move
// the image), uploading, a failed upload, and 'Updated PEP status'.

function Personal({
  user = profileUser,
  responses = {},
}: {
  user?: User;
  responses?: Record<string, unknown>;
}) {
  return (
    <ProfileStory path="/profile" user={user} responses={responses}>
      <PersonalView />
    </ProfileStory>
  );
}

const meta = {
  title: 'Screens/Profile/Personal',
  component: Personal,
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    notify.mockClear();
  },
} satisfies Meta<typeof Personal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An 800 × 600 test picture (a gradient with a disc), as a chosen file. */
async function pictureFile(type = 'image/png'): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 800;
  canvas.height = 600;
  const context = canvas.getContext('2d')!;
  const gradient = context.createLinearGradient(0, 0, 800, 600);
  gradient.addColorStop(0, '#1d4ed8');
  gradient.addColorStop(1, '#f59e0b');
  context.fillStyle = gradient;
  context.fillRect(0, 0, 800, 600);
  context.fillStyle = '#ffffff';
  context.beginPath();
  context.arc(400, 300, 120, 0, Math.PI * 2);
  context.fill();
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), type));
  return new File([blob], 'me.png', { type });
}

async function choose(canvasElement: HTMLElement, file: File) {
  const canvas = within(canvasElement);
  await canvas.findByRole('button', { name: 'Change avatar' });
  await userEvent.upload(canvas.getByLabelText('Choose an image'), file, { applyAccept: false });
}

async function cropDialog() {
  const dialog = await screen.findByRole('dialog', { name: 'Crop your photo' });
  await waitFor(() => expect(dialog).toBeVisible());
  await within(dialog).findByRole('application', {
    name: 'Crop area: use the arrow keys to move the image',
  });
  return dialog;
}

export const WithPhoto: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const image = await canvas.findByRole('img', { name: 'Profile photo of Ada Lovelace' });
    await waitFor(() => expect(image.getAttribute('src')).toMatch(/^blob:/));
    await expect(canvas.getByRole('radio', { name: 'Nothing to declare' })).toBeChecked();
  },
};

export const WithoutPhoto: Story = {
  args: { user: plainUser },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('img', { name: 'Profile photo of Ada Lovelace' }),
    ).toHaveTextContent('AL');
  },
};

export const Loading: Story = { args: { responses: { getUser: forever } } };

export const ReadFailedState: Story = {
  name: 'Read failed',
  args: { responses: { getUser: () => Promise.reject(new Error('Service unavailable')) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Service unavailable',
    );
  },
};

export const ChooseAnImage: Story = {
  play: async ({ canvasElement }) => {
    await choose(canvasElement, new File(['%PDF-1.4'], 'scan.pdf', { type: 'application/pdf' }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Please choose an image',
    );
  },
};

export const FileTooBig: Story = {
  play: async ({ canvasElement }) => {
    await choose(
      canvasElement,
      new File([new Uint8Array(10_485_761)], 'huge.png', { type: 'image/png' }),
    );
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'File is too big!',
    );
  },
};

/** The crop dialog: the crop area takes the keyboard (the arrow keys move the image), the zoom is a slider. */
export const Crop: Story = {
  play: async ({ canvasElement }) => {
    await choose(canvasElement, await pictureFile());
    const dialog = within(await cropDialog());
    const area = dialog.getByRole('application');
    area.focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowUp}');
    await expect(area).toHaveFocus();
    await expect(dialog.getByRole('slider', { name: 'Zoom' })).toBeVisible();
  },
};

export const Uploading: Story = {
  args: { responses: { uploadDocument: forever } },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, await pictureFile('image/jpeg'));
    const dialog = within(await cropDialog());
    await userEvent.click(dialog.getByRole('button', { name: 'Save photo' }));
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: /Save photo/ })).toHaveAttribute(
        'aria-disabled',
        'true',
      ),
    );
  },
};

export const UploadFailed: Story = {
  args: {
    responses: {
      uploadDocument: () =>
        Promise.reject(new Error('The avatar must be a png, jpeg or webp image.')),
    },
  },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, await pictureFile());
    const dialog = within(await cropDialog());
    await userEvent.click(dialog.getByRole('button', { name: 'Save photo' }));
    await waitFor(() =>
      expect(dialog.getByRole('alert')).toHaveTextContent(
        'The avatar must be a png, jpeg or webp image.',
      ),
    );
    await announcementsExpired(canvasElement);
  },
};

export const Uploaded: Story = {
  args: {
    responses: {
      uploadDocument: [{ id: 'f-2', multipleDocuments: {}, avatarUrl: '/document/download/f-2' }],
    },
  },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, await pictureFile());
    const dialog = within(await cropDialog());
    await userEvent.click(dialog.getByRole('button', { name: 'Save photo' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        tone: 'success',
        title: 'Your profile photo has been updated.',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await announcementsExpired(canvasElement);
  },
};

export const PepUpdated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /\(PEP\)/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ tone: 'success', title: 'Updated PEP status' }),
    );
    await announcementsExpired(canvasElement);
  },
};
