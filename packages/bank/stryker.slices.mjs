// The bank's mutation-testing slices (issue 38; stryker.config.mjs reads the one MUTATION_SLICE names).
// The bank's tests go through its HTTP API on a database each file opens, and Stryker's vitest runner runs them one
// file at a time, so one run over all of them would take hours. The code is cut into slices instead: each names the
// files it mutates and the tests written to protect them, runs on its own, and keeps its results in
// mutation/<name>/. A mutant a slice's tests miss is a rule those tests do not hold.
// Each slice's tests call its files' functions directly (a fresh database where one is needed, no bank started), so
// a mutant's run takes seconds; the API suites still run in the unit phase.

// Cheapest first: `npm run test:mutation -- bank` runs them in this order.
export const slices = {
  audit: {
    mutate: ['src/modules/ledger/audit.ts'],
    tests: ['test/ledger-audit.test.ts', 'test/ledger-audit-format.test.ts'],
  },
  idempotency: {
    mutate: ['src/http/idempotency.ts'],
    tests: ['test/api-idempotency.test.ts', 'test/idempotency-unit.test.ts'],
  },
  limits: {
    // On a fresh database with the bank's clock and settings, no bank started (the same limits through the API:
    // rate-limits.test.ts, not run per mutant).
    mutate: ['src/limits/index.ts'],
    tests: ['test/limits-unit.test.ts'],
  },
  // The gate table (lines 1-148: who may call what) against its hand-written expectations, without a bank; the
  // gate's enforcement (149-174: enforceGate, and checkGate on a profile already read) on a fresh database with a customer of each status, registered or not (the same
  // through the API: api-gates.test.ts, not run per mutant).
  'gate-table': {
    mutate: ['src/modules/gates/index.ts:1-148'],
    tests: ['test/gates-table.test.ts'],
  },
  gates: {
    mutate: ['src/modules/gates/index.ts:149-174'],
    tests: ['test/gates-enforcement.test.ts'],
  },
  events: {
    mutate: ['src/events/view.ts'],
    // The view on a fresh database with the rows given by hand (the same through the API, the database's triggers
    // writing the rows: api-events.test.ts, not run per mutant).
    tests: ['test/events-view.test.ts', 'test/events-view-batch.test.ts'],
  },
  identity: {
    mutate: [
      'src/identity/password.ts',
      'src/identity/lockout.ts',
      'src/identity/session-limits.ts',
      'src/identity/device-cookie.ts',
    ],
    // The rules without a bank (the API's own tests, identity*.test.ts, start one per file).
    tests: [
      'test/identity-rules-unit.test.ts',
      'test/identity-password-params-unit.test.ts',
      'test/identity-lockout-unit.test.ts',
      'test/identity-lockout-wait-unit.test.ts',
      'test/identity-lockout-device-unit.test.ts',
    ],
  },
  'second-factor': {
    // Its functions called directly over a fresh database, no bank started (the binding through the API:
    // api-second-factor-binding.test.ts and the transfer suites, not run per mutant).
    mutate: ['src/modules/transfers/second-factor.ts'],
    tests: ['test/second-factor-unit.test.ts'],
  },
  ledger: {
    // On a fresh database, no bank started (the ledger through the API and under load: ledger.test.ts and the
    // transfer suites, not run per mutant).
    mutate: [
      'src/modules/ledger/post.ts',
      'src/modules/ledger/post-keyed.ts',
      'src/modules/ledger/keyed-batches.ts',
    ],
    tests: ['test/ledger-post.test.ts', 'test/ledger-batches.test.ts'],
  },
};
