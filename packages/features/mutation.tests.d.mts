// Types of mutation.tests.mjs for vitest.mutation.config.ts, which reads the tests Stryker runs from it.
export declare const mutationTests: string[];
