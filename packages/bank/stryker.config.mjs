// Mutation testing of the bank's money and access code (issue 38): `npm run test:mutation -w @axia/bank`.
// Runs on PGlite with the tests of vitest.mutation.config.ts.
import { strykerConfig } from '../../scripts/mutation/config.mjs';

export default strykerConfig({
  vitestConfig: 'vitest.mutation.config.ts',
  mutate: [
    'src/modules/ledger/post.ts',
    'src/modules/ledger/post-keyed.ts',
    'src/modules/ledger/audit.ts',
    'src/modules/gates/index.ts',
    'src/http/idempotency.ts',
    'src/modules/transfers/second-factor.ts',
    'src/limits/index.ts',
    'src/identity/password.ts',
    'src/identity/lockout.ts',
    'src/identity/session-limits.ts',
    'src/events/view.ts',
  ],
});
