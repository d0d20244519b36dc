import type { Page, Request, Route } from '@playwright/test';
import { audit, expect } from '../support/fixtures';

// The maintenance page as a customer sees it (seed 000 §2.8, §4), and a database blip of the bank as the browser
// sees it: every API call answered 503 with a short Retry-After (the outside world failing, played with page.route).

const MAINTENANCE_TITLE = 'The website is undergoing maintenance';
/** What the app says politely when it is back on the customer's screen (issue 39 #5). */
export const BANK_BACK_TEXT = 'The bank is available again.';
/** The bank's answer while its database is away (packages/bank/src/db/unavailable.ts). */
const DATABASE_UNAVAILABLE = {
  statusCode: 503,
  message: 'The bank is temporarily unavailable. Please try again in a few seconds.',
};

export class MaintenancePage {
  readonly heading;
  readonly tryAgain;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: MAINTENANCE_TITLE });
    this.tryAgain = page.getByRole('button', { name: 'Try again' });
  }

  /**
   * Shown over the screen the customer was on (its address stays): its heading has focus (the focused control went
   * with the screen) and it is the only main landmark; audited.
   */
  async expectShownOver(path: string) {
    await expect(this.heading).toBeFocused();
    await expect(this.page).toHaveURL(new RegExp(`${path}$`));
    await expect(this.page.getByRole('main')).toHaveCount(1);
    await audit(this.page, 'Maintenance page over a screen');
  }
}

const isApi = (url: URL) => url.pathname.startsWith('/api/');

/**
 * The bank's database away for a while, as the browser sees it: every API call answers 503 with `Retry-After` (1 s).
 * A money call still reaches the bank, which commits it, and its answer is lost (the worst moment for a blip); the
 * rest never get there. `probes` counts the service-status reads (the app's questions whether the bank is back).
 */
export class DatabaseBlip {
  readonly posted: Request[] = [];
  probes = 0;

  constructor(
    readonly page: Page,
    readonly retryAfterSeconds = 1,
  ) {}

  private readonly answer = async (route: Route) => {
    const request = route.request();
    if (request.method() !== 'GET') {
      this.posted.push(request);
      await route.fetch();
    }
    if (new URL(request.url()).pathname.startsWith('/api/statusPage/')) this.probes += 1;
    await route.fulfill({
      status: 503,
      headers: { 'retry-after': String(this.retryAfterSeconds) },
      contentType: 'application/json',
      body: JSON.stringify(DATABASE_UNAVAILABLE),
    });
  };

  async begin() {
    await this.page.route(isApi, this.answer);
  }

  /** Waits until the app has asked `count` times (each answered 503). */
  async expectProbes(count: number) {
    await expect.poll(() => this.probes).toBeGreaterThanOrEqual(count);
  }

  async end() {
    await this.page.unroute(isApi, this.answer);
  }
}
