import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startS3Simulator, type S3Simulator } from '../../simulators/src/s3';
import { BrowserCheckFailure, type BrowserCheckOptions } from './browserCheck/browserCheck';
import { main, type CliContext } from './cli';
import { parseRemotesJson } from './remotesJson';
import type { RemoteInfo } from './remotes';
import {
  removeTemporary,
  temporaryDir,
  writeFixtureBuild,
  writeFixtureShell,
} from './testing/fixtureBuild';

const ROOT = join(__dirname, '..', '..');

// (testTimeout in a project's Jest config is not read when the root runs every project.)
jest.setTimeout(60_000);
let work: string;

beforeEach(() => {
  work = temporaryDir('cli');
  // The live shell the remotes are checked against (--shell-dir shell).
  writeFixtureShell(join(work, 'shell'));
});

afterEach(() => removeTemporary(work));

async function run(argv: string[], context: Partial<CliContext> = {}) {
  let output = '';
  const code = await main(argv, {
    root: ROOT,
    cwd: work,
    env: {},
    out: (text) => {
      output += text;
    },
    build: () => Promise.reject(new Error('no build in this test')),
    // The check before the switch passes (deploy/src/browserCheck runs in the browser suites).
    check: async () => ({
      checked: [{ path: '/judge', role: 'judge', opened: '/judge' }],
      skipped: [],
    }),
    ...context,
  });
  return { code, output };
}

function remotesJson(dir = join(work, 'cdn')) {
  return parseRemotesJson(readFileSync(join(dir, 'remotes.json'), 'utf8'));
}

describe('glow-deploy deploy / rollback', () => {
  it.each(['judge', 'remote-judge', 'glow_judge'])(
    'takes the remote as %s, publishes --dist and prints the version, entry URL and timings',
    async (typed) => {
      writeFixtureBuild(join(work, 'dist'), 'glow_judge');
      const { code, output } = await run([
        'deploy',
        typed,
        '--dist',
        'dist',
        '--cdn-dir',
        'cdn',
        '--shell-dir',
        'shell',
      ]);
      expect(code).toBe(0);
      const [judge] = remotesJson().remotes;
      expect(judge!.name).toBe('glow_judge');
      expect(output).toContain(`Deployed glow_judge@${judge!.version} (was none)`);
      expect(output).toContain(
        `entry:   http://localhost:8081/glow_judge/${judge!.version}/remoteEntry.js`,
      );
      expect(output).toMatch(
        /timings: build skipped \(--dist\), shell check \d+ ms, upload \d+ ms \(8 files\), browser check \d+ ms, switch \d+ ms/,
      );
      expect(remotesJson().origins).toEqual(['http://localhost:8081', 'http://localhost:8083']);
    },
  );

  it('refuses an unknown remote, listing the valid ones', async () => {
    await expect(run(['deploy', 'judges', '--dist', 'dist'])).rejects.toThrow(
      'Unknown remote "judges". Valid remotes: public, admin, judge, scout, contributor',
    );
    await expect(run(['rollback', 'glow_shell'])).rejects.toThrow(/Unknown remote "glow_shell"/);
    await expect(run(['deploy'])).rejects.toThrow(
      /Name the remote to deploy: one of public, admin/,
    );
  });

  it('builds the remote first when no --dist is given, publishes that build and reports the build time', async () => {
    const built: RemoteInfo[] = [];
    const { output } = await run(
      ['deploy', 'scout', '--cdn-dir', 'cdn', '--shell-dir', 'shell', '--json'],
      {
        build: async (remote) => {
          built.push(remote);
          await new Promise((resolve) => setTimeout(resolve, 30));
          return writeFixtureBuild(join(work, 'built'), remote.name).dir;
        },
      },
    );
    expect(built).toEqual([{ name: 'glow_scout', dir: 'remote-scout' }]);
    const result = JSON.parse(output) as { buildMs: number; listing: { version: string } };
    expect(result.buildMs).toBeGreaterThanOrEqual(25);
    expect(remotesJson().remotes.map(({ name, version }) => ({ name, version }))).toEqual([
      { name: 'glow_scout', version: result.listing.version },
    ]);
  });

  it('a failed build deploys nothing', async () => {
    await expect(
      run(['deploy', 'admin', '--cdn-dir', 'cdn', '--shell-dir', 'shell'], {
        build: () =>
          Promise.reject(new Error('Building remote-admin failed (1); nothing was deployed')),
      }),
    ).rejects.toThrow(/nothing was deployed/);
    expect(existsSync(join(work, 'cdn', 'remotes.json'))).toBe(false);
  });

  it('takes origins from --origin (repeatable) or GLOW_CDN_ORIGINS', async () => {
    writeFixtureBuild(join(work, 'dist'), 'glow_admin');
    await run([
      'deploy',
      'admin',
      '--dist',
      'dist',
      '--cdn-dir',
      'cdn',
      '--shell-dir',
      'shell',
      '--origin',
      'http://a:1',
      '--origin',
      'http://b:2/',
    ]);
    expect(remotesJson().origins).toEqual(['http://a:1', 'http://b:2']);
    await run(['deploy', 'admin', '--dist', 'dist', '--cdn-dir', 'cdn', '--shell-dir', 'shell'], {
      env: { GLOW_CDN_ORIGINS: 'https://cdn.example, https://mirror.example' },
    });
    expect(remotesJson().origins).toEqual(['https://cdn.example', 'https://mirror.example']);
    await expect(
      run([
        'deploy',
        'admin',
        '--dist',
        'dist',
        '--cdn-dir',
        'cdn',
        '--shell-dir',
        'shell',
        '--origin',
        'cdn.example',
      ]),
    ).rejects.toThrow(/Not a URL: "cdn.example"/);
  });

  it('rolls back and says so', async () => {
    writeFixtureBuild(join(work, 'one'), 'glow_admin', { variant: 'one' });
    writeFixtureBuild(join(work, 'two'), 'glow_admin', { variant: 'two' });
    await run(['deploy', 'admin', '--dist', 'one', '--cdn-dir', 'cdn', '--shell-dir', 'shell']);
    const first = remotesJson().remotes[0]!.version;
    await run(['deploy', 'admin', '--dist', 'two', '--cdn-dir', 'cdn', '--shell-dir', 'shell']);
    const second = remotesJson().remotes[0]!.version;
    const { output } = await run(['rollback', 'admin', '--cdn-dir', 'cdn', '--shell-dir', 'shell']);
    expect(output).toContain(`Rolled back glow_admin to ${first} (was ${second})`);
    expect(output).toContain(`entry:   http://localhost:8081/glow_admin/${first}/remoteEntry.js`);
    expect(output).toMatch(/timings: check \d+ ms, shell check \d+ ms, switch \d+ ms/);
    expect(remotesJson().remotes[0]!.version).toBe(first);
    await expect(
      run(['rollback', 'admin', '--cdn-dir', 'cdn', '--shell-dir', 'shell']),
    ).rejects.toThrow(/no previous version to roll back to/);
  });

  it('refuses unknown options with the usage', async () => {
    await expect(run(['deploy', 'admin', '--cdn', 'x'])).rejects.toThrow(
      /Unknown option '--cdn'[\s\S]*glow-deploy <command>/,
    );
  });
});

describe('glow-deploy with --s3', () => {
  let s3: S3Simulator;
  const env = {
    GLOW_CDN_S3_BUCKET: 'glow-cdn',
    GLOW_CDN_S3_PREFIX: 'remotes',
    // The live site the check before the switch opens (the check is the test's own here).
    GLOW_SITE_URL: 'https://glow.example',
    AWS_ACCESS_KEY_ID: 'AKIACLITEST000000001',
    AWS_SECRET_ACCESS_KEY: 'cli-test-secret',
  };

  beforeEach(async () => {
    s3 = await startS3Simulator({
      port: 0,
      accessKeyId: env.AWS_ACCESS_KEY_ID,
      secretAccessKey: env.AWS_SECRET_ACCESS_KEY,
      buckets: ['glow-cdn', 'glow-shell'],
    });
  });

  afterEach(() => s3.close());

  // The SDK reads credentials from process.env (its standard chain), so set them there.
  async function withEnv<T>(extra: Record<string, string>, work: () => Promise<T>): Promise<T> {
    const saved = { ...process.env };
    Object.assign(process.env, extra, { AWS_EC2_METADATA_DISABLED: 'true' });
    try {
      return await work();
    } finally {
      process.env = saved;
    }
  }

  it('deploys to the bucket of GLOW_CDN_S3_BUCKET with credentials from the environment', async () => {
    writeFixtureBuild(join(work, 'dist'), 'glow_admin');
    const all = { ...env, GLOW_CDN_S3_ENDPOINT: s3.url };
    const { output } = await withEnv(all, () =>
      run(['deploy', 'admin', '--dist', 'dist', '--s3', '--shell-dir', 'shell'], { env: all }),
    );
    expect(output).toContain(`to s3://glow-cdn/remotes at ${s3.url}`);
    const stored = s3.objects('glow-cdn')!.get('remotes/remotes.json')!;
    expect(parseRemotesJson(stored.body.toString()).remotes[0]!.name).toBe('glow_admin');
  });

  it('names the problem when the secret is wrong', async () => {
    writeFixtureBuild(join(work, 'dist'), 'glow_admin');
    const all = { ...env, GLOW_CDN_S3_ENDPOINT: s3.url, AWS_SECRET_ACCESS_KEY: 'wrong' };
    await expect(
      withEnv(all, () =>
        run(['deploy', 'admin', '--dist', 'dist', '--s3', '--shell-dir', 'shell'], { env: all }),
      ),
    ).rejects.toThrow(/AWS_SECRET_ACCESS_KEY.*SignatureDoesNotMatch/);
    expect(s3.objects('glow-cdn')!.size).toBe(0);
  });

  it('deploy-shell --s3 checks the live remotes of the CDN bucket; deploy --s3 checks the shell in its bucket', async () => {
    const all = {
      ...env,
      GLOW_CDN_S3_ENDPOINT: s3.url,
      GLOW_SHELL_S3_BUCKET: 'glow-shell',
      GLOW_SHELL_S3_PREFIX: 'app',
    };
    const inEnv = (argv: string[]) => withEnv(all, () => run(argv, { env: all }));
    writeFixtureShell(join(work, 'shell-one'), { provides: { '@glow/shared-ui': '1.1.0' } });
    const first = await inEnv(['deploy-shell', '--s3', '--dist', 'shell-one']);
    expect(first.output).toContain('remotes: none live on s3://glow-cdn/remotes');

    // The fixture remote needs react too, which this shell does not provide.
    writeFixtureBuild(join(work, 'dist'), 'glow_admin');
    const refused = await inEnv(['deploy', 'admin', '--dist', 'dist', '--s3', '--json']);
    expect(refused.code).toBe(3);
    expect(JSON.parse(refused.output)).toMatchObject({
      refused: true,
      unmet: [{ remote: 'glow_admin', package: 'react', needs: '^19.3.1', provided: null }],
    });
    expect(s3.objects('glow-cdn')!.size).toBe(0);

    writeFixtureShell(join(work, 'shell-two'), { variant: 'two' });
    await inEnv(['deploy-shell', '--s3', '--dist', 'shell-two']);
    const deployed = await inEnv(['deploy', 'admin', '--dist', 'dist', '--s3']);
    expect(deployed.output).toContain('shell:   the live shell on s3://glow-shell/app');

    writeFixtureShell(join(work, 'shell-three'), {
      provides: { '@glow/shared-ui': '2.0.0', react: '19.3.1' },
      variant: 'three',
    });
    await expect(inEnv(['deploy-shell', '--s3', '--dist', 'shell-three'])).rejects.toThrow(
      /glow_admin 0\.1\.0-[0-9a-f]{8} \(live\) needs @glow\/shared-ui >=1\.0\.0 <2\.0\.0; this shell provides 2\.0\.0/,
    );
    const manifest = s3.objects('glow-shell')!.get('app/mf-manifest.json')!;
    expect(manifest.body.toString()).not.toContain('2.0.0');
  });

  it('needs a bucket for --s3', async () => {
    await expect(run(['deploy', 'admin', '--dist', 'dist', '--s3'])).rejects.toThrow(
      'Set GLOW_CDN_S3_BUCKET to the bucket to upload to',
    );
  });
});

describe('the shared versions checks', () => {
  const newerJudge = () =>
    writeFixtureBuild(join(work, 'newer'), 'glow_judge', {
      shared: [{ name: '@glow/shared-ui', version: '1.2.0', requiredVersion: '>=1.2.0 <2.0.0' }],
    });

  it('deploy --json prints a refusal as JSON: the unmet needs and the message; exit code 3, remotes.json untouched', async () => {
    writeFixtureBuild(join(work, 'live'), 'glow_judge');
    await run(['deploy', 'judge', '--dist', 'live', '--cdn-dir', 'cdn', '--shell-dir', 'shell']);
    const before = readFileSync(join(work, 'cdn', 'remotes.json'), 'utf8');
    newerJudge();
    const { code, output } = await run([
      'deploy',
      'judge',
      '--dist',
      'newer',
      '--cdn-dir',
      'cdn',
      '--shell-dir',
      'shell',
      '--json',
    ]);
    expect(code).toBe(3);
    const refusal = JSON.parse(output) as { refused: boolean; message: string; unmet: unknown[] };
    expect(refusal).toEqual({
      refused: true,
      message: expect.stringContaining('cannot run glow_judge 0.1.0-') as string,
      unmet: [
        {
          remote: 'glow_judge',
          remoteVersion: expect.stringMatching(/^0\.1\.0-[0-9a-f]{8}$/) as string,
          package: '@glow/shared-ui',
          needs: '>=1.2.0 <2.0.0',
          provided: '1.1.0',
          deployFirst: 'shell',
          uses: [],
          message: expect.stringContaining(
            'the live shell provides 1.1.0: deploy the shell first',
          ) as string,
        },
      ],
    });
    expect(readFileSync(join(work, 'cdn', 'remotes.json'), 'utf8')).toBe(before);
  });

  it('a plain refusal is an error naming the package, both versions and what to deploy first, and exits with 3', async () => {
    newerJudge();
    await expect(
      run(['deploy', 'judge', '--dist', 'newer', '--cdn-dir', 'cdn', '--shell-dir', 'shell']),
    ).rejects.toThrow(
      /glow_judge 0\.1\.0-[0-9a-f]{8} needs @glow\/shared-ui >=1\.2\.0 <2\.0\.0; the live shell provides 1\.1\.0: deploy the shell first/,
    );
    const command = promisify(execFile)(
      process.execPath,
      [
        join(ROOT, 'deploy', 'bin', 'glow-deploy.mjs'),
        'deploy',
        'judge',
        ...['--dist', join(work, 'newer'), '--cdn-dir', join(work, 'cdn')],
        ...['--shell-dir', join(work, 'shell')],
      ],
      { env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' } },
    );
    await expect(command).rejects.toMatchObject({
      code: 3,
      stderr: expect.stringContaining('error: The live shell on folder') as string,
    });
    expect(existsSync(join(work, 'cdn', 'remotes.json'))).toBe(false);
  });

  it('deploy-shell --json: refused while a live remote needs what the shell does not provide, then uploaded once it does', async () => {
    writeFixtureBuild(join(work, 'live'), 'glow_judge');
    await run(['deploy', 'judge', '--dist', 'live', '--cdn-dir', 'cdn', '--shell-dir', 'shell']);
    const deployShell = (dist: string) =>
      run(['deploy-shell', '--dist', dist, '--out-dir', 'out', '--cdn-dir', 'cdn', '--json']);

    writeFixtureShell(join(work, 'major'), { provides: { '@glow/shared-ui': '2.0.0' } });
    const refused = await deployShell('major');
    expect(refused.code).toBe(3);
    const refusal = JSON.parse(refused.output) as {
      refused: boolean;
      message: string;
      unmet: Array<Record<string, unknown>>;
    };
    expect(refusal.refused).toBe(true);
    expect(refusal.message).toMatch(
      /^This shell cannot run a live remote of folder .*cdn; nothing was uploaded/,
    );
    expect(
      refusal.unmet.map(({ remote, package: name, needs, provided, deployFirst }) => ({
        remote,
        name,
        needs,
        provided,
        deployFirst,
      })),
    ).toEqual([
      {
        remote: 'glow_judge',
        name: '@glow/shared-ui',
        needs: '>=1.0.0 <2.0.0',
        provided: '2.0.0',
        deployFirst: 'glow_judge',
      },
      // react is no longer provided either
      {
        remote: 'glow_judge',
        name: 'react',
        needs: '^19.3.1',
        provided: null,
        deployFirst: 'glow_judge',
      },
    ]);
    expect(existsSync(join(work, 'out'))).toBe(false);

    writeFixtureShell(join(work, 'minor'), {
      provides: { '@glow/shared-ui': '1.4.0', react: '19.3.2' },
    });
    const uploaded = await deployShell('minor');
    expect(uploaded.code).toBe(0);
    const result = JSON.parse(uploaded.output) as {
      fileCount: number;
      checked: Array<{ name: string }>;
    };
    expect(result.fileCount).toBe(4);
    expect(result.checked.map((remote) => remote.name)).toEqual(['glow_judge']);
    expect(existsSync(join(work, 'out', 'mf-manifest.json'))).toBe(true);
  });

  it('with --s3, the live shell is read from GLOW_SHELL_S3_BUCKET, which must be set', async () => {
    writeFixtureBuild(join(work, 'dist'), 'glow_admin');
    await expect(
      run(['deploy', 'admin', '--dist', 'dist', '--s3'], {
        env: { GLOW_CDN_S3_BUCKET: 'glow-cdn' },
      }),
    ).rejects.toThrow(
      'Set GLOW_SHELL_S3_BUCKET to the bucket of the live shell, whose shared versions the remote must accept (or pass --shell-dir)',
    );
  });
});

describe('the check before the switch', () => {
  const DEPLOY = ['deploy', 'judge', '--dist', 'dist', '--cdn-dir', 'cdn', '--shell-dir', 'shell'];
  const failing = async ({ name, version }: BrowserCheckOptions) => {
    const failures = [
      {
        path: '/judge/review/:cohortId',
        role: 'judge' as const,
        opened: '/judge/review/1',
        problems: ['shows "This part of Glow is not available right now"'],
      },
    ];
    throw new BrowserCheckFailure(
      `${name}@${version} failed the check before the switch`,
      failures,
    );
  };

  it('runs on the uploaded version, on the live site, as the accounts given, before the switch', async () => {
    writeFixtureBuild(join(work, 'dist'), 'glow_judge');
    const seen: BrowserCheckOptions[] = [];
    const accounts = { admin: { email: 'check-admin@glow.example', password: 'p' } };
    const { code, output } = await run([...DEPLOY, '--site', 'https://glow.example/some/page'], {
      env: { GLOW_CHECK_ACCOUNTS: JSON.stringify(accounts), CHROMIUM_PATH: '/opt/chromium' },
      check: async (options) => {
        seen.push(options);
        // Not switched yet while the check runs: there is no remotes.json at all.
        expect(existsSync(join(work, 'cdn', 'remotes.json'))).toBe(false);
        return { checked: [{ path: '/judge', role: 'judge', opened: '/judge' }], skipped: [] };
      },
    });
    expect(code).toBe(0);
    const [judge] = remotesJson().remotes;
    expect(seen).toEqual([
      {
        site: 'https://glow.example',
        name: 'glow_judge',
        version: judge!.version,
        accounts,
        chromiumPath: '/opt/chromium',
      },
    ]);
    expect(output).toContain(
      'check:   1 routes opened in Chromium on https://glow.example (judge; accounts: GLOW_CHECK_ACCOUNTS), none failed',
    );
  });

  it('a failed check switches nothing: exit code 4, the failing routes as JSON; the version stays uploaded', async () => {
    writeFixtureBuild(join(work, 'live'), 'glow_judge');
    await run(['deploy', 'judge', '--dist', 'live', '--cdn-dir', 'cdn', '--shell-dir', 'shell']);
    const before = readFileSync(join(work, 'cdn', 'remotes.json'), 'utf8');
    writeFixtureBuild(join(work, 'dist'), 'glow_judge', { variant: 'two' });
    const { code, output } = await run([...DEPLOY, '--json'], { check: failing });
    expect(code).toBe(4);
    const report = JSON.parse(output) as { checkFailed: boolean; failures: { path: string }[] };
    expect(report.checkFailed).toBe(true);
    expect(report.failures.map(({ path }) => path)).toEqual(['/judge/review/:cohortId']);
    expect(readFileSync(join(work, 'cdn', 'remotes.json'), 'utf8')).toBe(before);
    await expect(run(DEPLOY, { check: failing })).rejects.toMatchObject({
      message: expect.stringMatching(/failed the check before the switch/),
      exitCode: 4,
    });
  });

  it('--upload-only uploads without the check or the switch; --no-check switches without the check', async () => {
    writeFixtureBuild(join(work, 'dist'), 'glow_judge');
    const never = () => Promise.reject(new Error('the check should not run'));
    const uploaded = await run([...DEPLOY, '--upload-only'], { check: never });
    expect(uploaded.code).toBe(0);
    expect(uploaded.output).toMatch(
      /^Uploaded glow_judge@\S+ to folder .*; remotes.json still serves none/,
    );
    expect(uploaded.output).toContain('check:   not run (--upload-only)');
    expect(existsSync(join(work, 'cdn', 'remotes.json'))).toBe(false);

    const unchecked = await run([...DEPLOY, '--no-check'], { check: never });
    expect(unchecked.code).toBe(0);
    expect(unchecked.output).toContain('check:   skipped (--no-check)');
    expect(remotesJson().remotes).toHaveLength(1);
  });

  it('names what is wrong with the site or the accounts before anything is uploaded', async () => {
    writeFixtureBuild(join(work, 'dist'), 'glow_judge');
    await expect(run([...DEPLOY, '--site', 'not a url'])).rejects.toThrow(
      '--site must be a URL such as https://glow.example, got "not a url"',
    );
    // The check sends its accounts' passwords there: never in the clear across a network.
    for (const site of ['http://glow.example', 'ftp://glow.example', 'file:///srv/glow']) {
      await expect(run([...DEPLOY, '--site', site])).rejects.toThrow(
        `--site must be an https:// address (http:// only on this machine: localhost, 127.0.0.1): the check signs in there, got "${site}"`,
      );
    }
    await expect(
      run(DEPLOY, { env: { GLOW_CHECK_ACCOUNTS: '{"judge":{"email":"j@x","password":"p"}}' } }),
    ).rejects.toThrow('GLOW_CHECK_ACCOUNTS has no admin account');
    await expect(
      run(DEPLOY, { env: { GLOW_CHECK_ACCOUNTS: '{"admin":{"email":"a@x"}}' } }),
    ).rejects.toThrow('GLOW_CHECK_ACCOUNTS: the admin account needs an "email" and a "password"');
    await expect(
      run(['deploy', 'judge', '--dist', 'dist', '--s3'], {
        env: { GLOW_CDN_S3_BUCKET: 'b', GLOW_SHELL_S3_BUCKET: 's' },
      }),
    ).rejects.toThrow('Say which live site the check before the switch opens');
    expect(existsSync(join(work, 'cdn'))).toBe(false);
  });
});

describe('the root package.json commands', () => {
  it('`pnpm deploy:remote` runs the deploy script (not pnpm’s own deploy) and `pnpm rollback:remote` rolls back', async () => {
    writeFixtureBuild(join(work, 'one'), 'glow_contributor', { variant: 'one' });
    writeFixtureBuild(join(work, 'two'), 'glow_contributor', { variant: 'two' });
    const cdn = join(work, 'cdn');
    const pnpm = (args: string[]) =>
      promisify(execFile)('pnpm', args, {
        cwd: ROOT,
        env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
      });
    // The check before the switch opens a live site in Chromium: not here.
    const shell = ['--shell-dir', join(work, 'shell'), '--no-check'];
    await pnpm([
      'deploy:remote',
      'contributor',
      '--dist',
      join(work, 'one'),
      '--cdn-dir',
      cdn,
      ...shell,
    ]);
    const first = remotesJson(cdn).remotes[0]!.version;
    const { stdout } = await pnpm([
      'deploy:remote',
      'remote-contributor',
      '--dist',
      join(work, 'two'),
      '--cdn-dir',
      cdn,
      ...shell,
      '--origin',
      'http://localhost:18081',
    ]);
    expect(stdout).toContain(
      `Deployed glow_contributor@${remotesJson(cdn).remotes[0]!.version} (was ${first})`,
    );
    expect(remotesJson(cdn).origins).toEqual(['http://localhost:18081']);
    await pnpm(['rollback:remote', 'glow_contributor', '--cdn-dir', cdn, ...shell]);
    expect(remotesJson(cdn).remotes[0]!.version).toBe(first);
    await expect(pnpm(['deploy:remote', 'nobody', '--cdn-dir', cdn])).rejects.toMatchObject({
      stderr: expect.stringContaining('Unknown remote "nobody". Valid remotes: public, admin'),
    });
  });
});
