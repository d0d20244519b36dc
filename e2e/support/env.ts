// Where the suite's bank listens and when its clocks start: read by the Playwright config (which starts the bank)
// and by the helpers that talk to it. No other module is imported here, so both can depend on it.

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const ADMIN_TOKEN = process.env.E2E_ADMIN_TOKEN ?? 'e2e-admin';
/**
 * The instant every browser clock is pinned to and the bank's clock starts at (SANDBOX_CLOCK_START), whatever the
 * real date: the seed, the tokens and every date on screen are the same on any day the suite runs.
 */
export const PINNED_NOW = new Date('2026-11-21T10:00:00Z');
/** The variable naming the run's folder of audited screen states (made by the global setup). */
export const AUDITED_DIR_ENV = 'E2E_AUDITED_DIR';
