import type { TestRunnerConfig } from '@storybook/test-runner';
import { getStoryContext, waitForPageReady } from '@storybook/test-runner';
import { getViolations, injectAxe } from 'axe-playwright';

// Every story is audited by axe in every theme. Page-level rules do not apply to an isolated component,
// so they are off for component stories; screen stories (tag 'screen') keep them.
const PAGE_LEVEL_RULES = ['region', 'landmark-one-main', 'page-has-heading-one'];
const THEMES = (process.env.A11Y_THEMES ?? 'light,dark,highContrast').split(',');
// The themes share every token but their colours (design-system tokens/themes.css.ts, `shared`), so after the
// first theme's full audit the others run the rules that read colours; the rest would find the same in each.
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

const config: TestRunnerConfig = {
  async preVisit(page) {
    // Once per page: the stories of a file render in one page, and evaluating axe's 550 kB again for each took
    // ~180 ms of the ~800 a screen story costs.
    if (!(await page.evaluate(() => 'axe' in window))) await injectAxe(page);
  },
  async postVisit(page, context) {
    const story = await getStoryContext(page, context);
    const a11y = (story.parameters?.a11y ?? {}) as { disable?: boolean; disableReason?: string };
    if (a11y.disable) {
      // An opt-out must say why; a silent opt-out fails the run.
      if (!a11y.disableReason)
        throw new Error(`${context.id}: a11y.disable needs a11y.disableReason`);
      return;
    }
    const isScreen = story.tags?.includes('screen');
    const rules = isScreen
      ? {}
      : Object.fromEntries(PAGE_LEVEL_RULES.map((id) => [id, { enabled: false }]));
    await waitForPageReady(page);
    const failures: string[] = [];
    for (const [index, theme] of THEMES.entries()) {
      await page.evaluate((name) => {
        const themes = window.__axiaThemes;
        document.documentElement.classList.remove(...Object.values(themes));
        document.documentElement.classList.add(themes[name as keyof typeof themes]);
      }, theme);
      // Let the colour transitions the switch started finish, so contrast is measured at rest (no fixed sleep:
      // a forced layout starts them, then every finite animation's `finished` is awaited).
      await page.evaluate(async () => {
        void document.body.offsetHeight;
        await Promise.all(
          document
            .getAnimations()
            // Only running ones: the test-runner pauses CSS animations, and a paused one never finishes.
            .filter(
              (a) =>
                a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity,
            )
            .map((a) => a.finished.catch(() => undefined)),
        );
      });
      // 'body', not '#storybook-root': dialogs, popovers and toasts render in portals outside the root.
      // Only violations are read, so only they are gathered in full (passes and the rest cost time for nothing).
      const violations = await getViolations(
        page,
        'body',
        index === 0
          ? { rules, resultTypes: ['violations'] }
          : { runOnly: { type: 'rule', values: COLOUR_RULES }, resultTypes: ['violations'] },
      );
      for (const v of violations) {
        for (const node of v.nodes) {
          const why = [...node.any, ...node.all, ...node.none].map((c) => c.message).join('; ');
          failures.push(`[${theme}] ${v.id}: ${v.help} → ${node.target.join(' ')}: ${why}`);
        }
      }
    }
    if (failures.length > 0) {
      throw new Error(`axe violations in ${context.id}:\n${failures.join('\n')}`);
    }
  },
};

export default config;
