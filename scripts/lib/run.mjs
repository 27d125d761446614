import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Runs a command in the repo root, streaming its output; exits with its status when it fails. */
export function run(command, args, options = {}) {
  console.log(`\n> ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

function has(command) {
  return spawnSync(command, ['--version'], { stdio: 'ignore' }).status === 0;
}

/** pnpm, installed with npm when missing (corepack does not work on these machines). */
export function ensurePnpm() {
  if (!has('pnpm')) run('npm', ['install', '-g', 'pnpm@12']);
}

export function installDependencies() {
  ensurePnpm();
  run('pnpm', ['install', '--frozen-lockfile'], {
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
}
