// `npm run bench:web`: the web budgets report (issue 4, part 8; issue 17). Builds the app and the sandbox bank,
// serves the built app from the bank on a spare loopback port with a throw-away database, then prints:
//   a. the first-load JS of /login and of /accounts signed in (a demo customer's session injected the way the e2e
//      suite does, e2e/support/session.ts): every JS file the page loads until network idle, gzipped here (zlib 9);
//      and /login's per-module breakdown (each file's gzip shared out over its sources by the sourcemap);
//   b. the gzip size of every JS chunk in packages/app/dist/assets, named by what it holds (from its sourcemap),
//      and each feature's route chunks (every lazy import of packages/features/src/<feature>/manifest.ts, e.g.
//      profile's ./screens and ./documents/screens) against the budget;
//   c. Lighthouse 12 (mobile defaults) on /login and /accounts, the median of 3 runs: performance, accessibility, best practices, with
//      FCP, LCP, TBT and CLS;
//   d. the verdict against the budgets. A report, not a test: it exits 0 unless something crashed.
// `--no-build` reuses the current builds; `--no-lighthouse` stops after the JS report. Chromium comes from CHROME_PATH (default /usr/bin/chromium).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_FIRST_LOAD_GZIP = 120_000; // bytes (kB = 1000 B, as Vite reports sizes)
/** /login's JS once the visitor's first interaction has made the app take over: first load plus take-over (issue 46). */
const BUDGET_SIGN_IN_GZIP = 170_000;
const BUDGET_ACCESSIBILITY = 100;
const BUDGET_PERFORMANCE = 98;
const BUDGET_ROUTE_CHUNK_GZIP = 40_000;
/** Lighthouse runs per page; the median run is reported. */
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** The signed-in page measured, and whose session (a demo customer: every feature, registration complete). */
const SIGNED_IN_PATH = '/accounts';
const SIGNED_IN_EMAIL = 'ada@demo.test';
const DEMO_PASSWORD = 'Demo1234!';

const root = fileURLToPath(new URL('..', import.meta.url));
const appDist = join(root, 'packages/app/dist');
// BENCH_BANK_MAIN: a bank built elsewhere (say from a clean checkout while the working tree's bank is mid-change);
// it only serves the app's build, which is what is measured.
const bankMain = process.env.BENCH_BANK_MAIN ?? join(root, 'packages/bank/dist/main.js');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const skipBuild = process.argv.includes('--no-build');
/** `--no-lighthouse`: the JS report alone (a quicker look while working on the bundles). */
const skipLighthouse = process.argv.includes('--no-lighthouse');

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;
const pad = (text, width) => String(text).padEnd(width);
const padStart = (text, width) => String(text).padStart(width);

function run(cmd, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${cmd} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

function sparePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The bank's start (PGlite migrated and the demo data seeded) takes over a minute on a shared, loaded machine. */
async function waitForBank(origin, bank, timeoutMs = 240_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (bank.exitCode !== null) throw new Error(`the bank exited early (code ${bank.exitCode})`);
    try {
      const response = await fetch(`${origin}/config.json`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the bank did not answer ${origin}/config.json within ${timeoutMs / 1000} s`);
}

function stopProcess(child, timeoutMs = 10_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
    }, timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

// ---- sourcemap attribution: which sources the bytes of a chunk come from ----

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_VALUE = new Map([...BASE64].map((char, index) => [char, index]));

/** Decodes one mappings segment (base64 VLQ) into its numbers. */
function decodeSegment(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64_VALUE.get(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** Generated bytes per source index (a segment owns the text up to the next segment on its line). */
function bytesPerSource(code, map) {
  const lines = code.split('\n');
  const totals = new Map();
  let source = 0;
  map.mappings.split(';').forEach((line, lineIndex) => {
    const text = lines[lineIndex] ?? '';
    const segments = line ? line.split(',').map(decodeSegment) : [];
    let column = 0;
    const starts = [];
    for (const values of segments) {
      column += values[0];
      if (values.length > 1) source += values[1];
      starts.push({ column, source: values.length > 1 ? source : null });
      // Later fields (line, column, name) are not needed for byte counts.
    }
    starts.forEach((start, index) => {
      const end = index + 1 < starts.length ? starts[index + 1].column : text.length;
      if (start.source === null || end <= start.column) return;
      totals.set(start.source, (totals.get(start.source) ?? 0) + (end - start.column));
    });
  });
  return totals;
}

/** What a source path belongs to: a feature, a part of the app, a workspace package or an npm package. */
function groupOf(sourcePath) {
  const path = sourcePath.replaceAll('\\', '/');
  const feature = path.match(/^packages\/features\/src\/([^/]+)\//);
  if (feature) return `feature ${feature[1]}`;
  const app = path.match(/^packages\/app\/src\/([^/]+)\//);
  if (app) return `app ${app[1]}`;
  if (path.startsWith('packages/app/src/')) return 'app';
  const workspace = path.match(/^packages\/(core|design-system)\/(src|dist)\//);
  if (workspace) return `@axia/${workspace[1]}`;
  const modules = path.split('node_modules/');
  if (modules.length > 1) {
    const parts = modules.at(-1).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  return 'other';
}

/**
 * What a built JS file holds (from its .map beside it): bytes per group, largest first, and the features whose
 * screens module it carries (the router makes one lazy chunk per feature from its screens).
 */
async function composition(file) {
  const mapFile = `${file}.map`;
  if (!existsSync(mapFile)) return { parts: [], screensOf: [], modules: new Map() };
  const [code, map] = await Promise.all([
    readFile(file, 'utf8'),
    readFile(mapFile, 'utf8').then(JSON.parse),
  ]);
  const groups = new Map();
  const modules = new Map();
  const screensOf = new Set();
  for (const [index, bytes] of bytesPerSource(code, map)) {
    const path = relative(
      root,
      resolve(dirname(file), map.sourceRoot ?? '', map.sources[index] ?? ''),
    );
    const group = groupOf(path);
    groups.set(group, (groups.get(group) ?? 0) + bytes);
    const module = moduleOf(path);
    modules.set(module, (modules.get(module) ?? 0) + bytes);
    const screens = path.match(/^packages\/features\/src\/([^/]+)\/screens\b/);
    if (screens) screensOf.add(screens[1]);
  }
  const total = [...groups.values()].reduce((sum, bytes) => sum + bytes, 0) || 1;
  const parts = [...groups.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([group, bytes]) => ({ group, share: bytes / total }));
  return { parts, screensOf: [...screensOf], modules };
}

/** A source's name in the per-module breakdown: its path in the repo, or package/path inside node_modules. */
function moduleOf(sourcePath) {
  const path = sourcePath.replaceAll('\\', '/');
  const modules = path.split('node_modules/');
  return modules.length > 1
    ? modules.at(-1).replace(/^(@[^/]+\/[^/]+|[^/]+)\/(dist\/)?/, '$1/')
    : path;
}

function describe({ parts, screensOf }, name, isEntry) {
  const feature = parts.find((part) => part.group.startsWith('feature ') && part.share >= 0.2);
  // The app's own lazy chunks (shell, identity, call layer, csp) carry one of its modules.
  const app = parts.find((part) => part.group === 'app' || part.group.startsWith('app '));
  let label;
  if (isEntry) label = 'entry';
  else if (screensOf.length) label = `feature ${screensOf.join(' + ')}`;
  else if (app) label = app.group === 'app' ? 'app' : `app: ${app.group.slice(4)}`;
  else if (feature) label = feature.group;
  else if (name.startsWith('rolldown-runtime')) label = 'bundler runtime';
  else label = parts[0] ? `shared: ${parts[0].group}` : '?';
  const top = parts
    .slice(0, 3)
    .map((part) => `${part.group} ${Math.round(part.share * 100)}%`)
    .join(', ');
  return `${label}${top ? ` (${top})` : ''}`;
}

// ---- the report ----

/** Signs the demo customer in through the identity API (as e2e/support/bank.ts does): the tokens Amplify keeps. */
async function demoSession(origin) {
  const config = await (await fetch(`${origin}/config.json`)).json();
  const response = await fetch(`${origin}/identity`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      ClientId: config.userPoolClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: SIGNED_IN_EMAIL, PASSWORD: DEMO_PASSWORD },
    }),
  });
  if (!response.ok) throw new Error(`signing ${SIGNED_IN_EMAIL} in failed: ${response.status}`);
  const tokens = (await response.json()).AuthenticationResult;
  const claims = (jwt) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8'));
  return {
    clientId: config.userPoolClientId,
    username: String(claims(tokens.IdToken)['cognito:username']),
    tokens,
    issuedAt: Number(claims(tokens.AccessToken).iat),
  };
}

/**
 * Runs in the page (e2e/support/session.ts): the session where Amplify and the app keep it; then the profile read
 * the app makes once signed in, which gives the browser the bank's shell cookie (a signed-in browser has it: the
 * bank then sends /accounts as a prerendered frame, issue 17).
 */
async function storeSession({ clientId, username, tokens, issuedAt }) {
  const prefix = 'CognitoIdentityServiceProvider';
  const user = `${prefix}.${clientId}.${username}`;
  sessionStorage.setItem(`${prefix}.${clientId}.LastAuthUser`, username);
  sessionStorage.setItem(`${user}.idToken`, tokens.IdToken);
  sessionStorage.setItem(`${user}.accessToken`, tokens.AccessToken);
  sessionStorage.setItem(`${user}.refreshToken`, tokens.RefreshToken);
  sessionStorage.setItem(`${user}.clockDrift`, String(issuedAt * 1000 - Date.now()));
  sessionStorage.setItem('axia.session.signedInAt', String(Date.now()));
  const profile = await fetch('/api/user', {
    headers: { authorization: `Bearer ${tokens.IdToken}` },
  });
  if (!profile.ok) throw new Error(`GET /api/user answered ${profile.status}`);
}

/**
 * Waits until no request has been open for 500 ms (at most 30 s), the signed-in app's live-event stream aside:
 * `networkidle` never comes while that stream is open, by design (GET /api/events stays open for the session).
 */
function networkSettled(page) {
  const open = new Set();
  const isStream = (request) => new URL(request.url()).pathname.endsWith('/api/events');
  page.on('request', (request) => {
    if (!isStream(request)) open.add(request);
  });
  for (const done of ['requestfinished', 'requestfailed'])
    page.on(done, (request) => open.delete(request));
  return async () => {
    const deadline = Date.now() + 30_000;
    let quietSince = Date.now();
    while (Date.now() < deadline) {
      if (open.size > 0) quietSince = Date.now();
      else if (Date.now() - quietSince >= 500) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
}

async function firstLoadJs(origin, path, session = null) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
  try {
    const page = await browser.newPage();
    if (session) {
      // A light page of the origin (no app code runs), so its sessionStorage is the one the app reads.
      await page.goto(`${origin}/config.json`);
      await page.evaluate(storeSession, session);
    }
    const scripts = [];
    const problems = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    // A CSP violation caught by the page (zod's eval probe, say) logs nothing to the console: ask DevTools.
    const devtools = await page.context().newCDPSession(page);
    devtools.on('Audits.issueAdded', ({ issue }) => {
      if (issue.code !== 'ContentSecurityPolicyIssue') return;
      const details = issue.details.contentSecurityPolicyIssueDetails ?? {};
      const where = details.sourceCodeLocation ?? {};
      problems.push(
        `CSP ${details.violatedDirective} (${details.contentSecurityPolicyViolationType}) at ${where.url ?? details.blockedURL ?? '?'}:${where.lineNumber ?? '?'}:${where.columnNumber ?? '?'}`,
      );
    });
    await devtools.send('Audits.enable');
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (response.request().resourceType() === 'script' || type.includes('javascript')) {
        scripts.push(response);
      }
    });
    const settled = networkSettled(page);
    await page.goto(`${origin}${path}`, { waitUntil: 'load' });
    await settled();
    const formVisible = await (
      session
        ? page.getByRole('heading', { level: 1 }).first()
        : page.getByRole('button', { name: /log in|sign in/i }).first()
    )
      .isVisible()
      .catch(() => false);
    const landedOn = new URL(page.url()).pathname;
    // A prerendered page loads the app on the visitor's first interaction (issue 17): what that brings.
    const beforeInteraction = scripts.length;
    await page.keyboard.press('Tab');
    await settled();
    await page.waitForTimeout(500);
    const takeOverResponses = scripts.splice(beforeInteraction);
    const files = [];
    for (const response of scripts) {
      const body = await response.body();
      files.push({
        path: new URL(response.url()).pathname,
        raw: body.length,
        gzip: gzipSize(body),
      });
    }
    const takeOver = [];
    for (const response of takeOverResponses) {
      const body = await response.body();
      takeOver.push({
        path: new URL(response.url()).pathname,
        raw: body.length,
        gzip: gzipSize(body),
      });
    }
    return { files, problems, formVisible, landedOn, takeOver };
  } finally {
    await browser.close();
  }
}

async function distChunks(entryFiles) {
  const assets = join(appDist, 'assets');
  const names = (await readdir(assets)).filter((name) => name.endsWith('.js')).sort();
  const chunks = [];
  for (const name of names) {
    const file = join(assets, name);
    const body = await readFile(file);
    const parts = await composition(file);
    chunks.push({
      name,
      raw: body.length,
      gzip: gzipSize(body),
      what: describe(parts, name, entryFiles.has(name)),
      screensOf: parts.screensOf,
      modules: parts.modules,
    });
  }
  return chunks.sort((a, b) => b.gzip - a.gzip);
}

/** A module specifier resolved as Vite does for the features' sources (`./x` → x.ts, x.tsx, x/index.ts(x)). */
async function resolveModule(fromDir, specifier) {
  for (const suffix of ['', '.ts', '.tsx', '/index.ts', '/index.tsx']) {
    const file = resolve(fromDir, `${specifier}${suffix}`);
    if ((await stat(file).catch(() => null))?.isFile()) return file;
  }
  return null;
}

/**
 * A lazy entry's own sources (repo paths): the module and, when it is a barrel (`export … from './y'`, which
 * leaves no bytes of its own in the bundle), the modules it re-exports, followed two levels down.
 */
async function entrySources(file, depth = 2) {
  const sources = new Set([relative(root, file)]);
  if (depth === 0) return sources;
  const text = await readFile(file, 'utf8');
  for (const [, specifier] of text.matchAll(/^export\s[^;]*?from\s+['"](\.[^'"]+)['"]/gms)) {
    const target = await resolveModule(dirname(file), specifier);
    if (target) for (const source of await entrySources(target, depth - 1)) sources.add(source);
  }
  return sources;
}

/**
 * Every feature's route chunks, generically: each lazy import in packages/features/src/<feature>/manifest.ts
 * (`import('./screens')`, `import('./documents/screens')`, …) with the sources it brings.
 */
async function featureRouteEntries() {
  const base = join(root, 'packages/features/src');
  const entries = [];
  for (const dir of await readdir(base, { withFileTypes: true })) {
    const manifest = join(base, dir.name, 'manifest.ts');
    if (!dir.isDirectory() || !existsSync(manifest)) continue;
    const text = await readFile(manifest, 'utf8');
    const specifiers = new Set(
      [...text.matchAll(/import\(\s*['"](\.[^'"]+)['"]\s*\)/g)].map((match) => match[1]),
    );
    for (const specifier of specifiers) {
      const file = await resolveModule(join(base, dir.name), specifier);
      if (file)
        entries.push({
          feature: dir.name,
          specifier,
          file: relative(root, file),
          sources: await entrySources(file),
        });
    }
  }
  return entries;
}

/** The chunk a lazy entry loads: the one holding the entry module, else the one holding most of its sources. */
function routeChunkOf(chunks, { file, sources }) {
  const own = chunks.find((chunk) => chunk.modules.has(file));
  if (own) return own;
  let best = null;
  let bestCount = 0;
  for (const chunk of chunks) {
    const count = [...sources].filter((source) => chunk.modules.has(source)).length;
    if (count > bestCount) [best, bestCount] = [chunk, count];
  }
  return best;
}

/**
 * Lighthouse `LIGHTHOUSE_RUNS` times (default 3) on a page, each in a fresh browser: the run with the median
 * performance score, with the spread, as Lighthouse's own guidance on variability advises (one run on a shared
 * 2-core machine moves by several points). `BENCH_LHR_DIR` keeps every run's full report there.
 */
async function lighthouseMedian(url, session = null) {
  const runs = [];
  for (let run = 1; run <= LIGHTHOUSE_RUNS; run++) {
    const result = await lighthouseScores(url, session);
    if (process.env.BENCH_LHR_DIR) {
      const { writeFile, mkdir } = await import('node:fs/promises');
      await mkdir(process.env.BENCH_LHR_DIR, { recursive: true });
      const name = `${new URL(url).pathname.slice(1).replaceAll('/', '_') || 'root'}-${run}.json`;
      await writeFile(join(process.env.BENCH_LHR_DIR, name), JSON.stringify(result.lhr));
    }
    runs.push(result);
  }
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  const median = sorted[Math.floor(sorted.length / 2)];
  return { ...median, spread: sorted.map((run) => run.performance) };
}

async function lighthouseScores(url, session = null) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: 'silent' });
  let browser = null;
  try {
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    };
    let result;
    if (session) {
      // Signed in: the session goes into the tab Lighthouse then audits (its storage kept: sessionStorage is the
      // tab's), as e2e/support/session.ts does it.
      const { default: puppeteer } = await import('puppeteer-core');
      browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const page = await browser.newPage();
      await page.goto(`${new URL(url).origin}/config.json`);
      await page.evaluate(storeSession, session);
      result = await lighthouse(url, { ...flags, disableStorageReset: true }, undefined, page);
    } else {
      result = await lighthouse(url, flags);
    }
    const { categories, audits } = result.lhr;
    const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
    const failing = (id) =>
      (categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id);
    const metric = (id) => audits[id]?.displayValue ?? '?';
    // What a failing accessibility or best-practices audit found (its title and first items).
    const explain = (ids) =>
      ids.map((id) => {
        const items = (audits[id]?.details?.items ?? []).slice(0, 5).map((item) => {
          const text =
            item.issueType ??
            item.node?.snippet ??
            item.source?.url ??
            item.url ??
            item.description;
          return String(text ?? JSON.stringify(item)).slice(0, 160);
        });
        return `${id}: ${audits[id]?.title ?? ''}${items.map((item) => `\n      - ${item}`).join('')}`;
      });
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      failing: {
        performance: failing('performance'),
        accessibility: failing('accessibility'),
        bestPractices: failing('best-practices'),
      },
      findings: explain([...failing('accessibility'), ...failing('best-practices')]),
      metrics: {
        FCP: metric('first-contentful-paint'),
        LCP: metric('largest-contentful-paint'),
        TBT: metric('total-blocking-time'),
        CLS: metric('cumulative-layout-shift'),
      },
      lcpElement:
        audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
          ?.snippet ?? null,
      // Where TBT and CLS come from: the longest main-thread tasks (simulated) and the largest layout shifts.
      longTasks: (audits['long-tasks']?.details?.items ?? [])
        .slice(0, 5)
        .map(
          (item) =>
            `${Math.round(item.duration)} ms at ${Math.round(item.startTime)} ms: ${item.url}`,
        ),
      layoutShifts: (audits['layout-shifts']?.details?.items ?? [])
        .slice(0, 3)
        .map((item) => `${item.score.toFixed(3)}: ${item.node?.snippet?.slice(0, 100) ?? '?'}`),
      finalUrl: result.lhr.finalDisplayedUrl,
      lhr: result.lhr,
    };
  } finally {
    await browser?.disconnect().catch(() => undefined);
    chrome.kill();
  }
}

async function main() {
  const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1' };
  if (!skipBuild) {
    console.log('== Building the app and the bank');
    await run(
      'npx',
      ['turbo', 'run', 'build', '--filter=@axia/app...', '--filter=@axia/bank^...'],
      { env },
    );
    await run('npm', ['run', 'build', '-w', '@axia/bank'], { env });
  }
  if (!existsSync(join(appDist, 'index.html')) || !existsSync(bankMain)) {
    throw new Error('packages/app/dist or packages/bank/dist is missing: run without --no-build');
  }

  const dataDir = await mkdtemp(join(tmpdir(), 'axia-bench-web-'));
  const port = await sparePort();
  const origin = `http://127.0.0.1:${port}`;
  let bank;
  let bankLog = '';
  const stop = async () => {
    await stopProcess(bank);
    await rm(dataDir, { recursive: true, force: true });
  };
  const interrupted = (signal) => {
    void stop().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);

  try {
    console.log(`\n== Starting the sandbox bank on ${origin} (data in ${dataDir})`);
    bank = spawn(process.execPath, [bankMain], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        BANK_DATA_DIR: dataDir,
        APP_DIST_DIR: appDist,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk) => {
      bankLog = (bankLog + chunk).slice(-20_000);
    };
    bank.stdout.on('data', keep);
    bank.stderr.on('data', keep);
    await waitForBank(origin, bank);

    const html = await readFile(join(appDist, 'index.html'), 'utf8');
    const entryFiles = new Set(
      [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((match) => basename(match[1])),
    );
    const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
      (match) => basename(match[1]),
    );

    // a. First-load JS of /login and of the signed-in page.
    const session = await demoSession(origin);
    const printLoad = (load) => {
      for (const file of load.files) {
        console.log(
          `  ${pad(file.path, 44)} ${padStart(kB(file.raw), 10)} raw ${padStart(kB(file.gzip), 10)} gzip`,
        );
      }
      const total = load.files.reduce((sum, file) => sum + file.gzip, 0);
      console.log(
        `  ${pad(`total (${load.files.length} files)`, 44)} ${padStart('', 14)} ${padStart(kB(total), 10)} gzip`,
      );
      console.log(
        `  console errors / CSP violations: ${load.problems.length ? `\n    ${load.problems.join('\n    ')}` : 'none'}`,
      );
      return total;
    };
    console.log(
      '\n== a. First-load JS of /login: every JS response until network idle, each body gzipped here (zlib level 9)',
    );
    const load = await firstLoadJs(origin, '/login');
    const firstLoad = printLoad(load);
    const takeOverGzip = load.takeOver.reduce((sum, file) => sum + file.gzip, 0);
    console.log(
      `  then on the first interaction (a Tab key press: the app takes over the prerendered page): ${load.takeOver.length} files, ${kB(takeOverGzip)} gzip; /login's JS after the first interaction ${kB(firstLoad + takeOverGzip)} gzip (budget ${kB(BUDGET_SIGN_IN_GZIP)})`,
    );
    console.log(
      `  modulepreload in index.html: ${preloaded.length ? preloaded.join(', ') : 'none'}`,
    );
    console.log(`  login form rendered: ${load.formVisible ? 'yes' : 'NO'}`);

    console.log(
      `\n== a2. First-load JS of ${SIGNED_IN_PATH}, signed in as ${SIGNED_IN_EMAIL} (session injected as the e2e suite does)`,
    );
    const signedIn = await firstLoadJs(origin, SIGNED_IN_PATH, session);
    const signedInLoad = printLoad(signedIn);
    console.log(
      `  landed on ${signedIn.landedOn}; page heading rendered: ${signedIn.formVisible ? 'yes' : 'NO'}`,
    );

    // b. Every chunk of the build.
    console.log(`\n== b. JS chunks in ${relative(root, join(appDist, 'assets'))} (gzip -9)`);
    const chunks = await distChunks(entryFiles);
    const onLogin = new Set(load.files.map((file) => basename(file.path)));
    console.log('  (* = loaded by /login)');
    for (const chunk of chunks) {
      const mark = onLogin.has(chunk.name) ? '*' : ' ';
      console.log(
        `${mark} ${pad(chunk.name, 34)} ${padStart(kB(chunk.raw), 10)} raw ${padStart(kB(chunk.gzip), 10)} gzip  ${chunk.what}`,
      );
    }
    const allGzip = chunks.reduce((sum, chunk) => sum + chunk.gzip, 0);
    console.log(
      `  ${pad(`total (${chunks.length} chunks)`, 34)} ${padStart('', 14)} ${padStart(kB(allGzip), 10)} gzip`,
    );

    // a3. /login's first load, module by module: each file's gzip shared out over its sources by raw bytes.
    console.log(
      "\n== a3. /login's JS by module, first load and take-over on the first interaction (each file's gzip shared out over its sources' bytes, from the sourcemaps)",
    );
    const byName = new Map(chunks.map((chunk) => [chunk.name, chunk]));
    const moduleGzip = new Map();
    for (const file of [...load.files, ...load.takeOver]) {
      const chunk = byName.get(basename(file.path));
      const modules = chunk?.modules ?? new Map([[`(no sourcemap) ${basename(file.path)}`, 1]]);
      const bytes = [...modules.values()].reduce((sum, value) => sum + value, 0) || 1;
      for (const [module, raw] of modules)
        moduleGzip.set(module, (moduleGzip.get(module) ?? 0) + (file.gzip * raw) / bytes);
    }
    const packageGzip = new Map();
    for (const [module, gzip] of moduleGzip) {
      const group = groupOf(module.startsWith('packages/') ? module : `node_modules/${module}`);
      packageGzip.set(group, (packageGzip.get(group) ?? 0) + gzip);
    }
    console.log('  by package / app part:');
    for (const [group, gzip] of [...packageGzip].sort((a, b) => b[1] - a[1])) {
      console.log(`    ${pad(group, 40)} ${padStart(kB(gzip), 10)} gzip`);
    }
    console.log('  by module (≥ 0.3 kB):');
    const listed = [...moduleGzip].sort((a, b) => b[1] - a[1]);
    for (const [module, gzip] of listed.filter(([, gzip]) => gzip >= 300)) {
      console.log(`    ${pad(module, 96)} ${padStart(kB(gzip), 9)}`);
    }
    const small = listed.filter(([, gzip]) => gzip < 300);
    console.log(
      `    ${pad(`${small.length} smaller modules`, 96)} ${padStart(kB(small.reduce((sum, [, gzip]) => sum + gzip, 0)), 9)}`,
    );

    // b2. Each feature's route chunk: the chunk its screens load from.
    console.log(
      `\n== b2. Feature route chunks (the chunk a feature's screens load from; budget ${kB(BUDGET_ROUTE_CHUNK_GZIP)} gzip each)`,
    );
    const routeChunks = (await featureRouteEntries())
      .map((entry) => ({ ...entry, chunk: routeChunkOf(chunks, entry) }))
      .sort((a, b) => (b.chunk?.gzip ?? 0) - (a.chunk?.gzip ?? 0));
    for (const { feature, specifier, chunk } of routeChunks) {
      const ok = chunk !== null && chunk.gzip <= BUDGET_ROUTE_CHUNK_GZIP;
      console.log(
        `  ${pad(`feature ${feature} ${specifier}`, 44)} ${pad(chunk?.name ?? '(not found)', 34)} ${padStart(chunk ? kB(chunk.gzip) : '?', 10)} gzip  ${ok ? 'ok' : chunk ? 'OVER' : 'MISSING'}`,
      );
    }
    const routesOk = routeChunks.every(
      ({ chunk }) => chunk !== null && chunk.gzip <= BUDGET_ROUTE_CHUNK_GZIP,
    );

    // c. Lighthouse.
    const report = (label, lh) => {
      console.log(`\n== c. Lighthouse 12 on ${label} (mobile, simulated throttling)`);
      const failed = (ids) => (ids.length ? `  (below 100: ${ids.join(', ')})` : '');
      console.log(
        `  performance     ${padStart(lh.performance, 3)}${failed(lh.failing.performance)}` +
          `  [median of ${lh.spread.length} runs: ${lh.spread.join(', ')}]`,
      );
      console.log(
        `  accessibility   ${padStart(lh.accessibility, 3)}${failed(lh.failing.accessibility)}`,
      );
      console.log(
        `  best-practices  ${padStart(lh.bestPractices, 3)}${failed(lh.failing.bestPractices)}`,
      );
      for (const finding of lh.findings) console.log(`    ${finding}`);
      console.log(
        `  ${Object.entries(lh.metrics)
          .map(([name, value]) => `${name} ${value}`)
          .join(', ')}`,
      );
      if (lh.lcpElement) console.log(`  LCP element: ${lh.lcpElement.slice(0, 140)}`);
      if (lh.longTasks.length) console.log(`  long tasks: \n    ${lh.longTasks.join('\n    ')}`);
      if (lh.layoutShifts.length)
        console.log(`  layout shifts: \n    ${lh.layoutShifts.join('\n    ')}`);
      if (new URL(lh.finalUrl).pathname !== new URL(`${origin}${label.split(' ')[0]}`).pathname)
        console.log(`  NOTE: the audited page ended on ${lh.finalUrl}`);
    };
    if (skipLighthouse) {
      console.log(
        `\n== c. Lighthouse skipped (--no-lighthouse); first-load JS of /login ${kB(firstLoad)} gzip`,
      );
      return;
    }
    const lh = await lighthouseMedian(`${origin}/login`);
    report('/login', lh);
    const lhSignedIn = await lighthouseMedian(`${origin}${SIGNED_IN_PATH}`, session);
    report(`${SIGNED_IN_PATH} (signed in as ${SIGNED_IN_EMAIL})`, lhSignedIn);

    // d. Verdict.
    const budgets = [
      [
        `first-load JS of /login`,
        `${kB(firstLoad)} gzip`,
        `≤ ${kB(BUDGET_FIRST_LOAD_GZIP)}`,
        firstLoad <= BUDGET_FIRST_LOAD_GZIP,
      ],
      [
        'JS of /login after first interaction',
        `${kB(firstLoad + takeOverGzip)} gzip`,
        `≤ ${kB(BUDGET_SIGN_IN_GZIP)}`,
        firstLoad + takeOverGzip <= BUDGET_SIGN_IN_GZIP,
      ],
      [`first-load JS of ${SIGNED_IN_PATH}`, `${kB(signedInLoad)} gzip`, '(reported)', true],
      [
        'performance of /login',
        lh.performance,
        `≥ ${BUDGET_PERFORMANCE}`,
        lh.performance >= BUDGET_PERFORMANCE,
      ],
      [
        'accessibility of /login',
        lh.accessibility,
        `${BUDGET_ACCESSIBILITY}`,
        lh.accessibility >= BUDGET_ACCESSIBILITY,
      ],
      [
        `performance of ${SIGNED_IN_PATH}`,
        lhSignedIn.performance,
        `≥ ${BUDGET_PERFORMANCE}`,
        lhSignedIn.performance >= BUDGET_PERFORMANCE,
      ],
      [
        `accessibility of ${SIGNED_IN_PATH}`,
        lhSignedIn.accessibility,
        `${BUDGET_ACCESSIBILITY}`,
        lhSignedIn.accessibility >= BUDGET_ACCESSIBILITY,
      ],
      [
        'largest feature route chunk',
        routeChunks[0]?.chunk
          ? `${kB(routeChunks[0].chunk.gzip)} gzip (${routeChunks[0].feature})`
          : 'none',
        `≤ ${kB(BUDGET_ROUTE_CHUNK_GZIP)}`,
        routesOk,
      ],
    ];
    console.log('\n== d. Budgets');
    for (const [what, value, budget, ok] of budgets) {
      console.log(
        `  ${pad(what, 34)} ${pad(String(value), 26)} ${pad(`(budget ${budget})`, 22)} ${ok ? 'PASS' : 'MISS'}`,
      );
    }
    const allOk = budgets.every(([, , , ok]) => ok);
    console.log(`  verdict: ${allOk ? 'within budget' : 'OVER BUDGET'} (a report: exit 0)`);
  } catch (error) {
    if (bankLog) console.error(`\n-- bank output (last lines) --\n${bankLog}`);
    throw error;
  } finally {
    await stop();
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
  }
}

main().catch((error) => {
  console.error(
    `\nbench:web crashed: ${error instanceof Error ? (error.stack ?? error.message) : error}`,
  );
  process.exit(1);
});
