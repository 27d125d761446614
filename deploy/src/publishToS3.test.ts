import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { join } from 'node:path';
import { startS3Simulator, type S3Simulator } from '../../simulators/src/s3';
import { publishRemote, rollbackRemote } from './publish';
import { parseRemotesJson } from './remotesJson';
import { publishShell } from './shellDeploy';
import { S3Store } from './store/s3Store';
import { SharedNeedsRefusal } from './sharedCompatibility';
import {
  removeTemporary,
  temporaryDir,
  writeFixtureBuild,
  writeFixtureShell,
} from './testing/fixtureBuild';
import { mkdirSync, writeFileSync } from 'node:fs';

const ACCESS_KEY_ID = 'AKIAGLOWDEPLOYTEST01';
const SECRET = 'deploy-test-secret-access-key';
const BUCKET = 'glow-cdn';
const ORIGINS = ['https://cdn-a.example', 'https://cdn-b.example'];
const IMMUTABLE = 'public, max-age=31536000, immutable';

// Deploys make many requests; on a busy 2-core machine (a build beside the tests) give them time.
// (testTimeout in a project's Jest config is not read when the root runs every project.)
jest.setTimeout(60_000);

let s3: S3Simulator;
let work: string;

beforeEach(async () => {
  s3 = await startS3Simulator({
    port: 0,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET,
    buckets: [BUCKET, 'glow-shell'],
  });
  work = temporaryDir('s3');
});

afterEach(async () => {
  await s3.close();
  removeTemporary(work);
});

function storeWith(
  options: { secret?: string; accessKeyId?: string; bucket?: string; prefix?: string } = {},
) {
  return new S3Store({
    bucket: options.bucket ?? BUCKET,
    endpoint: s3.url,
    prefix: options.prefix,
    credentials: {
      accessKeyId: options.accessKeyId ?? ACCESS_KEY_ID,
      secretAccessKey: options.secret ?? SECRET,
    },
  });
}

function build(container: string, variant = 'one') {
  return writeFixtureBuild(join(work, `${container}-${variant}`), container, { variant });
}

function deploy(store: S3Store, container: string, distDir: string) {
  return publishRemote({
    store,
    name: container,
    distDir,
    packageVersion: '0.1.0',
    origins: ORIGINS,
  });
}

function object(key: string, bucket = BUCKET) {
  return s3.objects(bucket)?.get(key);
}

function remotesJson(prefix = '') {
  const stored = object(`${prefix}remotes.json`);
  return stored ? parseRemotesJson(stored.body.toString('utf8')) : undefined;
}

describe('publishing a remote to an S3 bucket (the real SDK against the S3 stand-in)', () => {
  it('uploads every file with its Content-Type and Cache-Control, then replaces remotes.json in one PutObject', async () => {
    const store = storeWith();
    const admin = build('glow_admin');
    const { listing } = await deploy(store, 'glow_admin', admin.dir);
    const base = `glow_admin/${listing.version}`;

    expect(object(`${base}/remoteEntry.js`)).toMatchObject({
      contentType: 'text/javascript; charset=utf-8',
      cacheControl: 'no-cache',
    });
    expect(object(`${base}/mf-manifest.json`)).toMatchObject({
      contentType: 'application/json; charset=utf-8',
      cacheControl: 'no-cache',
    });
    expect(object(`${base}/${admin.routesFile}`)).toMatchObject({
      contentType: 'text/javascript; charset=utf-8',
      cacheControl: IMMUTABLE,
    });
    const sharedChunk = admin.files.find(
      (file) => file.startsWith('401.') && file.endsWith('.js'),
    )!;
    expect(object(`${base}/${sharedChunk}`)?.cacheControl).toBe(IMMUTABLE);
    expect(object(`${base}/${sharedChunk}.LICENSE.txt`)?.contentType).toBe(
      'text/plain; charset=utf-8',
    );
    expect(object('remotes.json')).toMatchObject({
      contentType: 'application/json; charset=utf-8',
      cacheControl: 'no-store',
    });
    expect(remotesJson()).toEqual({ origins: ORIGINS, remotes: [listing] });
    expect(listing.preload).toEqual([`${base}/${admin.routesFile}`]);

    const puts = s3.requests.filter((request) => request.operation === 'PutObject');
    const switchAt = puts.findIndex((request) => request.key === 'remotes.json');
    const versionPuts = puts.filter((request) => request.key?.startsWith(`${base}/`));
    expect(versionPuts).toHaveLength(admin.files.length);
    expect(puts.filter((request) => request.key === 'remotes.json')).toHaveLength(1);
    // Every file of the version is there before the switch, the manifest (completeness) last.
    expect(
      puts.slice(0, switchAt).filter((request) => request.key?.startsWith(`${base}/`)),
    ).toHaveLength(admin.files.length);
    expect(versionPuts.at(-1)?.key).toBe(`${base}/mf-manifest.json`);
    store.close();
  });

  it('never uploads a version twice: the same build again copies nothing', async () => {
    const store = storeWith();
    const admin = build('glow_admin');
    const first = await deploy(store, 'glow_admin', admin.dir);
    const uploadsBefore = s3.requests.filter((request) => request.operation === 'PutObject').length;
    const again = await deploy(store, 'glow_admin', admin.dir);
    expect(again.listing.version).toBe(first.listing.version);
    expect(again.uploaded).toBe(false);
    const newPuts = s3.requests
      .filter((request) => request.operation === 'PutObject')
      .slice(uploadsBefore)
      .map((request) => request.key);
    expect(newPuts).toEqual(['remotes.json', 'glow_admin/deployments.json']);
    store.close();
  });

  it('keeps other remotes’ lines, rolls back to the previous version, and refuses with none left', async () => {
    const store = storeWith({ prefix: 'cdn' });
    const one = await deploy(store, 'glow_judge', build('glow_judge', 'one').dir);
    await deploy(store, 'glow_admin', build('glow_admin').dir);
    const adminLine = remotesJson('cdn/')?.remotes.find((remote) => remote.name === 'glow_admin');
    const two = await deploy(store, 'glow_judge', build('glow_judge', 'two').dir);
    expect(object(`cdn/${two.listing.manifest}`)).toBeDefined();
    expect(remotesJson('cdn/')?.remotes.find((remote) => remote.name === 'glow_admin')).toEqual(
      adminLine,
    );

    const back = await rollbackRemote({ store, name: 'glow_judge' });
    expect(back.listing).toEqual(one.listing);
    expect(remotesJson('cdn/')?.remotes).toEqual([adminLine, one.listing]);
    await expect(rollbackRemote({ store, name: 'glow_judge' })).rejects.toThrow(
      /no previous version to roll back to/,
    );
    expect(object('remotes.json')).toBeUndefined(); // everything under the prefix
    store.close();
  });

  it('a reader polling remotes.json during deploys never sees a partial file or a missing version', async () => {
    const store = storeWith();
    const one = build('glow_admin', 'one');
    const two = build('glow_admin', 'two');
    await deploy(store, 'glow_admin', one.dir);
    const reader = new S3Client({
      region: 'us-east-1',
      endpoint: s3.url,
      forcePathStyle: true,
      credentials: { accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET },
    });
    let polling = true;
    const problems: string[] = [];
    const versions = new Set<string>();
    const poll = (async () => {
      while (polling) {
        const answer = await reader.send(
          new GetObjectCommand({ Bucket: BUCKET, Key: 'remotes.json' }),
        );
        try {
          const [admin] = parseRemotesJson(await answer.Body!.transformToString()).remotes;
          versions.add(admin!.version);
          for (const key of [admin!.manifest, admin!.entry, ...admin!.preload]) {
            if (!object(key)) problems.push(`missing ${key}`);
          }
        } catch (error) {
          problems.push(String(error));
        }
      }
    })();
    for (let round = 0; round < 2; round++) {
      await deploy(store, 'glow_admin', two.dir);
      await deploy(store, 'glow_admin', one.dir);
    }
    await deploy(store, 'glow_admin', build('glow_admin', 'three').dir);
    polling = false;
    await poll;
    reader.destroy();
    expect(problems).toEqual([]);
    expect(versions.size).toBeGreaterThanOrEqual(2);
    store.close();
  });

  it('loses no remote when several deploy at once (conditional writes)', async () => {
    const store = storeWith();
    const containers = [
      'glow_public',
      'glow_admin',
      'glow_judge',
      'glow_scout',
      'glow_contributor',
    ];
    const builds = containers.map((container) => build(container));
    await Promise.all(
      containers.map((container, index) => deploy(store, container, builds[index]!.dir)),
    );
    expect(
      remotesJson()
        ?.remotes.map((remote) => remote.name)
        .sort(),
    ).toEqual([...containers].sort());
    store.close();
  });
});

describe('S3 failures are named and switch nothing', () => {
  let liveRemotesJson: Buffer;

  beforeEach(async () => {
    const store = storeWith();
    await deploy(store, 'glow_admin', build('glow_admin').dir);
    liveRemotesJson = object('remotes.json')!.body;
    store.close();
  });

  async function expectRefused(store: S3Store, message: RegExp) {
    const putsBefore = s3.requests.filter((request) => request.operation === 'PutObject').length;
    await expect(deploy(store, 'glow_admin', build('glow_admin', 'two').dir)).rejects.toThrow(
      message,
    );
    store.close();
    expect(object('remotes.json')!.body.equals(liveRemotesJson)).toBe(true);
    expect(s3.requests.filter((request) => request.operation === 'PutObject')).toHaveLength(
      putsBefore,
    );
  }

  it('a wrong secret access key', async () => {
    await expectRefused(
      storeWith({ secret: 'wrong' }),
      /S3 refused the credentials .*: the secret access key \(AWS_SECRET_ACCESS_KEY\) does not match .*\[SignatureDoesNotMatch\]/,
    );
  });

  it('an unknown access key id', async () => {
    await expectRefused(
      storeWith({ accessKeyId: 'AKIANOBODY' }),
      /does not know the access key id \(AWS_ACCESS_KEY_ID\) \[InvalidAccessKeyId\]/,
    );
  });

  it('a bucket that does not exist', async () => {
    await expectRefused(
      storeWith({ bucket: 'glow-missing' }),
      /The bucket "glow-missing" does not exist at http:\/\/127\.0\.0\.1:\d+ \(GLOW_CDN_S3_BUCKET\) \[NoSuchBucket\]/,
    );
  });

  it('a rollback with wrong credentials', async () => {
    const store = storeWith({ secret: 'wrong' });
    await expect(rollbackRemote({ store, name: 'glow_admin' })).rejects.toThrow(
      /SignatureDoesNotMatch/,
    );
    store.close();
    expect(object('remotes.json')!.body.equals(liveRemotesJson)).toBe(true);
  });
});

describe('uploading the shell (deploy:shell)', () => {
  it('uploads hashed files immutable, index.html, mf-manifest.json and build.json revalidated, index.html then mf-manifest.json last', async () => {
    const dist = join(work, 'shell-dist');
    mkdirSync(dist);
    const files = {
      'index.html': '<script src="/main.1a2b3c4d.js"></script>',
      'main.1a2b3c4d.js': 'main',
      '262.439792ea.js': 'chunk',
      '262.439792ea.js.LICENSE.txt': 'license',
      'build.json': '{"version":"0.1.0"}',
      'mf-manifest.json': JSON.stringify({ name: 'glow_shell', shared: [] }),
    };
    for (const [name, content] of Object.entries(files)) writeFileSync(join(dist, name), content);
    const store = storeWith({ bucket: 'glow-shell', prefix: 'app' });
    const remotesStore = storeWith();
    const result = await publishShell({ store, distDir: dist, remotesStore });
    store.close();
    remotesStore.close();
    expect(result.fileCount).toBe(6);

    const shell = (name: string) => object(`app/${name}`, 'glow-shell');
    expect(shell('index.html')).toMatchObject({
      contentType: 'text/html; charset=utf-8',
      cacheControl: 'no-cache',
    });
    expect(shell('build.json')).toMatchObject({ cacheControl: 'no-cache' });
    expect(shell('mf-manifest.json')).toMatchObject({ cacheControl: 'no-cache' });
    expect(shell('main.1a2b3c4d.js')).toMatchObject({
      contentType: 'text/javascript; charset=utf-8',
      cacheControl: IMMUTABLE,
    });
    expect(shell('262.439792ea.js')?.cacheControl).toBe(IMMUTABLE);
    const puts = s3.requests
      .filter((request) => request.operation === 'PutObject')
      .map((request) => request.key);
    expect(puts).toHaveLength(6);
    expect(puts.slice(-2)).toEqual(['app/index.html', 'app/mf-manifest.json']);
  });

  it('refuses a folder that is not a shell build', async () => {
    const store = storeWith({ bucket: 'glow-shell' });
    const remotesStore = storeWith();
    await expect(
      publishShell({ store, distDir: join(work, 'none'), remotesStore }),
    ).rejects.toThrow(/No shell build at/);
    const dist = join(work, 'not-shell');
    mkdirSync(dist);
    writeFileSync(join(dist, 'main.js'), '');
    await expect(publishShell({ store, distDir: dist, remotesStore })).rejects.toThrow(
      /has no index\.html/,
    );
    writeFileSync(join(dist, 'index.html'), '');
    await expect(publishShell({ store, distDir: dist, remotesStore })).rejects.toThrow(
      /has no mf-manifest\.json, which says what the shell provides/,
    );
    writeFileSync(join(dist, 'mf-manifest.json'), JSON.stringify({ name: 'glow_judge' }));
    await expect(publishShell({ store, distDir: dist, remotesStore })).rejects.toThrow(
      /is the manifest of "glow_judge", not of glow_shell/,
    );
    store.close();
    remotesStore.close();
    expect(s3.objects('glow-shell')?.size).toBe(0);
  });
});

describe('the shared versions checked on S3 (the live shell in its bucket, the remotes in theirs)', () => {
  const shellStore = () => storeWith({ bucket: 'glow-shell', prefix: 'app' });

  async function deployShell(provides: Record<string, string>, variant: string) {
    const { dir } = writeFixtureShell(join(work, `shell-${variant}`), { provides, variant });
    const store = shellStore();
    const remotesStore = storeWith();
    try {
      return await publishShell({ store, distDir: dir, remotesStore });
    } finally {
      store.close();
      remotesStore.close();
    }
  }

  it('a remote needing a newer shared-ui than the live shell provides is refused; after the shell, it deploys', async () => {
    await deployShell({ '@glow/shared-ui': '1.1.0', react: '19.3.1' }, 'old');
    const store = storeWith();
    const shell = shellStore();
    const judge = writeFixtureBuild(join(work, 'judge'), 'glow_judge', {
      shared: [{ name: '@glow/shared-ui', version: '1.2.0', requiredVersion: '>=1.2.0 <2.0.0' }],
    });
    const publish = () =>
      publishRemote({
        store,
        name: 'glow_judge',
        distDir: judge.dir,
        packageVersion: '0.1.0',
        origins: ORIGINS,
        shell,
      });
    await expect(publish()).rejects.toThrow(SharedNeedsRefusal);
    await expect(publish()).rejects.toThrow(
      /needs @glow\/shared-ui >=1\.2\.0 <2\.0\.0; the live shell provides 1\.1\.0: deploy the shell first/,
    );
    expect(s3.objects(BUCKET)!.size).toBe(0);

    await deployShell({ '@glow/shared-ui': '1.2.0', react: '19.3.1' }, 'new');
    const { listing } = await publish();
    expect(remotesJson()!.remotes.map((remote) => remote.version)).toEqual([listing.version]);
    store.close();
    shell.close();
  });

  it('a shell bumping shared-ui past a live remote’s range is refused and uploads nothing', async () => {
    const store = storeWith();
    await deploy(store, 'glow_judge', build('glow_judge').dir);
    store.close();
    await expect(
      deployShell({ '@glow/shared-ui': '2.0.0', react: '19.3.1' }, 'major'),
    ).rejects.toThrow(
      /glow_judge 0\.1\.0-[0-9a-f]{8} \(live\) needs @glow\/shared-ui >=1\.0\.0 <2\.0\.0; this shell provides 2\.0\.0: deploy a glow_judge built against @glow\/shared-ui 2\.0\.0 first/,
    );
    expect(s3.objects('glow-shell')!.size).toBe(0);
  });
});
