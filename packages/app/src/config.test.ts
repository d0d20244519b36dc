import { loadConfig } from './config';

const base = {
  userPoolId: 'us-east-1_sandbox',
  userPoolClientId: 'client',
  userPoolEndpoint: null,
  apiBaseUrl: 'http://bank.test/api',
  environment: 'local',
  statusPageId: 'axia',
  recaptchaSiteKey: null,
  robotCheck: 'sandbox',
};

function serve(body: unknown, status = 200): typeof fetch {
  return vi.fn(async () => Response.json(body, { status }));
}

describe('loadConfig', () => {
  it('reads the session limits and the status page', async () => {
    const config = await loadConfig(
      serve({
        ...base,
        idleTimeoutMinutes: 5,
        sessionLifetimeHours: 0.5,
        statusPageUrl: 'http://status.bank.test/axia',
      }),
    );
    expect(config).toEqual({
      ...base,
      idleTimeoutMinutes: 5,
      sessionLifetimeHours: 0.5,
      statusPageUrl: 'http://status.bank.test/axia',
    });
  });

  it('uses the defaults when they are missing', async () => {
    await expect(loadConfig(serve(base))).resolves.toMatchObject({
      idleTimeoutMinutes: 10,
      sessionLifetimeHours: 12,
      statusPageUrl: 'https://status.axia.example',
    });
  });

  it.each([
    { idleTimeoutMinutes: '5', sessionLifetimeHours: '8', statusPageUrl: 42 },
    { idleTimeoutMinutes: 0, sessionLifetimeHours: -1, statusPageUrl: '/status' },
    { idleTimeoutMinutes: null, sessionLifetimeHours: null, statusPageUrl: 'javascript:alert(1)' },
    // 720 hours is past the browsers' longest timer: it would end every session at once.
    { idleTimeoutMinutes: 1e9, sessionLifetimeHours: 720, statusPageUrl: 'not a url' },
  ])('uses the defaults for unusable values (%o)', async (values) => {
    await expect(loadConfig(serve({ ...base, ...values }))).resolves.toMatchObject({
      idleTimeoutMinutes: 10,
      sessionLifetimeHours: 12,
      statusPageUrl: 'https://status.axia.example',
    });
  });

  it('follows the robot check the bank asks for, else what the app did before it said', async () => {
    const robotCheckOf = async (values: Record<string, unknown>) =>
      (await loadConfig(serve({ ...base, ...values }))).robotCheck;
    expect(await robotCheckOf({ robotCheck: 'none' })).toBe('none');
    expect(await robotCheckOf({ robotCheck: 'sandbox', recaptchaSiteKey: 'key' })).toBe('sandbox');
    expect(await robotCheckOf({ robotCheck: 'recaptcha', recaptchaSiteKey: 'key' })).toBe(
      'recaptcha',
    );
    // Unknown or missing: Google's widget with a site key, the sandbox's check without.
    expect(await robotCheckOf({ robotCheck: 'captcha?' })).toBe('sandbox');
    expect(await robotCheckOf({ robotCheck: undefined, recaptchaSiteKey: 'key' })).toBe(
      'recaptcha',
    );
    // Google's widget cannot be shown without its key.
    expect(await robotCheckOf({ robotCheck: 'recaptcha' })).toBe('sandbox');
  });

  it('still refuses a configuration without the identity settings', async () => {
    await expect(loadConfig(serve({ ...base, userPoolId: '' }))).rejects.toThrow(
      /lacks userPoolId/,
    );
    await expect(loadConfig(serve({}, 503))).rejects.toThrow('Could not load /config.json (503)');
  });
});
