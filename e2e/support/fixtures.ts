import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
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

export const test = base.extend<{ page: Page; now: Date }>({
  /** The instant the browser clock starts at: PINNED_NOW unless a spec picks another with `test.use({ now })`. */
  now: [PINNED_NOW, { option: true }],
  // Every page: the clock pinned to `now` (time then runs on, and tests may fast-forward it), and any uncaught
  // error or CSP violation fails the test.
  page: async ({ page, now }, use) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      const text = message.text();
      if (/Content.Security.Policy/i.test(text)) problems.push(`CSP: ${text}`);
    });
    await page.clock.install({ time: now });
    await use(page);
    expect(problems, 'page errors and CSP violations').toEqual([]);
  },
});
