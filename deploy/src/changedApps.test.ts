import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  changedApps,
  changedAppsInRepo,
  gitChangedFiles,
  githubOutputs,
  readWorkspace,
} from './changedApps';
import { removeTemporary, temporaryDir } from './testing/fixtureBuild';

const ROOT = join(__dirname, '..', '..');
const ALL_REMOTES = ['public', 'admin', 'judge', 'scout', 'contributor'];

function forFiles(...files: string[]) {
  return changedAppsInRepo(ROOT, { files });
}

describe('changed apps in this repository', () => {
  it('a remote’s own folder: only that remote', () => {
    const result = forFiles('remote-admin/src/pages/Users.tsx');
    expect(result.remotes).toEqual(['admin']);
    expect(result.shell).toBe(false);
    expect(result.everything).toBe(false);
    expect(result.matrix.include).toEqual([
      {
        app: 'remote-admin',
        kind: 'remote',
        package: '@glow/remote-admin',
        remote: 'admin',
        container: 'glow_admin',
      },
    ]);
    expect(result.jestProjects).toEqual(['remote-admin']);
    expect(result.e2e).toBe(true);
  });

  it('the shell’s folder: only the shell', () => {
    const result = forFiles('shell/src/remoteAreas/remotesJson.ts');
    expect(result.shell).toBe(true);
    expect(result.remotes).toEqual([]);
    expect(result.apps.map((app) => app.app)).toEqual(['shell']);
  });

  it('a shared package every app depends on: the shell and every remote', () => {
    const result = forFiles('shared-api/src/baseQuery.ts');
    expect(result.shell).toBe(true);
    expect(result.remotes).toEqual(ALL_REMOTES);
    expect(result.everything).toBe(false);
    // shared-ui and shared-wallet depend on shared-api; the API does not.
    expect(result.packages).toEqual(
      expect.arrayContaining(['@glow/shared-ui', '@glow/shared-wallet']),
    );
    expect(result.packages).not.toContain('@glow/api');
    expect(result.reasons).toContain('remote-judge: depends on @glow/shared-api');
  });

  it('the contract: the API, the shell and every remote', () => {
    const result = forFiles('contract/src/endpoints.ts');
    expect(result.shell).toBe(true);
    expect(result.remotes).toEqual(ALL_REMOTES);
    expect(result.packages).toEqual(
      expect.arrayContaining(['@glow/shared-api', '@glow/api', '@glow/deploy']),
    );
  });

  it.each([
    'tooling/federation-shared.cjs',
    'pnpm-lock.yaml',
    'package.json',
    'tsconfig.base.json',
    'eslint.config.mjs',
  ])('%s: everything', (file) => {
    const result = forFiles(file);
    expect(result.everything).toBe(true);
    expect(result.shell).toBe(true);
    expect(result.remotes).toEqual(ALL_REMOTES);
    expect(result.reasons).toEqual([`${file} changed: everything is affected`]);
    // Every Jest project, also those of no workspace package (tooling's lint boundary checks).
    expect(result.jestProjects).toEqual(expect.arrayContaining(['api', 'shell', 'tooling']));
  });

  it('documentation, the API, the web server, the deploy tooling: no app', () => {
    expect(forFiles('README.md').apps).toEqual([]);
    expect(forFiles('README.md').e2e).toBe(false);
    const api = forFiles('api/src/server.ts');
    expect(api.apps).toEqual([]);
    expect(api.jestProjects).toEqual(['api']);
    expect(api.e2e).toBe(true);
    const webServer = forFiles('web-server/src/shellOrigin.ts');
    expect(webServer.apps).toEqual([]);
    expect(webServer.jestProjects).toEqual(['web-server']);
    expect(webServer.e2e).toBe(true);
    const deploy = forFiles('deploy/src/publish.ts', '.github/workflows/deploy.yml');
    expect(deploy.apps).toEqual([]);
    // The API (previews, the automatic rollback) and the web server (previews) use its code.
    expect(deploy.jestProjects).toEqual(['api', 'deploy', 'web-server']);
    // The browser suites deploy with it and run the API and web server that use it.
    expect(deploy.e2e).toBe(true);
  });

  it('writes GitHub Actions outputs', () => {
    const outputs = githubOutputs(
      forFiles('remote-judge/src/routes.tsx', 'remote-scout/src/routes.tsx'),
    );
    expect(outputs).toContain('any=true\n');
    expect(outputs).toContain('shell=false\n');
    expect(outputs).toContain('remotes=["judge","scout"]\n');
    const matrix = /^remote-matrix=(.*)$/m.exec(outputs)![1]!;
    expect(JSON.parse(matrix).include.map((app: { remote: string }) => app.remote)).toEqual([
      'judge',
      'scout',
    ]);
    expect(outputs).toContain(
      'pnpm-filters=--filter=@glow/remote-judge --filter=@glow/remote-scout\n',
    );
    expect(githubOutputs(forFiles('README.md'))).toContain('any=false\n');
  });
});

describe('changed apps: transitive workspace dependencies', () => {
  let dir: string;

  beforeEach(() => {
    dir = temporaryDir('workspace');
    writeFileSync(
      join(dir, 'pnpm-workspace.yaml'),
      "packages:\n  - shell\n  - 'remote-*'\n  - libs/*   # nested\n\nallowBuilds:\n  x: false\n",
    );
    const pkg = (folder: string, name: string, deps: Record<string, string> = {}) => {
      mkdirSync(join(dir, folder), { recursive: true });
      writeFileSync(
        join(dir, folder, 'package.json'),
        JSON.stringify({ name, devDependencies: deps }),
      );
    };
    pkg('shell', '@x/shell', { '@x/ui': 'workspace:*' });
    pkg('remote-a', '@x/a', { '@x/ui': 'workspace:^', react: '^19' });
    pkg('remote-b', '@x/b', { '@x/api': 'workspace:*' });
    pkg('libs/ui', '@x/ui', { '@x/tokens': 'workspace:*' });
    pkg('libs/tokens', '@x/tokens');
    pkg('libs/api', '@x/api');
  });

  afterEach(() => removeTemporary(dir));

  function affected(...files: string[]) {
    return changedApps({
      files,
      packages: readWorkspace(dir),
      remotes: [
        { name: 'x_a', dir: 'remote-a' },
        { name: 'x_b', dir: 'remote-b' },
      ],
      jestProjects: [],
    });
  }

  it('reads the workspace’s packages and their workspace: dependencies', () => {
    expect(readWorkspace(dir)).toEqual([
      { name: '@x/api', dir: 'libs/api', dependsOn: [] },
      { name: '@x/tokens', dir: 'libs/tokens', dependsOn: [] },
      { name: '@x/ui', dir: 'libs/ui', dependsOn: ['@x/tokens'] },
      { name: '@x/a', dir: 'remote-a', dependsOn: ['@x/ui'] },
      { name: '@x/b', dir: 'remote-b', dependsOn: ['@x/api'] },
      { name: '@x/shell', dir: 'shell', dependsOn: ['@x/ui'] },
    ]);
  });

  it('follows dependencies of dependencies', () => {
    const result = affected('libs/tokens/index.ts');
    expect(result.remotes).toEqual(['a']);
    expect(result.shell).toBe(true);
    expect(result.reasons).toEqual([
      'shell: depends on @x/tokens',
      'remote-a: depends on @x/tokens',
    ]);
    expect(affected('libs/api/index.ts').apps.map((app) => app.app)).toEqual(['remote-b']);
    expect(affected('remote-ab/x.ts').apps).toEqual([]); // a folder merely starting with remote-a
  });
});

describe('changed files from git', () => {
  let repo: string;
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args], {
      cwd: repo,
      encoding: 'utf8',
    }).trim();

  beforeEach(() => {
    repo = temporaryDir('git');
    git('init', '-q', '-b', 'main');
    mkdirSync(join(repo, 'remote-admin'));
    writeFileSync(join(repo, 'remote-admin', 'a.ts'), 'a');
    writeFileSync(join(repo, 'README.md'), 'r');
    git('add', '.');
    git('commit', '-qm', 'one');
  });

  afterEach(() => removeTemporary(repo));

  it('lists the files changed since the merge base, renames as both paths', () => {
    const base = git('rev-parse', 'HEAD');
    git('mv', 'remote-admin/a.ts', 'remote-admin/b.ts');
    writeFileSync(join(repo, 'README.md'), 'changed');
    git('commit', '-qam', 'two');
    expect(gitChangedFiles(repo, base)).toEqual({
      files: ['README.md', 'remote-admin/a.ts', 'remote-admin/b.ts'],
    });
  });

  it('cannot compare: a first push (000…) or an unknown base affects everything', () => {
    expect(gitChangedFiles(repo, '0000000000000000000000000000000000000000')).toEqual({
      unknownReason: 'no base commit to compare with: everything is affected',
    });
    const unknown = gitChangedFiles(repo, 'deadbeef');
    expect('unknownReason' in unknown && unknown.unknownReason).toMatch(
      /^git could not compare deadbeef\.\.\.HEAD/,
    );
    const result = changedAppsInRepo(ROOT, unknown);
    expect(result.everything).toBe(true);
    expect(result.remotes).toEqual(ALL_REMOTES);
  });
});

describe('the changed-apps command', () => {
  it('prints JSON and appends GitHub outputs', async () => {
    const { main } = await import('./cli');
    const dir = temporaryDir('outputs');
    try {
      const outputFile = join(dir, 'github-output');
      writeFileSync(outputFile, 'earlier=1\n');
      let printed = '';
      await main(
        ['changed-apps', '--files', 'remote-public/src/routes.tsx', '--github-output', outputFile],
        { root: ROOT, env: {}, out: (text) => (printed += text) },
      );
      expect(JSON.parse(printed).remotes).toEqual(['public']);
      const written = readFileSync(outputFile, 'utf8');
      expect(written.startsWith('earlier=1\nany=true\n')).toBe(true);
    } finally {
      removeTemporary(dir);
    }
  });
});
