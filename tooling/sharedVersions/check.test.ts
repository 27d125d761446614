// What the check says of one package when its version, record or changelog disagree.
import { packageProblems } from './check.cjs';

const greet = { kind: 'value', signature: '(name: string) => string' } as const;
const tone = { kind: 'type', signature: '"bad" | "good"' } as const;
const sharedPackage = {
  dir: '/nowhere',
  name: '@glow/shared-ui',
  version: '1.2.0',
  entryPoints: {},
};
const record = {
  name: '@glow/shared-ui',
  version: '1.2.0',
  entryPoints: {
    '.': { greet: { ...greet, since: '1.0.0' } },
    './pages': { Tone: { ...tone, since: '1.2.0' } },
  },
};
const surface = { '.': { greet }, './pages': { Tone: tone } };
const changelog = '# @glow/shared-ui\n\n## 1.2.0 (2026-11-29)\n\nTones.\n\n## 1.0.0 (2026-11-01)\n';

test('a package whose surface, version and changelog agree has no problem', () => {
  expect(packageProblems({ sharedPackage, surface, record, changelog })).toEqual([]);
});

test('an export removed and one changed are named, with the major bump and the command to run', () => {
  const changed = { '.': { greet: { ...greet, signature: '(name?: string) => string' } } };
  expect(packageProblems({ sharedPackage, surface: changed, record, changelog })).toEqual([
    [
      '@glow/shared-ui: the surface differs from api-surface.json:',
      '  changed greet (@glow/shared-ui)',
      '  removed Tone (@glow/shared-ui/pages)',
      '  That needs a major bump (1.2.0 → 2.0.0): run pnpm shared:version --summary "<what changed, for the changelog>"',
    ].join('\n'),
  ]);
});

test('a version changed by hand in package.json disagrees with the record and has no changelog entry', () => {
  const handBumped = { ...sharedPackage, version: '1.3.0' };
  expect(packageProblems({ sharedPackage: handBumped, surface, record, changelog })).toEqual([
    '@glow/shared-ui: package.json says version 1.3.0, api-surface.json 1.2.0: versions change only through pnpm shared:version',
    '@glow/shared-ui: CHANGELOG.md has no entry for 1.3.0 (## 1.3.0 (<date>))',
  ]);
});

test('a changelog without the entry of the current version is refused', () => {
  const old = '# @glow/shared-ui\n\n## 1.0.0 (2026-11-01)\n';
  expect(packageProblems({ sharedPackage, surface, record, changelog: old })).toEqual([
    '@glow/shared-ui: CHANGELOG.md has no entry for 1.2.0 (## 1.2.0 (<date>))',
  ]);
  expect(packageProblems({ sharedPackage, surface, record, changelog: null })).toHaveLength(1);
});

test('an export since a version after the package is refused', () => {
  const ahead = {
    ...record,
    entryPoints: { ...record.entryPoints, '.': { greet: { ...greet, since: '1.3.0' } } },
  };
  expect(packageProblems({ sharedPackage, surface, record: ahead, changelog })).toEqual([
    "@glow/shared-ui: greet (@glow/shared-ui) is since 1.3.0, after the package's 1.2.0",
  ]);
});

test('against a base, an addition without a minor bump is refused', () => {
  const base = {
    ref: 'origin/main',
    record: { ...record, entryPoints: { '.': record.entryPoints['.'] } },
  };
  expect(packageProblems({ sharedPackage, surface, record, changelog, base })).toEqual([
    [
      '@glow/shared-ui: version 1.2.0, but its changes since origin/main (version 1.2.0) need a minor bump, to 1.3.0 at least:',
      '  added Tone (@glow/shared-ui/pages)',
      '  run pnpm shared:version --summary "<what changed, for the changelog>"',
    ].join('\n'),
    '@glow/shared-ui: Tone (@glow/shared-ui/pages) was added since origin/main but is still since 1.2.0: run pnpm shared:version --summary "<what changed, for the changelog>"',
  ]);
  const older = { ref: 'origin/main', record: { ...base.record, version: '1.1.0' } };
  expect(packageProblems({ sharedPackage, surface, record, changelog, base: older })).toEqual([]);
});
