// The demo data each project's system starts from: the demo story (as `npm start` plays it) or
// the story told further by one of its chapters (api/src/seed/demoChapters.ts), so that each
// journey starts where the journey before it ends without running it. Written once per run,
// before the tests, by the API's own story: one PGlite data directory per chapter, for each
// worker slot (the data name the app's address, which is the slot's).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { SYSTEM_SLOT, systemPorts } from '../playwright.config';

/** The chapters api/src/seed/demoChapters.ts tells, in order: 'story' is the demo story itself. */
export type Chapter = 'story' | 'scouting' | 'judging' | 'applying';

export const ROOT = path.resolve(__dirname, '..', '..');

function chaptersDirOf(slot: number): string {
  return path.join(ROOT, 'e2e', '.data', `chapters-${slot}`);
}

/**
 * Where a chapter's demo data are for this worker's slot, as written for this run: the data
 * directory, and the repositories GitHub holds besides the demo ones (a file for run-system's
 * --github-repositories).
 */
export function chapterData(chapter: Chapter): { dataDir: string; githubRepositories: string } {
  const dataDir = path.join(chaptersDirOf(SYSTEM_SLOT), chapter);
  if (!existsSync(dataDir)) {
    throw new Error(
      `No demo data for the chapter ${chapter} at ${dataDir}: the global setup writes it`,
    );
  }
  return { dataDir, githubRepositories: `${dataDir}.github.json` };
}

/** Plays the demo story and every chapter after it for a slot, saving the data at each end. */
function writeChaptersOf(slot: number): Promise<void> {
  const writer = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/seed/writeDemoChapters.ts', chaptersDirOf(slot)],
    {
      cwd: path.join(ROOT, 'api'),
      // The chapters' emails link to the app as the slot's system serves it.
      env: {
        ...process.env,
        PUBLIC_APP_URL: `http://localhost:${systemPorts(slot).shell}`,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  for (const stream of [writer.stdout, writer.stderr]) {
    stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
  }
  return new Promise((resolve, reject) => {
    writer.once('error', reject);
    writer.once('exit', (code, signal) => {
      if (code === 0) {
        console.info(`Demo chapters for slot ${slot}:\n${output.trim()}`);
        resolve();
      } else {
        reject(new Error(`Writing the demo chapters failed (${code ?? signal}):\n${output}`));
      }
    });
  });
}

/** The demo chapters for each of the `slots` worker slots, written side by side. */
export async function writeChapters(slots: number): Promise<void> {
  await Promise.all(Array.from({ length: slots }, (_, slot) => writeChaptersOf(slot)));
}
