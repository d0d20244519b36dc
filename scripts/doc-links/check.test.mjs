// The document-citation check's own rules, on made-up files, and the command on a made-up repository: a citation of
// a document that is not there fails naming file:line; one that is there passes.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import {
  anchorOf,
  brokenCitations,
  citationsIn,
  headingsOf,
  namesHeading,
  resolveCitation,
} from './check.mjs';

const DOC = [
  '# Money',
  '',
  '## Exactly once across crashes',
  '',
  '```sh',
  '# not a heading',
  '```',
  '',
].join('\n');

test('a source cites a document in its comments only: strings, properties and URLs are no citations', () => {
  const source = [
    "import { vars } from './theme';",
    '// The rule (docs/money.md): one way a balance changes.',
    "const text = 'see NOT-CITED.md';",
    'const padding = vars.space.md;',
    '/**',
    " * Keys (docs/money.md 'Exactly once across crashes'; https://example.com/x/HOSTED.md)",
    ' */',
    'const view = <p>{/* the protocol: docs/identity.md#errors */}</p>;',
  ].join('\n');
  assert.deepEqual(citationsIn('src/a.tsx', source), [
    { line: 2, path: 'docs/money.md' },
    { line: 6, path: 'docs/money.md', section: 'Exactly once across crashes' },
    { line: 8, path: 'docs/identity.md', anchor: 'errors' },
  ]);
});

test("a bare README with a quoted section is the root's README, wherever the comment is", () => {
  assert.deepEqual(
    citationsIn('packages/ds/src/a.ts', "// Run it (README 'Tests'); the README says why."),
    [{ line: 1, path: '/README.md', section: 'Tests' }],
  );
  const files = new Set(['README.md', 'packages/ds/README.md']);
  assert.equal(resolveCitation('packages/ds/src/a.ts', '/README.md', files), 'README.md');
  assert.equal(resolveCitation('packages/ds/src/a.ts', '/README.md', new Set()), null);
});

test('a Markdown file cites everywhere, relative links included', () => {
  assert.deepEqual(citationsIn('docs/a.md', 'See [money](money.md) and ../README.md, not a.mdx.'), [
    { line: 1, path: 'money.md' },
    { line: 1, path: '../README.md' },
  ]);
});

test('a cited path is found beside the citing file or in a folder above it, never outside the repository', () => {
  const files = new Set(['README.md', 'docs/money.md', 'packages/bank/README.md']);
  assert.equal(resolveCitation('packages/bank/src/x.ts', 'docs/money.md', files), 'docs/money.md');
  assert.equal(
    resolveCitation('packages/bank/src/x.ts', 'README.md', files),
    'packages/bank/README.md',
  );
  assert.equal(resolveCitation('docs/money.md', '../README.md', files), 'README.md');
  assert.equal(resolveCitation('docs/money.md', './README.md', files), null);
  assert.equal(resolveCitation('packages/bank/src/x.ts', 'MONEY.md', files), null);
  assert.equal(resolveCitation('docs/money.md', '../../shared/MONEY.md', files), null);
});

test('headings outside code fences; a section named whole or by its start; GitHub anchors', () => {
  assert.deepEqual(headingsOf(DOC), ['Money', 'Exactly once across crashes']);
  assert.equal(namesHeading('exactly once across crashes', 'Exactly once across crashes'), true);
  assert.equal(namesHeading('High availability', 'High availability: PostgreSQL'), true);
  assert.equal(namesHeading('High avail', 'High availability: PostgreSQL'), false);
  assert.equal(namesHeading('Retries', 'Exactly once across crashes'), false);
  assert.equal(anchorOf('One ledger, double entry'), 'one-ledger-double-entry');
  assert.equal(anchorOf('`Idempotency-Key` answers'), 'idempotency-key-answers');
});

function repository(files) {
  const root = mkdtempSync(join(tmpdir(), 'doc-links-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, dirname(path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  execFileSync('git', ['init', '-q'], { cwd: root });
  return root;
}

const CHECK = fileURLToPath(new URL('./check.mjs', import.meta.url));

test('the command fails naming file:line for a document or a section that is not there; fixed, nothing is', () => {
  const root = repository({
    'docs/money.md': DOC,
    'src/post.ts': [
      'export const a = 1;',
      '// The one way a balance changes (MONEY.md).',
      "// Keys (docs/money.md 'Retries and second factors').",
      "// Crashes (docs/money.md 'Exactly once across crashes').",
      "// Demo (README 'Sandbox').",
    ].join('\n'),
    'README.md':
      'The rules: [money](docs/money.md#exactly-once-across-crashes), [x](docs/money.md#nowhere).',
  });
  try {
    assert.deepEqual(
      brokenCitations(root, ['docs/money.md', 'src/post.ts', 'README.md']).map(
        (b) => `${b.file}:${b.line}: ${b.cited} ${b.problem}`,
      ),
      [
        'src/post.ts:2: MONEY.md is not in the repository',
        "src/post.ts:3: docs/money.md 'Retries and second factors' has no such section (docs/money.md)",
        "src/post.ts:5: /README.md 'Sandbox' has no such section (README.md)",
        'README.md:1: docs/money.md#nowhere has no such heading (docs/money.md)',
      ],
    );
    const failed = spawnSync(process.execPath, [CHECK, root], { encoding: 'utf8' });
    assert.equal(failed.status, 1);
    assert.match(failed.stderr, /^src\/post\.ts:2: MONEY\.md is not in the repository$/m);

    writeFileSync(
      join(root, 'src/post.ts'),
      "// The one way a balance changes (docs/money.md 'Exactly once across crashes').\n",
    );
    writeFileSync(join(root, 'README.md'), 'The rules: [money](docs/money.md).\n');
    assert.deepEqual(brokenCitations(root, ['docs/money.md', 'src/post.ts', 'README.md']), []);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
