import { DeployError } from './errors';
import { unmetNeeds, type RemoteNeeds } from './sharedCompatibility';
import { readSharedPackages, readSharedUses, type SharedPackage } from './sharedVersions';

const SHELL = 'the live shell';

function judge(packages: SharedPackage[], uses = readSharedUses(undefined)): RemoteNeeds {
  return { name: 'glow_judge', version: '0.1.0-1a2b3c4d', packages, uses };
}

const sharedUi = (range: string | undefined): SharedPackage => ({
  name: '@glow/shared-ui',
  version: '1.5.0',
  range,
});

describe('which shared needs a shell meets', () => {
  it('a version inside the range meets it; below or above it does not', () => {
    const remote = judge([sharedUi('>=1.2.0 <2.0.0')]);
    for (const version of ['1.2.0', '1.9.3']) {
      expect(unmetNeeds('deploy', remote, new Map([['@glow/shared-ui', version]]), SHELL)).toEqual(
        [],
      );
    }
    for (const version of ['1.1.0', '2.0.0', '2.0.0-rc.1']) {
      expect(
        unmetNeeds('deploy', remote, new Map([['@glow/shared-ui', version]]), SHELL),
      ).toHaveLength(1);
    }
  });

  it('a deploy names the package, both versions, the exports the shell lacks, and says to deploy the shell first', () => {
    const uses = readSharedUses(
      JSON.stringify({
        '@glow/shared-ui': {
          builtAgainst: '1.5.0',
          range: '>=1.2.0 <2.0.0',
          uses: { Button: '1.0.0', EvidenceList: '1.2.0' },
        },
      }),
    );
    const [need] = unmetNeeds(
      'deploy',
      judge([sharedUi('>=1.2.0 <2.0.0')], uses),
      new Map([['@glow/shared-ui', '1.1.0']]),
      SHELL,
    );
    expect(need).toEqual({
      remote: 'glow_judge',
      remoteVersion: '0.1.0-1a2b3c4d',
      package: '@glow/shared-ui',
      needs: '>=1.2.0 <2.0.0',
      provided: '1.1.0',
      deployFirst: 'shell',
      uses: [{ export: 'EvidenceList', addedIn: '1.2.0' }],
      message:
        'glow_judge 0.1.0-1a2b3c4d needs @glow/shared-ui >=1.2.0 <2.0.0 (it uses EvidenceList, added in 1.2.0); the live shell provides 1.1.0: deploy the shell first',
    });
  });

  it('a shell deploy says which remote to deploy first, built against the version the shell provides', () => {
    const [need] = unmetNeeds(
      'shell',
      judge([sharedUi('>=1.0.0 <2.0.0')]),
      new Map([['@glow/shared-ui', '2.0.0']]),
      SHELL,
    );
    expect(need).toMatchObject({ deployFirst: 'glow_judge', provided: '2.0.0', uses: [] });
    expect(need!.message).toBe(
      'glow_judge 0.1.0-1a2b3c4d (live) needs @glow/shared-ui >=1.0.0 <2.0.0; this shell provides 2.0.0: deploy a glow_judge built against @glow/shared-ui 2.0.0 first',
    );
  });

  it('a rollback says to deploy a shell that provides the range, or a fixed remote', () => {
    const [need] = unmetNeeds(
      'rollback',
      judge([sharedUi('>=1.0.0 <2.0.0')]),
      new Map([['@glow/shared-ui', '2.0.0']]),
      SHELL,
    );
    expect(need!.message).toBe(
      'glow_judge 0.1.0-1a2b3c4d (the version to roll back to) needs @glow/shared-ui >=1.0.0 <2.0.0; the live shell provides 2.0.0: deploy a shell that provides @glow/shared-ui >=1.0.0 <2.0.0 first, or deploy a fixed glow_judge instead of rolling back',
    );
  });

  it('a package the shell does not provide is unmet, even when any version would do', () => {
    const unmet = unmetNeeds(
      'deploy',
      judge([
        sharedUi(undefined),
        { name: '@glow/shared-charts', version: '1.0.0', range: '^1.0.0' },
      ]),
      new Map([['react', '19.3.1']]),
      SHELL,
    );
    expect(unmet.map(({ package: name, needs, provided }) => [name, needs, provided])).toEqual([
      ['@glow/shared-ui', '*', null],
      ['@glow/shared-charts', '^1.0.0', null],
    ]);
    expect(unmet[0]!.message).toBe(
      'glow_judge 0.1.0-1a2b3c4d needs @glow/shared-ui (any version); the live shell does not provide it: deploy the shell first',
    );
    const [shellSide] = unmetNeeds(
      'shell',
      judge([{ name: '@glow/shared-charts', version: '1.0.0', range: '^1.0.0' }]),
      new Map(),
      SHELL,
    );
    expect(shellSide!.message).toBe(
      'glow_judge 0.1.0-1a2b3c4d (live) needs @glow/shared-charts ^1.0.0; this shell does not provide it: deploy a glow_judge that does not use @glow/shared-charts first',
    );
  });

  it('a subpath module the shell does not load is the remotes’ to share, while the shell provides its package', () => {
    const endpoints = {
      name: '@glow/shared-api/sharedEndpoints',
      version: '1.3.0',
      range: '^1.3.0',
    };
    const remote = judge([endpoints]);
    expect(unmetNeeds('deploy', remote, new Map([['@glow/shared-api', '1.0.0']]), SHELL)).toEqual(
      [],
    );
    expect(unmetNeeds('deploy', remote, new Map(), SHELL)).toHaveLength(1);
    // Once the shell provides it itself, its version is checked like any other.
    expect(
      unmetNeeds(
        'deploy',
        remote,
        new Map([
          ['@glow/shared-api', '1.3.0'],
          ['@glow/shared-api/sharedEndpoints', '1.2.0'],
        ]),
        SHELL,
      ),
    ).toHaveLength(1);
  });

  it('refuses a range or a version that is not semver, naming it', () => {
    expect(() =>
      unmetNeeds('deploy', judge([sharedUi('one point two')]), new Map(), SHELL),
    ).toThrow(
      new DeployError(
        'glow_judge 0.1.0-1a2b3c4d needs @glow/shared-ui "one point two", which is not a semver range',
      ),
    );
    expect(() =>
      unmetNeeds(
        'deploy',
        judge([sharedUi('^1.0.0')]),
        new Map([['@glow/shared-ui', 'workspace:*']]),
        SHELL,
      ),
    ).toThrow(
      'the live shell provides @glow/shared-ui "workspace:*", which is not a semver version',
    );
  });
});

describe('reading a manifest’s shared section and glow-shared.json', () => {
  it('reads name, version and range (requiredVersion false: any version)', () => {
    const text = JSON.stringify({
      name: 'glow_judge',
      shared: [
        { name: '@glow/shared-ui', version: '1.5.0', requiredVersion: '>=1.2.0 <2.0.0' },
        { name: 'react', version: '19.3.1', requiredVersion: false },
      ],
    });
    expect(readSharedPackages(text, 'm.json')).toEqual([
      { name: '@glow/shared-ui', version: '1.5.0', range: '>=1.2.0 <2.0.0' },
      { name: 'react', version: '19.3.1', range: undefined },
    ]);
    expect(readSharedPackages('{"name":"glow_judge"}', 'm.json')).toEqual([]);
  });

  it('refuses a shared section it cannot read, naming the file and the entry', () => {
    expect(() => readSharedPackages('{"shared":{}}', 'm.json')).toThrow(
      'm.json: "shared" is not a list',
    );
    expect(() => readSharedPackages('{"shared":[{"name":"react"}]}', 'm.json')).toThrow(
      'm.json: shared[0] is not { name, version, requiredVersion } of a shared package: {"name":"react"}',
    );
  });

  it('ignores a glow-shared.json that is missing or not in its shape: it only enriches messages', () => {
    expect(readSharedUses(undefined).size).toBe(0);
    expect(readSharedUses('not json').size).toBe(0);
    expect(readSharedUses('{"@glow/shared-ui": {"uses": ["Button"]}}').size).toBe(0);
  });
});
