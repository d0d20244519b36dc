import { makeAutoObservable, runInAction } from 'mobx';
import { readBankSetting, type BankClient, type BannerSetting, type TermsEntry } from '@axia/core';
import type { SettingsView } from '@axia/features/kit';

/** Where the banner-dismiss flag is kept: a UI preference, never a token. */
export interface PreferenceStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const bannerDismissKey = (userId: string) => `axia.banner.dismissed.${userId}`;

/**
 * Where the shell keeps, per customer, the ids of the menu and tab entries (and 'status' for the service-status tag)
 * it shows: a signed-in frame's head script (scripts/postbuild.mjs) shows only those before the app takes over, so
 * the frame never flashes what this customer does not have (issue 42 #4).
 */
const frameNavKey = (userId: string) => `axia.frame.nav.${userId}`;

/** The banner shows when enabled and not dismissed, or updated after the dismissal (seed 000 §2.5). */
export function isBannerVisible(banner: BannerSetting | null, dismissedAt: string | null): boolean {
  if (!banner?.enabled) return false;
  if (!dismissedAt) return true;
  return Date.parse(banner.lastUpdatedAt) > Date.parse(dismissedAt);
}

/** Bank settings the shell shows: the banner (with its per-user dismissal) and the terms entries. */
export class SettingsStore implements SettingsView {
  banner: BannerSetting | null = null;
  terms: TermsEntry[] = [];
  /** The user whose banner was read (set once the read succeeded). */
  userId: string | null = null;
  /** When this user dismissed the banner (ISO), from storage. */
  dismissedAt: string | null = null;
  /** A banner read started before the user is known (start-up, beside the profile), for the next loadBanner. */
  #early: Promise<BannerSetting | null> | null = null;

  constructor(
    private readonly api: () => BankClient,
    private readonly storage: PreferenceStorage,
    private readonly now: () => Date = () => new Date(),
  ) {
    makeAutoObservable<this, 'api' | 'storage' | 'now'>(this, {
      api: false,
      storage: false,
      now: false,
    });
  }

  get bannerVisible(): boolean {
    return isBannerVisible(this.banner, this.dismissedAt);
  }

  /** Whether the megaphone (restore) button applies: a banner exists but the user dismissed it. */
  get bannerDismissed(): boolean {
    return Boolean(this.banner?.enabled) && !this.bannerVisible;
  }

  /**
   * Starts reading the banner setting before the user is known (start-up with a stored session, beside the
   * profile): the shell then opens with its banner in place instead of pushing the page down (issue 17).
   */
  prefetchBanner() {
    if (this.#early) return;
    this.#early = readBankSetting(this.api(), 'BANNER');
    this.#early.catch(() => undefined);
  }

  /**
   * Reads the banner setting (or takes the read prefetchBanner started) and this user's dismissal. Rejects when the
   * banner cannot be read, leaving the store as it was.
   */
  async loadBanner(userId: string): Promise<void> {
    const read = this.#early ?? readBankSetting(this.api(), 'BANNER');
    this.#early = null;
    const banner = await read;
    runInAction(() => {
      this.userId = userId;
      this.dismissedAt = this.readDismissal(userId);
      this.banner = banner;
    });
  }

  async loadTerms(): Promise<void> {
    const terms = await this.api().getTermsConditions();
    runInAction(() => {
      this.terms = terms;
    });
  }

  dismissBanner() {
    if (!this.userId) return;
    const at = this.now().toISOString();
    this.dismissedAt = at;
    this.storage.setItem(bannerDismissKey(this.userId), JSON.stringify({ visible: false, at }));
  }

  restoreBanner() {
    if (!this.userId) return;
    this.dismissedAt = null;
    this.storage.removeItem(bannerDismissKey(this.userId));
  }

  /** Keeps the entries the shell shows `userId` for the next frame (only when they changed). */
  rememberFrameNav(userId: string, ids: readonly string[]) {
    const value = JSON.stringify(ids);
    try {
      if (this.storage.getItem(frameNavKey(userId)) !== value)
        this.storage.setItem(frameNavKey(userId), value);
    } catch {
      // Storage full or refused: the frame then shows no gated entry, which is still true.
    }
  }

  clear() {
    this.#early = null;
    this.banner = null;
    this.terms = [];
    this.userId = null;
    this.dismissedAt = null;
  }

  private readDismissal(userId: string): string | null {
    try {
      const raw = this.storage.getItem(bannerDismissKey(userId));
      if (!raw) return null;
      const parsed = JSON.parse(raw) as { visible?: boolean; at?: string };
      return parsed.visible === false && typeof parsed.at === 'string' ? parsed.at : null;
    } catch {
      return null;
    }
  }
}
