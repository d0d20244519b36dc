// Mutation testing of the idle timeout and the session (issue 38): `npm run test:mutation -w @axia/app`.
// A surviving mutant is a line whose rule (sign an idle customer out, end a session at its lifetime, forget the
// user at sign-out) can break with every test still green.
import { strykerConfig } from '../../scripts/mutation/config.mjs';

/** The tests Stryker runs here (vitest.mutation.config.ts reads them; a new one makes the results stale). */
export const mutationTests = [
  'src/idle/*.test.{ts,tsx}',
  'src/stores/stores.test.ts',
  'src/identity/authService.test.ts',
  'src/services.test.ts',
  'src/call-layer/callLayer.test.ts',
];

export default strykerConfig({
  mutate: ['src/idle/**/*.ts', 'src/idle/**/*.tsx', 'src/stores/SessionStore.ts'],
  // Only the tests of these files (the router's are slow): see vitest.mutation.config.ts.
  vitestConfig: 'vitest.mutation.config.ts',
});
