// The dependency-advisory check (`npm run advisories`, the first phase of `npm test`): every package installed for
// production (package-lock.json, without the dev-only ones) against the advisories in advisories.json. A high or
// critical advisory fails the run unless allowlist.json names it with a reason; lower ones are listed. It reads
// only files of the repository: no network, so CI cannot fail for want of one (npm's audit endpoint answers 405
// on this registry).
import { readFileSync } from 'node:fs';
import semver from 'semver';

const read = (path) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
const FAILING = new Set(['high', 'critical']);

/** name → the versions installed for production (a package may be installed at several versions). */
export function productionPackages(lock) {
  const found = new Map();
  for (const [path, entry] of Object.entries(lock.packages ?? {})) {
    // '' is the root, a path outside node_modules a workspace, a link a workspace's symlink: our own code.
    if (!path.includes('node_modules/') || entry.link || entry.dev || !entry.version) continue;
    const name =
      entry.name ?? path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
    if (!found.has(name)) found.set(name, new Set());
    found.get(name).add(entry.version);
  }
  return found;
}

/** Whether `version` falls in one of the OSV ranges: introduced ≤ version < fixed (no fixed: every later one). */
export function affects(ranges, version) {
  return ranges.some(
    ({ introduced, fixed }) =>
      (introduced === '0' || semver.gte(version, introduced)) &&
      (!fixed || semver.lt(version, fixed)),
  );
}

/** The findings: [{ advisory, version, allowed }] for each advisory that matches an installed version. */
export function findings(lock, advisories, exceptions) {
  const installed = productionPackages(lock);
  const result = [];
  for (const advisory of advisories)
    for (const version of installed.get(advisory.package) ?? [])
      if (affects(advisory.ranges, version)) {
        const allowed = exceptions.find(
          (e) => e.id === advisory.id && (!e.package || e.package === advisory.package),
        );
        result.push({ advisory, version, allowed });
      }
  return result;
}

/** `node check.mjs [lockfile]`: the repository's package-lock.json unless another is named. */
function main() {
  const lock = process.argv[2]
    ? JSON.parse(readFileSync(process.argv[2], 'utf8'))
    : read('../../package-lock.json');
  const { advisories } = read('./advisories.json');
  const { exceptions } = read('./allowlist.json');
  for (const e of exceptions)
    if (!e.id || !e.reason?.trim())
      throw new Error(`allowlist.json: every exception needs an id and a reason`);
  const found = findings(lock, advisories, exceptions);
  let failed = 0;
  for (const { advisory, version, allowed } of found) {
    const line = `${advisory.severity.padEnd(8)} ${advisory.package}@${version}  ${advisory.id}  ${advisory.summary}`;
    if (allowed) console.log(`allowed  ${line}\n         reviewed: ${allowed.reason}`);
    else if (FAILING.has(advisory.severity)) {
      failed += 1;
      console.log(`FAIL     ${line} (fixed in ${advisory.ranges.map((r) => r.fixed).join(', ')})`);
    } else console.log(`note     ${line}`);
  }
  for (const e of exceptions)
    if (!found.some((f) => f.allowed === e))
      console.log(`stale    allowlist.json: ${e.id} matches nothing installed any more: remove it`);
  const count = productionPackages(lock).size;
  console.log(
    `advisories: ${count} production packages checked against ${advisories.length} advisories, ${failed} high/critical not allowed`,
  );
  process.exit(failed ? 1 : 0);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
