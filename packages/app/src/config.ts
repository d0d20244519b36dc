import { ENVIRONMENTS } from '@axia/core';
import type { RuntimeConfig } from '@axia/features/kit';

/** GET /config.json: the public runtime configuration (same build, any environment). */
export async function loadConfig(fetcher: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetcher('/config.json', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Could not load /config.json (${response.status})`);
  const raw = (await response.json()) as Partial<RuntimeConfig>;
  if (!raw.userPoolId || !raw.userPoolClientId || !raw.apiBaseUrl) {
    throw new Error('/config.json lacks userPoolId, userPoolClientId or apiBaseUrl');
  }
  const environment = ENVIRONMENTS.find((env) => env === raw.environment) ?? 'production';
  return {
    userPoolId: raw.userPoolId,
    userPoolClientId: raw.userPoolClientId,
    userPoolEndpoint: raw.userPoolEndpoint ?? null,
    apiBaseUrl: raw.apiBaseUrl,
    environment,
    statusPageId: raw.statusPageId ?? '',
    recaptchaSiteKey: raw.recaptchaSiteKey ?? null,
  };
}
