// The servers the bench starts: each in a process group of its own, stopped by that group's id
// when the bench ends, fails or is interrupted.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { createServer } from 'node:net';
import { ROOT } from './paths.mjs';

const running = new Map(); // process group id -> name

/** Starts a long-running command in its own process group; its output goes to logFile. */
export function startServer(name, command, args, logFile, onUnexpectedExit) {
  const log = openSync(logFile, 'w');
  const child = spawn(command, args, { cwd: ROOT, detached: true, stdio: ['ignore', log, log] });
  closeSync(log);
  running.set(child.pid, name);
  child.on('exit', (code, signal) => {
    const wasRunning = running.delete(child.pid);
    if (wasRunning) onUnexpectedExit(`${name} stopped (${code ?? signal}); see ${logFile}`);
  });
  return child;
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false; // already gone
  }
}

function groupAlive(pid) {
  return signalGroup(pid, 0);
}

/** Stops every server the bench started: SIGTERM, then SIGKILL after a grace period. */
export async function stopServers(graceMs = 3000) {
  const pids = [...running.keys()];
  running.clear();
  for (const pid of pids) signalGroup(pid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (pids.some(groupAlive) && Date.now() < deadline) {
    await new Promise((done) => setTimeout(done, 100));
  }
  for (const pid of pids) if (groupAlive(pid)) signalGroup(pid, 'SIGKILL');
}

/** Last resort when the process exits without the async cleanup having run. */
export function killServersNow() {
  for (const pid of running.keys()) signalGroup(pid, 'SIGKILL');
  running.clear();
}

/** Runs a build step in the repo root; output goes to logFile, whose tail is shown on failure. */
export function runStep(label, command, args, logFile) {
  const started = Date.now();
  process.stdout.write(`  ${label} ... `);
  const log = openSync(logFile, 'a');
  const result = spawnSync(command, args, { cwd: ROOT, stdio: ['ignore', log, log] });
  closeSync(log);
  if (result.status !== 0) {
    process.stdout.write('failed\n');
    const tail = spawnSync('tail', ['-n', '40', logFile], { encoding: 'utf8' }).stdout;
    throw new Error(
      `${label} failed (${result.status ?? result.signal}); end of ${logFile}:\n${tail}`,
    );
  }
  process.stdout.write(`${((Date.now() - started) / 1000).toFixed(0)} s\n`);
}

export function portFree(port) {
  return new Promise((done) => {
    const server = createServer();
    server.once('error', () => done(false));
    server.listen(port, '0.0.0.0', () => server.close(() => done(true)));
  });
}

export async function waitForUrl(url, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
