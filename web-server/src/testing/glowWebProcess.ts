// The web origins as `npm start` runs them: bin/glow-web.mjs in a process of its own, so a test can
// tell whether a request stopped the process.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from './freePort';

export const GLOW_WEB = join(__dirname, '..', '..', 'bin', 'glow-web.mjs');

export interface GlowWebProcess {
  shellPort: number;
  cdnPorts: [number, number];
  /** Whether the process still runs. */
  running(): boolean;
  /** Everything it printed so far. */
  output(): string;
  stop(): Promise<void>;
}

export async function startGlowWeb(
  options: { shellDir: string; cdnDir: string; apiUrl: string },
  script = GLOW_WEB,
): Promise<GlowWebProcess> {
  const shellPort = await freePort();
  const cdnPorts: [number, number] = [await freePort(), await freePort()];
  const child: ChildProcess = spawn(
    process.execPath,
    [
      script,
      ...['--shell-port', String(shellPort), '--cdn-port', String(cdnPorts[0])],
      ...['--cdn-mirror-port', String(cdnPorts[1]), '--api-url', options.apiUrl],
      ...['--shell-dir', options.shellDir, '--cdn-dir', options.cdnDir],
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  let exited = false;
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stopped = new Promise<void>((resolve) =>
    child.on('exit', () => {
      exited = true;
      resolve();
    }),
  );
  await new Promise<void>((resolve, reject) => {
    const poll = setInterval(() => {
      if (output.includes('Glow:')) {
        clearInterval(poll);
        resolve();
      } else if (exited) {
        clearInterval(poll);
        reject(new Error(`glow-web did not start:\n${output}`));
      }
    }, 50);
  });
  return {
    shellPort,
    cdnPorts,
    running: () => !exited,
    output: () => output,
    stop: async () => {
      if (!exited) child.kill('SIGTERM');
      await stopped;
    },
  };
}
