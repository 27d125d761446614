// One API for a test file: its own database and SMTP inbox, the demo users seeded,
// called in process through app.inject (no port).
import type { Endpoint, ErrorBody, LoginResponse, Role } from '@glow/shared-api/contract';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../config';
import type { Database } from '../db/database';
import { DEMO_PASSWORD, demoEmail, seedDemoData } from '../seed';
import { createApi } from '../server';
import { openTestDatabase, type TestDatabaseConnection } from './testDatabase';
import { passwordLinkIn, startTestInbox, type TestInbox } from './testInbox';

export const PUBLIC_APP_URL = 'http://localhost:8080';

export interface CallOptions {
  token?: string;
  /** Sent as JSON (with its content-type). */
  body?: unknown;
  /** Sent as it is, for bodies that are not JSON; set the content-type in `headers`. */
  rawBody?: string;
  query?: Record<string, string | number>;
  /** The client's address as the API sees it (the rate limit counts per address). */
  remoteAddress?: string;
  headers?: Record<string, string>;
}

/** What came back; `body` is the parsed JSON (errors are `{ message }`). */
export interface ApiResponse<T> {
  status: number;
  body: T;
}

export type DefaultBody = Partial<ErrorBody> & Record<string, unknown>;

export interface TestApi {
  app: FastifyInstance;
  config: Config;
  connection: TestDatabaseConnection;
  db: Database;
  inbox: TestInbox;
  call<T = DefaultBody>(
    method: Endpoint['method'],
    path: string,
    options?: CallOptions,
  ): Promise<ApiResponse<T>>;
  /** Signs a demo user in through POST /api/users/login and answers the api_token. */
  loginAs(role: Role, remoteAddress?: string): Promise<string>;
  login(email: string, password: string, remoteAddress?: string): Promise<ApiResponse<DefaultBody>>;
  /** Creates a user as the demo admin, follows the invitation email and sets `password`. */
  addUser(user: { email: string; role: Role; password: string }): Promise<{ id: number }>;
  close(): Promise<void>;
}

export type EnvOverrides = Record<string, string>;

export async function startTestApi(overrides: EnvOverrides = {}): Promise<TestApi> {
  const inbox = await startTestInbox();
  let connection: TestDatabaseConnection | undefined;
  try {
    connection = await openTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SMTP_URL: inbox.smtpUrl,
      PUBLIC_APP_URL,
      ...(connection.url ? { DATABASE_URL: connection.url } : {}),
      ...overrides,
    });
    const api = await createApi(config, { connection });
    await seedDemoData(connection.db);
    return testApi(api.app, config, connection, inbox, api.close);
  } catch (error) {
    await connection?.close();
    await inbox.close();
    throw error;
  }
}

function testApi(
  app: FastifyInstance,
  config: Config,
  connection: TestDatabaseConnection,
  inbox: TestInbox,
  closeApi: () => Promise<void>,
): TestApi {
  async function call<T = DefaultBody>(
    method: Endpoint['method'],
    path: string,
    options: CallOptions = {},
  ): Promise<ApiResponse<T>> {
    const response = await app.inject({
      method,
      url: path,
      query: options.query
        ? Object.fromEntries(Object.entries(options.query).map(([k, v]) => [k, String(v)]))
        : undefined,
      headers: {
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      payload: options.body === undefined ? options.rawBody : JSON.stringify(options.body),
      remoteAddress: options.remoteAddress,
    });
    const isJson = response.headers['content-type']?.toString().includes('application/json');
    return {
      status: response.statusCode,
      body: isJson ? response.json<T>() : (response.body as T),
    };
  }

  function login(email: string, password: string, remoteAddress?: string) {
    return call('POST', '/api/users/login', { body: { email, password }, remoteAddress });
  }

  async function loginAs(role: Role, remoteAddress?: string): Promise<string> {
    const response = await call<LoginResponse>('POST', '/api/users/login', {
      body: { email: demoEmail(role), password: DEMO_PASSWORD },
      remoteAddress,
    });
    if (response.status !== 200)
      throw new Error(
        `Login as ${role} answered ${response.status}: ${JSON.stringify(response.body)}`,
      );
    return response.body.api_token;
  }

  let adminToken: string | undefined;

  async function addUser(user: { email: string; role: Role; password: string }) {
    adminToken ??= await loginAs('admin');
    const created = await call<{ user: { id: number } }>('POST', '/api/users', {
      token: adminToken,
      body: { email: user.email, role: user.role },
    });
    if (created.status !== 201)
      throw new Error(
        `Creating ${user.email} answered ${created.status}: ${JSON.stringify(created.body)}`,
      );
    const { token } = passwordLinkIn(await inbox.waitForMessage(user.email));
    const set = await call('POST', '/api/users/password', {
      body: { token, password: user.password },
    });
    if (set.status !== 200) throw new Error(`Setting the password answered ${set.status}`);
    return { id: created.body.user.id };
  }

  return {
    app,
    config,
    connection,
    db: connection.db,
    inbox,
    call,
    login,
    loginAs,
    addUser,
    async close() {
      try {
        await closeApi();
        await connection.close();
      } finally {
        await inbox.close();
      }
    },
  };
}
