// glow-deploy: deploy, roll back and inspect remotes; upload the shell; list changed apps.
// Run through deploy/bin/glow-deploy.mjs (the root's `pnpm deploy:remote`, `pnpm rollback:remote`,
// `pnpm deploy:shell`, `pnpm changed-apps`); `--help` lists the commands.
import { spawn } from 'node:child_process';
import { readFileSync, appendFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  BrowserCheckFailure,
  CHECK_FAILED_EXIT_CODE,
  checkInBrowser,
  type BrowserCheckResult,
} from './browserCheck/browserCheck';
import { checkAccountsFrom } from './browserCheck/checkAccounts';
import { changedAppsInRepo, gitChangedFiles, githubOutputs } from './changedApps';
import { DeployError, describeError } from './errors';
import {
  publishRemote,
  readDeploymentHistory,
  rollbackRemote,
  type PublishResult,
  type RollbackResult,
} from './publish';
import { findRemote, listRemotes, packageVersion, type RemoteInfo } from './remotes';
import { urlAt } from './remotesJson';
import { REFUSED_EXIT_CODE, SharedNeedsRefusal } from './sharedCompatibility';
import { publishShell, type ShellPublishResult } from './shellDeploy';
import type { CdnStore } from './store/cdnStore';
import { FolderStore } from './store/folderStore';
import { s3Store } from './store/s3FromEnvironment';

export const DEFAULT_ORIGINS = ['http://localhost:8081', 'http://localhost:8083'];
export const DEFAULT_CDN_DIR = '.cdn';
export const DEFAULT_SITE = 'http://localhost:8080';

export const USAGE = `glow-deploy <command> [options]

  deploy <remote>     build one remote, check the live shell can run it, upload it as a new
                      version, switch remotes.json to it (pnpm deploy:remote admin);
                      <remote>: admin, remote-admin or glow_admin
  rollback <remote>   switch the remote back to the version deployed before the live one
                      (pnpm rollback:remote admin); a second rollback goes one further back
  history <remote>    print the remote's deployment history
  publish-all         publish every remote's dist/ to the CDN folder (scripts/publish-remotes.mjs)
  deploy-shell        upload shell/dist (pnpm deploy:shell), after checking the live remotes can run it
  changed-apps        which apps a change affects, as JSON (pnpm changed-apps --base origin/main)

Where the remotes go (deploy, rollback, history, publish-all):
  --cdn-dir <dir>     a CDN folder (default .cdn: what npm start's CDN origins serve)
  --s3                the bucket of GLOW_CDN_S3_BUCKET (also the default when that is set and
                      --cdn-dir is not): GLOW_CDN_S3_ENDPOINT, GLOW_CDN_S3_REGION (us-east-1),
                      GLOW_CDN_S3_PREFIX, GLOW_CDN_S3_FORCE_PATH_STYLE (true with an endpoint);
                      credentials from AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY (or a profile)
  --origin <url>      a CDN origin for remotes.json, repeatable, in order of preference
                      (default GLOW_CDN_ORIGINS, comma-separated, or ${DEFAULT_ORIGINS.join(',')})
Where the live shell is, whose shared versions a remote must accept (deploy, rollback):
  --shell-dir <dir>   a folder (default shell/dist: what npm start's web server serves); with the
                      remotes on S3, the shell's bucket: GLOW_SHELL_S3_BUCKET, GLOW_SHELL_S3_PREFIX
deploy (uploads, then opens each of the remote's routes in headless Chromium on the live site
with the uploaded version previewed, and switches only when none fails):
  --dist <dir>        publish this already-built folder instead of building the remote
  --site <url>        the live site checked, https:// (http:// on localhost) (GLOW_SITE_URL;
                      default http://localhost:8080 for a CDN folder, required with S3)
  --check-accounts <file>   who the check signs in as: { "admin": { "email", "password" },
                      "judge": … } (else GLOW_CHECK_ACCOUNTS holding that JSON, else the demo users)
  --no-check          switch without the check (CHROMIUM_PATH: the browser, /usr/bin/chromium)
  --upload-only       upload and stop: the version can be previewed, remotes.json is unchanged
  --no-auto-rollback  failure reports never roll this version back by themselves (a security
                      fix: the version before has the hole); only rollback:remote does
  --json              print the result as JSON
rollback:
  --json              print the result as JSON
deploy-shell (checked first against the live remotes of --cdn-dir, or with --s3 or
GLOW_CDN_S3_BUCKET set, of the CDN bucket):
  --dist <dir>        the shell's build (default shell/dist)
  --s3                to GLOW_SHELL_S3_BUCKET (prefix GLOW_SHELL_S3_PREFIX; endpoint, region as above)
  --out-dir <dir>     to a folder instead
  --json              print the result as JSON
changed-apps:
  --base <ref> [--head <ref>]   compare base...head with git (head defaults to HEAD)
  --files <path>...             or: these changed files (repeatable)
  --files-from <file>           or: the changed files listed in a file, one a line ("-": stdin)
  --github-output <file>        also write key=value outputs there ($GITHUB_OUTPUT)

A deploy, rollback or deploy-shell refused because the live side could not run it exits with
${REFUSED_EXIT_CODE} (with --json, stdout holds { refused, message, unmet }); a deploy whose check
failed with ${CHECK_FAILED_EXIT_CODE} (with --json, { checkFailed, message, failures }); other failures with 1.
`;

export interface CliContext {
  /** The repository root. */
  root: string;
  /** Relative paths in options are taken from here. */
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  out?: (text: string) => void;
  /**
   * Builds one remote and answers the folder of its build (default: `pnpm --filter ./remote-x
   * build` at the root, into remote-x/dist).
   */
  build?: (remote: RemoteInfo) => Promise<string>;
  /** The check before the switch (default: checkInBrowser, in headless Chromium). */
  check?: typeof checkInBrowser;
}

const OPTIONS = {
  'cdn-dir': { type: 'string' },
  origin: { type: 'string', multiple: true },
  s3: { type: 'boolean' },
  dist: { type: 'string' },
  json: { type: 'boolean' },
  'out-dir': { type: 'string' },
  'shell-dir': { type: 'string' },
  site: { type: 'string' },
  'check-accounts': { type: 'string' },
  'no-check': { type: 'boolean' },
  'upload-only': { type: 'boolean' },
  'no-auto-rollback': { type: 'boolean' },
  base: { type: 'string' },
  head: { type: 'string' },
  files: { type: 'string', multiple: true },
  'files-from': { type: 'string' },
  'github-output': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

type Values = ReturnType<typeof parseOptions>['values'];

function parseOptions(argv: string[]) {
  try {
    return parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    throw new DeployError(`${describeError(error)}\n\n${USAGE}`);
  }
}

function originsFrom(values: Values, env: NodeJS.ProcessEnv): string[] | undefined {
  if (values.origin?.length) return values.origin;
  const fromEnv = env.GLOW_CDN_ORIGINS?.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return fromEnv?.length ? fromEnv : undefined;
}

/** Whether the remotes are on S3: --s3, or GLOW_CDN_S3_BUCKET set and no --cdn-dir. */
function remotesOnS3(values: Values, env: NodeJS.ProcessEnv): boolean {
  return Boolean(values.s3 || (!values['cdn-dir'] && env.GLOW_CDN_S3_BUCKET));
}

/** The store of the remotes: --s3, --cdn-dir, or GLOW_CDN_S3_BUCKET, else the .cdn folder. */
function remoteStore(values: Values, env: NodeJS.ProcessEnv, cwd: string): CdnStore {
  if (values.s3 && values['cdn-dir']) throw new DeployError('Pass --s3 or --cdn-dir, not both');
  if (remotesOnS3(values, env)) return s3Store(env, 'GLOW_CDN_S3_BUCKET', 'GLOW_CDN_S3_PREFIX');
  return new FolderStore(resolve(cwd, values['cdn-dir'] ?? DEFAULT_CDN_DIR));
}

/**
 * Where the live shell is, for a remote's deploy or rollback: --shell-dir; else, with the remotes
 * on S3, the shell's bucket; else shell/dist, which npm start's web server serves.
 */
function liveShellStore(
  values: Values,
  env: NodeJS.ProcessEnv,
  cwd: string,
  root: string,
): CdnStore {
  if (values['shell-dir']) return new FolderStore(resolve(cwd, values['shell-dir']));
  if (remotesOnS3(values, env)) {
    return s3Store(
      env,
      'GLOW_SHELL_S3_BUCKET',
      'GLOW_SHELL_S3_PREFIX',
      'of the live shell, whose shared versions the remote must accept (or pass --shell-dir)',
    );
  }
  return new FolderStore(join(root, 'shell', 'dist'));
}

/** The live remotes a shell deploy is checked against: --cdn-dir, or the CDN bucket with S3. */
function liveRemotesStore(values: Values, env: NodeJS.ProcessEnv, cwd: string): CdnStore {
  if (values['cdn-dir']) return new FolderStore(resolve(cwd, values['cdn-dir']));
  if (remotesOnS3(values, env)) {
    return s3Store(
      env,
      'GLOW_CDN_S3_BUCKET',
      'GLOW_CDN_S3_PREFIX',
      'of the live remotes, which the shell must be able to run (or pass --cdn-dir)',
    );
  }
  return new FolderStore(resolve(cwd, DEFAULT_CDN_DIR));
}

/** Runs a deploy that may be refused; with --json, a refusal is printed as JSON. */
async function refusable(
  json: boolean | undefined,
  out: (text: string) => void,
  work: () => Promise<void>,
): Promise<number> {
  try {
    await work();
    return 0;
  } catch (error) {
    if (error instanceof BrowserCheckFailure) {
      if (!json) throw error;
      const { message, failures } = error;
      out(`${JSON.stringify({ checkFailed: true, message, failures }, null, 2)}\n`);
      return CHECK_FAILED_EXIT_CODE;
    }
    if (!json || !(error instanceof SharedNeedsRefusal)) throw error;
    const { message, unmet } = error;
    out(`${JSON.stringify({ refused: true, message, unmet }, null, 2)}\n`);
    return REFUSED_EXIT_CODE;
  }
}

/** The live site the check opens: --site, GLOW_SITE_URL, or npm start's for a CDN folder. */
function siteFrom(values: Values, env: NodeJS.ProcessEnv): string {
  const site = values.site ?? env.GLOW_SITE_URL;
  if (!site) {
    if (remotesOnS3(values, env)) {
      throw new DeployError(
        'Say which live site the check before the switch opens: --site <url> or GLOW_SITE_URL (or --no-check)',
      );
    }
    return DEFAULT_SITE;
  }
  let url: URL;
  try {
    url = new URL(site);
  } catch {
    throw new DeployError(`--site must be a URL such as https://glow.example, got "${site}"`);
  }
  // The check signs in there with its accounts' passwords: in the clear only on this machine.
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) {
    throw new DeployError(
      `--site must be an https:// address (http:// only on this machine: localhost, 127.0.0.1): the check signs in there, got "${site}"`,
    );
  }
  return url.origin;
}

interface DeployCheck extends BrowserCheckResult {
  site: string;
  /** Where the accounts came from. */
  accounts: string;
}

function buildWithPnpm(root: string) {
  return (remote: RemoteInfo) =>
    new Promise<string>((done, fail) => {
      // The build's output goes to stderr: stdout carries the deploy's result alone (--json).
      const child = spawn('pnpm', ['--filter', `./${remote.dir}`, 'build'], {
        cwd: root,
        stdio: ['ignore', process.stderr, process.stderr],
      });
      child.once('error', (error) =>
        fail(new DeployError(`Cannot run pnpm to build ${remote.dir}: ${error.message}`)),
      );
      child.once('exit', (code, signal) =>
        code === 0
          ? done(join(root, remote.dir, 'dist'))
          : fail(
              new DeployError(
                `Building ${remote.dir} failed (${code ?? signal}); nothing was deployed`,
              ),
            ),
      );
    });
}

const ms = (value: number) => `${Math.round(value)} ms`;

export async function main(argv: string[], context: CliContext): Promise<number> {
  const { root, env = process.env, cwd = process.cwd() } = context;
  const out = context.out ?? ((text: string) => process.stdout.write(text));
  const [command, ...rest] = argv;
  if (!command || command === '--help' || command === '-h' || command === 'help') {
    out(USAGE);
    return command ? 0 : 1;
  }
  const { values, positionals } = parseOptions(rest);
  if (values.help) {
    out(USAGE);
    return 0;
  }
  const arity = command === 'deploy' || command === 'rollback' || command === 'history' ? 1 : 0;
  if (positionals.length > arity) {
    throw new DeployError(`Unexpected argument: ${positionals[arity]}\n\n${USAGE}`);
  }
  const remotes = listRemotes(root);

  switch (command) {
    case 'deploy': {
      const remote = findRemote(remotes, positionals[0]);
      const origins = originsFrom(values, env) ?? DEFAULT_ORIGINS;
      const store = remoteStore(values, env, cwd);
      const shell = liveShellStore(values, env, cwd, root);
      const checking =
        values['no-check'] || values['upload-only']
          ? undefined
          : {
              site: siteFrom(values, env),
              ...checkAccountsFrom(
                values['check-accounts'] && resolve(cwd, values['check-accounts']),
                env,
              ),
            };
      return refusable(values.json, out, async () => {
        let buildMs = 0;
        let distDir = values.dist ? resolve(cwd, values.dist) : undefined;
        if (!distDir) {
          const started = performance.now();
          distDir = await (context.build ?? buildWithPnpm(root))(remote);
          buildMs = performance.now() - started;
        }
        let check: DeployCheck | undefined;
        const result = await publishRemote({
          store,
          name: remote.name,
          distDir,
          packageVersion: packageVersion(root, remote),
          origins,
          shell,
          uploadOnly: values['upload-only'],
          noAutomaticRollback: values['no-auto-rollback'],
          beforeSwitch: checking
            ? async ({ name, version }) => {
                const { site, accounts, source } = checking;
                const routes = await (context.check ?? checkInBrowser)({
                  site,
                  name,
                  version,
                  accounts,
                  chromiumPath: env.CHROMIUM_PATH ?? '/usr/bin/chromium',
                });
                check = { site, accounts: source, ...routes };
              }
            : undefined,
        });
        out(
          values.json
            ? `${JSON.stringify({ ...result, check: check ?? null, store: store.description, shell: shell.description, buildMs }, null, 2)}\n`
            : describeDeploy(result, store, shell, origins, buildMs, check),
        );
      }).finally(() => {
        store.close?.();
        shell.close?.();
      });
    }
    case 'rollback': {
      const remote = findRemote(remotes, positionals[0]);
      const origins = originsFrom(values, env);
      const store = remoteStore(values, env, cwd);
      const shell = liveShellStore(values, env, cwd, root);
      return refusable(values.json, out, async () => {
        const result = await rollbackRemote({ store, name: remote.name, origins, shell });
        out(
          values.json
            ? `${JSON.stringify({ ...result, store: store.description, shell: shell.description }, null, 2)}\n`
            : describeRollback(result, store, shell),
        );
      }).finally(() => {
        store.close?.();
        shell.close?.();
      });
    }
    case 'history': {
      const remote = findRemote(remotes, positionals[0]);
      const store = remoteStore(values, env, cwd);
      try {
        out(`${JSON.stringify(await readDeploymentHistory(store, remote.name), null, 2)}\n`);
      } finally {
        store.close?.();
      }
      return 0;
    }
    case 'publish-all': {
      // The local build's publisher (npm start, the browser suites): always a folder.
      const store = new FolderStore(resolve(cwd, values['cdn-dir'] ?? DEFAULT_CDN_DIR));
      const origins = originsFrom(values, env) ?? DEFAULT_ORIGINS;
      for (const remote of remotes) {
        const result = await publishRemote({
          store,
          name: remote.name,
          distDir: join(root, remote.dir, 'dist'),
          packageVersion: packageVersion(root, remote),
          origins,
        });
        out(
          `published ${remote.name}@${result.listing.version}${result.uploaded ? '' : ' (already there)'} -> ${urlAt(origins[0], result.listing.entry)}\n`,
        );
      }
      return 0;
    }
    case 'deploy-shell': {
      if (values.s3 && values['out-dir']) throw new DeployError('Pass --s3 or --out-dir, not both');
      const store: CdnStore | undefined = values['out-dir']
        ? new FolderStore(resolve(cwd, values['out-dir']))
        : values.s3 || env.GLOW_SHELL_S3_BUCKET
          ? s3Store(env, 'GLOW_SHELL_S3_BUCKET', 'GLOW_SHELL_S3_PREFIX')
          : undefined;
      if (!store) {
        throw new DeployError(
          'Say where the shell goes: --s3 (GLOW_SHELL_S3_BUCKET) or --out-dir <dir>',
        );
      }
      const remotesStore = liveRemotesStore(values, env, cwd);
      return refusable(values.json, out, async () => {
        const result = await publishShell({
          store,
          distDir: resolve(cwd, values.dist ?? join(root, 'shell', 'dist')),
          remotesStore,
        });
        out(
          values.json
            ? `${JSON.stringify({ ...result, store: store.description, remotesStore: remotesStore.description }, null, 2)}\n`
            : describeShellDeploy(result, store, remotesStore),
        );
      }).finally(() => {
        store.close?.();
        remotesStore.close?.();
      });
    }
    case 'changed-apps': {
      const changes = values.base
        ? gitChangedFiles(root, values.base, values.head)
        : { files: listedFiles(values, cwd) };
      const result = changedAppsInRepo(root, changes);
      if (values['github-output']) appendFileSync(values['github-output'], githubOutputs(result));
      out(`${JSON.stringify(result, null, 2)}\n`);
      return 0;
    }
    default:
      throw new DeployError(`Unknown command "${command}"\n\n${USAGE}`);
  }
}

function listedFiles(values: Values, cwd: string): string[] {
  if (values.files?.length) return values.files;
  const from = values['files-from'];
  if (!from)
    throw new DeployError(
      'changed-apps needs --base <ref>, --files <path>… or --files-from <file>',
    );
  const text = readFileSync(from === '-' ? 0 : resolve(cwd, from), 'utf8');
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

function describeCheck(check: DeployCheck | undefined, result: PublishResult): string {
  if (!result.switched) return 'not run (--upload-only): preview the version from /routes';
  if (!check) return 'skipped (--no-check)';
  const roles = [...new Set(check.checked.map(({ role }) => role ?? 'signed out'))].join(', ');
  const skipped = check.skipped.length
    ? `; not opened, no account for them: ${check.skipped.map(({ path, access }) => `${path} (${access})`).join(', ')}`
    : '';
  return `${check.checked.length} routes opened in Chromium on ${check.site} (${roles}; accounts: ${check.accounts}), none failed${skipped}`;
}

function describeDeploy(
  result: PublishResult,
  store: CdnStore,
  shell: CdnStore,
  origins: string[],
  buildMs: number,
  check: DeployCheck | undefined,
): string {
  const { listing, timings } = result;
  const copied = result.uploaded
    ? `${result.fileCount} files`
    : 'already published: nothing copied';
  const was =
    result.previous === listing.version ? 'unchanged' : `was ${result.previous ?? 'none'}`;
  const headline = result.switched
    ? `Deployed ${listing.name}@${listing.version} (${was}) to ${store.description}`
    : `Uploaded ${listing.name}@${listing.version} to ${store.description}; remotes.json still serves ${result.previous ?? 'none'}`;
  return (
    `${headline}\n` +
    `  entry:   ${urlAt(origins[0], listing.entry)}\n` +
    `  shell:   the live shell on ${shell.description} provides what it needs\n` +
    `  check:   ${describeCheck(check, result)}\n` +
    `  timings: build ${buildMs ? ms(buildMs) : 'skipped (--dist)'}, shell check ${ms(timings.shellCheckMs)}, upload ${ms(timings.uploadMs)} (${copied}), browser check ${ms(timings.checkMs)}, switch ${ms(timings.switchMs)}\n`
  );
}

function describeRollback(result: RollbackResult, store: CdnStore, shell: CdnStore): string {
  const { listing, timings } = result;
  return (
    `Rolled back ${listing.name} to ${listing.version} (was ${result.previous ?? 'none'}) on ${store.description}\n` +
    `  entry:   ${urlAt(result.origins[0], listing.entry)}\n` +
    `  shell:   the live shell on ${shell.description} provides what it needs\n` +
    `  timings: check ${ms(timings.uploadMs)}, shell check ${ms(timings.shellCheckMs)}, switch ${ms(timings.switchMs)}\n`
  );
}

function describeShellDeploy(
  result: ShellPublishResult,
  store: CdnStore,
  remotesStore: CdnStore,
): string {
  const live = result.checked.map(({ name, version }) => `${name} ${version}`).join(', ');
  return (
    `Uploaded the shell (${result.fileCount} files, index.html then mf-manifest.json last) to ${store.description}\n` +
    `  remotes: ${live ? `it provides what the live ones need (${live})` : 'none live'} on ${remotesStore.description}\n` +
    `  timings: remotes check ${ms(result.checkMs)}, upload ${ms(result.uploadMs)}\n`
  );
}
