import type { Page } from '@playwright/test';
import { expect } from '../support/fixtures';

/**
 * What live bank events (issue 31) show on any signed-in page: the toast announcing an event (its polite live
 * region; the 'Notifications' landmark keeps the last one) and the header's connection notice.
 */
export class LiveUpdates {
  readonly notifications;
  readonly pausedNotice;

  constructor(readonly page: Page) {
    this.notifications = page.getByRole('region', { name: 'Notifications' });
    this.pausedNotice = page
      .getByRole('banner')
      .getByRole('status')
      .filter({ hasText: 'Live updates paused — reconnecting' });
  }

  /** The announcement of an event: a polite status in the Notifications landmark, visible. */
  announcement(text: string | RegExp) {
    return this.notifications.getByRole('status').filter({ hasText: text });
  }

  /** Marks the document, so a later check can tell that no reload happened meanwhile. */
  async markDocument() {
    await this.page.evaluate(() => {
      (window as unknown as { __liveMark?: boolean }).__liveMark = true;
    });
  }

  async expectNoReloadSinceMark() {
    expect(
      await this.page.evaluate(() => (window as unknown as { __liveMark?: boolean }).__liveMark),
    ).toBe(true);
  }
}
