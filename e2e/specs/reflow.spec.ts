import type { Page } from '@playwright/test';
import { admin, customerLike, uniqueEmail } from '../support/bank';
import { expect, test } from '../support/fixtures';
import { openSignedIn } from '../support/session';

// Issue 43 #1 (WCAG 1.4.10 reflow, 1.4.12 text spacing): every signed-in screen fits the width of a phone — 320 CSS
// px is a 1280 px window at 400 % zoom — without scrolling sideways: with the bank's banner, with it dismissed (its
// megaphone in the header), with a long first name, and with the text spacing a reader may impose.

const WIDTHS = [320, 360, 390, 414] as const;

/** The signed-in screens of a complete individual customer with every feature (ada@'s copy). */
const SCREENS = [
  '/accounts',
  '/deposit',
  '/deposit/wire-deposit',
  '/deposit/digital-currency-deposit',
  '/deposit/credit-debit-deposit',
  '/transfer',
  '/transfer/between-accounts',
  '/transfer/between-members',
  '/transfer/wire-transfer',
  '/transfer/external-transfer',
  '/Beneficiaries',
  '/stakings',
  '/cards',
  '/cards/apply',
  '/gift-cards',
  '/gift-cards/buy',
  '/services',
  '/profile',
  '/email-and-phone',
  '/user-document',
  '/upload-document',
  '/change-password',
  '/two-factor',
  '/notifications',
  '/messages',
] as const;

/** WCAG 1.4.12's spacing: line height 1.5, paragraphs 2, letters 0.12 and words 0.16 times the font size. */
const TEXT_SPACING = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/** Goes to `path` inside the app (no reload: the router follows the history), and waits for it to settle. */
async function visit(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(window.history.state, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/]/g, '\\/')}$`));
  await settle(page);
}

/** The page's heading is there and nothing is loading any more. */
async function settle(page: Page) {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.locator('[role="status"]:has([aria-hidden="true"] > *)')).toHaveCount(0);
}

/** How far the page is wider than the window, per width ('' when every width fits). */
async function overflowAt(page: Page, where: string): Promise<string[]> {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const scrollWidth = await page.evaluate(() => {
      // Layout is read after the resize has been laid out.
      void document.body.offsetWidth;
      return document.documentElement.scrollWidth;
    });
    if (scrollWidth > width) found.push(`${where} at ${width} px: ${scrollWidth} px wide`);
  }
  return found;
}

/** Every screen at every width, then again with text spacing; the screens that do not fit. */
async function everyScreen(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const path of SCREENS) {
    await visit(page, path);
    found.push(...(await overflowAt(page, path)));
  }
  const spacing = await page.addStyleTag({ content: TEXT_SPACING });
  for (const path of SCREENS) {
    await visit(page, path);
    found.push(...(await overflowAt(page, `${path} (text spacing)`)));
  }
  await spacing.evaluate((style) => (style as HTMLStyleElement).remove());
  return found;
}

test.describe('every signed-in screen fits 320–414 px (issue 43 #1)', () => {
  test.slow();
  // The text-spacing style sheet is the reader's own (a bookmarklet or extension), not the page's: the page's
  // Content-Security-Policy does not apply to it.
  test.use({ bypassCSP: true });

  test('with the bank banner shown', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    const email = await customerLike('ada@demo.test', 'reflow-banner');
    await openSignedIn(page, email);
    await expect(page.getByRole('button', { name: 'Dismiss announcement' })).toBeVisible();
    expect(await everyScreen(page)).toEqual([]);
  });

  test('with the banner dismissed (its megaphone in the header)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    const email = await customerLike('ada@demo.test', 'reflow-megaphone');
    await openSignedIn(page, email);
    await page.getByRole('button', { name: 'Dismiss announcement' }).click();
    await expect(page.getByRole('button', { name: 'Show announcement' })).toBeVisible();
    expect(await everyScreen(page)).toEqual([]);
  });

  test('with a long first name', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    const { email: longNamed } = await admin<{ email: string }>('/customers', {
      like: 'ada@demo.test',
      email: uniqueEmail('reflow-long-name'),
      firstName: 'Maximiliana-Josefine',
    });
    await openSignedIn(page, longNamed);
    // Seed 000 §2.3: the greeting's first name is cut at 10 characters.
    await expect(page.getByRole('banner')).toContainText('Hello Maximilian...');
    expect(await everyScreen(page)).toEqual([]);
  });
});
