// The database's figures when the database does not answer: the scrape still answers, says so in
// glow_database_up, and leaves the figures it could not read as NaN rather than stale numbers.
// No PostgreSQL needed: the server is a port nothing listens on.
import { createServer } from 'node:net';
import Fastify from 'fastify';
import { Registry } from 'prom-client';
import { openDatabase, type DatabaseConnection } from '../db/database';
import { parseMetrics, valueOf } from '../testing/testMetrics';
import { watchDatabase } from './databaseMetrics';

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let connection: DatabaseConnection;

beforeAll(async () => {
  connection = await openDatabase({
    kind: 'postgresql',
    url: `postgres://glow@127.0.0.1:${await closedPort()}/glow`,
    connectTimeoutMs: 300,
  });
});

afterAll(() => connection.close());

it('answers the scrape with glow_database_up 0 and NaN for what it could not read', async () => {
  const registry = new Registry();
  watchDatabase(registry, connection, Fastify().log);
  const samples = parseMetrics(await registry.metrics());
  expect(valueOf(samples, 'glow_database_up')).toBe(0);
  expect(valueOf(samples, 'glow_email_outbox_unsent')).toBeNaN();
  expect(valueOf(samples, 'glow_payments_oldest_in_flight_age_seconds')).toBeNaN();
  // The pool is there, with nothing open.
  expect(valueOf(samples, 'glow_database_pool_connections')).toBe(0);
});
