// The phases of `npm test`: each a command that runs alone (its output streamed) or beside others
// (its output written to a log and printed whole when it ends, so two phases never interleave).
// Every phase records how long it took, for the "Time, …" lines at the end of the run.
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './run.mjs';

const LOG_FOLDER = join(ROOT, 'coverage', 'logs');

/** Every phase that ended, in the order they ended: `{ name, seconds, status }`. */
export const timings = [];

function fileName(name) {
  return `${name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.log`;
}

/**
 * Runs `command` from the repository root and answers `{ name, status, seconds }` once it ends.
 * `log: true` sends its output (stdout and stderr) to coverage/logs/<name>.log, printed when the
 * phase ends; otherwise it is streamed as it comes.
 */
export function runPhase(name, command, args, { env = process.env, log = false } = {}) {
  const started = Date.now();
  let logFile = null;
  let stdio = 'inherit';
  if (log) {
    mkdirSync(LOG_FOLDER, { recursive: true });
    logFile = join(LOG_FOLDER, fileName(name));
    const fd = openSync(logFile, 'w');
    stdio = ['ignore', fd, fd];
    console.log(`\n> ${name}: ${[command, ...args].join(' ')} (output when it ends)`);
  } else {
    console.log(`\n> ${name}: ${[command, ...args].join(' ')}`);
  }
  const child = spawn(command, args, { cwd: ROOT, env, stdio });
  if (Array.isArray(stdio)) closeSync(stdio[1]);
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      const status = code ?? (signal ? 1 : 0);
      if (logFile) {
        const outcome = status === 0 ? 'done' : `FAILED (${code ?? signal})`;
        console.log(`\n===== ${name}: ${outcome} in ${formatSeconds(seconds)} =====`);
        process.stdout.write(readFileSync(logFile, 'utf8'));
        console.log(`===== end of ${name} =====`);
      } else if (status !== 0) {
        console.error(`\n${name} failed (${code ?? signal})`);
      }
      timings.push({ name, seconds, status });
      resolve({ name, status, seconds });
    });
  });
}

/** Runs the phases side by side, each to its own log; answers their results in the given order. */
export function runSideBySide(phases) {
  return Promise.all(
    phases.map(({ name, command, args, env }) => runPhase(name, command, args, { env, log: true })),
  );
}

/** Times a phase done in this process (a function, sync or async). */
export async function timed(name, phase) {
  const started = Date.now();
  const result = await phase();
  timings.push({ name, seconds: Math.round((Date.now() - started) / 1000), status: 0 });
  return result;
}

export function formatSeconds(seconds) {
  return `${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s`;
}
