// The demo data each project's system starts from: the demo story (as `npm start` plays it) or
// the story told further by one of its chapters (api/src/seed/demoChapters.ts), so that each
// journey starts where the journey before it ends without running it. Written once per run,
// before the tests, by the API's own story, one PGlite data directory per chapter.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { SHELL_PORT } from '../playwright.config';

/** The chapters api/src/seed/demoChapters.ts tells, in order: 'story' is the demo story itself. */
export type Chapter = 'story' | 'scouting' | 'judging' | 'applying';

export const ROOT = path.resolve(__dirname, '..', '..');
const CHAPTERS_DIR = path.join(ROOT, 'e2e', '.data', 'chapters');

/**
 * Where a chapter's demo data are, as written for this run: the data directory, and the
 * repositories GitHub holds besides the demo ones (a file for run-system's --github-repositories).
 */
export function chapterData(chapter: Chapter): { dataDir: string; githubRepositories: string } {
  const dataDir = path.join(CHAPTERS_DIR, chapter);
  if (!existsSync(dataDir)) {
    throw new Error(
      `No demo data for the chapter ${chapter} at ${dataDir}: the global setup writes it`,
    );
  }
  return { dataDir, githubRepositories: `${dataDir}.github.json` };
}

/** Plays the demo story and every chapter after it, saving the data at the end of each. */
export function writeChapters(): void {
  const started = Date.now();
  const written = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'src/seed/writeDemoChapters.ts', CHAPTERS_DIR],
    {
      cwd: path.join(ROOT, 'api'),
      // The chapters' emails link to the app as the suites open it.
      env: { ...process.env, PUBLIC_APP_URL: `http://localhost:${SHELL_PORT}`, LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    },
  );
  process.stdout.write(written.stdout);
  if (written.status !== 0) {
    throw new Error(
      `Writing the demo chapters failed (${written.status ?? written.signal}):\n${written.stdout}${written.stderr}`,
    );
  }
  console.info(`The demo chapters were written in ${Math.round((Date.now() - started) / 1000)} s`);
}
