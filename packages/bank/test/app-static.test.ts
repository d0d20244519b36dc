import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provisionCaller } from './api-support';
import { engine, engineUnavailable, startTestBank, type TestBank } from './harness';
import { rawRequest } from './http-support';
import { loadConfig, type BankConfig } from '../src/config';
import { contentSecurityPolicy } from '../src/http/app-static';

/** A GET with the request's own Accept-Encoding (and `extra` headers), its body as sent. */
const rawGet = (url: string, acceptEncoding?: string, extra: Record<string, string> = {}) =>
  rawRequest(
    url,
    acceptEncoding === undefined ? extra : { ...extra, 'accept-encoding': acceptEncoding },
  );

describe.skipIf(engineUnavailable)(`serving the built app on the bank's origin (${engine})`, () => {
  let bank: TestBank;
  const dist = mkdtempSync(join(tmpdir(), 'axia-app-dist-'));
  // Over the 1 kB below which nothing is compressed.
  const bigScript = 'export const greeting = "Welcome to Axia";\n'.repeat(200);
  const bigStyle = '.card { padding: 1rem; color: #111; }\n'.repeat(200);

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><title>Axia</title><div id="root"></div>',
    );
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(join(dist, 'assets', 'main-def456.js'), bigScript);
    writeFileSync(join(dist, 'assets', 'main-def456.css'), bigStyle);
    bank = await startTestBank({ APP_DIST_DIR: dist });
  });
  afterAll(async () => {
    await bank?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html at / and for client routes, under a strict CSP', async () => {
    for (const path of ['/', '/login', '/transfer/wire-transfer', '/accounts/123?tab=rewards']) {
      const res = await fetch(`${bank.url}${path}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year', async () => {
    const res = await fetch(`${bank.url}/assets/index-abc123.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
  });

  it('never answers API, identity or sandbox paths with the app', async () => {
    const api = await fetch(`${bank.url}/api/nope`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ statusCode: 404, message: 'Cannot GET /api/nope' });
    expect((await fetch(`${bank.url}/sandbox/nope`)).status).toBe(404);
    expect((await fetch(`${bank.url}/login`, { method: 'POST' })).status).toBe(404);
    const account = await fetch(`${bank.url}/api/account`);
    expect(account.status).toBe(401);
    expect(account.headers.get('cache-control')).toBe('no-store');
  });

  describe('compresses text assets as the request allows', () => {
    const decoders = { gzip: gunzipSync, br: brotliDecompressSync } as const;

    for (const [accept, encoding] of [
      ['gzip', 'gzip'],
      ['br', 'br'],
      ['gzip, deflate, br', 'br'],
      ['br;q=0.5, gzip', 'gzip'],
    ] as const) {
      it(`answers Accept-Encoding '${accept}' with ${encoding}, headers intact`, async () => {
        for (const [path, source] of [
          ['/assets/main-def456.js', bigScript],
          ['/assets/main-def456.css', bigStyle],
        ] as const) {
          const res = await rawGet(`${bank.url}${path}`, accept);
          expect(res.status).toBe(200);
          expect(res.headers['content-encoding']).toBe(encoding);
          expect(res.headers.vary).toMatch(/accept-encoding/i);
          expect(res.body.length).toBeLessThan(source.length / 4);
          expect(decoders[encoding](res.body).toString()).toBe(source);
          expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
          expect(res.headers['content-security-policy']).toContain("script-src 'self'");
        }
      });
    }

    for (const accept of [undefined, 'identity', 'deflate']) {
      it(`sends the asset as it is for Accept-Encoding ${accept ?? '(none)'}`, async () => {
        const res = await rawGet(`${bank.url}/assets/main-def456.js`, accept);
        expect(res.status).toBe(200);
        expect(res.headers['content-encoding']).toBeUndefined();
        expect(res.body.toString()).toBe(bigScript);
        expect(res.headers['content-length']).toBe(String(Buffer.byteLength(bigScript)));
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      });
    }

    it('compresses JSON answers too, which stay no-store', async () => {
      // The account list of a new user is over 1 kB.
      const user = await provisionCaller(bank, {
        email: 'compressed@example.com',
        firstName: 'Ada',
        lastName: 'Lovelace',
      });
      const auth = { authorization: `Bearer ${user.token}` };
      const plain = await rawGet(`${bank.url}/api/account`, undefined, auth);
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['cache-control']).toBe('no-store');
      expect(plain.body.length).toBeGreaterThan(1024);
      const res = await rawGet(`${bank.url}/api/account`, 'gzip', auth);
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(JSON.parse(gunzipSync(res.body).toString())).toEqual(
        JSON.parse(plain.body.toString()),
      );
    });
  });
});

describe('the content security policy', () => {
  it("lets Google's reCAPTCHA script and frame in only when a site key is configured", () => {
    const sandbox = contentSecurityPolicy(loadConfig({}));
    expect(sandbox).not.toContain('google');
    expect(sandbox).not.toContain('frame-src');
    const withKey = contentSecurityPolicy(loadConfig({ RECAPTCHA_SITE_KEY: 'site-key' }));
    expect(withKey).toContain(
      "script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/;",
    );
    expect(withKey).toContain(
      "frame-src 'self' https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/;",
    );
    expect(withKey).toContain("frame-ancestors 'none'");
    expect(withKey).not.toContain('unsafe-inline');
  });

  it("lets the browser reach an external user pool: its configured endpoint, else AWS's in the pool's region", () => {
    const external = (userPoolId: string, endpoint: string | null): BankConfig => ({
      ...loadConfig({}),
      identity: {
        provider: 'external',
        issuer: `https://cognito-idp.eu-west-1.amazonaws.com/${userPoolId}`,
        jwksUrl: `https://cognito-idp.eu-west-1.amazonaws.com/${userPoolId}/.well-known/jwks.json`,
        clientId: 'client',
        userPoolId,
        endpoint,
      },
    });
    expect(contentSecurityPolicy(external('eu-west-1_AbC123', null))).toContain(
      "connect-src 'self' https://cognito-idp.eu-west-1.amazonaws.com;",
    );
    expect(contentSecurityPolicy(external('us-east-1_Local', 'http://127.0.0.1:9229/'))).toContain(
      "connect-src 'self' http://127.0.0.1:9229;",
    );
  });
});

// Issue 17: the build writes `.br` and `.gz` beside each file and prerenders the public pages.
describe.skipIf(engineUnavailable)(
  `serving the precompressed, prerendered build (${engine})`,
  () => {
    let bank: TestBank;
    const dist = mkdtempSync(join(tmpdir(), 'axia-app-prebuilt-'));
    const script = 'export const greeting = "Welcome to Axia";\n'.repeat(200);
    const index = '<!doctype html><title>Axia</title><div id="root"></div>';
    const login = '<!doctype html><title>Log in</title><div id="root"><h1>Log in</h1></div>';
    /** Writes a file with its build-time Brotli and gzip copies, marked so a test sees which one was sent. */
    const writeCompressed = (path: string, body: string) => {
      writeFileSync(join(dist, path), body);
      writeFileSync(join(dist, `${path}.br`), brotliCompressSync(`${body}/*br*/`));
      writeFileSync(join(dist, `${path}.gz`), gzipSync(`${body}/*gz*/`));
    };

    beforeAll(async () => {
      mkdirSync(join(dist, 'assets'));
      mkdirSync(join(dist, 'prerender'));
      writeCompressed('index.html', index);
      writeCompressed('prerender/login.html', login);
      writeCompressed('assets/main-0a1b2c.js', script);
      bank = await startTestBank({ APP_DIST_DIR: dist });
    });
    afterAll(async () => {
      await bank?.close();
      rmSync(dist, { recursive: true, force: true });
    });

    for (const [accept, encoding, decode] of [
      ['br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
      ['gzip, deflate, br', 'br', brotliDecompressSync],
    ] as const) {
      it(`sends the build's own ${encoding} file for Accept-Encoding '${accept}', cached for a year`, async () => {
        const res = await rawGet(`${bank.url}/assets/main-0a1b2c.js`, accept);
        expect(res.status).toBe(200);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        // The precompressed file itself (its marker), not a compression made per request.
        expect(decode(res.body).toString()).toBe(`${script}/*${encoding === 'br' ? 'br' : 'gz'}*/`);
        expect(res.headers['content-type']).toMatch(/javascript/);
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      });
    }

    it('sends the plain file when the request accepts no encoding', async () => {
      const res = await rawGet(`${bank.url}/assets/main-0a1b2c.js`);
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body.toString()).toBe(script);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('sends a prerendered page for its path and index.html elsewhere, both no-cache, precompressed', async () => {
      for (const [path, body] of [
        ['/login', login],
        ['/login?from=%2Faccounts', login],
        ['/', index],
        ['/accounts', index],
      ] as const) {
        const res = await rawGet(`${bank.url}${path}`, 'br');
        expect(res.status).toBe(200);
        expect(res.headers['content-encoding']).toBe('br');
        expect(brotliDecompressSync(res.body).toString()).toBe(`${body}/*br*/`);
        expect(res.headers['content-type']).toMatch(/text\/html/);
        expect(res.headers['cache-control']).toBe('no-cache');
        const csp = String(res.headers['content-security-policy']);
        expect(csp).toContain("script-src 'self'");
        expect(csp).not.toContain('unsafe-inline');
        const plain = await rawGet(`${bank.url}${path}`);
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.body.toString()).toBe(body);
      }
    });

    it('serves /config.json no-cache', async () => {
      const res = await fetch(`${bank.url}/config.json`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
    });

    it('answers a prerendered form posted without JavaScript with a redirect back to the page', async () => {
      const res = await fetch(`${bank.url}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'email=ada%40demo.test&password=Demo1234%21',
        redirect: 'manual',
      });
      expect(res.status).toBe(303);
      // Back to the page by GET: the password is in no URL.
      expect(res.headers.get('location')).toBe('/login');
      expect(res.headers.get('cache-control')).toBe('no-store');
      // Other paths are not forms of the app.
      expect((await fetch(`${bank.url}/accounts`, { method: 'POST' })).status).toBe(404);
    });
  },
);
