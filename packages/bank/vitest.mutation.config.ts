import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config';

// The tests Stryker runs against the bank's mutated files (stryker.config.mjs): the ones that reach the ledger,
// the gates, idempotency, second factors, limits, identity's password/lockout/session code and the event view.
// The rest of the suite never reaches those files, so leaving it out only shortens Stryker's first (dry) run.
export default mergeConfig(
  base,
  defineConfig({
    test: {
      include: [
        'test/ledger*.test.ts',
        'test/audit*.test.ts',
        'test/api-gates*.test.ts',
        'test/api-authorization.test.ts',
        'test/api-idempotency.test.ts',
        'test/api-transfer-*.test.ts',
        'test/api-payments.test.ts',
        'test/api-events.test.ts',
        'test/identity*.test.ts',
        'test/rate-limits.test.ts',
        'test/code-mail-limit.test.ts',
        'test/limits-prune.test.ts',
        'test/second-factor*.test.ts',
      ],
    },
  }),
);
