// Mutation testing of the idle timeout and the session (issue 38): `npm run test:mutation -w @axia/app`.
// A surviving mutant is a line whose rule (sign an idle customer out, end a session at its lifetime, forget the
// user at sign-out) can break with every test still green.
import { strykerConfig } from '../../scripts/mutation/config.mjs';

/** The tests Stryker runs here (mutation.tests.mjs, which vitest.mutation.config.ts reads in Stryker's sandbox). */
export { mutationTests } from './mutation.tests.mjs';

export default strykerConfig({
  mutate: ['src/idle/**/*.ts', 'src/idle/**/*.tsx', 'src/stores/SessionStore.ts'],
  // Only the tests of these files (the router's are slow): see vitest.mutation.config.ts.
  vitestConfig: 'vitest.mutation.config.ts',
});
