import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { fileOf } from '../fixtures';
import { ImageToPdfDialog, type MakePdf } from './ImageToPdfDialog';

// Seed 002 §5: the image-to-PDF modal — empty, 'Please upload at least one image', two images chosen (previews), the
// PDF too big, and a PDF made with pdf-lib (loaded on first use).

// A 4×3 PNG (a small red picture).
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAAEElEQVR4nGM4o6QERww4OQAAzgzBjfebfQAAAABJRU5ErkJggg==',
  ),
  (character) => character.charCodeAt(0),
);
const image = (name: string) => new File([PNG], name, { type: 'image/png' });
const tooBig: MakePdf = async (_images, name) => fileOf(name, 'application/pdf', 1_000_001);

const meta = {
  title: 'Screens/Profile/Image to PDF dialog',
  component: ImageToPdfDialog,
  args: { fieldLabel: 'Proof of Card ID', onCreated: fn(), onClose: fn() },
} satisfies Meta<typeof ImageToPdfDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => {
  const found = await screen.findByRole('dialog', { name: 'Create a PDF from images' });
  await waitFor(() => expect(found).toBeVisible());
  return within(found);
};

export const Empty: Story = {};

/** 'Create PDF' without an image. */
export const NoImage: Story = {
  play: async () => {
    const modal = await dialog();
    await userEvent.click(modal.getByRole('button', { name: 'Create PDF' }));
    await expect(await modal.findByText('Please upload at least one image')).toBeVisible();
  },
};

/** The front and the back chosen: their previews. */
export const TwoImages: Story = {
  args: { initialImages: [image('front.png'), image('back.png')] },
  play: async () => {
    const modal = await dialog();
    await expect(modal.getByText('front.png')).toBeVisible();
    await expect(modal.getByText('back.png')).toBeVisible();
  },
};

/** The PDF over 1,000,000 bytes. */
export const TooBig: Story = {
  args: { initialImages: [image('front.png')], makePdf: tooBig },
  play: async () => {
    const modal = await dialog();
    await userEvent.click(modal.getByRole('button', { name: 'Create PDF' }));
    await expect(
      await modal.findByText('File is too big! The maximum size is 1,000,000 bytes.'),
    ).toBeVisible();
  },
};

/** A real A4 PDF made with pdf-lib goes to the field. */
export const Created: Story = {
  args: { initialImages: [image('front.png'), image('back.png')] },
  play: async ({ args }) => {
    const modal = await dialog();
    await userEvent.click(modal.getByRole('button', { name: 'Create PDF' }));
    await waitFor(() => expect(args.onCreated).toHaveBeenCalled(), { timeout: 10_000 });
    const [pdf] = (args.onCreated as ReturnType<typeof fn>).mock.calls[0] as [File];
    await expect(pdf.type).toBe('application/pdf');
    await expect(pdf.name).toBe('identity-document.pdf');
  },
};
