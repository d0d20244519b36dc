import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

describe('loadConfig', () => {
  it('defaults the session limits and the status page', () => {
    expect(loadConfig({})).toMatchObject({
      idleTimeoutMinutes: 10,
      sessionLifetimeHours: 12,
      statusPageUrl: 'https://status.axia.example',
      clockStart: null,
    });
    // Empty counts as unset.
    expect(loadConfig({ IDLE_TIMEOUT_MINUTES: '', STATUS_PAGE_URL: '' })).toMatchObject({
      idleTimeoutMinutes: 10,
      statusPageUrl: 'https://status.axia.example',
    });
  });

  it('reads the database pool settings, with defaults', () => {
    expect(loadConfig({})).toMatchObject({
      dbPoolSize: 10,
      dbStatementTimeoutMs: 30_000,
      dbWaitSeconds: 60,
    });
    expect(
      loadConfig({
        BANK_DB_POOL_SIZE: '25',
        BANK_DB_STATEMENT_TIMEOUT_MS: '5000',
        BANK_DB_WAIT_SECONDS: '0',
      }),
    ).toMatchObject({ dbPoolSize: 25, dbStatementTimeoutMs: 5000, dbWaitSeconds: 0 });
  });

  it('reads them from the environment', () => {
    expect(
      loadConfig({
        IDLE_TIMEOUT_MINUTES: '15',
        SESSION_LIFETIME_HOURS: '0.5',
        STATUS_PAGE_URL: 'http://status.bank.test/axia',
        SANDBOX_CLOCK_START: '2026-11-21T10:00:00Z',
      }),
    ).toMatchObject({
      clockStart: new Date('2026-11-21T10:00:00Z'),
      idleTimeoutMinutes: 15,
      sessionLifetimeHours: 0.5,
      statusPageUrl: 'http://status.bank.test/axia',
    });
  });

  it.each([
    [
      'IDLE_TIMEOUT_MINUTES',
      'ten',
      /IDLE_TIMEOUT_MINUTES must be a positive number of minutes.*"ten"/,
    ],
    ['IDLE_TIMEOUT_MINUTES', '0', /IDLE_TIMEOUT_MINUTES must be a positive number/],
    ['IDLE_TIMEOUT_MINUTES', '-5', /IDLE_TIMEOUT_MINUTES must be a positive number/],
    [
      'SESSION_LIFETIME_HOURS',
      'Infinity',
      /SESSION_LIFETIME_HOURS must be a positive number of hours/,
    ],
    // Past the browsers' longest timer (about 596 hours) the app would sign out at once.
    ['SESSION_LIFETIME_HOURS', '720', /SESSION_LIFETIME_HOURS .*at most 596 \(got "720"\)/],
    ['STATUS_PAGE_URL', 'status.axia.example', /STATUS_PAGE_URL must be an absolute http\(s\) URL/],
    ['STATUS_PAGE_URL', 'javascript:alert(1)', /STATUS_PAGE_URL must be an absolute http\(s\) URL/],
    ['SANDBOX_CLOCK_START', 'next monday', /SANDBOX_CLOCK_START must be an ISO 8601 date and time/],
    ['SANDBOX_CLOCK_START', '2026-11-21', /SANDBOX_CLOCK_START must be an ISO 8601 date and time/],
    ['SANDBOX_CLOCK_START', '2026-13-45T99:00:00Z', /SANDBOX_CLOCK_START must be an ISO 8601/],
    [
      'BANK_DB_POOL_SIZE',
      '0',
      /BANK_DB_POOL_SIZE must be a whole number from 1 to 1000 \(got "0"\)/,
    ],
    ['BANK_DB_POOL_SIZE', 'ten', /BANK_DB_POOL_SIZE must be a whole number/],
    ['BANK_DB_STATEMENT_TIMEOUT_MS', '1.5', /BANK_DB_STATEMENT_TIMEOUT_MS must be a whole number/],
    ['BANK_DB_WAIT_SECONDS', '-1', /BANK_DB_WAIT_SECONDS must be a whole number from 0/],
  ])('refuses %s=%s with a clear message', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });
});
