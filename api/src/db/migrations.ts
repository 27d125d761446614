// The committed migrations (api/drizzle) and which of them a database has not applied. Drizzle's
// migrator applies, in order, every migration of the journal newer than the newest it recorded in
// drizzle.__drizzle_migrations (by the journal's `when`), so the same comparison tells what it
// would still apply.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from './database';
import { isUndefinedTable } from './errors';

export const MIGRATIONS_FOLDER = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'drizzle',
);

interface JournalEntry {
  /** The migration's file name without `.sql` (`0021_vote_totals`). */
  tag: string;
  /** When it was generated (ms): the order in which Drizzle applies, and records, migrations. */
  when: number;
}

const journals = new Map<string, JournalEntry[]>();

/** The migrations of the folder's journal (read once: they do not change while the API runs). */
function committedMigrations(migrationsFolder: string): JournalEntry[] {
  let entries = journals.get(migrationsFolder);
  if (!entries) {
    const journal = JSON.parse(
      readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
    ) as { entries: JournalEntry[] };
    entries = journal.entries.map(({ tag, when }) => ({ tag, when }));
    journals.set(migrationsFolder, entries);
  }
  return entries;
}

/** When the newest migration the database applied was generated; null when none was applied. */
async function newestAppliedMigration(db: Database): Promise<number | null> {
  try {
    const [row] = await rowsOf<{ newest: string | number | null }>(
      db.execute(sql`select max(created_at) as newest from drizzle.__drizzle_migrations`),
    );
    return row?.newest == null ? null : Number(row.newest);
  } catch (error) {
    // No migration has ever run on the database.
    if (isUndefinedTable(error)) return null;
    throw error;
  }
}

/** The names of the folder's migrations the database has not applied, oldest first. */
export async function pendingMigrations(
  db: Database,
  migrationsFolder = MIGRATIONS_FOLDER,
): Promise<string[]> {
  const newest = await newestAppliedMigration(db);
  return committedMigrations(migrationsFolder)
    .filter((migration) => newest === null || migration.when > newest)
    .map((migration) => migration.tag);
}
