// Two API processes on one PostgreSQL database, as behind a load balancer: started together
// (the migrations must not clash), they share sessions and login limits.
// PostgreSQL only: api/jest.config.cjs leaves this file out when DATABASE_URL is unset.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { DEMO_PASSWORD } from './seed';
import { MIGRATIONS_FOLDER } from './db/migrations';
import { createPostgresTestDatabase, type PostgresTestDatabase } from './testing/testDatabase';
import { startTestInbox, type TestInbox } from './testing/testInbox';

const API_DIR = path.dirname(MIGRATIONS_FOLDER);
const LISTENING = /Glow API listening on (http:\/\/\S+:\d+)/;

interface Instance {
  name: string;
  url: string;
  child: ChildProcess;
}

function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const fail = (reason: string) => {
      clearTimeout(timer);
      reject(new Error(`API ${name} ${reason}:\n${output}`));
    };
    // A new database: one of them plays the demo story first, the other waits for it.
    const timer = setTimeout(() => fail('did not start within 120 s'), 120_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = LISTENING.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ name, url: match[1], child });
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => fail(`exited with ${code}`));
  });
}

function stopInstance({ child }: Instance): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

let database: PostgresTestDatabase;
let inbox: TestInbox;
const running: Instance[] = [];
let a: Instance;
let b: Instance;

beforeAll(async () => {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('twoInstances.test.ts needs DATABASE_URL');
  database = await createPostgresTestDatabase(serverUrl);
  inbox = await startTestInbox();
  const env = {
    DATABASE_URL: database.url,
    API_HOST: '127.0.0.1',
    API_PORT: '0',
    SEED_DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
    SMTP_URL: inbox.smtpUrl,
  };
  // Both at once: they apply the migrations and seed the same empty database together.
  const started = await Promise.allSettled([startInstance('A', env), startInstance('B', env)]);
  for (const result of started) {
    if (result.status === 'fulfilled') running.push(result.value);
    else throw result.reason;
  }
  [a, b] = running as [Instance, Instance];
}, 180_000);

afterAll(async () => {
  await Promise.all(running.map(stopInstance));
  await inbox?.close();
  await database?.drop();
}, 30_000);

async function call(
  instance: Instance,
  method: string,
  route: string,
  init: { token?: string; body?: unknown } = {},
) {
  const response = await fetch(`${instance.url}${route}`, {
    method,
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function login(instance: Instance, email: string, password: string) {
  return call(instance, 'POST', '/api/users/login', { body: { email, password } });
}

it('starts both on the same database', async () => {
  expect(a.url).not.toBe(b.url);
  for (const instance of [a, b]) {
    expect(await call(instance, 'GET', '/api/health')).toEqual({
      status: 200,
      body: { status: 'ok', database: 'postgresql' },
    });
  }
});

it('accepts on B a token issued by A, and a logout on B ends it on A', async () => {
  const signedIn = await login(a, 'judge@glow.local', DEMO_PASSWORD);
  expect(signedIn.status).toBe(200);
  const token = String(signedIn.body.api_token);

  const verified = await call(b, 'GET', '/api/users/verify', { token });
  expect(verified.status).toBe(200);
  expect(verified.body.userInfo).toMatchObject({ email: 'judge@glow.local', role: 'judge' });

  expect((await call(b, 'POST', '/api/users/logout', { token })).status).toBe(200);
  expect(await call(a, 'GET', '/api/users/verify', { token })).toEqual({
    status: 401,
    body: { message: 'Please login' },
  });
});

it('counts failed logins on A and B together', async () => {
  for (const instance of [a, b, a, b, a]) {
    expect((await login(instance, 'scout@glow.local', 'wrong-password')).status).toBe(401);
  }
  for (const instance of [b, a]) {
    const refused = await login(instance, 'scout@glow.local', DEMO_PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many login attempts/);
  }
});
