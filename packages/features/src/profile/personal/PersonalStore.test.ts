import { describe, expect, it, vi } from 'vitest';
import { createBankClient, type TransportRequest } from '@axia/core';
import { fakeTransport } from '../../kit/testing';
import { profileUser } from '../settingsFixtures';
import { avatarFileError, avatarFileId, initials } from './avatar';
import { croppedFileName, croppedType } from './cropImage';
import { PersonalStore } from './PersonalStore';

// Seed 002 §5 Profile photo: the crop (390 × 295) uploaded as AVATAR, then the new photo shown.

function setup(
  uploadAnswer: unknown = [
    { id: 'x', multipleDocuments: {}, avatarUrl: '/document/download/avatar-2' },
  ],
) {
  const calls: TransportRequest[] = [];
  const api = createBankClient(
    fakeTransport({
      getUser: profileUser,
      downloadDocument: (request: TransportRequest) => {
        calls.push(request);
        return new Blob(['img']);
      },
      uploadDocument: (request: TransportRequest) => {
        calls.push(request);
        if (uploadAnswer instanceof Error) throw uploadAnswer;
        return uploadAnswer;
      },
    }),
  );
  let n = 0;
  const urls = { create: vi.fn(() => `blob:${++n}`), revoke: vi.fn() };
  const crop = vi.fn(async () => new Blob(['cropped'], { type: 'image/png' }));
  const notify = vi.fn();
  const refreshSession = vi.fn(async () => profileUser);
  const store = new PersonalStore({ api, notify, urls, crop, refreshSession });
  return { store, calls, urls, crop, notify, refreshSession };
}

describe('PersonalStore', () => {
  it('crops the chosen image and uploads it as AVATAR, then shows the new photo', async () => {
    const { store, calls, urls, crop, notify, refreshSession } = setup();
    await store.load();
    expect(store.avatar).toEqual({ status: 'ready', url: 'blob:1' });
    store.chooseFile(new File(['x'], 'me.png', { type: 'image/png' }));
    expect(store.cropOpen).toBe(true);
    await store.upload();
    expect(store.uploadError).toBe('Please choose an image');
    store.setCropArea({ x: 10, y: 20, width: 390, height: 295 });
    await store.upload();
    expect(crop).toHaveBeenCalledWith(
      'blob:2',
      { x: 10, y: 20, width: 390, height: 295 },
      'image/png',
    );
    const upload = calls.find((call) => call.operation === 'uploadDocument');
    expect(upload?.form?.fields).toEqual({ documentType: 'AVATAR' });
    expect(upload?.form?.fileName).toBe('avatar.png');
    expect(store.cropOpen).toBe(false);
    expect(urls.revoke).toHaveBeenCalledWith('blob:2');
    expect(calls.at(-1)?.path).toBe('/document/download/avatar-2');
    expect(store.avatar).toEqual({ status: 'ready', url: 'blob:3' });
    expect(urls.revoke).toHaveBeenCalledWith('blob:1');
    expect(notify).toHaveBeenCalledWith({
      tone: 'success',
      title: 'Your profile photo has been updated.',
    });
    expect(refreshSession).toHaveBeenCalled();
    store.dispose();
    expect(urls.revoke).toHaveBeenCalledWith('blob:3');
  });

  it('keeps the dialog open with the error when the upload fails', async () => {
    const { store } = setup(new Error('The avatar must be a png, jpeg or webp image.'));
    await store.load();
    store.chooseFile(new File(['x'], 'me.jpg', { type: 'image/jpeg' }));
    store.setCropArea({ x: 0, y: 0, width: 100, height: 75 });
    await store.upload();
    expect(store.cropOpen).toBe(true);
    expect(store.uploadError).toBe('The avatar must be a png, jpeg or webp image.');
  });

  it('checks the file: none or not an image, then the 10,485,760-byte cap', () => {
    expect(avatarFileError(null)).toBe('Please choose an image');
    expect(avatarFileError(new File(['x'], 'a.txt', { type: 'text/plain' }))).toBe(
      'Please choose an image',
    );
    const size = (bytes: number) =>
      new File([new Uint8Array(bytes)], 'a.png', { type: 'image/png' });
    expect(avatarFileError(size(10_485_760))).toBeNull();
    expect(avatarFileError(size(10_485_761))).toBe('File is too big!');
  });

  it('reads the file id, the output type and the initials', () => {
    expect(avatarFileId('/document/download/abc-1')).toBe('abc-1');
    expect(avatarFileId(null)).toBeNull();
    expect(avatarFileId('https://elsewhere/x.png')).toBeNull();
    expect(croppedType('image/jpeg')).toBe('image/jpeg');
    expect(croppedType('image/webp')).toBe('image/png');
    expect(croppedFileName('image/jpeg')).toBe('avatar.jpg');
    expect(initials('ada', 'lovelace')).toBe('AL');
  });
});
