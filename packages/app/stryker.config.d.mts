// Types of stryker.config.mjs (its mutationTests re-exported from mutation.tests.mjs), for TypeScript readers.
export declare const mutationTests: string[];
declare const config: Record<string, unknown>;
export default config;
