import { ENVIRONMENTS, ROBOT_CHECKS } from '@axia/core';
import { RUNTIME_CONFIG_DEFAULTS, type RuntimeConfig } from '@axia/features/kit';

/** Browsers' longest timer (2^31 - 1 ms): a longer limit would fire at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** A positive number of `unitMs` units that a timer can wait for, else `fallback`. */
function limit(value: unknown, unitMs: number, fallback: number): number {
  return typeof value === 'number' && value > 0 && value * unitMs <= MAX_TIMER_MS
    ? value
    : fallback;
}

/** An absolute http(s) URL, else `fallback` (never a `javascript:` or relative link). */
function httpUrl(value: unknown, fallback: string): string {
  if (typeof value !== 'string') return fallback;
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:' ? value : fallback;
  } catch {
    return fallback;
  }
}

/** GET /config.json: the public runtime configuration (same build, any environment). */
export async function loadConfig(fetcher: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetcher('/config.json', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Could not load /config.json (${response.status})`);
  // Typed as the bank promises; the session limits and the status page are checked (else the defaults).
  const raw = (await response.json()) as Partial<RuntimeConfig>;
  if (!raw.userPoolId || !raw.userPoolClientId || !raw.apiBaseUrl) {
    throw new Error('/config.json lacks userPoolId, userPoolClientId or apiBaseUrl');
  }
  const environment = ENVIRONMENTS.find((env) => env === raw.environment) ?? 'production';
  const recaptchaSiteKey = raw.recaptchaSiteKey ?? null;
  // A bank that does not say: what the app did before robotCheck existed (Google's widget with a key).
  const robotCheck =
    ROBOT_CHECKS.find((check) => check === raw.robotCheck) ??
    (recaptchaSiteKey ? 'recaptcha' : 'sandbox');
  const defaults = RUNTIME_CONFIG_DEFAULTS;
  return {
    userPoolId: raw.userPoolId,
    userPoolClientId: raw.userPoolClientId,
    userPoolEndpoint: raw.userPoolEndpoint ?? null,
    apiBaseUrl: raw.apiBaseUrl,
    environment,
    statusPageId: raw.statusPageId ?? '',
    recaptchaSiteKey,
    // Google's widget needs its site key: without one nothing could be shown, so the sandbox's check is used.
    robotCheck: robotCheck === 'recaptcha' && !recaptchaSiteKey ? 'sandbox' : robotCheck,
    idleTimeoutMinutes: limit(raw.idleTimeoutMinutes, 60_000, defaults.idleTimeoutMinutes),
    sessionLifetimeHours: limit(raw.sessionLifetimeHours, 3_600_000, defaults.sessionLifetimeHours),
    statusPageUrl: httpUrl(raw.statusPageUrl, defaults.statusPageUrl),
  };
}
