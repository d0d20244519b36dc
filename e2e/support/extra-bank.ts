import type { ChildProcess } from 'node:child_process';
import { spawnBank } from './bank-process.mjs';
import { E2E_PORT, PINNED_NOW } from './env';

// A spec's own sandbox bank beside the suite's (for a configuration the suite's bank does not have, e.g. its outside
// parties off): started in the spec's beforeAll, stopped in its afterAll. Same start as the suite's (bank-process.mjs:
// temporary database, snapshot of the built app), its clock starting at PINNED_NOW as the config's does. Its own
// port (default E2E_PORT + 50), so two suites side by side (another E2E_PORT) keep apart; the spec runs its tests in
// one worker (test.describe.configure({ mode: 'default' })), so one bank a spec.

/** The default port of a spec's second bank. */
const EXTRA_BANK_PORT = E2E_PORT + 50;

/** How long the bank may take to answer /config.json (its first start migrates and seeds a fresh database). */
const START_TIMEOUT_MS = 60_000;
/** How long it may take to stop on SIGTERM before it is killed. */
const STOP_TIMEOUT_MS = 10_000;
/** The last output kept, to say why a bank did not start. */
const TAIL_CHARS = 4_000;

export interface ExtraBank {
  /** `http://127.0.0.1:<port>`: its app, API and identity endpoint. */
  origin: string;
  /** Stops the process and removes its folder. */
  stop(): Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return response.ok;
  } catch {
    return false;
  }
}

function exited(bank: ChildProcess): Promise<void> {
  if (bank.exitCode !== null || bank.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => bank.once('exit', () => resolve()));
}

/**
 * Starts a sandbox bank with `env` on top of the suite's settings, and resolves once its /config.json answers.
 * Fails if something already answers on the port, if the bank exits, or if it has not answered in a minute.
 */
export async function startBank({
  env = {},
  port = EXTRA_BANK_PORT,
}: { env?: Record<string, string>; port?: number } = {}): Promise<ExtraBank> {
  const origin = `http://127.0.0.1:${port}`;
  const configUrl = `${origin}/config.json`;
  if (await answers(configUrl))
    throw new Error(`Something already answers on ${origin}: another run's bank? Pick E2E_PORT.`);

  const { bank, removeWorkDir } = spawnBank({
    port,
    env: { SANDBOX_CLOCK_START: PINNED_NOW.toISOString(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Its output goes where the suite's bank's does (the runner's), the last of it kept for a failure's message.
  let tail = '';
  const keep = (chunk: Buffer, to: NodeJS.WriteStream) => {
    to.write(chunk);
    tail = (tail + chunk.toString('utf8')).slice(-TAIL_CHARS);
  };
  bank.stdout?.on('data', (chunk: Buffer) => keep(chunk, process.stdout));
  bank.stderr?.on('data', (chunk: Buffer) => keep(chunk, process.stderr));
  // A worker that ends without the afterAll (a crash) takes its bank with it.
  const killOnExit = () => bank.kill('SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
    const gone = exited(bank);
    bank.kill('SIGTERM');
    const timer = setTimeout(() => bank.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await gone;
    clearTimeout(timer);
    removeWorkDir();
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await answers(configUrl))) {
    if (bank.exitCode !== null || bank.signalCode !== null) {
      await stop();
      throw new Error(
        `The bank on ${origin} exited (${bank.exitCode ?? bank.signalCode}):\n${tail}`,
      );
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `The bank on ${origin} did not answer within ${START_TIMEOUT_MS} ms:\n${tail}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { origin, stop };
}
