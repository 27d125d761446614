// Every relative link of the repository's Markdown (the README and the docs beside the code)
// leads to a file or folder that exists, and a link to a heading names one the page has, so a
// moved file or a renamed section fails here instead of leaving a dead link. Neither the docs nor
// the code name a Markdown document the repository does not have.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';

const ROOT = join(__dirname, '..');

/** Folders of tools, builds and outputs: their Markdown is not the repository's own. */
const SKIPPED = new Set([
  'node_modules',
  '.git',
  'dist',
  '.cdn',
  '.data',
  'coverage',
  'test-results',
  'playwright-report',
  'screenshots',
]);

function filesEndingIn(extensions: RegExp, dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : filesEndingIn(extensions, path);
    return extensions.test(entry.name) ? [path] : [];
  });
}

const markdownFiles = (dir: string) => filesEndingIn(/\.md$/, dir);

/** The text without code blocks and code spans, where a link is only an example. */
function withoutCode(text: string): string {
  return text.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

/** The anchors a page has, as GitHub makes them from its headings, and its explicit ids. */
function anchorsOf(file: string): Set<string> {
  const text = readFileSync(file, 'utf8').replace(/^```[\s\S]*?^```/gm, '');
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const [, heading = ''] of text.matchAll(/^#{1,6}\s+(.*)$/gm)) {
    const slug = heading
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  for (const [, id = ''] of text.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(id);
  return anchors;
}

/** The relative links of `file` that lead nowhere, as `target: why`. */
function deadLinks(file: string): string[] {
  const text = withoutCode(readFileSync(file, 'utf8'));
  const dead: string[] = [];
  for (const [, target = ''] of text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
    const [path = '', anchor] = target.split('#');
    const destination = path ? resolve(dirname(file), decodeURI(path)) : file;
    if (!existsSync(destination)) {
      dead.push(`${target}: no such file`);
    } else if (anchor && statSync(destination).isFile() && destination.endsWith('.md')) {
      if (!anchorsOf(destination).has(anchor)) dead.push(`${target}: no such heading`);
    }
  }
  return dead;
}

const files = markdownFiles(ROOT).map((file) => relative(ROOT, file));

it('finds the README and the docs', () => {
  expect(files).toEqual(
    expect.arrayContaining(['README.md', 'docs/architecture.md', 'api/docs/conventions.md']),
  );
});

it.each(files)('%s: every relative link resolves', (file) => {
  expect(deadLinks(join(ROOT, file))).toEqual([]);
});

/** Markdown that tools write (scripts/coverage.mjs), named where the docs say where to find it. */
const WRITTEN_BY_TOOLS = new Set(['summary.md']);

it('names no Markdown document that is not in the repository', () => {
  const documents = new Set([...files.map((file) => basename(file)), ...WRITTEN_BY_TOOLS]);
  const named = filesEndingIn(/\.(md|ts|tsx|mjs|cjs|js)$/, ROOT).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/[\w.-]+\.md\b/g)].map(([name]) => ({
      file: relative(ROOT, file),
      name,
    })),
  );
  expect(named.length).toBeGreaterThan(100);
  expect(named.filter(({ name }) => !documents.has(name))).toEqual([]);
});
