// One Drizzle database over either embedded PGlite or a PostgreSQL server.
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../config';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type ConnectionErrorListener = (error: Error) => void;

/** The PostgreSQL pool's connections at one moment (pg's totalCount, idleCount, waitingCount). */
export interface PoolStats {
  /** Connections open, busy or idle. */
  total: number;
  idle: number;
  /** Queries waiting for a connection: every connection is busy and the pool is at its size. */
  waiting: number;
}

export interface DatabaseConnection {
  db: Database;
  kind: Config['database']['kind'];
  /** Applies the committed migrations that have not run yet. */
  migrate(migrationsFolder: string): Promise<void>;
  /**
   * Reports connections lost while idle in the pool (a server restart, a proxy closing idle
   * connections); they never crash the process. Answers a function that stops the reports.
   */
  onConnectionError(listener: ConnectionErrorListener): () => void;
  /** The pool's connections now; null on PGlite, one embedded database without a pool. */
  poolStats(): PoolStats | null;
  close(): Promise<void>;
}

// Any number: it only has to be the same for every API process sharing one server.
const MIGRATION_LOCK_ID = 727_001;

const DEFAULT_CONNECT_TIMEOUT_MS = 5000;
const DEFAULT_STATEMENT_TIMEOUT_MS = 10_000;

function openPostgres(database: Extract<Config['database'], { kind: 'postgresql' }>) {
  const connectTimeoutMs = database.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
  const statementTimeoutMs = database.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  const pool = new pg.Pool({
    connectionString: database.url,
    max: database.poolSize ?? 10,
    // Also bounds the wait for a free connection when all of them are busy.
    connectionTimeoutMillis: connectTimeoutMs,
    // The server cancels a statement after statement_timeout (and ends a transaction left idle
    // as long); query_timeout catches a server that no longer answers at all.
    statement_timeout: statementTimeoutMs,
    idle_in_transaction_session_timeout: statementTimeoutMs,
    query_timeout: statementTimeoutMs + connectTimeoutMs,
    keepAlive: true,
  });
  const listeners = new Set<ConnectionErrorListener>();
  // Without a listener, an 'error' event throws and ends the process.
  pool.on('error', (error) => listeners.forEach((listener) => listener(error)));
  // A client in use has no pool listener: its query in flight rejects with the same error
  // (and the call answers 503), so the event itself needs no report.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzleNodePostgres(pool, { schema });
  return {
    db: db as unknown as Database,
    kind: 'postgresql' as const,
    async migrate(migrationsFolder: string) {
      // A client of its own, without the pool's time-outs: a migration (or the wait for another
      // instance's) may take longer than any call should.
      const client = new pg.Client({
        connectionString: database.url,
        connectionTimeoutMillis: connectTimeoutMs,
      });
      client.on('error', () => undefined);
      await client.connect();
      try {
        // Two API instances starting together must not both apply the same migration.
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migrateNodePostgres(drizzleNodePostgres(client), { migrationsFolder });
      } finally {
        await client.end().catch(() => undefined);
      }
    },
    onConnectionError(listener: ConnectionErrorListener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    close: () => pool.end(),
  };
}

export async function openDatabase(database: Config['database']): Promise<DatabaseConnection> {
  if (database.kind === 'postgresql') return openPostgres(database);

  if (database.dataDir) fs.mkdirSync(database.dataDir, { recursive: true });
  return pgliteConnection(database.dataDir ? new PGlite(database.dataDir) : new PGlite());
}

/** A connection over a PGlite the caller made (tests load theirs from a prepared data directory). */
export function pgliteConnection(client: PGlite): DatabaseConnection {
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    // Embedded: there is no connection to lose.
    onConnectionError: () => () => undefined,
    poolStats: () => null,
    close: () => client.close(),
  };
}

export async function checkDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/**
 * The rows of a raw `db.execute(sql…)`, the same shape from both drivers. Also the way to read
 * hundreds of rows on a hot path: the query builder maps each row field by field, about 0.7 ms of
 * the API's CPU for 500 to 1,000 rows, where these come as the driver parsed them.
 */
export async function rowsOf<Row>(query: Promise<unknown>): Promise<Row[]> {
  const result = (await query) as { rows: Row[] };
  return result.rows;
}

const dialect = new PgDialect();

/**
 * The rows of a statement written in SQL, run as a named prepared statement: PostgreSQL parses and
 * plans it once per connection rather than on every call, as the query builder's `.prepare(name)`
 * does for built queries. For the hottest statements (a vote); `name` must always come with the
 * same text, the values being parameters.
 */
export async function preparedRowsOf<Row>(db: Database, name: string, query: SQL): Promise<Row[]> {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  return rowsOf<Row>(prepared.execute());
}
