// The system under test, as `npm start` runs it (scripts/run-system.mjs: the stand-ins, the API,
// the web origins), over the production build published to a CDN folder of the suites. Each
// worker starts one for its project on a fresh copy of the project's chapter of the demo data, on
// the ports of its slot (playwright.config.ts), and stops it when it ends.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, createWriteStream, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { SYSTEM_SLOT, systemPorts } from '../playwright.config';
import { chapterData, ROOT, type Chapter } from './chapters';

/** The CDN folder of a slot's system, relative to the repository (each git-ignored). */
export function cdnDirOf(slot: number): string {
  return slot === 0 ? 'e2e/.cdn' : `e2e/.data/cdn-${slot}`;
}

/** The CDN folder of this worker's system. */
export const CDN_DIR = cdnDirOf(SYSTEM_SLOT);

/** scripts/publish-remotes.mjs's arguments: the build's remotes, for a slot's CDN origins. */
export function publishArgs(slot: number): string[] {
  const { cdn, cdnMirror } = systemPorts(slot);
  return [
    'scripts/publish-remotes.mjs',
    ...['--cdn-dir', cdnDirOf(slot)],
    ...['--origin', `http://localhost:${cdn}`, '--origin', `http://localhost:${cdnMirror}`],
  ];
}

/**
 * scripts/run-system.mjs's arguments for a slot's ports, over the data in `dataDir` (and the
 * repositories GitHub holds for them besides the demo ones, when named).
 */
export function runSystemArgs(
  slot: number,
  dataDir: string,
  githubRepositories?: string,
): string[] {
  const ports = systemPorts(slot);
  const options = {
    'shell-port': ports.shell,
    'cdn-port': ports.cdn,
    'cdn-mirror-port': ports.cdnMirror,
    'cdn-dir': cdnDirOf(slot),
    'api-port': ports.api,
    'smtp-port': ports.smtp,
    'inbox-port': ports.inbox,
    'xaman-port': ports.xaman,
    'xrpl-port': ports.xrpl,
    's3-port': 0,
    'github-port': ports.github,
    'kyc-port': ports.kyc,
    'data-dir': dataDir,
    ...(githubRepositories && { 'github-repositories': githubRepositories }),
  };
  return [
    'scripts/run-system.mjs',
    ...Object.entries(options).flatMap(([name, value]) => [`--${name}`, String(value)]),
  ];
}

/** Publishes the build's remotes to a slot's CDN folder. */
export function publishRemotes(slot: number): void {
  const published = spawnSync(process.execPath, publishArgs(slot), { cwd: ROOT, encoding: 'utf8' });
  if (published.status !== 0) {
    throw new Error(`Publishing the remotes failed:\n${published.stdout}${published.stderr}`);
  }
}

/** What run-system prints once the API, the web origin and the SMTP inbox answer. */
const READY = 'Glow is running';
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 20_000;

function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Waits for the ports of a system stopped a moment ago to be free. */
async function portsFree(port: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (await isListening(port)) {
    if (Date.now() > deadline) {
      throw new Error(`Port ${port} is taken: is another system or npm start running?`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export interface RunningSystem {
  chapter: Chapter;
  stop(): Promise<void>;
}

/**
 * Starts this worker's system on a copy of the chapter's demo data; resolves once it answers.
 * Its output goes to e2e/.data/system-<slot>/<chapter>.log.
 */
export async function startSystem(chapter: Chapter): Promise<RunningSystem> {
  const runDir = path.join(ROOT, 'e2e', '.data', `system-${SYSTEM_SLOT}`);
  await portsFree(systemPorts(SYSTEM_SLOT).shell);
  const dataDir = path.join(runDir, 'pglite');
  rmSync(dataDir, { recursive: true, force: true });
  const data = chapterData(chapter);
  cpSync(data.dataDir, dataDir, { recursive: true });
  const logFile = path.join(runDir, `${chapter}.log`);
  const log = createWriteStream(logFile);
  const args = runSystemArgs(SYSTEM_SLOT, dataDir, data.githubRepositories);
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A worker that ends without its fixtures' teardown leaves no system behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.stderr!.pipe(log);

  const ready = new Promise<void>((resolve, reject) => {
    let recent = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      log.write(chunk);
      const text = recent + chunk.toString();
      if (text.includes(READY)) resolve();
      recent = text.slice(-READY.length);
    });
    child.once('exit', (code, signal) =>
      reject(new Error(`The system stopped while starting (${code ?? signal})`)),
    );
    setTimeout(
      () => reject(new Error(`The system did not answer within ${START_TIMEOUT_MS / 1000} s`)),
      START_TIMEOUT_MS,
    ).unref();
  });

  async function stop() {
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited(child);
    clearTimeout(killer);
    process.off('exit', killOnExit);
    await new Promise((resolve) => log.end(resolve));
  }

  try {
    await ready;
  } catch (error) {
    await stop();
    const tail = readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
    throw new Error(`${(error as Error).message}; the end of ${logFile}:\n${tail}`);
  }
  return { chapter, stop };
}
