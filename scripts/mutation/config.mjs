// The one Stryker configuration every package's stryker.config.mjs starts from (issue 38).
// - vitest runner: Stryker runs each mutant against only the tests that reach it (per-test coverage).
// - incremental: the last run's results are kept in mutation/incremental.json (mutation/<slice>/ for a sliced
//   package like the bank; committed), so a
//   run after a small change tests only the mutants whose code or tests changed.
// - thresholds.break: below 85 % the run fails; the floor per file is held by scripts/mutation/run.mjs.
export const FLOOR = 85;

/** Never mutated, whatever a package's globs name: tests and stories. */
export const NEVER_MUTATED = ['!**/*.test.ts', '!**/*.test.tsx', '!**/*.stories.tsx'];

export function strykerConfig({ mutate, vitestConfig = 'vitest.config.ts', ...rest }) {
  return {
    testRunner: 'vitest',
    vitest: { configFile: vitestConfig },
    plugins: ['@stryker-mutator/vitest-runner'],
    mutate: [...mutate, ...NEVER_MUTATED],
    // Static mutants (code run once, when a module loads: the gate table, the limits, a schema built at import) are
    // tested too, though each runs every test of its package or slice: a rule held in a table is still a rule.
    ignoreStatic: false,
    incremental: true,
    incrementalFile: 'mutation/incremental.json',
    reporters: ['clear-text', 'progress-append-only', 'json', 'html'],
    jsonReporter: { fileName: 'mutation/report.json' },
    htmlReporter: { fileName: 'mutation/report.html' },
    clearTextReporter: {
      allowColor: false,
      logTests: false,
      reportMutants: false,
      reportScoreTable: true,
    },
    thresholds: { high: 95, low: FLOOR, break: FLOOR },
    concurrency: Number(process.env.STRYKER_CONCURRENCY ?? 2),
    tempDirName: '.stryker-tmp',
    cleanTempDir: true,
    // A timeout counts as a kill, so the margin is wide: a loaded machine must not pass off a slow run as a caught
    // mutant (the bank's API tests slow down several times over when both cores are busy).
    timeoutMS: 30000,
    timeoutFactor: 3,
    // The bank's first run goes through its API tests one file at a time (Stryker's vitest runner uses one worker).
    dryRunTimeoutMinutes: 30,
    ...rest,
  };
}
