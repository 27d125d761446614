// The migrated PGlite the API's test files start from must hold exactly today's migrations: its
// cache key changes with any migration file, and the dump has every committed migration applied.
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { MIGRATIONS_FOLDER } from '../server';
import { migratedDataDir, migrationsHash } from './migratedPglite';

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
