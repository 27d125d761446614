// Why: a fresh PGlite runs initdb and then every migration, 2–7 s per API test file. Instead the
// Jest global setup migrates one PGlite once and dumps its data directory; each test file's
// in-memory PGlite starts from that dump (well under a second). The dump is cached under
// node_modules/.cache, named by a hash of api/drizzle/ and PGlite's version, so a new or changed
// migration (or a PGlite upgrade) builds a new one by itself.
// The files of startTestApi start from a second dump with the demo data seeded too: seeding costs
// ≈ 0.45 s a file. That one is built again at every run, never reused, so it always holds what
// today's seed code writes, with rows created during this run.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pgliteConnection, type DatabaseConnection } from '../db/database';
import { MIGRATIONS_FOLDER } from '../db/migrations';

const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const CACHE_FOLDER = path.join(API_ROOT, 'node_modules/.cache/glow-migrated-pglite');
const PGLITE_PACKAGE = path.join(API_ROOT, 'node_modules/@electric-sql/pglite/package.json');

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** Changes with any file of the migrations folder (name or content) and with PGlite's version. */
export async function migrationsHash(migrationsFolder = MIGRATIONS_FOLDER): Promise<string> {
  const hash = createHash('sha256');
  hash.update(await readFile(PGLITE_PACKAGE));
  for (const file of await filesUnder(migrationsFolder)) {
    hash.update(path.relative(migrationsFolder, file)).update('\0');
    hash.update(await readFile(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/** Runs `prepare` on `client` and answers its data directory. */
async function dumpAfter(
  client: PGlite,
  prepare: (connection: DatabaseConnection) => Promise<unknown>,
): Promise<Buffer> {
  const connection = pgliteConnection(client);
  try {
    await prepare(connection);
    // Uncompressed: loading it is faster than unpacking a gzipped one.
    return Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
  } finally {
    await connection.close();
  }
}

/** Writes `contents` to `file`, aside first and renamed: a reader sees the whole dump or none. */
async function writeWhole(file: string, contents: () => Promise<Buffer>): Promise<void> {
  const partial = `${file}.${process.pid}.partial`;
  try {
    await writeFile(partial, await contents());
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
}

/** The cached dump for today's migrations, built (and older dumps removed) when missing. */
export async function prepareMigratedDump(): Promise<string> {
  const file = path.join(CACHE_FOLDER, `${await migrationsHash()}.tar`);
  const present = await readdir(CACHE_FOLDER).catch(() => [] as string[]);
  if (present.includes(path.basename(file))) return file;
  await mkdir(CACHE_FOLDER, { recursive: true });
  await writeWhole(file, () =>
    dumpAfter(new PGlite(), (connection) => connection.migrate(MIGRATIONS_FOLDER)),
  );
  const outdated = present.filter((name) => name.endsWith('.tar'));
  for (const name of outdated) await rm(path.join(CACHE_FOLDER, name), { force: true });
  return file;
}

/** A data directory to start PGlite from (`loadDataDir`): every migration applied, no rows. */
export async function migratedDataDir(): Promise<Blob> {
  return new Blob([await readFile(await prepareMigratedDump())]);
}

function seededDumpFile(migratedDump: string, folder: string): string {
  return path.join(folder, `${path.basename(migratedDump, '.tar')}-seeded.tar`);
}

export type Seed = (connection: DatabaseConnection) => Promise<unknown>;

/**
 * Builds the seeded dump (the migrated one with `seed` applied) for this run, replacing the one of
 * an earlier run; the Jest global setup calls it once per run. `folder` is for this module's test.
 */
export async function prepareSeededDump(seed: Seed, folder = CACHE_FOLDER): Promise<string> {
  const migrated = await prepareMigratedDump();
  const file = seededDumpFile(migrated, folder);
  await writeWhole(file, async () =>
    dumpAfter(new PGlite({ loadDataDir: await migratedDataDir() }), seed),
  );
  return file;
}

/** A data directory to start PGlite from: every migration applied and the demo data seeded. */
export async function seededDataDir(folder = CACHE_FOLDER): Promise<Blob> {
  const file = seededDumpFile(await prepareMigratedDump(), folder);
  try {
    return new Blob([await readFile(file)]);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    throw new Error(
      `No seeded PGlite dump at ${file}: the API's Jest global setup builds it (api/jest.config.cjs).`,
    );
  }
}
