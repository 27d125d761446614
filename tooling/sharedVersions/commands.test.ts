// `pnpm shared:check` and `pnpm shared:version` end to end, on a fixture package in a temporary
// repository: the first record, an export added (minor), a hand-edited record caught by --base.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runSharedVersions } from './commands.cjs';

jest.setTimeout(60_000);

const GREET = 'export function greet(name: string): string {\n  return `Hello ${name}`;\n}\n';
const TONE = "export type Tone = 'good' | 'bad';\n";
const FAREWELL = 'export function farewell(name: string): string {\n  return `Bye ${name}`;\n}\n';

let root: string;
let lib: string;

function write(file: string, text: string) {
  writeFileSync(join(lib, file), text);
}

function read(file: string) {
  return readFileSync(join(lib, file), 'utf8');
}

function git(...args: string[]) {
  return execFileSync(
    'git',
    ['-c', 'user.name=Test', '-c', 'user.email=test@glow.local', ...args],
    {
      cwd: root,
      encoding: 'utf8',
    },
  ).trim();
}

function commit() {
  git('add', '-A');
  git('commit', '-qm', 'fixture');
  return git('rev-parse', 'HEAD');
}

/** Runs a command on the fixture: its exit status and what it printed. */
function run(...argv: string[]) {
  const output: string[] = [];
  const status = runSharedVersions(argv, {
    root,
    packageDirs: ['lib'],
    log: (line) => output.push(line),
    error: (line) => output.push(line),
  });
  return { status, output: output.join('\n') };
}

function recorded() {
  return JSON.parse(read('api-surface.json')).entryPoints;
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'glow-shared-versions-'));
  lib = join(root, 'lib');
  mkdirSync(join(lib, 'src'), { recursive: true });
  write(
    'package.json',
    `${JSON.stringify(
      {
        name: '@fixture/lib',
        version: '1.0.0',
        exports: { '.': './src/index.ts', './testing': './src/testing.ts' },
      },
      null,
      2,
    )}\n`,
  );
  write('src/index.ts', GREET + TONE);
  write('src/testing.ts', 'export const fakeGreeting = "hi";\n');
  git('init', '-q');
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

test('a package without a record is refused until the version command records it', () => {
  expect(run('check')).toEqual({
    status: 1,
    output: expect.stringContaining(
      '@fixture/lib has no api-surface.json: run pnpm shared:version --summary',
    ),
  });

  const first = run('version', '--summary', 'The first recorded surface.', '--date', '2026-11-29');
  expect(first).toEqual({ status: 0, output: '@fixture/lib 1.0.0: first record' });
  expect(recorded()).toEqual({
    '.': {
      greet: { kind: 'value', signature: '(name: string) => string', since: '1.0.0' },
      Tone: { kind: 'type', signature: '"bad" | "good"', since: '1.0.0' },
    },
  });
  expect(read('CHANGELOG.md')).toContain('## 1.0.0 (2026-11-29)\n\nThe first recorded surface.\n');
  expect(run('check').status).toBe(0);
});

test('an export added fails the check, naming it and the minor bump, until the version command bumps', () => {
  run('version', '--summary', 'The first recorded surface.', '--date', '2026-11-29');
  const base = commit();
  write('src/index.ts', GREET + TONE + FAREWELL);

  const refused = run('check');
  expect(refused.status).toBe(1);
  expect(refused.output).toContain(
    [
      '@fixture/lib: the surface differs from api-surface.json:',
      '  added farewell (@fixture/lib)',
      '  That needs a minor bump (1.0.0 → 1.1.0): run pnpm shared:version --summary "<what changed, for the changelog>"',
    ].join('\n'),
  );

  const bumped = run('version', '--summary', 'Says goodbye.', '--date', '2026-11-30');
  expect(bumped).toEqual({
    status: 0,
    output: '@fixture/lib 1.0.0 → 1.1.0 (minor): added farewell (@fixture/lib)',
  });
  expect(JSON.parse(read('package.json')).version).toBe('1.1.0');
  expect(recorded()['.'].farewell.since).toBe('1.1.0');
  expect(recorded()['.'].greet.since).toBe('1.0.0');
  const changelog = read('CHANGELOG.md');
  expect(changelog).toContain(
    '## 1.1.0 (2026-11-30)\n\nSays goodbye.\n\n- Added: `farewell` (@fixture/lib)\n',
  );
  expect(changelog.indexOf('## 1.1.0')).toBeLessThan(changelog.indexOf('## 1.0.0'));

  expect(run('check').status).toBe(0);
  expect(run('check', '--base', base).status).toBe(0);
  // Nothing changed since: a second run changes nothing.
  expect(run('version', '--summary', 'Again.').output).toBe(
    '@fixture/lib 1.1.0: surface unchanged',
  );
});

test('a changed signature recorded by hand without a bump passes alone but fails against the base', () => {
  run('version', '--summary', 'The first recorded surface.', '--date', '2026-11-29');
  const base = commit();
  write('src/index.ts', GREET.replace('name: string', 'name: string, loud: boolean') + TONE);
  const record = read('api-surface.json');
  run('version', '--summary', 'Greets loudly.');
  // The developer's hand edit: the new signature, the old version and since.
  const handEdited = JSON.parse(record);
  handEdited.entryPoints['.'].greet.signature = recorded()['.'].greet.signature;
  write('api-surface.json', `${JSON.stringify(handEdited, null, 2)}\n`);
  write('package.json', read('package.json').replace('"version": "2.0.0"', '"version": "1.0.0"'));

  expect(run('check').status).toBe(0);
  const refused = run('check', '--base', base);
  expect(refused.status).toBe(1);
  expect(refused.output).toContain(
    `@fixture/lib: version 1.0.0, but its changes since ${base} (version 1.0.0) need a major bump, to 2.0.0 at least:\n  changed greet (@fixture/lib)`,
  );
  expect(refused.output).toContain(
    `@fixture/lib: greet (@fixture/lib) was changed since ${base} but is still since 1.0.0`,
  );
});

test('a base git does not know is named', () => {
  expect(() => run('check', '--base', 'no-such-ref')).toThrow(
    '--base no-such-ref: git knows no such commit here (fetch it first)',
  );
});
