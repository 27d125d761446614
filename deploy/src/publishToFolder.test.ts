import { Worker } from 'node:worker_threads';
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DeployError } from './errors';
import { publishRemote, readDeploymentHistory, rollbackRemote } from './publish';
import { parseRemotesJson } from './remotesJson';
import { FolderStore } from './store/folderStore';
import {
  fixtureArea,
  removeTemporary,
  temporaryDir,
  writeFixtureBuild,
} from './testing/fixtureBuild';

const ORIGINS = ['http://localhost:8081', 'http://localhost:8083'];

// (testTimeout in a project's Jest config is not read when the root runs every project.)
jest.setTimeout(60_000);
let work: string;
let cdn: string;
let store: FolderStore;

beforeEach(() => {
  work = temporaryDir('folder');
  cdn = join(work, 'cdn');
  store = new FolderStore(cdn);
});

afterEach(() => removeTemporary(work));

function build(
  container: string,
  variant = 'one',
  options: { entryPath?: string; area?: unknown } = {},
) {
  return writeFixtureBuild(join(work, `${container}-${variant}`), container, {
    variant,
    ...options,
  });
}

function deploy(container: string, distDir: string) {
  return publishRemote({
    store,
    name: container,
    distDir,
    packageVersion: '0.1.0',
    origins: ORIGINS,
  });
}

function remotesJson() {
  return parseRemotesJson(readFileSync(join(cdn, 'remotes.json'), 'utf8'));
}

describe('publishing a remote to a CDN folder', () => {
  it('copies the build under <name>/<version>/ and lists entry and preload from its manifest, and its area', async () => {
    const admin = build('glow_admin');
    const result = await deploy('glow_admin', admin.dir);
    const { version } = result.listing;
    expect(version).toMatch(/^0\.1\.0-[0-9a-f]{8}$/);
    expect(result.uploaded).toBe(true);
    for (const file of admin.files) {
      expect(readFileSync(join(cdn, 'glow_admin', version, file), 'utf8')).toBe(
        readFileSync(join(admin.dir, file), 'utf8'),
      );
    }
    expect(remotesJson()).toEqual({
      origins: ORIGINS,
      remotes: [
        {
          name: 'glow_admin',
          version,
          manifest: `glow_admin/${version}/mf-manifest.json`,
          entry: `glow_admin/${version}/remoteEntry.js`,
          preload: [`glow_admin/${version}/${admin.routesFile}`],
          area: fixtureArea('glow_admin'),
        },
      ],
    });
  });

  it('resolves an entry in a sub-folder (metaData.remoteEntry.path)', async () => {
    const judge = build('glow_judge', 'one', { entryPath: 'js' });
    const { listing } = await deploy('glow_judge', judge.dir);
    expect(listing.entry).toBe(`glow_judge/${listing.version}/js/remoteEntry.js`);
    expect(existsSync(join(cdn, listing.entry))).toBe(true);
  });

  it('never overwrites a published version: the same build is the same version and nothing is copied', async () => {
    const admin = build('glow_admin');
    const first = await deploy('glow_admin', admin.dir);
    const published = join(cdn, 'glow_admin', first.listing.version, admin.routesFile);
    // Were the version copied again, this mark would be replaced by the build's file.
    writeFileSync(published, 'marked');
    const modified = statSync(published).mtimeMs;

    const again = await deploy('glow_admin', admin.dir);
    expect(again.listing.version).toBe(first.listing.version);
    expect(again.uploaded).toBe(false);
    expect(readFileSync(published, 'utf8')).toBe('marked');
    expect(statSync(published).mtimeMs).toBe(modified);
  });

  it('publishes a changed build as a new version beside the old one', async () => {
    const one = await deploy('glow_admin', build('glow_admin', 'one').dir);
    const two = await deploy('glow_admin', build('glow_admin', 'two').dir);
    expect(two.listing.version).not.toBe(one.listing.version);
    expect(two.previous).toBe(one.listing.version);
    expect(existsSync(join(cdn, one.listing.manifest))).toBe(true);
    expect(existsSync(join(cdn, two.listing.manifest))).toBe(true);
    expect(remotesJson().remotes.map((remote) => remote.version)).toEqual([two.listing.version]);
  });

  it('changes only the deployed remote’s line of remotes.json', async () => {
    await deploy('glow_admin', build('glow_admin').dir);
    await deploy('glow_judge', build('glow_judge').dir);
    await deploy('glow_public', build('glow_public').dir);
    const before = remotesJson();

    const { listing } = await deploy('glow_judge', build('glow_judge', 'two').dir);
    const after = remotesJson();
    expect(after.remotes.map((remote) => remote.name)).toEqual([
      'glow_admin',
      'glow_judge',
      'glow_public',
    ]);
    expect(after.remotes[0]).toEqual(before.remotes[0]);
    expect(after.remotes[2]).toEqual(before.remotes[2]);
    expect(after.remotes[1]).toEqual(listing);
    expect(after.remotes[1]).not.toEqual(before.remotes[1]);
  });

  it('loses no remote when several deploy at once', async () => {
    const containers = [
      'glow_public',
      'glow_admin',
      'glow_judge',
      'glow_scout',
      'glow_contributor',
    ];
    const builds = containers.map((container) => build(container));
    await Promise.all(containers.map((container, index) => deploy(container, builds[index]!.dir)));
    expect(
      remotesJson()
        .remotes.map((remote) => remote.name)
        .sort(),
    ).toEqual([...containers].sort());
  });

  it('completes a line left in the old format ({ name, version, manifest URL }) from the stored manifest', async () => {
    const judge = await deploy('glow_judge', build('glow_judge').dir);
    const { version } = judge.listing;
    writeFileSync(
      join(cdn, 'remotes.json'),
      JSON.stringify({
        remotes: [
          {
            name: 'glow_judge',
            version,
            manifest: `http://localhost:8081/glow_judge/${version}/mf-manifest.json`,
          },
        ],
      }),
    );
    await deploy('glow_admin', build('glow_admin').dir);
    // The old line declared no area: it stays without one (the shell learns it from the routes).
    const { area, ...withoutArea } = judge.listing;
    expect(area).toBeDefined();
    expect(remotesJson().remotes.find((remote) => remote.name === 'glow_judge')).toEqual(
      withoutArea,
    );
  });

  it('refuses a line of remotes.json whose area is malformed, naming it', async () => {
    const judge = await deploy('glow_judge', build('glow_judge').dir);
    const broken = { ...judge.listing, area: { ...fixtureArea('glow_judge'), paths: '/judge' } };
    writeFileSync(
      join(cdn, 'remotes.json'),
      JSON.stringify({ origins: ORIGINS, remotes: [broken] }),
    );
    await expect(deploy('glow_admin', build('glow_admin').dir)).rejects.toThrow(
      `remotes.json on folder ${cdn}: the "area" of glow_judge: "paths" is not a non-empty list of path prefixes; fix or delete it`,
    );
  });

  it('a reader polling remotes.json during deploys never sees a partial file or a version not fully there', async () => {
    const one = build('glow_admin', 'one');
    const two = build('glow_admin', 'two');
    await deploy('glow_admin', one.dir);
    await deploy('glow_admin', two.dir);

    // shared[0]: 1 tells the reader to stop; shared[1]: how many times it has read the file.
    const shared = new Int32Array(new SharedArrayBuffer(8));
    const reader = new Worker(
      `
      const { parentPort, workerData } = require('node:worker_threads');
      const { existsSync, readFileSync } = require('node:fs');
      const { join } = require('node:path');
      const { cdn, shared } = workerData;
      let reads = 0;
      const problems = [];
      const versions = new Set();
      while (Atomics.load(shared, 0) === 0) {
        let text;
        try { text = readFileSync(join(cdn, 'remotes.json'), 'utf8'); } catch (error) { problems.push(error.code); continue; }
        Atomics.store(shared, 1, ++reads);
        try {
          const { origins, remotes } = JSON.parse(text);
          if (!Array.isArray(origins) || remotes.length !== 1) throw new Error('wrong shape: ' + text);
          const [admin] = remotes;
          versions.add(admin.version);
          for (const path of [admin.manifest, admin.entry, ...admin.preload]) {
            if (!existsSync(join(cdn, path))) throw new Error('missing ' + path);
          }
        } catch (error) {
          problems.push(error.message.slice(0, 200));
        }
      }
      parentPort.postMessage({ reads, problems: problems.slice(0, 5), problemCount: problems.length, versions: [...versions] });
      `,
      { eval: true, workerData: { cdn, shared } },
    );
    const report = new Promise<{
      reads: number;
      problems: string[];
      problemCount: number;
      versions: string[];
    }>((resolve) => reader.once('message', resolve));
    /** Waits until the reader has read the file `count` more times. */
    const readsMore = async (count: number) => {
      const target = Atomics.load(shared, 1) + count;
      while (Atomics.load(shared, 1) < target)
        await new Promise((resolve) => setTimeout(resolve, 5));
    };

    await readsMore(1);
    const three = build('glow_admin', 'three');
    for (let round = 0; round < 15; round++) {
      await deploy('glow_admin', one.dir);
      await deploy('glow_admin', two.dir);
    }
    const last = await deploy('glow_admin', three.dir); // a new version, uploaded while the reader reads
    await readsMore(3);
    Atomics.store(shared, 0, 1);
    const { reads, problems, problemCount, versions } = await report;
    await reader.terminate();

    expect(problems).toEqual([]);
    expect(problemCount).toBe(0);
    expect(reads).toBeGreaterThan(3);
    expect(versions).toContain(last.listing.version);
    expect(versions.length).toBeGreaterThanOrEqual(2);
  });
});

describe('rolling back a remote in a CDN folder', () => {
  it('returns to the version before the live one, then further back, and records each step', async () => {
    const one = await deploy('glow_admin', build('glow_admin', 'one').dir);
    const two = await deploy('glow_admin', build('glow_admin', 'two').dir);
    const three = await deploy('glow_admin', build('glow_admin', 'three').dir);
    await deploy('glow_judge', build('glow_judge').dir);
    const judgeLine = remotesJson().remotes.find((remote) => remote.name === 'glow_judge');

    const back = await rollbackRemote({ store, name: 'glow_admin' });
    expect(back.listing).toEqual(two.listing);
    expect(back.previous).toBe(three.listing.version);
    expect(remotesJson().remotes.find((remote) => remote.name === 'glow_admin')).toEqual(
      two.listing,
    );
    expect(remotesJson().remotes.find((remote) => remote.name === 'glow_judge')).toEqual(judgeLine);
    expect(remotesJson().origins).toEqual(ORIGINS);

    await rollbackRemote({ store, name: 'glow_admin' });
    expect(remotesJson().remotes.find((remote) => remote.name === 'glow_admin')).toEqual(
      one.listing,
    );

    await expect(rollbackRemote({ store, name: 'glow_admin' })).rejects.toThrow(
      new DeployError(
        `glow_admin is at ${one.listing.version}, the oldest version recorded on folder ${cdn}: there is no previous version to roll back to`,
      ),
    );
    expect(remotesJson().remotes.find((remote) => remote.name === 'glow_admin')).toEqual(
      one.listing,
    );

    const history = await readDeploymentHistory(store, 'glow_admin');
    expect(history.versions.map((record) => record.version)).toEqual([one.listing.version]);
    expect(history.log.map(({ action, version, from }) => [action, version, from])).toEqual([
      ['deploy', one.listing.version, null],
      ['deploy', two.listing.version, one.listing.version],
      ['deploy', three.listing.version, two.listing.version],
      ['rollback', two.listing.version, three.listing.version],
      ['rollback', one.listing.version, two.listing.version],
    ]);
  });

  it('a deploy after a rollback is the next one a rollback returns from', async () => {
    const one = await deploy('glow_admin', build('glow_admin', 'one').dir);
    await deploy('glow_admin', build('glow_admin', 'two').dir);
    await rollbackRemote({ store, name: 'glow_admin' });
    await deploy('glow_admin', build('glow_admin', 'three').dir);
    const back = await rollbackRemote({ store, name: 'glow_admin' });
    expect(back.listing).toEqual(one.listing);
  });

  it('rolls back only from the version it was told, and records an automatic rollback and why', async () => {
    const one = await deploy('glow_admin', build('glow_admin', 'one').dir);
    const two = await deploy('glow_admin', build('glow_admin', 'two').dir);
    await expect(
      rollbackRemote({ store, name: 'glow_admin', expectLive: one.listing.version }),
    ).rejects.toThrow(
      new DeployError(
        `glow_admin is at ${two.listing.version}, not ${one.listing.version}: nothing was rolled back`,
      ),
    );
    expect(remotesJson().remotes.find((remote) => remote.name === 'glow_admin')).toEqual(
      two.listing,
    );

    const reason = '5 failure reports within 10 minutes';
    const back = await rollbackRemote({
      store,
      name: 'glow_admin',
      expectLive: two.listing.version,
      automatic: { reason },
    });
    expect(back.listing).toEqual(one.listing);
    const { log } = await readDeploymentHistory(store, 'glow_admin');
    expect(log.at(-1)).toEqual({
      at: expect.any(String),
      action: 'rollback',
      version: one.listing.version,
      from: two.listing.version,
      automatic: true,
      reason,
    });
    expect(log[0]).not.toHaveProperty('automatic');
  });

  it('refuses with a clear error when nothing was deployed before', async () => {
    await expect(rollbackRemote({ store, name: 'glow_scout' })).rejects.toThrow(
      /No deployment of glow_scout is recorded .*: there is no previous version to roll back to/,
    );
    await deploy('glow_scout', build('glow_scout').dir);
    await expect(rollbackRemote({ store, name: 'glow_scout' })).rejects.toThrow(
      /there is no previous version to roll back to/,
    );
  });
});

describe('refusing a broken build', () => {
  async function expectRefused(distDir: string, message: RegExp | string) {
    await deploy('glow_admin', build('glow_admin').dir);
    const before = readFileSync(join(cdn, 'remotes.json'), 'utf8');
    await expect(deploy('glow_admin', distDir)).rejects.toThrow(message);
    expect(readFileSync(join(cdn, 'remotes.json'), 'utf8')).toBe(before);
  }

  it('a missing dist folder', async () => {
    await expectRefused(
      join(work, 'nowhere'),
      /No build of glow_admin at .*nowhere: build it first, or pass --dist/,
    );
  });

  it('a folder without mf-manifest.json', async () => {
    const dir = build('glow_admin', 'two').dir;
    writeFileSync(join(dir, 'mf-manifest.json.bak'), '');
    rmSync(join(dir, 'mf-manifest.json'));
    await expectRefused(
      dir,
      /has no mf-manifest\.json: not a Module Federation build of glow_admin/,
    );
  });

  it('the build of another remote', async () => {
    await expectRefused(build('glow_judge').dir, /manifest of "glow_judge", not of glow_admin/);
  });

  it('a build without glow-area.json', async () => {
    await expectRefused(
      build('glow_admin', 'two', { area: null }).dir,
      /has no glow-area\.json: build glow_admin with tooling\/webpack\.config\.base\.cjs/,
    );
  });

  it.each([
    [{ home: '/admin', paths: ['/admin'] }, ': "label" is not a non-empty string'],
    [{ label: 'Admin', home: '/admin', paths: [] }, ': "paths" is not a non-empty list'],
    [
      { label: 'Admin', home: '/admin', paths: ['/admin', '/admin/'] },
      ': "paths[1]" is "/admin/", not a path prefix such as "/admin"',
    ],
    [
      { label: 'Admin', home: '/admin', paths: ['/admin/:id'] },
      ': "paths[0]" is "/admin/:id", not a path prefix',
    ],
    [
      { label: 'Admin', home: '/admin', paths: ['/admin', '/admin'] },
      ': "paths" lists "/admin" twice',
    ],
    [{ label: 'Admin', home: 'admin', paths: ['/admin'] }, ': "home" is "admin", not a path'],
    [
      { label: 'Admin', home: '/admin', paths: ['/admin'], access: 'public' },
      ' has an unknown field "access" (an area has label, home and paths)',
    ],
    [['/admin'], ' is not an object { label, home, paths }'],
  ])('a glow-area.json that is malformed: %j', async (area, problem) => {
    await expectRefused(build('glow_admin', 'two', { area }).dir, `glow-area.json${problem}`);
  });

  it('a path prefix that another remote serves', async () => {
    await deploy('glow_judge', build('glow_judge').dir);
    await expectRefused(
      build('glow_admin', 'two', {
        area: { label: 'Admin', home: '/admin', paths: ['/admin', '/judge'] },
      }).dir,
      /glow_admin@\S+ declares the path prefix \/judge, which glow_judge serves: a prefix belongs to one remote; remotes\.json was left as it was/,
    );
  });

  it('a manifest that names a file the build does not have', async () => {
    const broken = build('glow_admin', 'two');
    rmSync(join(broken.dir, broken.routesFile));
    await expectRefused(
      broken.dir,
      new RegExp(`names ${broken.routesFile.replace(/\./g, '\\.')}, which is not in`),
    );
  });

  it('a manifest that is not JSON', async () => {
    const broken = build('glow_admin', 'two');
    writeFileSync(join(broken.dir, 'mf-manifest.json'), '{ not json');
    await expectRefused(broken.dir, /mf-manifest\.json is not JSON/);
  });
});
