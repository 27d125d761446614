// Deploying and rolling back one remote while the app is open, against the production build:
// the deploy package's commands (pnpm deploy:remote / rollback:remote) switch the remotes.json of
// the system's CDN folder, and a reload of the page picks the switched version up. The shell is
// not rebuilt.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { CDN_MIRROR_PORT, CDN_PORT, CHROMIUM_PATH, SHELL_PORT } from '../playwright.config';
import { CDN_DIR } from '../system/runningSystem';
import { collectErrors, collectResponses, expectHeading, signInAs } from './support';

const ROOT = resolve(__dirname, '..', '..');
const STORE_ARGS = [
  '--cdn-dir',
  CDN_DIR,
  '--origin',
  `http://localhost:${CDN_PORT}`,
  '--origin',
  `http://localhost:${CDN_MIRROR_PORT}`,
  // The live site the check before the switch opens (as the demo users, its default accounts).
  '--site',
  `http://localhost:${SHELL_PORT}`,
];
const run = promisify(execFile);

// The tests change what the CDN serves: one at a time, and each puts things back.
test.describe.configure({ mode: 'serial' });

interface Command {
  stdout: string;
  ms: number;
}

/** Runs a command at the repository root and measures it. */
async function timed(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<Command> {
  const started = performance.now();
  const { stdout } = await run(command, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      CHROMIUM_PATH,
      ...env,
    },
    maxBuffer: 16 * 1024 * 1024,
  });
  return { stdout, ms: Math.round(performance.now() - started) };
}

/**
 * `pnpm deploy:remote <remote> --dist <dist> --json` expected to fail: its exit code, what it
 * printed (the refusal as JSON) and how long the whole command took.
 */
async function failingDeploy(remote: string, dist: string) {
  const started = performance.now();
  const failed = await timed('pnpm', [
    'deploy:remote',
    remote,
    '--dist',
    dist,
    ...STORE_ARGS,
    '--json',
  ]).then(
    () => ({ code: 0, stdout: '' }),
    (error: { code: number; stdout: string }) => error,
  );
  return { code: failed.code, stdout: failed.stdout, ms: Math.round(performance.now() - started) };
}

/**
 * Builds a variant of a remote from a config in e2e/fixtures into a new temporary folder; with
 * `server`, its server part too (dist/server, for the pages the web origin renders).
 */
async function buildVariant(
  config: string,
  { env = {}, server = false }: { env?: NodeJS.ProcessEnv; server?: boolean } = {},
): Promise<string> {
  const dist = mkdtempSync(join(tmpdir(), 'glow-e2e-variant-'));
  const webpack = (...args: string[]) =>
    timed('npx', ['webpack', '--config', `e2e/fixtures/${config}`, ...args], env);
  await webpack('--mode', 'production', '--output-path', dist);
  if (server) await webpack('--env', 'server', '--output-path', join(dist, 'server'));
  return dist;
}

function liveVersion(container: string): string {
  const remotesJson = JSON.parse(readFileSync(join(ROOT, CDN_DIR, 'remotes.json'), 'utf8')) as {
    remotes: { name: string; version: string }[];
  };
  return remotesJson.remotes.find((remote) => remote.name === container)!.version;
}

/** The remoteEntry.js responses of one remote, with the version path they came from. */
function collectEntries(page: Page, container: string) {
  const pattern = new RegExp(`/${container}/([^/]+)/remoteEntry\\.js$`);
  return collectResponses(page, (response) => {
    const match = pattern.exec(response.url());
    return match ? { url: response.url(), version: match[1]! } : undefined;
  });
}

/**
 * The shell's own scripts: those index.html names, and every script the shell origin served. The
 * federation runtime's script elements (a remote's entry, from the CDN, until it has run) are not.
 */
function shellScripts(page: Page) {
  return page.evaluate((shellOrigin) => {
    const fromHtml = [...document.querySelectorAll<HTMLScriptElement>('script[src]')]
      .filter((script) => script.src.startsWith(shellOrigin))
      .map((script) => new URL(script.src).pathname)
      .sort();
    const loaded = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.startsWith(shellOrigin) && entry.name.endsWith('.js'))
      .map((entry) => new URL(entry.name).pathname);
    return { fromHtml, loaded: [...new Set(loaded)].sort() };
  }, `http://localhost:${SHELL_PORT}`);
}

function rowOf(page: Page, path: string) {
  return page.getByRole('row').filter({ has: page.getByRole('cell', { name: path, exact: true }) });
}

/** The document the web origin serves for a path (a public page's HTML rendered in it). */
async function renderedHtml(request: APIRequestContext, path: string): Promise<string> {
  return (await request.get(path)).text();
}

/** Deploys the normal build again when a test stopped half-way, so later tests see it. */
async function restore(container: string, dir: string, version: string) {
  if (liveVersion(container) !== version) {
    await timed('pnpm', ['deploy:remote', container, '--dist', `${dir}/dist`, ...STORE_ARGS]);
  }
}

test('a new version of remote-judge is served after a reload, and a rollback brings the old one back', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const original = liveVersion('glow_judge');
  const banner = `deploy-test-${Date.now()}`;
  let dist: string | undefined;
  try {
    await signInAs(page, 'judge');
    const errors = collectErrors(page);
    const entries = collectEntries(page, 'glow_judge');
    await page.goto('/judge/evaluations');
    await expectHeading(page, 'Evaluations');
    expect(entries.map((entry) => entry.version)).toEqual([original]);
    const shellBefore = await shellScripts(page);
    expect(shellBefore.fromHtml.length).toBeGreaterThan(0);

    // While the page stays open: a changed build of the judge remote, deployed on its own.
    dist = await buildVariant('remote-judge.banner.webpack.config.cjs', {
      env: { GLOW_E2E_BANNER: banner },
    });
    const deploy = await timed('pnpm', ['deploy:remote', 'judge', '--dist', dist, ...STORE_ARGS]);
    const deployed = /Deployed glow_judge@(\S+) \(was (\S+)\)/.exec(deploy.stdout);
    expect(deployed?.[2]).toBe(original);
    const version = deployed![1]!;
    expect(version).not.toBe(original);
    expect(liveVersion('glow_judge')).toBe(version);
    expect(deploy.stdout).toMatch(/check: +\d+ routes opened in Chromium .*none failed/);

    await page.reload();
    await expectHeading(page, 'Evaluations');
    const newEntry = entries.at(-1)!;
    expect(newEntry.version).toBe(version);
    expect(newEntry.url).toBe(`http://localhost:${CDN_PORT}/glow_judge/${version}/remoteEntry.js`);
    expect(await newEntry.body).toContain(`glow-e2e-banner: ${banner}`);
    // The shell was not rebuilt: the same hashed files, nothing else from the shell origin.
    expect(await shellScripts(page)).toEqual(shellBefore);
    await page.goto('/routes');
    await expect(rowOf(page, '/judge/evaluations')).toContainText(`glow_judge@${version}`);

    const rollback = await timed('pnpm', ['rollback:remote', 'judge', '--cdn-dir', CDN_DIR]);
    expect(rollback.stdout).toContain(`Rolled back glow_judge to ${original} (was ${version})`);
    await page.goto('/judge/evaluations');
    await expectHeading(page, 'Evaluations');
    expect(entries.at(-1)!.version).toBe(original);
    expect(await entries.at(-1)!.body).not.toContain('glow-e2e-banner');
    await page.goto('/routes');
    await expect(rowOf(page, '/judge/evaluations')).toContainText(`glow_judge@${original}`);
    expect(errors).toEqual([]);

    const timings = `deploy ${deploy.ms} ms, rollback ${rollback.ms} ms (whole commands; ${
      /timings: .*/.exec(deploy.stdout)?.[0]
    })`;
    testInfo.annotations.push({ type: 'glow_judge deploy and rollback', description: timings });
    console.info(`glow_judge ${original} -> ${version} -> ${original}: ${timings}`);
  } finally {
    if (dist) rmSync(dist, { recursive: true, force: true });
    await restore('glow_judge', 'remote-judge', original);
  }
});

test('a deploy of remote-public alone adds a top-level page: the path opens it after a reload, the web origin serves its HTML, /routes lists it, a rollback removes it', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { NEW_PAGE } = require('../fixtures/remote-public.new-page.webpack.config.cjs') as {
    NEW_PAGE: { path: string; title: string };
  };
  const notFound = page.getByRole('heading', { name: `Page not found: ${NEW_PAGE.path}` });
  const original = liveVersion('glow_public');
  let dist: string | undefined;
  try {
    const errors = collectErrors(page);
    await page.goto(NEW_PAGE.path);
    await expect(notFound).toBeVisible();
    const shellBefore = await shellScripts(page);

    // While the page stays open: remote-public with one more page, deployed on its own.
    dist = await buildVariant('remote-public.new-page.webpack.config.cjs', { server: true });
    const deploy = await timed('pnpm', ['deploy:remote', 'public', '--dist', dist, ...STORE_ARGS]);
    const version = /Deployed glow_public@(\S+) \(was (\S+)\)/.exec(deploy.stdout)![1]!;
    expect(version).not.toBe(original);
    expect(liveVersion('glow_public')).toBe(version);

    // The web origin renders the new version's pages, the new one with them.
    await expect
      .poll(() => renderedHtml(request, NEW_PAGE.path))
      .toContain(`>${NEW_PAGE.title}</h1>`);
    expect(await renderedHtml(request, '/')).toContain(`"version":"${version}"`);
    await page.reload();
    await expectHeading(page, NEW_PAGE.title);
    // The shell was not rebuilt: the same hashed files, nothing else from the shell origin.
    expect(await shellScripts(page)).toEqual(shellBefore);
    await page.goto('/routes');
    await expect(rowOf(page, NEW_PAGE.path)).toContainText(NEW_PAGE.title);
    await expect(rowOf(page, NEW_PAGE.path)).toContainText(`glow_public@${version}`);

    const rollback = await timed('pnpm', ['rollback:remote', 'public', '--cdn-dir', CDN_DIR]);
    expect(rollback.stdout).toContain(`Rolled back glow_public to ${original} (was ${version})`);
    await expect.poll(() => renderedHtml(request, '/')).toContain(`"version":"${original}"`);
    // The path is no longer glow_public's: its document is the shell's, for the browser.
    expect(await renderedHtml(request, NEW_PAGE.path)).toContain('<div id="root"></div>');
    await page.goto(NEW_PAGE.path);
    await expect(notFound).toBeVisible();
    await page.goto('/routes');
    await expect(rowOf(page, '/vote')).toContainText(`glow_public@${original}`);
    await expect(rowOf(page, NEW_PAGE.path)).toHaveCount(0);
    expect(errors).toEqual([]);
    testInfo.annotations.push({
      type: 'glow_public deploy and rollback',
      description: `deploy ${deploy.ms} ms, rollback ${rollback.ms} ms`,
    });
  } finally {
    if (dist) rmSync(dist, { recursive: true, force: true });
    await restore('glow_public', 'remote-public', original);
  }
});

/**
 * What this shows: a remote's build may ask for shared singletons in ranges the shell does not
 * provide. The variant asks for @glow/shared-ui ^2 (the shell provides 0.1.x), styled-components ^7
 * and react-redux ^10 (the shell has 6.x and 9.x). With `singleton: true` and
 * `shareStrategy: 'loaded-first'` (tooling/), such a version would run on the shell's copies and
 * fail where it calls what they lack ("This part of Glow is not available right now"), so
 * deploy:remote reads the live shell's mf-manifest.json (shell/dist, which this system serves) and
 * refuses it before uploading anything: exit code 3, the unmet needs as JSON, remotes.json and
 * the area as they were.
 */
test('a version of remote-scout asking for shared ranges the shell does not provide is refused, and the area keeps its live version', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { REQUIRED } = require('../fixtures/remote-scout.shared-ranges.webpack.config.cjs') as {
    REQUIRED: Record<string, string>;
  };
  const original = liveVersion('glow_scout');
  const remotesJson = join(ROOT, CDN_DIR, 'remotes.json');
  const before = readFileSync(remotesJson, 'utf8');
  let dist: string | undefined;
  try {
    dist = await buildVariant('remote-scout.shared-ranges.webpack.config.cjs');
    const { code, stdout, ms } = await failingDeploy('scout', dist);
    expect(code).toBe(3);
    const refusal = JSON.parse(stdout) as {
      refused: boolean;
      message: string;
      unmet: { package: string; needs: string; provided: string | null; deployFirst: string }[];
    };
    expect(refusal.refused).toBe(true);
    expect(refusal.unmet.map((need) => [need.package, need.needs])).toEqual(
      expect.arrayContaining(Object.entries(REQUIRED)),
    );
    for (const need of refusal.unmet) {
      expect(need.deployFirst).toBe('shell');
      expect(refusal.message).toContain(
        `needs ${need.package} ${need.needs}; the live shell provides ${need.provided}: deploy the shell first`,
      );
    }
    expect(readFileSync(remotesJson, 'utf8')).toBe(before);

    await signInAs(page, 'scout');
    const errors = collectErrors(page);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const entries = collectEntries(page, 'glow_scout');
    await page.goto('/scout/nominations');
    await expectHeading(page, 'Nominations');
    expect(entries.map((entry) => entry.version)).toEqual([original]);
    const shared = await sharedSingletons(page, Object.keys(REQUIRED));
    for (const name of Object.keys(REQUIRED)) {
      const loaded = shared[name]!.filter((provided) => provided.loaded);
      expect(loaded, `${name}: ${JSON.stringify(shared[name])}`).toHaveLength(1);
      expect(loaded[0]).toMatchObject({ from: 'glow_shell' });
    }
    expect(warnings.filter((warning) => warning.includes('does not satisfy'))).toEqual([]);
    expect(errors).toEqual([]);
    testInfo.annotations.push({
      type: 'glow_scout refused deploy',
      description: `refused in ${ms} ms (whole command)`,
    });
  } finally {
    if (dist) rmSync(dist, { recursive: true, force: true });
    await restore('glow_scout', 'remote-scout', original);
  }
});

/**
 * The check before the switch: a version of remote-judge whose review page throws while
 * rendering is uploaded, previewed in headless Chromium against this system (each judge route
 * opened as the demo judge), and refused: exit code 4, the failing route and how it failed as
 * JSON, remotes.json as it was. An admin can still load that version in their own browser from
 * /routes; every other browser keeps the live one.
 */
test('a version of remote-judge that throws on one route fails the check before the switch and is not switched; an admin previews it in their browser alone', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const original = liveVersion('glow_judge');
  const remotesJson = join(ROOT, CDN_DIR, 'remotes.json');
  const before = readFileSync(remotesJson, 'utf8');
  const dist = mkdtempSync(join(tmpdir(), 'glow-e2e-variant-'));
  const brokenPath = '/judge/review/:cohortId';
  try {
    await timed('npx', [
      'webpack',
      '--config',
      'e2e/fixtures/brokenRemote/webpack.config.cjs',
      ...['--env', 'remoteDir=remote-judge', '--env', `outDir=${dist}`],
      ...['--env', `brokenPath=${brokenPath}`, '--mode', 'production'],
    ]);
    const { code, stdout, ms } = await failingDeploy('judge', dist);
    expect(code).toBe(4);
    const report = JSON.parse(stdout) as {
      checkFailed: boolean;
      message: string;
      failures: { path: string; role: string | null; opened: string; problems: string[] }[];
    };
    expect(report.checkFailed).toBe(true);
    expect(report.failures.map(({ path, role, opened }) => [path, role, opened])).toEqual([
      [brokenPath, 'judge', '/judge/review/1'],
    ]);
    expect(report.failures[0]!.problems).toEqual(
      expect.arrayContaining([
        'shows "This part of Glow is not available right now"',
        `the shell reported a failure of kind "render" on ${brokenPath}`,
      ]),
    );
    expect(report.message).toContain('remotes.json was not switched');
    expect(readFileSync(remotesJson, 'utf8')).toBe(before);
    const version = /glow_judge@(\S+) failed the check/.exec(report.message)![1]!;
    expect(version).not.toBe(original);

    // The refused version is uploaded: an admin loads it in this browser only.
    await signInAs(page, 'admin');
    await page.goto('/routes');
    await page.getByLabel('Remote', { exact: true }).selectOption('glow_judge');
    await page.getByLabel('Version', { exact: true }).fill(version);
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    await expect(rowOf(page, '/judge/evaluations')).toContainText(`glow_judge@${version}`);
    await expect(rowOf(page, '/judge/evaluations')).toContainText('preview');

    const elsewhere = await browser.newContext({ baseURL: `http://localhost:${SHELL_PORT}` });
    try {
      const other = await elsewhere.newPage();
      await signInAs(other, 'admin');
      await other.goto('/routes');
      await expect(rowOf(other, '/judge/evaluations')).toContainText(`glow_judge@${original}`);
      await expect(rowOf(other, '/judge/evaluations')).not.toContainText('preview');
    } finally {
      await elsewhere.close();
    }

    await page.getByRole('button', { name: 'End the preview' }).click();
    await expect(rowOf(page, '/judge/evaluations')).toContainText(`glow_judge@${original}`);
    await expect(rowOf(page, '/judge/evaluations')).not.toContainText('preview');
    testInfo.annotations.push({
      type: 'glow_judge check before the switch',
      description: `refused in ${ms} ms (whole command, with the check in Chromium)`,
    });
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
});

interface ProvidedShare {
  version: string;
  from: string;
  loaded: boolean;
  useIn: string[];
}

/** What the federation runtime's default share scope holds for some packages, per version. */
function sharedSingletons(page: Page, names: string[]) {
  return page.evaluate((names) => {
    interface Share {
      from: string;
      loaded?: boolean;
      useIn?: string[];
    }
    const federation = (
      window as unknown as {
        __FEDERATION__: {
          __SHARE__: Record<string, Record<string, Record<string, Record<string, Share>>>>;
        };
      }
    ).__FEDERATION__;
    const result: Record<string, ProvidedShare[]> = {};
    for (const name of names) {
      const seen = new Map<string, ProvidedShare>();
      for (const scopes of Object.values(federation.__SHARE__)) {
        for (const [version, share] of Object.entries(scopes.default?.[name] ?? {})) {
          seen.set(`${share.from}@${version}`, {
            version,
            from: share.from,
            loaded: Boolean(share.loaded),
            useIn: share.useIn ?? [],
          });
        }
      }
      result[name] = [...seen.values()];
    }
    return result;
  }, names);
}

test('when the first CDN origin fails, the remote comes from the mirror listed second', async ({
  page,
}) => {
  await signInAs(page, 'judge');
  await page.route(`http://localhost:${CDN_PORT}/**`, (route) => route.abort('connectionrefused'));
  const entries = collectEntries(page, 'glow_judge');
  await page.goto('/judge/evaluations');
  await expectHeading(page, 'Evaluations');
  expect(entries.map((entry) => new URL(entry.url).port)).toEqual([String(CDN_MIRROR_PORT)]);
});
