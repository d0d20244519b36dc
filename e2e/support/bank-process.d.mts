// Types of bank-process.mjs for the TypeScript helpers.
import type { ChildProcess, StdioOptions } from 'node:child_process';

export function spawnBank(options: {
  port: number | string;
  env?: Record<string, string>;
  stdio?: StdioOptions;
}): { bank: ChildProcess; workDir: string; removeWorkDir(): void };
