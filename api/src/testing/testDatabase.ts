// A database of its own for every test file: in-memory PGlite by default (started from a data
// directory of migratedPglite.ts), or a fresh database on the PostgreSQL server of DATABASE_URL,
// dropped again on close. A seeded one on PostgreSQL is a copy of the run's template database,
// which the Jest global setup migrates and seeds once (CREATE DATABASE … TEMPLATE copies files,
// far faster than migrating and seeding every file's database).
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, pgliteConnection, type DatabaseConnection } from '../db/database';
import { MIGRATIONS_FOLDER } from '../db/migrations';
import { migratedDataDir, seededDataDir, type Seed } from './migratedPglite';

/** Names the run's seeded template database, from the Jest global setup to the test files. */
const TEMPLATE_VARIABLE = 'GLOW_TEST_TEMPLATE_DATABASE';

export interface TestDatabaseConnection extends DatabaseConnection {
  /** The URL of the test database on PostgreSQL; null for in-memory PGlite. */
  url: string | null;
}

export interface PostgresTestDatabase {
  name: string;
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

/** The database `name` on the server of `serverUrl`. */
export function postgresTestDatabase(serverUrl: string, name: string): PostgresTestDatabase {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () =>
      onServer(serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      ).then(() => undefined),
  };
}

/**
 * Creates `glow_test_<random hex>` on the server of `serverUrl` (which must allow CREATE DATABASE),
 * empty or as a copy of the database `template`.
 */
export async function createPostgresTestDatabase(
  serverUrl: string,
  template?: string,
): Promise<PostgresTestDatabase> {
  const name = `glow_test_${randomBytes(6).toString('hex')}`;
  const copying = template ? ` TEMPLATE "${template}"` : '';
  await onServer(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"${copying}`));
  return postgresTestDatabase(serverUrl, name);
}

/**
 * Run once per Jest run (global setup): a database on the server of `serverUrl` with every
 * migration applied and `seed` run, which the seeded test databases copy. Its name goes to the
 * test files in the environment.
 */
export async function createSeededTemplate(serverUrl: string, seed: Seed): Promise<void> {
  const template = await createPostgresTestDatabase(serverUrl);
  try {
    const connection = await openDatabase({ kind: 'postgresql', url: template.url });
    try {
      await connection.migrate(MIGRATIONS_FOLDER);
      await seed(connection);
    } finally {
      await connection.close();
    }
  } catch (error) {
    await template.drop();
    throw error;
  }
  process.env[TEMPLATE_VARIABLE] = template.name;
}

/** Run once per Jest run (global teardown): drops the template of createSeededTemplate. */
export async function dropSeededTemplate(serverUrl: string): Promise<void> {
  const name = process.env[TEMPLATE_VARIABLE];
  if (name) await postgresTestDatabase(serverUrl, name).drop();
}

function seededTemplate(): string {
  const name = process.env[TEMPLATE_VARIABLE];
  if (!name)
    throw new Error(
      `${TEMPLATE_VARIABLE} is not set: the API's Jest global setup creates the seeded template database (api/jest.config.cjs).`,
    );
  return name;
}

/**
 * Opens a database of the test's own. `seeded`: every migration applied and the demo data seeded
 * (what startTestApi uses). Otherwise without rows: on PGlite already migrated, on PostgreSQL
 * without tables yet (createApi applies the migrations that have not run).
 */
export async function openTestDatabase({ seeded = false } = {}): Promise<TestDatabaseConnection> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dataDir = seeded ? await seededDataDir() : await migratedDataDir();
    const connection = pgliteConnection(new PGlite({ loadDataDir: dataDir }));
    return { ...connection, url: null };
  }
  const database = await createPostgresTestDatabase(
    serverUrl,
    seeded ? seededTemplate() : undefined,
  );
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
