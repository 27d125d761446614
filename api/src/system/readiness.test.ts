// Liveness and readiness, as an orchestrator and a load balancer read them: the process answers;
// the instance may get traffic while its database answers with every migration of this build
// applied. (Its database down: http/databaseUnreachable.test.ts; shutting down: shutdown.test.ts.)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/database';
import { MIGRATIONS_FOLDER } from '../db/migrations';
import { MESSAGES } from '../errors/messages';
import { checkReadiness } from './readiness';
import { startTestApi, type TestApi } from '../testing/testApi';

const database = process.env.DATABASE_URL ? 'postgresql' : 'pglite';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(() => api.close());

it('GET /api/health/live answers that the process is alive', async () => {
  expect(await api.call('GET', '/api/health/live')).toEqual({
    status: 200,
    body: { status: 'alive' },
  });
});

it('GET /api/health/ready answers ready: the database answers, every migration applied', async () => {
  expect(await api.call('GET', '/api/health/ready')).toEqual({
    status: 200,
    body: { status: 'ready', database },
  });
});

it('answers 503 naming the migrations of this build the database lacks', async () => {
  const { entries } = JSON.parse(
    readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { tag: string }[] };
  const newest = entries.at(-1)!.tag;
  // The database as it was before the newest migration was recorded.
  const [forgotten] = await rowsOf<{ hash: string; created_at: string | number | bigint }>(
    api.db.execute(sql`delete from drizzle.__drizzle_migrations
      where created_at = (select max(created_at) from drizzle.__drizzle_migrations)
      returning hash, created_at`),
  );
  try {
    expect(await api.call('GET', '/api/health/ready')).toEqual({
      status: 503,
      body: {
        status: 'notReady',
        database,
        reason: 'migrations',
        pendingMigrations: [newest],
        message: MESSAGES.notReadyMigrations([newest]),
      },
    });
    // The process is alive all the same.
    expect((await api.call('GET', '/api/health/live')).status).toBe(200);
  } finally {
    await api.db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at)
      values (${forgotten!.hash}, ${String(forgotten!.created_at)}::bigint)`);
  }
  expect((await api.call('GET', '/api/health/ready')).status).toBe(200);
});

it('says not ready when the stop begins while the database is being read', async () => {
  const stopping = new AbortController();
  const check = checkReadiness(api.db, stopping.signal);
  stopping.abort();
  expect(await check).toEqual({
    ready: false,
    reason: 'shuttingDown',
    message: MESSAGES.notReadyShuttingDown,
    pendingMigrations: [],
  });
});
