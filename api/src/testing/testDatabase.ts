// A database of its own for every test file: in-memory PGlite by default (started from the
// migrated data directory of migratedPglite.ts), or a fresh database on the PostgreSQL server of
// DATABASE_URL, dropped again on close.
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, pgliteConnection, type DatabaseConnection } from '../db/database';
import { migratedDataDir } from './migratedPglite';

export interface TestDatabaseConnection extends DatabaseConnection {
  /** The URL of the test database on PostgreSQL; null for in-memory PGlite. */
  url: string | null;
}

export interface PostgresTestDatabase {
  url: string;
  /** Drops the database, ending whatever connections are still open to it. */
  drop(): Promise<void>;
}

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates `glow_test_<random hex>` on the server of `serverUrl` (which must allow CREATE DATABASE). */
export async function createPostgresTestDatabase(serverUrl: string): Promise<PostgresTestDatabase> {
  const name = `glow_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      onServer(serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      ).then(() => undefined),
  };
}

/**
 * Opens a database without rows: on PGlite already migrated, on PostgreSQL without tables yet
 * (createApi applies the migrations that have not run).
 */
export async function openTestDatabase(
  serverUrl = process.env.DATABASE_URL,
): Promise<TestDatabaseConnection> {
  if (!serverUrl) {
    const connection = pgliteConnection(new PGlite({ loadDataDir: await migratedDataDir() }));
    return { ...connection, url: null };
  }
  const database = await createPostgresTestDatabase(serverUrl);
  let connection: DatabaseConnection;
  try {
    connection = await openDatabase({ kind: 'postgresql', url: database.url });
  } catch (error) {
    await database.drop();
    throw error;
  }
  return {
    ...connection,
    url: database.url,
    async close() {
      try {
        await connection.close();
      } finally {
        await database.drop();
      }
    },
  };
}
