// The migrated PGlite the API's test files start from must hold exactly today's migrations: its
// cache key changes with any migration file, and the dump has every committed migration applied.
// The seeded dump they start from must hold exactly what today's seed writes: built anew each run,
// the same rows as seeding a migrated database. PGlite only (api/jest.config.cjs).
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { rowsOf, type Database, type DatabaseConnection } from '../db/database';
import { users } from '../db/schema';
import { seedDemoData } from '../seed';
import { MIGRATIONS_FOLDER } from '../db/migrations';
import {
  migratedDataDir,
  migrationsHash,
  prepareSeededDump,
  seededDataDir,
} from './migratedPglite';
import { openTestDatabase, type TestDatabaseConnection } from './testDatabase';

describe('the cache key of the migrated data directory', () => {
  let copy: string;

  beforeEach(async () => {
    copy = await mkdtemp(path.join(tmpdir(), 'glow-migrations-'));
    await cp(MIGRATIONS_FOLDER, copy, { recursive: true });
  });

  afterEach(() => rm(copy, { recursive: true, force: true }));

  it('is the same for the same migrations', async () => {
    expect(await migrationsHash(copy)).toBe(await migrationsHash(MIGRATIONS_FOLDER));
  });

  it('changes when a migration is added', async () => {
    await writeFile(path.join(copy, '9999_added.sql'), 'CREATE TABLE added (id integer);\n');
    expect(await migrationsHash(copy)).not.toBe(await migrationsHash(MIGRATIONS_FOLDER));
  });

  it('changes when a migration or the journal changes', async () => {
    const before = await migrationsHash(copy);
    await writeFile(path.join(copy, 'meta', '_journal.json'), '{}\n');
    const afterJournal = await migrationsHash(copy);
    await writeFile(path.join(copy, '0000_initial.sql'), 'SELECT 1;\n');
    expect(new Set([before, afterJournal, await migrationsHash(copy)]).size).toBe(3);
  });
});

it('starts PGlite with every committed migration applied', async () => {
  const client = new PGlite({ loadDataDir: await migratedDataDir() });
  try {
    const applied = await client.query<{ hash: string }>(
      'SELECT hash FROM drizzle.__drizzle_migrations ORDER BY created_at',
    );
    const committed = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
    expect(applied.rows.map((row) => row.hash)).toEqual(committed.map((file) => file.hash));
  } finally {
    await client.close();
  }
});

/** The number of rows of every table the migrations made, by table name. */
async function rowCounts(db: Database): Promise<Record<string, number>> {
  const tables = await rowsOf<{ name: string }>(
    db.execute(sql`SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`),
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await rowsOf<{ count: number }>(
      db.execute(sql`SELECT count(*)::int AS count FROM ${sql.identifier(name)}`),
    );
    counts[name] = row!.count;
  }
  return counts;
}

it('starts a seeded database with the rows the seed writes into a migrated one, table by table', async () => {
  const opened: TestDatabaseConnection[] = [];
  try {
    const seeded = await openTestDatabase({ seeded: true });
    opened.push(seeded);
    const reference = await openTestDatabase();
    opened.push(reference);
    await reference.migrate(MIGRATIONS_FOLDER);
    await seedDemoData(reference);

    const expected = await rowCounts(reference.db);
    expect(Object.values(expected).some((count) => count > 0)).toBe(true);
    expect(await rowCounts(seeded.db)).toEqual(expected);
  } finally {
    for (const connection of opened) await connection.close();
  }
  // Two databases started and one seeded in the test itself: the demo story alone takes half a
  // minute on a busy machine.
}, 180_000);

it('builds the seeded PGlite dump anew at each run, so a changed seed shows at once', async () => {
  const folder = await mkdtemp(path.join(tmpdir(), 'glow-seeded-'));
  const seedUser =
    (email: string) =>
    ({ db }: DatabaseConnection) =>
      db.insert(users).values({ email, role: 'admin' });
  try {
    await prepareSeededDump(seedUser('before@example.org'), folder);
    await prepareSeededDump(seedUser('after@example.org'), folder);

    const client = new PGlite({ loadDataDir: await seededDataDir(folder) });
    try {
      const seeded = await client.query<{ email: string }>('SELECT email FROM users');
      expect(seeded.rows).toEqual([{ email: 'after@example.org' }]);
    } finally {
      await client.close();
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  // Two dumps of the whole database: seconds each on a busy machine.
}, 60_000);
