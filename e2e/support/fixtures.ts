import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page, type Request } from '@playwright/test';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { AUDITED_DIR_ENV, PINNED_NOW } from './env';

export { expect };

/** Waits for finite animations (dialog fades, drawer slides) so axe sees the settled screen. */
async function settled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/**
 * The marker of `screen`'s audit in this run's folder, or null when every visit is audited (no folder, or
 * E2E_AUDIT_EVERY_VISIT=1). A marker is written only after an audit passed, so a retry of a test whose audit
 * failed audits again.
 */
function auditMarker(screen: string): string | null {
  const dir = process.env[AUDITED_DIR_ENV];
  if (!dir || process.env.E2E_AUDIT_EVERY_VISIT === '1') return null;
  return join(dir, createHash('sha256').update(screen).digest('hex').slice(0, 32));
}

/**
 * Runs axe (WCAG 2.2 A/AA and best practices) on the whole page as it stands and fails with the violations.
 * Page models call it whenever they assert that a screen (or a modal on it) is shown; each screen state, named by
 * `screen`, is audited the first time the run meets it (an audit takes about a second).
 */
export async function audit(page: Page, screen: string) {
  const marker = auditMarker(screen);
  if (marker && existsSync(marker)) return;
  await settled(page);
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const report = violations.map(
    (v) => `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(report, `axe violations on ${screen}`).toEqual([]);
  if (marker) mkdirSync(marker, { recursive: true });
}

/** How many of a page's last bank calls a failed test prints. */
const CALLS_KEPT = 15;

/**
 * Records the page's calls to the bank (API, identity, sandbox: method, path, identity operation, status, time
 * taken) and any request that failed (a chunk of the app too), the last CALLS_KEPT. A failed test prints them with
 * the page's address: a failure seen only on a loaded CI machine (a first try, whose retry's trace is of a passing
 * run) then says what the page was waiting for.
 */
function recordBankCalls(page: Page) {
  const calls: string[] = [];
  const keep = (line: string) => {
    calls.push(line);
    if (calls.length > CALLS_KEPT) calls.shift();
  };
  const name = (request: Request) => {
    const { pathname } = new URL(request.url());
    const operation = request.headers()['x-amz-target']?.split('.')[1];
    return `${request.method()} ${pathname}${operation ? ` ${operation}` : ''}`;
  };
  page.on('requestfinished', async (request) => {
    if (!/^\/(api|identity|sandbox)\b/.test(new URL(request.url()).pathname)) return;
    const status = (await request.response().catch(() => null))?.status() ?? '?';
    keep(`${name(request)} → ${status} in ${Math.round(request.timing().responseEnd)} ms`);
  });
  page.on('requestfailed', (request) =>
    keep(`${name(request)} failed: ${request.failure()?.errorText ?? 'unknown'}`),
  );
  return calls;
}

export const test = base.extend<{ page: Page; now: Date }>({
  /** The instant the browser clock starts at: PINNED_NOW unless a spec picks another with `test.use({ now })`. */
  now: [PINNED_NOW, { option: true }],
  // Every page: the clock pinned to `now` (time then runs on, and tests may fast-forward it), and any uncaught
  // error or CSP violation fails the test.
  page: async ({ page, now }, use, testInfo) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      const text = message.text();
      if (/Content.Security.Policy/i.test(text)) problems.push(`CSP: ${text}`);
    });
    const calls = recordBankCalls(page);
    await page.clock.install({ time: now });
    await use(page);
    // Printed with the test's line in the run's output (a report's attachment is cut at a few lines).
    if (testInfo.status !== testInfo.expectedStatus)
      console.log(
        [`${testInfo.title}: the page at ${page.url()}; its last calls:`, ...calls].join('\n  '),
      );
    expect(problems, 'page errors and CSP violations').toEqual([]);
  },
});
