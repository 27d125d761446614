// An API whose PostgreSQL server cannot be reached answers every call that needs it with a quick
// 503 { message } and Retry-After, /api/health says the database is down and /api/health/ready
// that the instance is not ready: whether the server refuses connections or takes them and never
// answers (a hung server, a dead proxy).
// No PostgreSQL needed: the servers here are a closed port and a socket that never answers.
import { createServer, type Server, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type DatabaseConnection } from '../db/database';
import { databaseBudgetStore } from '../clients/githubBudget';
import { createGitHubClient } from '../clients/githubClient';
import { createKycClient } from '../clients/kycClient';
import { createXamanClient } from '../clients/xamanClient';
import { createXrplClient } from '../clients/xrplClient';
import { MESSAGES } from '../errors/messages';
import { RETRY_AFTER_SECONDS } from './errorHandling';
import { createApiMetrics } from '../metrics/apiMetrics';

const CONNECT_TIMEOUT_MS = 300;
/** The connect time-out and room for a busy machine: far below any "hang". */
const PROMPT_MS = CONNECT_TIMEOUT_MS + 1500;

async function listenOnFreePort(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('No port');
  return address.port;
}

/** A port nothing listens on: connecting is refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  const port = await listenOnFreePort(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Takes connections and never answers; closes them when the test is done. */
async function startSilentServer() {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const port = await listenOnFreePort(server);
  return {
    port,
    close: async () => {
      sockets.forEach((socket) => socket.destroy());
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

async function startApi(port: number) {
  const config = loadConfig({
    DATABASE_URL: `postgres://glow@127.0.0.1:${port}/glow`,
    DATABASE_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS),
    LOG_LEVEL: 'silent',
  });
  if (config.database.kind !== 'postgresql') throw new Error('Expected a PostgreSQL configuration');
  const connection = await openDatabase(config.database);
  const app = await buildApp({
    config,
    db: connection.db,
    databaseKind: connection.kind,
    stopping: new AbortController().signal,
    metrics: createApiMetrics(),
    xaman: createXamanClient(config.xaman, config.outsideTimeouts),
    ledger: createXrplClient(config.xrplRpcUrl, config.outsideTimeouts),
    github: createGitHubClient(
      config.github,
      config.outsideTimeouts,
      databaseBudgetStore(connection.db),
    ),
    kyc: createKycClient(config.kyc, config.outsideTimeouts),
  });
  return { app, connection };
}

const servers = {
  'refuses connections': async () => ({ port: await closedPort(), close: async () => {} }),
  'takes connections and never answers': startSilentServer,
};

describe.each(Object.entries(servers))('when the PostgreSQL server %s', (_name, startServer) => {
  let server: { port: number; close(): Promise<void> };
  let app: FastifyInstance;
  let connection: DatabaseConnection;

  beforeAll(async () => {
    server = await startServer();
    ({ app, connection } = await startApi(server.port));
  });

  afterAll(async () => {
    await app.close();
    await connection.close();
    await server.close();
  });

  async function timedCall(method: 'GET' | 'POST', url: string, payload?: unknown) {
    const started = performance.now();
    const response = await app.inject({ method, url, ...(payload ? { payload } : {}) });
    return {
      ms: performance.now() - started,
      status: response.statusCode,
      retryAfter: response.headers['retry-after'],
      body: response.json<unknown>(),
    };
  }

  it('GET /api/health answers 503: the database is down', async () => {
    const { ms, ...answer } = await timedCall('GET', '/api/health');
    expect(answer).toEqual({
      status: 503,
      retryAfter: String(RETRY_AFTER_SECONDS),
      body: { status: 'down', database: 'postgresql', message: MESSAGES.databaseUnavailable },
    });
    expect(ms).toBeLessThan(PROMPT_MS);
  });

  it('GET /api/health/ready answers 503 naming the database; the process is alive', async () => {
    const { ms, ...answer } = await timedCall('GET', '/api/health/ready');
    expect(answer).toEqual({
      status: 503,
      retryAfter: String(RETRY_AFTER_SECONDS),
      body: {
        status: 'notReady',
        database: 'postgresql',
        reason: 'database',
        pendingMigrations: [],
        message: MESSAGES.notReadyDatabase,
      },
    });
    expect(ms).toBeLessThan(PROMPT_MS);
    expect((await timedCall('GET', '/api/health/live')).status).toBe(200);
  });

  it('a call that needs the database answers 503 { message } with Retry-After, promptly', async () => {
    const calls = [
      () => timedCall('GET', '/api/cohorts/active'),
      () =>
        timedCall('POST', '/api/users/login', { email: 'admin@glow.local', password: 'glow-demo' }),
    ];
    for (const call of calls) {
      const { ms, ...answer } = await call();
      expect(answer).toEqual({
        status: 503,
        retryAfter: String(RETRY_AFTER_SECONDS),
        body: { message: MESSAGES.databaseUnavailable },
      });
      expect(ms).toBeLessThan(PROMPT_MS);
    }
  });
});
