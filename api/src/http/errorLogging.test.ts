// A database error is logged with what it is and which query failed, never with the values the
// query was run with: no emails, token hashes or password hashes in the log.
import { sql } from 'drizzle-orm';
import { eventually } from '../testing/eventually';
import { startTestApi, type TestApi } from '../testing/testApi';
import { passwordLinkIn } from '../testing/testInbox';

let api: TestApi;
let admin: string;
const logLines: string[] = [];

beforeAll(async () => {
  api = await startTestApi(
    { LOG_LEVEL: 'info' },
    { logStream: { write: (line) => void logLines.push(line) } },
  );
  admin = await api.loginAs('admin');
  // Constraints that make the next writes fail with the secret among the query's parameters
  // (NOT VALID: the demo users' rows are not checked, new and changed ones are).
  await api.db.execute(
    sql.raw(
      `ALTER TABLE users ADD CONSTRAINT no_canary CHECK (email NOT LIKE 'canary%') NOT VALID`,
    ),
  );
  await api.db.execute(
    sql.raw(
      `ALTER TABLE users ADD CONSTRAINT no_chosen_password CHECK (password_hash IS NULL OR first_name IS NULL) NOT VALID`,
    ),
  );
  await api.db.execute(
    sql.raw(`ALTER TABLE password_tokens ADD CONSTRAINT no_reset CHECK (purpose <> 'reset')`),
  );
});

afterAll(() => api.close());

/** The log lines written while `call` ran, with the failure it caused. */
async function loggedDuring(call: () => Promise<{ status: number }>): Promise<string> {
  const before = logLines.length;
  const response = await call();
  expect(response.status).toBe(500);
  const written = logLines.slice(before).join('');
  expect(written).toContain('request failed');
  return written;
}

it('leaves the email out when inserting a user fails', async () => {
  const log = await loggedDuring(() =>
    api.call('POST', '/api/users', {
      token: admin,
      body: { email: 'canary-7f3a@example.com', role: 'judge' },
    }),
  );
  expect(log).toContain('no_canary');
  expect(log).toContain('insert into \\"users\\"');
  expect(log).not.toMatch(/canary-7f3a/i);
});

it('leaves the token hash out when storing a reset link fails', async () => {
  // The link is issued after the answer (which is the same for every email), so the request
  // succeeds and the failure is logged afterwards.
  const before = logLines.length;
  const response = await api.call('POST', '/api/users/password/reset', {
    body: { email: 'judge@glow.local' },
  });
  expect(response.status).toBe(200);
  await eventually(() => logLines.slice(before).join('').includes('work after the answer failed'));
  const log = logLines.slice(before).join('');
  expect(log).toContain('no_reset');
  // A token hash is 64 hex digits.
  expect(log).not.toMatch(/[0-9a-f]{64}/i);
  expect(log).not.toContain('judge@glow.local');
});

it('leaves the password hash out when setting a password fails', async () => {
  const created = await api.call('POST', '/api/users', {
    token: admin,
    body: { email: 'named@example.com', role: 'scout', firstName: 'Named' },
  });
  expect(created.status).toBe(201);
  const { token } = passwordLinkIn(await api.inbox.waitForMessage('named@example.com'));
  const log = await loggedDuring(() =>
    api.call('POST', '/api/users/password', { body: { token, password: 'chosen-password' } }),
  );
  expect(log).toContain('no_chosen_password');
  expect(log).not.toContain('scrypt$');
  expect(log).not.toMatch(/[0-9a-f]{64}/i);
});
