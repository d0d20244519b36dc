import type { Page } from '@playwright/test';
import { audit, expect } from '../support/fixtures';

/** The signed-in layout: header greeting, main menu, the page's h1. */
export class AppShell {
  readonly banner;
  readonly mainMenu;
  readonly main;

  constructor(readonly page: Page) {
    this.banner = page.getByRole('banner');
    this.mainMenu = page.getByRole('navigation', { name: 'Main' });
    this.main = page.getByRole('main');
  }

  heading(name: string) {
    return this.page.getByRole('heading', { level: 1, name });
  }

  /**
   * The page at `path` is shown, greeted by first name; audited. After a client-side route change focus is on
   * its heading; on a fresh page load (`loaded`) the browser's own start position is kept.
   */
  async expectPage(path: string | RegExp, title: string, firstName?: string, loaded = false) {
    await expect(this.page).toHaveURL(typeof path === 'string' ? new RegExp(`${path}$`) : path);
    // A reload of a signed-in page may first show the bank's prerendered frame (issue 17): the page is there once
    // the app has taken it over.
    await expect(this.page.locator('#root[data-prerendered]')).toHaveCount(0);
    if (loaded) await expect(this.heading(title)).toBeVisible();
    else await expect(this.heading(title)).toBeFocused();
    if (firstName) await expect(this.banner).toContainText(`Hello ${firstName}`);
    await audit(this.page, title);
  }

  async logOut() {
    await this.mainMenu.getByRole('button', { name: 'Log out' }).click();
  }
}
