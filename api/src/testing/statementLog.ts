// The SQL an API runs, for tests that count work instead of timing it: a Database over the same
// connection as the test API's, whose logger keeps the text of every statement.
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { Database, DatabaseConnection } from '../db/database';
import * as schema from '../db/schema';
import { createApi, type RunningApi } from '../server';
import type { TestApi } from './testApi';

export interface StatementLog {
  /** A connection to give createApi: the same database, every statement logged. */
  connection: DatabaseConnection;
  /** Every statement's text (without its parameters), in order. */
  statements: string[];
}

export function logStatements(connection: DatabaseConnection): StatementLog {
  const statements: string[] = [];
  const logger = { logQuery: (query: string) => void statements.push(query) };
  const client = (connection.db as unknown as { $client: PGlite | pg.Pool }).$client;
  const db =
    connection.kind === 'pglite'
      ? drizzlePglite(client as PGlite, { schema, logger })
      : drizzleNodePostgres(client as pg.Pool, { schema, logger });
  return { connection: { ...connection, db: db as unknown as Database }, statements };
}

export interface LoggedApi {
  api: RunningApi;
  log: StatementLog;
}

/**
 * A second API over `of`'s database, every statement it runs logged. Its outbox worker looks once
 * at start, then waits an hour, so a test's calls run nearly alone.
 */
export async function startLoggedApi(
  of: Pick<TestApi, 'config' | 'connection'>,
): Promise<LoggedApi> {
  const log = logStatements(of.connection);
  const api = await createApi(
    { ...of.config, emailOutbox: { ...of.config.emailOutbox, pollIntervalMs: 3_600_000 } },
    { connection: log.connection, refreshGitHubFacts: false, readVoterLedgers: false },
  );
  return { api, log };
}
