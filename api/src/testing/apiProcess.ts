// The API as a real process (`src/main.ts` under tsx), for tests and benchmarks that need one:
// started with its own environment, answering on the port it picked, stopped or killed.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { MIGRATIONS_FOLDER } from '../db/migrations';

export const API_DIR = path.dirname(MIGRATIONS_FOLDER);
const LISTENING = /Glow API listening on (http:\/\/\S+:\d+)/;

export interface ApiProcess {
  name: string;
  /** http://host:port */
  url: string;
  child: ChildProcess;
  /** What the process wrote lately (stdout and stderr, the last 64 kB). */
  output(): string;
}

/**
 * Starts the API with `env` (and PATH); answers once it says it is listening. API_PORT defaults
 * to 0 (a free port). With SEED_DEMO_DATA on a new database it first plays the demo story: about
 * half a minute on a busy machine. `nodeArgs` go to Node before the script (`--cpu-prof`, which
 * NODE_OPTIONS does not take).
 */
export function startApiProcess(
  name: string,
  env: Record<string, string>,
  { timeoutMs = 120_000, nodeArgs = [] }: { timeoutMs?: number; nodeArgs?: string[] } = {},
): Promise<ApiProcess> {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: { PATH: process.env.PATH ?? '', API_HOST: '127.0.0.1', API_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-65_536);
  };
  child.stderr?.on('data', keep);
  return new Promise((resolve, reject) => {
    const fail = (reason: string) => {
      clearTimeout(timer);
      reject(new Error(`API ${name} ${reason}:\n${output}`));
    };
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail(`did not start within ${timeoutMs} ms`);
    }, timeoutMs);
    const onExit = (code: number | null) => fail(`exited with ${code}`);
    const onData = (chunk: Buffer) => {
      keep(chunk);
      const match = LISTENING.exec(output);
      if (match?.[1]) {
        child.stdout?.off('data', onData);
        // Keep reading (and keeping the tail of) what it writes, so its pipe never fills up.
        child.stdout?.on('data', keep);
        clearTimeout(timer);
        child.off('exit', onExit);
        resolve({ name, url: match[1], child, output: () => output });
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', onExit);
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** SIGTERM (a clean stop), then SIGKILL after 5 s. */
export async function stopApiProcess({ child }: ApiProcess): Promise<void> {
  const done = exited(child);
  const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
  child.kill('SIGTERM');
  await done;
  clearTimeout(kill);
}

/** SIGKILL: the process ends at once, whatever it was doing. */
export async function killApiProcess({ child }: ApiProcess): Promise<void> {
  const done = exited(child);
  child.kill('SIGKILL');
  await done;
}
