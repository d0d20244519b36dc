import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FileUploader } from './FileUploader';
import { isAcceptedType } from './fileRules';

// The browser's own `accept` filtering is off, as it is for dropped files: the component must check itself.
const user = () => userEvent.setup({ applyAccept: false });

function fileInput(container: HTMLElement): HTMLInputElement {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  return input;
}

function makeFile(name: string, type: string, size = 10) {
  return new File([new Uint8Array(size)], name, { type, lastModified: size });
}

const ACCEPT = ['image/png', 'image/jpeg', 'application/pdf'];

afterEach(() => vi.restoreAllMocks());

describe('FileUploader', () => {
  it('opens the file chooser from a real button and lists the chosen file with its size', async () => {
    const onChange = vi.fn();
    const { container } = render(
      <FileUploader label="Proof of Tax ID" accept={ACCEPT} onChange={onChange} />,
    );
    const button = screen.getByRole('button', { name: 'Choose file' });
    const input = fileInput(container);
    const click = vi.spyOn(input, 'click');
    await user().click(button);
    expect(click).toHaveBeenCalled();
    expect(input).toHaveAttribute('accept', ACCEPT.join(','));

    const pdf = makeFile('tax-id.pdf', 'application/pdf', 2048);
    await user().upload(input, pdf);
    expect(onChange).toHaveBeenLastCalledWith([pdf]);
    const item = screen.getByRole('listitem');
    expect(item).toHaveTextContent('tax-id.pdf');
    expect(item).toHaveTextContent('2 kB');
    expect(within(item).queryByRole('img')).not.toBeInTheDocument();
  });

  it("refuses a file over maxBytes with the caller's message, announced and tied to the button", async () => {
    const onChange = vi.fn();
    const { container } = render(
      <FileUploader
        label="Proof of Tax ID"
        accept={ACCEPT}
        maxBytes={1000}
        tooBigMessage="File is too big!"
        onChange={onChange}
      />,
    );
    await user().upload(fileInput(container), makeFile('scan.png', 'image/png', 5000));
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('File is too big!')).toBeInTheDocument();
    expect(alert).toHaveTextContent('scan.png');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose file' })).toHaveAccessibleDescription(
      /File is too big!/,
    );
  });

  it('refuses a file whose MIME type or extension is not accepted', async () => {
    const onChange = vi.fn();
    const { container } = render(
      <FileUploader
        label="Proof of Tax ID"
        accept={ACCEPT}
        wrongTypeMessage="Only PNG, JPEG or PDF files."
        onChange={onChange}
      />,
    );
    await user().upload(fileInput(container), makeFile('notes.txt', 'text/plain'));
    expect(
      within(screen.getByRole('alert')).getByText('Only PNG, JPEG or PDF files.'),
    ).toBeVisible();
    // Right MIME type, wrong extension: refused too.
    await user().upload(fileInput(container), makeFile('setup.exe', 'image/png'));
    expect(screen.getByRole('alert')).toHaveTextContent('setup.exe');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps only the latest file when maxFiles is 1', async () => {
    const onChange = vi.fn();
    const { container } = render(
      <FileUploader label="Proof of Tax ID" accept={ACCEPT} onChange={onChange} />,
    );
    const first = makeFile('first.pdf', 'application/pdf');
    const second = makeFile('second.pdf', 'application/pdf', 20);
    await user().upload(fileInput(container), first);
    await user().upload(fileInput(container), second);
    expect(onChange).toHaveBeenLastCalledWith([second]);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('listitem')).toHaveTextContent('second.pdf');
  });

  it('keeps up to maxFiles files and refuses more with the too-many message', async () => {
    const onChange = vi.fn();
    const { container } = render(
      <FileUploader
        label="ID document"
        accept={['.png', '.jpg', '.jpeg']}
        maxFiles={2}
        tooManyMessage="Upload the front and back only."
        onChange={onChange}
      />,
    );
    const input = fileInput(container);
    expect(input).toHaveAttribute('multiple');
    const front = makeFile('front.png', 'image/png');
    const back = makeFile('back.jpg', 'image/jpeg', 30);
    await user().upload(input, [front, back]);
    expect(onChange).toHaveBeenLastCalledWith([front, back]);
    await user().upload(input, makeFile('extra.png', 'image/png', 40));
    expect(
      within(screen.getByRole('alert')).getByText('Upload the front and back only.'),
    ).toBeVisible();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('previews images with an object URL and revokes it on removal', async () => {
    const create = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:front');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const onChange = vi.fn();
    const { container } = render(
      <FileUploader label="ID document" accept={ACCEPT} onChange={onChange} />,
    );
    const front = makeFile('front.png', 'image/png');
    await user().upload(fileInput(container), front);
    expect(create).toHaveBeenCalledWith(front);
    expect(container.querySelector('li img')).toHaveAttribute('src', 'blob:front');

    await user().click(screen.getByRole('button', { name: 'Remove front.png' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    expect(revoke).toHaveBeenCalledWith('blob:front');
  });

  it('revokes preview URLs when unmounted', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:kept');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const { unmount } = render(
      <FileUploader label="ID document" defaultValue={[makeFile('front.png', 'image/png')]} />,
    );
    unmount();
    expect(revoke).toHaveBeenCalledWith('blob:kept');
  });

  it('shows the files the caller controls and only reports changes', async () => {
    const onChange = vi.fn();
    const kept = makeFile('kept.pdf', 'application/pdf');
    const { rerender } = render(
      <FileUploader label="Proof of Tax ID" value={[kept]} onChange={onChange} />,
    );
    await user().click(screen.getByRole('button', { name: 'Remove kept.pdf' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.getByRole('listitem')).toHaveTextContent('kept.pdf');
    rerender(<FileUploader label="Proof of Tax ID" value={[]} onChange={onChange} />);
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it("ties the caller's error message to the button and marks the drop zone invalid", () => {
    const { container } = render(
      <FileUploader label="Proof of Tax ID" errorMessage="Proof of Tax ID is required!" />,
    );
    expect(screen.getByRole('button', { name: 'Choose file' })).toHaveAccessibleDescription(
      'Proof of Tax ID is required!',
    );
    expect(container.querySelector('[data-invalid]')).toBeInTheDocument();
  });

  it('names the group and the drop zone button after the label', () => {
    render(<FileUploader label="Proof of Tax ID" />);
    expect(screen.getByRole('group', { name: 'Proof of Tax ID' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Drop or paste files for Proof of Tax ID' }),
    ).toBeInTheDocument();
  });

  it('ignores files while disabled', async () => {
    const onChange = vi.fn();
    const { container } = render(
      <FileUploader
        label="Proof of Tax ID"
        isDisabled
        defaultValue={[makeFile('a.pdf', 'application/pdf')]}
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('button', { name: 'Choose file' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove a.pdf' })).toBeDisabled();
    await user().upload(fileInput(container), makeFile('b.pdf', 'application/pdf'));
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('isAcceptedType', () => {
  it.each([
    ['photo.png', 'image/png', ['image/png'], true],
    ['photo.PNG', 'image/png', ['.png'], true],
    ['photo.jpeg', 'image/jpeg', ['image/*'], true],
    ['photo.png', 'text/plain', ['.png'], false],
    ['photo.exe', 'image/png', ['image/png'], false],
    ['photo.exe', 'image/png', ['image/*'], false],
    ['doc.pdf', '', ['.pdf'], false],
    ['anything.bin', 'application/octet-stream', [], true],
  ])('%s (%s) against %j → %s', (name, type, accept, expected) => {
    expect(isAcceptedType({ name, type }, accept)).toBe(expected);
  });
});
