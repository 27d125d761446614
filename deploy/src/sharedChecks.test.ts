import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { publishRemote, rollbackRemote } from './publish';
import { SharedNeedsRefusal } from './sharedCompatibility';
import { publishShell } from './shellDeploy';
import { FolderStore } from './store/folderStore';
import {
  removeTemporary,
  temporaryDir,
  writeFixtureBuild,
  writeFixtureShell,
  type FixtureShared,
} from './testing/fixtureBuild';

const ORIGINS = ['http://localhost:8081'];

// (testTimeout in a project's Jest config is not read when the root runs every project.)
jest.setTimeout(60_000);
let work: string;
let cdn: FolderStore;
/** The folder the web server serves the live shell from (deploy:shell --out-dir writes it). */
let liveShell: FolderStore;

beforeEach(() => {
  work = temporaryDir('checks');
  cdn = new FolderStore(join(work, 'cdn'));
  liveShell = new FolderStore(join(work, 'live-shell'));
});

afterEach(() => removeTemporary(work));

const sharedUi = (version: string, requiredVersion: string): FixtureShared[] => [
  { name: '@glow/shared-ui', version, requiredVersion },
];

function judgeBuild(variant: string, shared: FixtureShared[], sharedUses?: unknown) {
  return writeFixtureBuild(join(work, `judge-${variant}`), 'glow_judge', {
    variant,
    shared,
    sharedUses,
  }).dir;
}

function deployJudge(distDir: string) {
  return publishRemote({
    store: cdn,
    name: 'glow_judge',
    distDir,
    packageVersion: '0.1.0',
    origins: ORIGINS,
    shell: liveShell,
  });
}

/** Builds a shell providing `provides` and deploys it to the live shell's folder. */
function deployShell(provides: Record<string, string>, variant: string) {
  const { dir } = writeFixtureShell(join(work, `shell-${variant}`), { provides, variant });
  return publishShell({ store: liveShell, distDir: dir, remotesStore: cdn });
}

function remotesJsonText(): string {
  return readFileSync(join(work, 'cdn', 'remotes.json'), 'utf8');
}

function refusalOf(promise: Promise<unknown>): Promise<SharedNeedsRefusal> {
  return promise.then(
    () => {
      throw new Error('the deploy was not refused');
    },
    (error: unknown) => {
      if (!(error instanceof SharedNeedsRefusal)) throw error;
      return error;
    },
  );
}

describe('deploy:remote against the live shell', () => {
  it('refuses a remote needing a newer shared package than the live shell provides, uploads nothing and leaves remotes.json as it was', async () => {
    await deployShell({ '@glow/shared-ui': '1.1.0' }, 'one');
    const live = await deployJudge(judgeBuild('live', sharedUi('1.1.0', '>=1.0.0 <2.0.0')));
    const before = remotesJsonText();

    const newer = judgeBuild('newer', sharedUi('1.2.0', '>=1.2.0 <2.0.0'), {
      '@glow/shared-ui': {
        builtAgainst: '1.2.0',
        range: '>=1.2.0 <2.0.0',
        uses: { Button: '1.0.0', EvidenceList: '1.2.0' },
      },
    });
    const refusal = await refusalOf(deployJudge(newer));
    const [need] = refusal.unmet;
    expect(refusal.message).toBe(
      `The live shell on ${liveShell.description} cannot run glow_judge ${need!.remoteVersion}; nothing was uploaded and remotes.json is as it was:\n` +
        `  glow_judge ${need!.remoteVersion} needs @glow/shared-ui >=1.2.0 <2.0.0 (it uses EvidenceList, added in 1.2.0); the live shell provides 1.1.0: deploy the shell first`,
    );
    expect(need!.remoteVersion).not.toBe(live.listing.version);
    expect(remotesJsonText()).toBe(before);
    expect(readdirSync(join(work, 'cdn', 'glow_judge')).sort()).toEqual(
      [live.listing.version, 'deployments.json'].sort(),
    );
  });

  it('deploys a remote the live shell satisfies', async () => {
    await deployShell({ '@glow/shared-ui': '1.2.3', react: '19.3.1' }, 'one');
    const { listing } = await deployJudge(judgeBuild('one', sharedUi('1.2.0', '>=1.2.0 <2.0.0')));
    expect(JSON.parse(remotesJsonText()).remotes[0].version).toBe(listing.version);
  });

  it('refuses when the live shell has no mf-manifest.json (an older shell), saying to deploy the shell first', async () => {
    writeFixtureShell(join(work, 'live-shell'), { manifest: false });
    const refusal = await refusalOf(deployJudge(judgeBuild('one', sharedUi('1.0.0', '^1.0.0'))));
    expect(refusal.message).toBe(
      `The live shell on ${liveShell.description} has no mf-manifest.json, so which shared versions it provides is unknown (a shell deployed before its builds said so): deploy the shell first (pnpm deploy:shell), then this remote`,
    );
    expect(refusal.unmet).toEqual([]);
    expect(existsSync(join(work, 'cdn'))).toBe(false);
  });

  it('refuses when there is no live shell where it looks, saying where to point it', async () => {
    await expect(deployJudge(judgeBuild('one', sharedUi('1.0.0', '^1.0.0')))).rejects.toThrow(
      /There is no live shell on folder .*live-shell \(no index\.html\) to check the remote against: deploy the shell first \(pnpm deploy:shell\), or say where the live shell is \(--shell-dir/,
    );
    expect(existsSync(join(work, 'cdn'))).toBe(false);
  });
});

describe('deploy:shell against the live remotes', () => {
  it('refuses a shell bumping a package past a live remote’s range, or no longer providing it, and uploads nothing', async () => {
    await deployShell({ '@glow/shared-ui': '1.5.0', '@glow/shared-wallet': '1.0.0' }, 'one');
    const judge = await deployJudge(
      judgeBuild('one', [
        ...sharedUi('1.5.0', '>=1.0.0 <2.0.0'),
        { name: '@glow/shared-wallet', version: '1.0.0', requiredVersion: '^1.0.0' },
      ]),
    );
    const liveIndex = readFileSync(join(work, 'live-shell', 'index.html'), 'utf8');

    const refusal = await refusalOf(deployShell({ '@glow/shared-ui': '2.0.0' }, 'two'));
    const version = judge.listing.version;
    expect(refusal.message).toBe(
      `This shell cannot run a live remote of ${cdn.description}; nothing was uploaded and the live index.html is as it was:\n` +
        `  glow_judge ${version} (live) needs @glow/shared-ui >=1.0.0 <2.0.0; this shell provides 2.0.0: deploy a glow_judge built against @glow/shared-ui 2.0.0 first\n` +
        `  glow_judge ${version} (live) needs @glow/shared-wallet ^1.0.0; this shell does not provide it: deploy a glow_judge that does not use @glow/shared-wallet first`,
    );
    expect(refusal.unmet.map((need) => [need.package, need.provided, need.deployFirst])).toEqual([
      ['@glow/shared-ui', '2.0.0', 'glow_judge'],
      ['@glow/shared-wallet', null, 'glow_judge'],
    ]);
    expect(readFileSync(join(work, 'live-shell', 'index.html'), 'utf8')).toBe(liveIndex);
    expect(readdirSync(join(work, 'live-shell')).some((file) => file.includes('two'))).toBe(false);
  });

  it('a major bump: remotes rebuilt against the new major run on the old shell, deploy first, then the shell goes', async () => {
    await deployShell({ '@glow/shared-ui': '1.5.0' }, 'one');
    await deployJudge(judgeBuild('old', sharedUi('1.5.0', '>=1.0.0 <2.0.0')));
    await expect(deployShell({ '@glow/shared-ui': '2.0.0' }, 'two')).rejects.toThrow(
      SharedNeedsRefusal,
    );
    // Rebuilt against 2.0.0, using only exports 2.0.0 did not change: it accepts 1.x too.
    await deployJudge(judgeBuild('rebuilt', sharedUi('2.0.0', '>=1.0.0 <3.0.0')));
    const result = await deployShell({ '@glow/shared-ui': '2.0.0' }, 'two');
    expect(result.checked.map((remote) => remote.name)).toEqual(['glow_judge']);
    const manifest = JSON.parse(
      readFileSync(join(work, 'live-shell', 'mf-manifest.json'), 'utf8'),
    ) as { shared: { version: string }[] };
    expect(manifest.shared[0]!.version).toBe('2.0.0');
  });

  it('checks against nothing when no remote is live yet', async () => {
    const result = await deployShell({ '@glow/shared-ui': '3.0.0' }, 'one');
    expect(result.checked).toEqual([]);
  });
});

describe('rollback:remote against the live shell', () => {
  it('refuses to roll back to a version the live shell cannot run, leaving remotes.json as it was', async () => {
    await deployShell({ '@glow/shared-ui': '1.5.0' }, 'one');
    const old = await deployJudge(judgeBuild('old', sharedUi('1.5.0', '>=1.0.0 <2.0.0')));
    await deployJudge(judgeBuild('rebuilt', sharedUi('2.0.0', '>=1.0.0 <3.0.0')));
    await deployShell({ '@glow/shared-ui': '2.0.0' }, 'two');
    const before = remotesJsonText();

    const rollback = () => rollbackRemote({ store: cdn, name: 'glow_judge', shell: liveShell });
    const refusal = await refusalOf(rollback());
    expect(refusal.message).toBe(
      `The live shell on ${liveShell.description} cannot run glow_judge ${old.listing.version}, the version to roll back to; remotes.json is as it was:\n` +
        `  glow_judge ${old.listing.version} (the version to roll back to) needs @glow/shared-ui >=1.0.0 <2.0.0; the live shell provides 2.0.0: deploy a shell that provides @glow/shared-ui >=1.0.0 <2.0.0 first, or deploy a fixed glow_judge instead of rolling back`,
    );
    expect(remotesJsonText()).toBe(before);

    // Back on a 1.x shell, the same rollback goes through.
    await deployShell({ '@glow/shared-ui': '1.5.0' }, 'one');
    const { listing } = await rollback();
    expect(listing.version).toBe(old.listing.version);
  });
});
