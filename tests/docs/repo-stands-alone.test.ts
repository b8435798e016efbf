// The repository stands alone (issue 24): a clone with nothing beside it has everything the code, the tests and the
// comments point to. No file names a path outside the repository or cites a document a reader of it does not have;
// every `docs/…` page a file names exists, with the section (`§N`), quoted heading or `#anchor` it cites; and every
// relative link in the README and docs/ leads to a file or folder that exists.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const THIS_FILE = relative(ROOT, fileURLToPath(import.meta.url));
/** Names its source on purpose: where the copy of Discord's spec came from. */
const FIXTURE_README = 'tests/fixtures/discord/README.md';
/** Folders whose book citations another change converts; the lead removes them from here once that is merged. */
const BINARY = /\.(png|gif|gz|ttf|woff2?|ico|db|sqlite)$/i;
const SKIP_DIRS = new Set(['node_modules', '.git', 'data', 'demo', 'coverage', '.artifacts']);

/** The repository's files: what git tracks, or (no git, e.g. an unpacked archive) every file but the ignored folders. */
function repositoryFiles(): string[] {
  try {
    return execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }).split('\0').filter((f) => f !== '');
  } catch {
    const out: string[] = [];
    const walk = (dir: string): void => {
      for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
        const path = dir === '' ? entry.name : `${dir}/${entry.name}`;
        if (entry.isDirectory()) {
          if (!SKIP_DIRS.has(entry.name)) walk(path);
        } else out.push(path);
      }
    };
    walk('');
    return out;
  }
}

const textFiles = repositoryFiles()
  .filter((f) => !BINARY.test(f) && f !== THIS_FILE && existsSync(join(ROOT, f)))
  .map((path) => ({ path, text: readFileSync(join(ROOT, path), 'utf8') }))
  .filter((f) => !f.text.includes('\0'));

interface Hit {
  file: string;
  line: number;
  text: string;
}

function hitsOf(pattern: RegExp, files: readonly { path: string; text: string }[]): Hit[] {
  const hits: Hit[] = [];
  for (const { path, text } of files) {
    text.split('\n').forEach((line, i) => {
      if (pattern.test(line)) hits.push({ file: path, line: i + 1, text: line.trim().slice(0, 160) });
    });
  }
  return hits;
}

/** A path outside the repository: the folder beside it, or the machine it was written on. */
const OUTSIDE_PATH = /\.\.\/shared\b|(?<![\w.])\/work\/|(?<![\w./-])shared\//;
/**
 * A document a reader of the repository does not have: the team's old design notes, or the rules digest. Not the hash
 * calls (`.digest('hex')`), nor the critical chart value games stored before issue 24 carry, which the Metaverse
 * state upgrade renames (src/rules/metaverse/upgrades.ts).
 */
const OUTSIDE_DOCUMENT = /(?<![\w/.-])(ux|architecture|style|stack-notes)\.md\b|\bdigest\b(?!\s*\(|-7\.12-reconstruction)/i;

describe('no file points outside the repository', () => {
  it('finds the files it checks', () => {
    expect(textFiles.map((f) => f.path)).toEqual(expect.arrayContaining(['README.md', 'src/game/step-cycle.ts', 'docs/README.md']));
  });

  it('no path outside it (../shared, /work/, shared/design…), in any file', () => {
    expect(hitsOf(OUTSIDE_PATH, textFiles.filter((f) => f.path !== FIXTURE_README))).toEqual([]);
  });

  it('no citation of a document outside it (ux.md, architecture.md, the digest…): cite docs/ or the book', () => {
    const files = textFiles.filter((f) => f.path !== FIXTURE_README);
    expect(hitsOf(OUTSIDE_DOCUMENT, files)).toEqual([]);
  });
});

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
const slug = (heading: string): string =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

const headingsOf = (markdown: string): string[] => [...markdown.matchAll(/^#{1,6} +(.+?) *$/gm)].map((m) => m[1] ?? '');

/** What one citation of a docs page asks for, checked against that page; the problems, empty when it holds. */
function citationProblems(page: string, tail: string): string[] {
  const file = join(ROOT, page);
  if (!existsSync(file) || !statSync(file).isFile()) return [`${page} does not exist`];
  const headings = headingsOf(readFileSync(file, 'utf8'));
  const problems: string[] = [];
  const anchor = /^#([\w-]+)/.exec(tail)?.[1];
  if (anchor !== undefined && !headings.some((h) => slug(h) === anchor)) problems.push(`${page} has no heading #${anchor}`);
  const sections = /^ *((?:§ ?\d+(?: ?[–-] ?\d+)?(?:, ?)?)+)/.exec(tail)?.[1];
  for (const [, from, to] of (sections ?? '').matchAll(/(\d+)(?: ?[–-] ?(\d+))?/g)) {
    for (let n = Number(from); n <= Number(to ?? from); n++) {
      if (!headings.some((h) => h.startsWith(`${n}. `))) problems.push(`${page} has no section §${n}`);
    }
  }
  const quoted = /^,? *"([^"]+)"/.exec(tail)?.[1];
  if (quoted !== undefined && !headings.includes(quoted)) problems.push(`${page} has no heading "${quoted}"`);
  return problems;
}

/** `docs/…` as a file names it: from the repository's root, never as part of a longer path (tests/docs/…). */
const DOCS_CITATION = /(?<![\w/.-])(docs\/[\w./-]*[\w-])(?=([^\n]{0,60}))/g;

describe('every docs/ page and section that a file cites exists', () => {
  const citations = textFiles.flatMap((f) => [...f.text.matchAll(DOCS_CITATION)].map((m) => ({ file: f.path, page: m[1] ?? '', tail: m[2] ?? '' })));

  it('the code and the README cite docs/', () => {
    expect(citations.filter((c) => c.file === 'README.md').length).toBeGreaterThan(0);
    expect(citations.filter((c) => c.file.startsWith('src/')).length).toBeGreaterThan(10);
  });

  it('each cited page, section and heading is there', () => {
    const problems = citations.flatMap((c) => {
      // A folder (`docs/`) need only exist; a page is checked for what the citation asks of it.
      if (!/\.\w+$/.test(c.page)) return existsSync(join(ROOT, c.page)) ? [] : [`${c.file}: ${c.page} does not exist`];
      return citationProblems(c.page, c.tail).map((p) => `${c.file}: ${p}`);
    });
    expect(problems).toEqual([]);
  });
});

describe('every relative link in the README and docs/ leads somewhere', () => {
  const pages = textFiles.filter((f) => f.path === 'README.md' || (f.path.startsWith('docs/') && f.path.endsWith('.md')));

  it('docs/ has its pages', () => {
    expect(pages.filter((p) => p.path.startsWith('docs/')).length).toBeGreaterThan(5);
  });

  it('each link target exists, and each #anchor is a heading of it', () => {
    const problems: string[] = [];
    for (const { path, text } of pages) {
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (target === undefined || /^[a-z]+:/i.test(target)) continue;
        const [file = '', anchor] = target.split('#');
        const resolved = file === '' ? join(ROOT, path) : resolve(dirname(join(ROOT, path)), file);
        if (!resolved.startsWith(ROOT)) problems.push(`${path}: ${target} leaves the repository`);
        else if (!existsSync(resolved)) problems.push(`${path}: ${target} does not exist`);
        else if (anchor !== undefined && !headingsOf(readFileSync(resolved, 'utf8')).some((h) => slug(h) === anchor)) problems.push(`${path}: ${target} has no such heading`);
      }
    }
    expect(problems).toEqual([]);
  });
});
