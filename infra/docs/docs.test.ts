// The repository explains itself: no tracked file points at documents outside it, every
// "spec §N" and "architecture.md §N" a file cites is a heading of docs/spec.md or
// docs/architecture.md, every relative link of the markdown files resolves (file and
// #anchor), and every repository path the docs name in `code` exists. A clone alone is
// the whole story.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../stack/apps';

const THIS_FILE = path.relative(repoRoot, __filename);

/** Tracked text files (a binary file has a NUL byte in its first 8 kB). */
function trackedTextFiles(): Array<{ file: string; text: string }> {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: repoRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\0')
    .filter(Boolean);
  const out: Array<{ file: string; text: string }> = [];
  for (const file of files) {
    const abs = path.join(repoRoot, file);
    // A file deleted in the working tree but still in the index.
    if (!existsSync(abs) || !statSync(abs).isFile()) continue;
    const buf = readFileSync(abs);
    if (buf.subarray(0, 8192).includes(0)) continue;
    out.push({ file, text: buf.toString('utf8') });
  }
  return out;
}

const FILES = trackedTextFiles();

/** Names of documents that live outside the repository, and paths that leave it. */
const OUTSIDE = [
  { what: 'ARCHITECTURE.md (now docs/architecture.md)', re: /ARCHITECTURE\.md/ },
  { what: 'site-spec.md (now docs/spec.md)', re: /site-spec/ },
  { what: 'TOOLCHAIN.md (now docs/architecture.md, toolchain)', re: /TOOLCHAIN\.md/ },
  { what: 'LOCALE.md (now docs/locale.md)', re: /LOCALE\.md/ },
  { what: 'a path to ../shared/ beside the repository', re: /\.\.\/shared\// },
  { what: 'an absolute path of one machine (/work/…)', re: /(^|[\s'"`(=:])\/work\// },
];

function linesMatching(text: string, re: RegExp): number[] {
  return text.split('\n').flatMap((line, i) => (re.test(line) ? [i + 1] : []));
}

describe('no tracked file refers outside the repository', () => {
  it.each(OUTSIDE)('nothing names $what', ({ re }) => {
    // This file names the patterns it looks for.
    const hits = FILES.filter((f) => f.file !== THIS_FILE).flatMap((f) => linesMatching(f.text, re).map((line) => `${f.file}:${line}`));
    expect(hits).toEqual([]);
  });
});

/** "§4", "§4/§8", "§6, §13", "§2 and §5" after a document's name: the section numbers cited. */
function citedSections(text: string, name: RegExp): string[] {
  const re = new RegExp(`${name.source}((?:\\s*(?:[,/]|and)?\\s*§\\s*\\d+(?:\\.\\d+)?)+)`, 'gi');
  const out: string[] = [];
  for (const m of text.matchAll(re)) for (const s of m[1]!.matchAll(/§\s*(\d+(?:\.\d+)?)/g)) out.push(s[1]!);
  return out;
}

/** Section numbers of a document's headings: '## §7. Calls' → '7'. */
function headingSections(doc: string): Set<string> {
  const text = readFileSync(path.join(repoRoot, doc), 'utf8');
  return new Set([...text.matchAll(/^#{1,6}\s+§(\d+(?:\.\d+)?)\b/gm)].map((m) => m[1]!));
}

describe.each([
  { doc: 'docs/spec.md', name: /\bspec\b/ },
  { doc: 'docs/architecture.md', name: /\barchitecture\.md\b/ },
])('every section of $doc a file cites is one of its headings', ({ doc, name }) => {
  it('resolves', () => {
    const headings = headingSections(doc);
    const missing = FILES.flatMap((f) =>
      f.text.split('\n').flatMap((line, i) => citedSections(line, name).filter((s) => !headings.has(s)).map((s) => `${f.file}:${i + 1} §${s}`)),
    );
    expect(missing).toEqual([]);
  });

  it('is cited at all (the check reads what the code writes)', () => {
    expect(FILES.some((f) => f.file !== doc && citedSections(f.text, name).length > 0)).toBe(true);
  });
});

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to dashes. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const m = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!m) continue;
    const base = anchorOf(m[1]!);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  return anchors;
}

/** Relative links of a markdown file, outside code: [text](target) and <a href="target">. */
function relativeLinks(markdown: string): Array<{ line: number; target: string }> {
  const out: Array<{ line: number; target: string }> = [];
  let fenced = false;
  markdown.split('\n').forEach((raw, i) => {
    if (/^\s*(```|~~~)/.test(raw)) {
      fenced = !fenced;
      return;
    }
    if (fenced) return;
    const line = raw.replace(/`[^`]*`/g, '');
    for (const m of line.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)|href="([^"]+)"/g)) {
      const target = (m[1] ?? m[2])!;
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
      out.push({ line: i + 1, target });
    }
  });
  return out;
}

describe('markdown links resolve inside the repository', () => {
  const markdown = FILES.filter((f) => f.file.endsWith('.md'));

  it('finds the docs', () => {
    expect(markdown.map((f) => f.file)).toEqual(expect.arrayContaining(['README.md', 'docs/spec.md', 'docs/architecture.md']));
  });

  it('every relative link names a file or folder that exists, and a heading of it when it has #anchor', () => {
    const broken: string[] = [];
    for (const f of markdown) {
      for (const { line, target } of relativeLinks(f.text)) {
        const [file, anchor] = target.split('#') as [string, string | undefined];
        const abs = file ? path.resolve(repoRoot, path.dirname(f.file), decodeURI(file)) : path.join(repoRoot, f.file);
        if (!abs.startsWith(repoRoot + path.sep) && abs !== repoRoot) broken.push(`${f.file}:${line} ${target} (outside the repository)`);
        else if (!existsSync(abs)) broken.push(`${f.file}:${line} ${target} (no such file)`);
        else if (anchor && abs.endsWith('.md') && !anchorsOf(readFileSync(abs, 'utf8')).has(anchor)) broken.push(`${f.file}:${line} ${target} (no such heading)`);
      }
    }
    expect(broken).toEqual([]);
  });
});

/** The worked example of docs/development.md: a page someone might add, not one that exists. */
const EXAMPLE_PATHS = new Set(['mf-catalog/src/features/brand/BrandPage.tsx', 'mf-catalog/src/features/brand/brandPageData.ts']);

/** Subpaths a workspace package exports ('shared-contracts/testing'), which name no folder of that name. */
function exportedSubpaths(): Set<string> {
  const out = new Set<string>();
  for (const pkg of ['shared-contracts', 'shell', 'mf-catalog', 'mf-events', 'mf-account', 'infra']) {
    const manifest = JSON.parse(readFileSync(path.join(repoRoot, pkg, 'package.json'), 'utf8')) as { exports?: Record<string, unknown> };
    for (const key of Object.keys(manifest.exports ?? {})) out.add(path.posix.join(pkg, key));
  }
  return out;
}

/** Build outputs and other generated files: ignored by git, so they exist only after a build or a run. */
function ignoredByGit(paths: string[]): Set<string> {
  if (paths.length === 0) return new Set();
  // A folder that does not exist yet matches a 'dist/' rule only when asked with its slash.
  const asked = paths.flatMap((p) => [p, `${p}/`]);
  let answer = '';
  try {
    answer = execFileSync('git', ['check-ignore', '--no-index', '--stdin'], { cwd: repoRoot, input: asked.join('\n'), encoding: 'utf8' });
  } catch (error) {
    // Exit 1: none of them is ignored.
    answer = (error as { stdout?: string }).stdout ?? '';
  }
  return new Set(answer.split('\n').filter(Boolean).map((p) => p.replace(/\/$/, '')));
}

describe('the docs name only paths that exist', () => {
  it('every `path/in/the/repository` in README.md and docs/ is a file or folder (or a build output)', () => {
    const docs = FILES.filter((f) => f.file === 'README.md' || /^docs\/.*\.md$/.test(f.file));
    const named: Array<{ where: string; target: string }> = [];
    for (const f of docs) {
      f.text.split('\n').forEach((line, i) => {
        for (const m of line.matchAll(/`([^`\s]+)`/g)) {
          const target = m[1]!.split('#')[0]!.replace(/\/$/, '');
          // Placeholders and patterns ({a,b}, <name>, $VAR, *, …) name no single path.
          if (!/^(shared-contracts|shell|mf-catalog|mf-events|mf-account|infra|docs)\//.test(target) || /[{<$*…]/.test(target)) continue;
          named.push({ where: `${f.file}:${i + 1}`, target });
        }
      });
    }
    expect(named.length).toBeGreaterThan(50);
    const exported = exportedSubpaths();
    const candidates = named.filter(({ target }) => !existsSync(path.join(repoRoot, target)) && !exported.has(target) && !EXAMPLE_PATHS.has(target));
    const generated = ignoredByGit(candidates.map((c) => c.target));
    expect(candidates.filter((c) => !generated.has(c.target)).map((c) => `${c.where} ${c.target}`)).toEqual([]);
  });
});
