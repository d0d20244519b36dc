/** What the staff console reads from the bank's /config.json (the customer app's runtime configuration). */
export interface StaffConfig {
  userPoolId: string;
  userPoolClientId: string;
  /** The sandbox identity's endpoint; null for a real Cognito user pool. */
  userPoolEndpoint: string | null;
  apiBaseUrl: string;
}

/** GET /config.json: the same public runtime configuration the customer app reads (same user pool). */
export async function loadConfig(fetcher: typeof fetch = fetch): Promise<StaffConfig> {
  const response = await fetcher('/config.json', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Could not load /config.json (${response.status})`);
  const raw = (await response.json()) as Partial<StaffConfig>;
  if (!raw.userPoolId || !raw.userPoolClientId || !raw.apiBaseUrl) {
    throw new Error('/config.json lacks userPoolId, userPoolClientId or apiBaseUrl');
  }
  return {
    userPoolId: raw.userPoolId,
    userPoolClientId: raw.userPoolClientId,
    userPoolEndpoint: raw.userPoolEndpoint ?? null,
    apiBaseUrl: raw.apiBaseUrl,
  };
}
