import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidTokenError, TokenExpiredError } from '../src/identity/tokens';
import { engine, engineUnavailable, startTestBank, type TestBank } from './harness';

// The per-request caches (issue 12 §8's bench): a verified token's signature is not checked again, but its expiry
// still is, against the bank's clock, and a revocation counts at once; the maintenance flag and the rates are kept a
// second at most, and a change through Settings.set in this process counts at once.

describe.skipIf(engineUnavailable)(`request caches (${engine})`, () => {
  let bank: TestBank;
  beforeAll(async () => {
    bank = await startTestBank();
  });
  afterAll(() => bank?.close());

  const issue = (sub: string) =>
    bank.ctx.tokens.issue(
      { sub, email: `${sub}@cache.test`, given_name: 'C', family_name: 'T' },
      { withRefresh: false },
    );

  it('checks a cached token’s expiry against the clock on every use', async () => {
    const { IdToken } = await issue('cache-expiry');
    await expect(bank.ctx.tokens.verify(IdToken, 'id')).resolves.toMatchObject({
      sub: 'cache-expiry',
    });
    const ttl = bank.config.tokenTtlSeconds * 1000;
    bank.clock.advance(ttl);
    try {
      await expect(bank.ctx.tokens.verify(IdToken, 'id')).rejects.toBeInstanceOf(TokenExpiredError);
    } finally {
      bank.clock.advance(-ttl);
    }
    await expect(bank.ctx.tokens.verify(IdToken, 'id')).resolves.toMatchObject({
      sub: 'cache-expiry',
    });
    // Verified as an ID token, it is still no access token (the cache is per use).
    await expect(bank.ctx.tokens.verify(IdToken, 'access')).rejects.toBeInstanceOf(
      InvalidTokenError,
    );
  });

  it('refuses a revoked session at once, though it was just found unrevoked', async () => {
    const { IdToken } = await issue('cache-revoked');
    const claims = await bank.ctx.tokens.verify(IdToken, 'id');
    await bank.ctx.tokens.revokeOrigin(claims.origin_jti, claims.sub);
    await expect(bank.ctx.tokens.verify(IdToken, 'id')).rejects.toThrow(
      'Access Token has been revoked',
    );
  });

  it('sees a maintenance or rates change made through Settings.set at once', async () => {
    expect(await bank.ctx.settings.isMaintenance()).toBe(false);
    await bank.ctx.settings.set('maintenance', true);
    try {
      expect(await bank.ctx.settings.isMaintenance()).toBe(true);
    } finally {
      await bank.ctx.settings.set('maintenance', false);
    }
    expect(await bank.ctx.settings.isMaintenance()).toBe(false);
    expect(await bank.ctx.settings.cached('rates', null)).toBeNull();
    await bank.ctx.settings.set('rates', { EUR: '1.2' });
    expect(await bank.ctx.settings.cached('rates', null)).toEqual({ EUR: '1.2' });
  });
});
