import { makeAutoObservable, runInAction } from 'mobx';
import type { BankClient, PepStatus, User } from '@axia/core';
import { errorText } from '../../kit/errors';
import type { Read } from '../../kit';
import { PERSONAL_TEXT as TEXT } from '../messages';
import { avatarFileError, avatarFileId } from './avatar';
import { croppedFileName, croppedType, cropImage, type CropArea } from './cropImage';

export type AvatarState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ready'; url: string }
  | { status: 'failed' };

export interface PersonalDeps {
  api: BankClient;
  notify(toast: { tone: 'success' | 'error'; title: string; description?: string }): void;
  /** Re-reads the session's profile (the header's avatar and name). */
  refreshSession?(): Promise<unknown>;
  /** Object URLs (tests replace them: jsdom has none). */
  urls?: { create(blob: Blob): string; revoke(url: string): void };
  /** The crop (tests replace it: jsdom has no canvas). */
  crop?: (src: string, area: CropArea, type: string) => Promise<Blob>;
}

const browserUrls = {
  create: (blob: Blob) => URL.createObjectURL(blob),
  revoke: (url: string) => URL.revokeObjectURL(url),
};

/**
 * /profile (seed 002 §2 Personal, §5 Profile photo): the profile (GET /user), its avatar (GET /document/download/{id}
 * as a blob: an <img> cannot send the token), the photo change (choose, crop to 390 × 295, POST /document/upload as
 * AVATAR) and the PEP status (POST /user/pep/registration).
 */
export class PersonalStore {
  profile: Read<User> = { status: 'loading' };
  avatar: AvatarState = { status: 'none' };
  pepStatus: PepStatus | null = null;
  pepSaving = false;
  /** The file chooser's error ('Please choose an image', 'File is too big!'), announced as an alert. */
  fileError: string | null = null;
  /** The chosen image (an object URL) while the crop dialog is open. */
  cropSource: { url: string; type: string } | null = null;
  cropArea: CropArea | null = null;
  uploading = false;
  uploadError: string | null = null;
  private disposed = false;
  private readonly urls: NonNullable<PersonalDeps['urls']>;
  private readonly crop: NonNullable<PersonalDeps['crop']>;

  constructor(private readonly deps: PersonalDeps) {
    this.urls = deps.urls ?? browserUrls;
    this.crop = deps.crop ?? cropImage;
    makeAutoObservable<PersonalStore, 'deps' | 'urls' | 'crop' | 'disposed'>(this, {
      deps: false,
      urls: false,
      crop: false,
      disposed: false,
    });
  }

  get cropOpen() {
    return this.cropSource !== null;
  }

  async load() {
    this.disposed = false;
    this.profile = { status: 'loading' };
    try {
      const user = await this.deps.api.getUser();
      if (this.disposed) return;
      runInAction(() => {
        this.profile = { status: 'ready', value: user };
        this.pepStatus = user.pepStatus ?? null;
      });
      await this.loadAvatar(user.avatarUrl);
    } catch (error) {
      runInAction(() => {
        this.profile = { status: 'failed', message: errorText(error) };
      });
    }
  }

  async loadAvatar(avatarUrl: string | null | undefined) {
    const id = avatarFileId(avatarUrl);
    if (!id) {
      this.setAvatar({ status: 'none' });
      return;
    }
    if (this.avatar.status !== 'ready') this.setAvatar({ status: 'loading' });
    try {
      const blob = await this.deps.api.downloadDocument({ params: { id } });
      if (this.disposed) return;
      this.setAvatar({ status: 'ready', url: this.urls.create(blob) });
    } catch {
      if (!this.disposed) this.setAvatar({ status: 'failed' });
    }
  }

  /** Replaces the avatar, revoking the object URL it replaces. */
  private setAvatar(next: AvatarState) {
    if (this.avatar.status === 'ready' && (next.status !== 'ready' || next.url !== this.avatar.url))
      this.urls.revoke(this.avatar.url);
    this.avatar = next;
  }

  setPepStatus(status: PepStatus) {
    this.pepStatus = status;
  }

  async savePep() {
    if (this.pepSaving || !this.pepStatus) return;
    this.pepSaving = true;
    try {
      await this.deps.api.registerPep({ body: { pepStatus: this.pepStatus } });
      this.deps.notify({ tone: 'success', title: TEXT.pepUpdated });
    } catch (error) {
      this.deps.notify({ tone: 'error', title: errorText(error) });
    } finally {
      runInAction(() => {
        this.pepSaving = false;
      });
    }
  }

  /** A file from the chooser (none: cancelled). A fine image opens the crop dialog. */
  chooseFile(file: File | null | undefined) {
    const error = avatarFileError(file);
    this.fileError = error;
    if (error || !file) return;
    this.closeCrop();
    this.cropSource = { url: this.urls.create(file), type: croppedType(file.type) };
    this.cropArea = null;
    this.uploadError = null;
  }

  setCropArea(area: CropArea) {
    this.cropArea = area;
  }

  closeCrop() {
    if (this.uploading) return;
    if (this.cropSource) this.urls.revoke(this.cropSource.url);
    this.cropSource = null;
    this.cropArea = null;
    this.uploadError = null;
  }

  /** Crops and uploads the photo as AVATAR, then shows the new one. */
  async upload() {
    const source = this.cropSource;
    if (this.uploading) return;
    if (!source || !this.cropArea) {
      this.uploadError = TEXT.chooseImage;
      return;
    }
    this.uploading = true;
    this.uploadError = null;
    try {
      const blob = await this.crop(source.url, this.cropArea, source.type);
      const [answer] = await this.deps.api.uploadDocument({
        fields: { documentType: 'AVATAR' },
        file: blob,
        fileName: croppedFileName(source.type),
      });
      runInAction(() => {
        this.uploading = false;
      });
      this.closeCrop();
      this.deps.notify({ tone: 'success', title: TEXT.avatarUpdated });
      const avatarUrl =
        answer?.avatarUrl ??
        (this.profile.status === 'ready' ? this.profile.value.avatarUrl : null);
      await this.loadAvatar(avatarUrl);
      void this.deps.refreshSession?.().catch(() => undefined);
    } catch (error) {
      runInAction(() => {
        this.uploading = false;
        this.uploadError = errorText(error);
      });
    }
  }

  /** The screen is going away: revoke every object URL. */
  dispose() {
    this.disposed = true;
    this.setAvatar({ status: 'none' });
    if (this.cropSource) this.urls.revoke(this.cropSource.url);
    this.cropSource = null;
  }
}
