// Types of stryker.config.mjs for vitest.mutation.config.ts, which reads the tests Stryker runs from it.
export declare const mutationTests: string[];
declare const config: Record<string, unknown>;
export default config;
