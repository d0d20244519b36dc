import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileUploader } from './FileUploader';

// A 2×2 PNG, so image previews show a real thumbnail.
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGOQ9bsBRAwQCgAgdgUNo98pLgAAAABJRU5ErkJggg==';

function pngFile(name: string) {
  const bytes = Uint8Array.from(atob(PNG_BASE64), (char) => char.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png', lastModified: 1 });
}

function pdfFile(name: string, size: number) {
  return new File([new Uint8Array(size)], name, { type: 'application/pdf', lastModified: 2 });
}

function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  return input;
}

const meta = {
  title: 'Forms/FileUploader',
  component: FileUploader,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    label: 'Proof of Tax ID',
    description: 'PNG, JPEG or PDF, up to 5 MB.',
    accept: ['image/png', 'image/jpeg', 'application/pdf'],
    maxBytes: 5 * 1024 * 1024,
    tooBigMessage: 'File is too big!',
    wrongTypeMessage: 'Only PNG, JPEG or PDF files are accepted.',
    tooManyMessage: 'Upload at most two files.',
    onChange: fn(),
  },
} satisfies Meta<typeof FileUploader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // First stop: the drop zone (paste files from the keyboard); it shows the focus ring.
    await userEvent.tab();
    const dropButton = canvas.getByRole('button', {
      name: 'Drop or paste files for Proof of Tax ID',
    });
    await expect(dropButton).toHaveFocus();
    await expect(dropButton.closest('[data-focus-visible]')).not.toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Choose file' })).toHaveFocus();
  },
};

export const WithFiles: Story = {
  args: { maxFiles: 2, label: 'ID document (front and back)' },
  render: (args) => (
    <FileUploader
      {...args}
      defaultValue={[pngFile('id-front.png'), pdfFile('id-back.pdf', 184_320)]}
    />
  ),
};

export const ChooseAndRemove: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(canvasElement), pdfFile('huge.pdf', 6 * 1024 * 1024));
    await expect(within(canvas.getByRole('alert')).getByText('File is too big!')).toBeVisible();
    await user.upload(
      fileInput(canvasElement),
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
    );
    await expect(
      within(canvas.getByRole('alert')).getByText('Only PNG, JPEG or PDF files are accepted.'),
    ).toBeVisible();

    const first = pngFile('first.png');
    const second = pdfFile('second.pdf', 2048);
    await user.upload(fileInput(canvasElement), first);
    await user.upload(fileInput(canvasElement), second);
    // maxFiles is 1: the latest file replaces the previous one.
    await expect(args.onChange).toHaveBeenLastCalledWith([second]);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
    await user.click(canvas.getByRole('button', { name: 'Remove second.pdf' }));
    await waitFor(() => expect(canvas.queryByRole('listitem')).toBeNull());
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
  },
};

export const RejectedFile: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), pdfFile('statement.pdf', 6 * 1024 * 1024));
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('File is too big!');
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'Proof of Tax ID is required!' },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  render: (args) => <FileUploader {...args} defaultValue={[pdfFile('tax-id.pdf', 52_000)]} />,
};

export const LongText: Story = {
  args: {
    label: 'Certificate of incorporation issued by the national companies registry, all pages',
    description:
      'Scan every page in colour. Photos of a screen are not accepted. PNG, JPEG or PDF, up to 5 MB.',
  },
  render: (args) => (
    <FileUploader
      {...args}
      defaultValue={[
        pdfFile('certificate-of-incorporation-axia-holdings-limited-2019-all-pages.pdf', 3_400_000),
      ]}
    />
  ),
};

export const MobileWidth: Story = {
  args: { maxFiles: 2, label: 'ID document (front and back)' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  render: (args) => (
    <FileUploader {...args} defaultValue={[pngFile('id-front.png'), pngFile('id-back.png')]} />
  ),
};
