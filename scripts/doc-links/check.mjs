// Every Markdown document a comment or a doc cites must be in the repository (issue 46): a comment pointing at a
// document that lives elsewhere (on one machine, in a shared folder) sends the next reader nowhere. Finds each `*.md`
// path cited in a source file's comments (TypeScript and JavaScript, read with the TypeScript parser, so strings and
// URLs are not citations) and anywhere in a Markdown file or a script, and fails naming file:line when the file is
// not in the repository — or, for a citation followed by a quoted section (`docs/money.md 'Posting'`, and the
// comments' `README 'Tests'`) or an anchor (`docs/money.md#posting`), when the document has no such heading.
// Run: node scripts/doc-links/check.mjs [root] (npm run lint runs it; its tests: check.test.mjs).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, extname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const CODE = new Set(['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs']);
const PROSE = new Set(['.md', '.mdx']);
const SCRIPTS = new Set(['.sh', '.yml', '.yaml']);

/**
 * A cited Markdown path, then optionally a quoted section or an anchor. Not inside a longer name: `vars.space.md`
 * (a property) and `https://host/x/README.md` (a URL) are no citations.
 */
const CITATION =
  /(?<![\w.$@/-])((?:\.{1,2}\/)*(?:[\w@.-]+\/)*[\w-]+\.md)\b(?:[ \t]+'([^'\n]+)'|#([\w-]+))?/g;

/** The repository's README named by a section (`README 'Backups and recovery'`), as the code's comments write it. */
const README_SECTION = /(?<![\w./-])README[ \t]+'([^'\n]+)'/g;

/** Whether a file is read for citations: code (its comments), Markdown and scripts (all of them), CI's entry point. */
export function isScanned(path) {
  const ext = extname(path);
  return CODE.has(ext) || PROSE.has(ext) || SCRIPTS.has(ext) || path.startsWith('.ci/');
}

/** The comments of a TypeScript or JavaScript source, each with its offset in the text. */
export function commentsOf(text, fileName) {
  const jsx = /\.[jt]sx$/.test(fileName);
  const source = ts.createSourceFile(
    fileName,
    text,
    ts.ScriptTarget.Latest,
    false,
    jsx ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const ranges = new Map();
  const collect = (pos) => {
    for (const range of [
      ...(ts.getLeadingCommentRanges(text, pos) ?? []),
      ...(ts.getTrailingCommentRanges(text, pos) ?? []),
    ])
      ranges.set(range.pos, range);
  };
  // Every node and token (getChildren includes punctuation, so a JSX `{/* … */}` is found too).
  const visit = (node) => {
    collect(node.pos);
    collect(node.end);
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...ranges.values()].map((range) => ({
    offset: range.pos,
    text: text.slice(range.pos, range.end),
  }));
}

/** The parts of a file that may cite a document: a source's comments, the whole of anything else. */
function citingParts(path, text) {
  return CODE.has(extname(path)) ? commentsOf(text, path) : [{ offset: 0, text }];
}

/**
 * The citations in a file: { line, path, section?, anchor? }, in order. A path starting with / is the root's: a bare
 * README followed by a quoted section is the repository's README, wherever it is written.
 */
export function citationsIn(path, text) {
  if (!text.includes('.md') && !text.includes('README')) return [];
  const found = [];
  for (const part of citingParts(path, text)) {
    const lineOf = (index) => text.slice(0, part.offset + index).split('\n').length;
    for (const match of part.text.matchAll(CITATION))
      found.push({
        line: lineOf(match.index),
        path: match[1],
        ...(match[2] ? { section: match[2] } : {}),
        ...(match[3] ? { anchor: match[3] } : {}),
      });
    for (const match of part.text.matchAll(README_SECTION))
      found.push({ line: lineOf(match.index), path: '/README.md', section: match[1] });
  }
  return found.sort((a, b) => a.line - b.line);
}

/** A Markdown document's headings, outside fenced code blocks. */
export function headingsOf(markdown) {
  const headings = [];
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    else if (!fenced) {
      const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
      if (heading) headings.push(heading[1]);
    }
  }
  return headings;
}

const plain = (text) => text.replace(/`/g, '').replace(/\s+/g, ' ').trim().toLowerCase();

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
export const anchorOf = (heading) =>
  plain(heading)
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

/**
 * Whether a heading is the section a citation names: the same words, or its start followed by more (a citation
 * may shorten 'High availability: PostgreSQL that survives its machine' to 'High availability').
 */
export function namesHeading(section, heading) {
  const wanted = plain(section);
  const have = plain(heading);
  return have === wanted || (have.startsWith(wanted) && /[^\p{L}\p{N}]/u.test(have[wanted.length]));
}

/**
 * The repository path a citation in `from` names, or null: relative to the citing file's folder, or (a path not
 * starting with ./ or ../) to any folder above it up to the root — `docs/money.md` from packages/bank/src is the
 * root's docs. Only files of the repository count (`files`), never one outside it.
 */
export function resolveCitation(from, cited, files) {
  if (cited.startsWith('/')) return files.has(cited.slice(1)) ? cited.slice(1) : null;
  const explicit = /^\.{1,2}\//.test(cited);
  let folder = dirname(from);
  for (;;) {
    const candidate = normalize(join(folder, cited)).split('\\').join('/');
    if (!candidate.startsWith('../') && files.has(candidate)) return candidate;
    if (explicit || folder === '.' || folder === '') return null;
    folder = dirname(folder);
  }
}

/**
 * Every broken citation among `files` (repository paths, relative to `root`): a document not in the repository, or a
 * section or anchor its document lacks. Each as { file, line, cited, problem }.
 */
export function brokenCitations(root, fileList) {
  const files = new Set(fileList);
  const read = (path) => readFileSync(join(root, path), 'utf8');
  const broken = [];
  for (const file of fileList) {
    if (!isScanned(file)) continue;
    for (const citation of citationsIn(file, read(file))) {
      const where = { file, line: citation.line, cited: citation.path };
      const target = resolveCitation(file, citation.path, files);
      if (!target) {
        broken.push({ ...where, problem: 'is not in the repository' });
        continue;
      }
      if (!citation.section && !citation.anchor) continue;
      const headings = headingsOf(read(target));
      if (citation.section && !headings.some((h) => namesHeading(citation.section, h)))
        broken.push({
          ...where,
          cited: `${citation.path} '${citation.section}'`,
          problem: `has no such section (${target})`,
        });
      if (citation.anchor && !headings.some((h) => anchorOf(h) === citation.anchor))
        broken.push({
          ...where,
          cited: `${citation.path}#${citation.anchor}`,
          problem: `has no such heading (${target})`,
        });
    }
  }
  return broken;
}

/** The repository's files: tracked and new ones, not ignored ones, that exist in the working tree. */
export function repositoryFiles(root) {
  const listed = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  return [...new Set(listed.split('\0'))].filter(
    (path) => path !== '' && existsSync(join(root, path)),
  );
}

function main() {
  const root = process.argv[2] ?? fileURLToPath(new URL('../..', import.meta.url));
  const files = repositoryFiles(root);
  const broken = brokenCitations(root, files);
  for (const b of broken) console.error(`${b.file}:${b.line}: ${b.cited} ${b.problem}`);
  if (broken.length > 0) {
    console.error(
      `\n${broken.length} citation(s) of a document or a section that is not in the repository. Cite the repository's own ` +
        `docs (docs/money.md, docs/identity.md, docs/backend.md, README.md) and a heading they have.`,
    );
    process.exit(1);
  }
  console.log(
    `Document citations: every *.md cited in ${files.filter(isScanned).length} files exists.`,
  );
}

if (relative(process.argv[1] ?? '', fileURLToPath(import.meta.url)) === '') main();
