// One Drizzle database over either embedded PGlite or a PostgreSQL server.
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../config';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseConnection {
  db: Database;
  kind: Config['database']['kind'];
  /** Applies the committed migrations that have not run yet. */
  migrate(migrationsFolder: string): Promise<void>;
  close(): Promise<void>;
}

// Any number: it only has to be the same for every API process sharing one server.
const MIGRATION_LOCK_ID = 727_001;

export async function openDatabase(database: Config['database']): Promise<DatabaseConnection> {
  if (database.kind === 'postgresql') {
    const pool = new pg.Pool({ connectionString: database.url, max: database.poolSize ?? 10 });
    const db = drizzleNodePostgres(pool, { schema });
    return {
      db: db as unknown as Database,
      kind: 'postgresql',
      async migrate(migrationsFolder) {
        // Two API instances starting together must not both apply the same migration.
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
          await migrateNodePostgres(drizzleNodePostgres(client), { migrationsFolder });
        } finally {
          await client
            .query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID])
            .catch(() => undefined);
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }

  if (database.dataDir) fs.mkdirSync(database.dataDir, { recursive: true });
  const client = database.dataDir ? new PGlite(database.dataDir) : new PGlite();
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

export async function checkDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/** The rows of a raw `db.execute(sql…)`, the same shape from both drivers. */
export async function rowsOf<Row>(query: Promise<unknown>): Promise<Row[]> {
  const result = (await query) as { rows: Row[] };
  return result.rows;
}
