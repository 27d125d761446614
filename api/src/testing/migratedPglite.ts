// Why: a fresh PGlite runs initdb and then every migration, 2–7 s per API test file. Instead the
// Jest global setup migrates one PGlite once and dumps its data directory; each test file's
// in-memory PGlite starts from that dump (well under a second). The dump is cached under
// node_modules/.cache, named by a hash of api/drizzle/ and PGlite's version, so a new or changed
// migration (or a PGlite upgrade) builds a new one by itself.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pgliteConnection } from '../db/database';
import { MIGRATIONS_FOLDER } from '../server';

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

async function dumpMigratedDatabase(): Promise<Buffer> {
  const client = new PGlite();
  const connection = pgliteConnection(client);
  try {
    await connection.migrate(MIGRATIONS_FOLDER);
    // Uncompressed: loading it is faster than unpacking a gzipped one.
    return Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
  } finally {
    await connection.close();
  }
}

/** The cached dump for today's migrations, built (and older dumps removed) when missing. */
export async function prepareMigratedDump(): Promise<string> {
  const file = path.join(CACHE_FOLDER, `${await migrationsHash()}.tar`);
  const present = await readdir(CACHE_FOLDER).catch(() => [] as string[]);
  if (present.includes(path.basename(file))) return file;
  await mkdir(CACHE_FOLDER, { recursive: true });
  // Written aside and renamed: a reader sees the whole dump or none.
  const partial = `${file}.${process.pid}.partial`;
  try {
    await writeFile(partial, await dumpMigratedDatabase());
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
  const outdated = present.filter((name) => name.endsWith('.tar'));
  for (const name of outdated) await rm(path.join(CACHE_FOLDER, name), { force: true });
  return file;
}

/** A data directory to start PGlite from (`loadDataDir`): every migration applied, no rows. */
export async function migratedDataDir(): Promise<Blob> {
  return new Blob([await readFile(await prepareMigratedDump())]);
}
