import {
  emptyHistory,
  KEEP_VERSIONS,
  recordDeploy,
  recordRollback,
  rollbackTarget,
} from './history';
import type { RemoteListing } from '@glow/contract';

const at = new Date('2026-01-02T03:04:05Z');

function listing(version: string): RemoteListing {
  return {
    name: 'glow_admin',
    version,
    manifest: `glow_admin/${version}/mf-manifest.json`,
    entry: `glow_admin/${version}/remoteEntry.js`,
    preload: [],
  };
}

function deployed(...versions: string[]) {
  let history = emptyHistory('glow_admin');
  let previous: string | null = null;
  for (const version of versions) {
    history = recordDeploy(history, listing(version), previous, at);
    previous = version;
  }
  return history;
}

const stack = (history: ReturnType<typeof deployed>) =>
  history.versions.map((record) => record.version);

describe('deployment history', () => {
  it('a deploy pushes its version, unless it is already on top; every deploy is logged', () => {
    const history = deployed('a', 'b', 'b', 'c');
    expect(stack(history)).toEqual(['a', 'b', 'c']);
    expect(history.log).toHaveLength(4);
    expect(history.log[3]).toEqual({
      at: at.toISOString(),
      action: 'deploy',
      version: 'c',
      from: 'b',
    });
  });

  it('a rollback goes to the entry below the live version and drops the live one', () => {
    const history = deployed('a', 'b', 'c');
    const step = rollbackTarget(history, 'c')!;
    expect(step.target.version).toBe('b');
    expect(step.versions.map((record) => record.version)).toEqual(['a', 'b']);
    const after = recordRollback(history, step.versions, step.target, 'c', at);
    expect(rollbackTarget(after, 'b')?.target.version).toBe('a');
    expect(rollbackTarget({ ...after, versions: after.versions.slice(0, 1) }, 'a')).toBeUndefined();
  });

  it('a version deployed again is found at its last place', () => {
    expect(rollbackTarget(deployed('a', 'b', 'a'), 'a')?.target.version).toBe('b');
  });

  it('when remotes.json names a version never recorded, goes to the last recorded one', () => {
    expect(rollbackTarget(deployed('a', 'b'), 'hand-edited')?.target.version).toBe('b');
    expect(rollbackTarget(deployed('a', 'b'), undefined)?.target.version).toBe('b');
  });

  it('when a recorded deploy never went live, does not "roll back" to it', () => {
    // b was recorded but remotes.json still names a: there is nothing before a.
    expect(rollbackTarget(deployed('a', 'b'), 'a')).toBeUndefined();
  });

  it('keeps the last versions only', () => {
    const versions = Array.from({ length: KEEP_VERSIONS + 5 }, (_, index) => `v${index}`);
    const history = deployed(...versions);
    expect(history.versions).toHaveLength(KEEP_VERSIONS);
    expect(history.versions[0]?.version).toBe('v5');
  });
});
