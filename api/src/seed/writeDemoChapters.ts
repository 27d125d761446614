// Saves the demo data as they are at the end of the story and of each chapter after it
// (demoChapters.ts), one PGlite data directory each, named by the chapter, and beside it
// `<chapter>.github.json`, the repositories GitHub holds besides the demo ones then: the browser
// suites start each journey's system on a copy of one (run-system's --data-dir and
// --github-repositories). Played once, on one database, in this process.
//   node --import tsx src/seed/writeDemoChapters.ts <folder> [last chapter, default: the last]
// The API's configuration comes from the environment, as the API's own does: PUBLIC_APP_URL must
// be where the suites open the app (the chapters' emails link there).
import { PGlite } from '@electric-sql/pglite';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config';
import { pgliteConnection } from '../db/database';
import { migratedDataDir } from '../testing/migratedPglite';
import { DEMO_CHAPTERS, tellChapters, type DemoChapter } from './demoChapters';
import { playDemoStory } from './demoStory';

function isChapter(name: string): name is DemoChapter {
  return (DEMO_CHAPTERS as readonly string[]).includes(name);
}

/** A data directory holding what `client` holds now. */
async function saveDataDir(client: PGlite, folder: string): Promise<void> {
  const dump = await client.dumpDataDir('none');
  await rm(folder, { recursive: true, force: true });
  const copy = new PGlite(folder, { loadDataDir: dump });
  await copy.waitReady;
  await copy.close();
}

const [folder, last = DEMO_CHAPTERS[DEMO_CHAPTERS.length - 1]!] = process.argv.slice(2);
if (!folder || !isChapter(last)) {
  console.error(`Usage: writeDemoChapters.ts <folder> [last chapter: ${DEMO_CHAPTERS.join(', ')}]`);
  process.exit(2);
}

const started = performance.now();
await mkdir(folder, { recursive: true });
const client = new PGlite({ loadDataDir: await migratedDataDir() });
const connection = pgliteConnection(client);
try {
  await playDemoStory(connection, loadConfig(), (story) =>
    tellChapters(story, last, async (chapter, repositories) => {
      await saveDataDir(client, path.join(folder, chapter));
      await writeFile(path.join(folder, `${chapter}.github.json`), JSON.stringify(repositories));
      console.info(`${chapter} saved at ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }),
  );
} finally {
  await connection.close();
}
console.info(`The demo data up to ${last} saved in ${folder}`);
