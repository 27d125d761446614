// The admin's user calls: create (with its invitation email), list, delete; and their audit log.
import type { AuditLogList, UserList, UserOutcome } from '@glow/contract';
import { startTestApi, type TestApi } from '../testing/testApi';
import { passwordLinkIn } from '../testing/testInbox';

let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.loginAs('admin');
});

afterAll(() => api.close());

function createUser(body: Record<string, unknown>) {
  return api.call<UserOutcome>('POST', '/api/users', { token: admin, body });
}

function listUsers(query: Record<string, string | number> = {}) {
  return api.call<UserList>('GET', '/api/users', { token: admin, query });
}

async function newestLog() {
  const logs = await api.call<AuditLogList>('GET', '/api/logs', {
    token: admin,
    query: { limit: 1 },
  });
  return logs.body.logs[0];
}

describe('POST /api/users', () => {
  it('creates the user, answers 201 and emails an invitation link', async () => {
    const response = await createUser({
      email: 'New.Scout@Example.com',
      role: 'scout',
      firstName: 'Nina',
      lastName: 'Scout',
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      success: true,
      message: expect.any(String),
      user: {
        id: expect.any(Number),
        email: 'new.scout@example.com',
        role: 'scout',
        firstName: 'Nina',
        lastName: 'Scout',
      },
    });

    const message = await api.inbox.waitForMessage('new.scout@example.com');
    expect(message.from).toBe('no-reply@glow.local');
    expect(message.subject).toMatch(/invited/i);
    expect(message.text).toContain('scout');
    const link = passwordLinkIn(message);
    expect(link.url.origin + link.url.pathname).toBe('http://localhost:8080/profile/setPassword');
    expect(link.url.searchParams.get('reset')).toBeNull();

    const listed = (await listUsers()).body.users[0];
    expect(listed).toMatchObject({ id: response.body.user.id, hasPassword: false });
  });

  it('records user.create in the audit log', async () => {
    const response = await createUser({ email: 'audited@example.com', role: 'judge' });
    expect(response.status).toBe(201);
    expect(await newestLog()).toMatchObject({
      action: 'user.create',
      entity: 'user',
      entityId: String(response.body.user.id),
      actor: { email: 'admin@glow.local', role: 'admin' },
      details: { email: 'audited@example.com', role: 'judge' },
    });
  });

  it('refuses an email that exists, telling whether the role differs', async () => {
    expect(await createUser({ email: 'scout@glow.local', role: 'scout' })).toEqual({
      status: 409,
      body: { message: 'A user with this email already exists' },
    });
    expect(await createUser({ email: 'SCOUT@glow.local', role: 'judge' })).toEqual({
      status: 409,
      body: { message: 'A user with this email already exists with a different role' },
    });
    expect((await listUsers({ role: 'scout' })).body.users.map((u) => u.email)).not.toContain(
      'SCOUT@glow.local',
    );
  });
});

describe('POST /api/users while the mail server does not answer', () => {
  it('creates the user at once; the invitation follows when the server answers again', async () => {
    await api.inbox.setBehaviour({ hang: true });
    try {
      const response = await createUser({ email: 'unreachable@example.com', role: 'judge' });
      expect(response.status).toBe(201);
      const emails = (await listUsers({ limit: 100 })).body.users.map((u) => u.email);
      expect(emails).toContain('unreachable@example.com');
      expect(await api.inbox.messagesTo('unreachable@example.com')).toEqual([]);
    } finally {
      await api.inbox.setBehaviour({ hang: false });
    }
    const invitation = await api.inbox.waitForMessage('unreachable@example.com', 1, 10_000);
    expect(passwordLinkIn(invitation).url.pathname).toBe('/profile/setPassword');
  });
});

describe('GET /api/users', () => {
  const created: number[] = [];

  beforeAll(async () => {
    for (const n of [1, 2, 3]) {
      const response = await createUser({ email: `paged${n}@example.com`, role: 'contributor' });
      created.push(response.body.user.id);
    }
  });

  it('lists newest first with the total', async () => {
    const all = await listUsers({ limit: 100 });
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ page: 1, limit: 100, total: all.body.users.length });
    expect(all.body.users.slice(0, 3).map((u) => u.id)).toEqual([...created].reverse());
    const times = all.body.users.map((u) => Date.parse(u.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all.body.users.find((u) => u.email === 'admin@glow.local')).toMatchObject({
      role: 'admin',
      hasPassword: true,
    });
  });

  it('pages with page and limit', async () => {
    const { total } = (await listUsers()).body;
    expect(total).toBeGreaterThanOrEqual(7);
    const first = await listUsers({ page: 1, limit: 2 });
    const second = await listUsers({ page: 2, limit: 2 });
    expect(first.body).toMatchObject({ page: 1, limit: 2, total });
    expect(second.body).toMatchObject({ page: 2, limit: 2, total });
    expect(first.body.users.map((u) => u.id)).toEqual([created[2], created[1]]);
    expect(second.body.users[0]?.id).toBe(created[0]);
    const beyond = await listUsers({ page: 1000, limit: 2 });
    expect(beyond.body).toMatchObject({ users: [], total });
  });

  it('defaults to page 1 of 20', async () => {
    expect((await listUsers()).body).toMatchObject({ page: 1, limit: 20 });
  });

  it('filters by role', async () => {
    // The nine contributors the demo's nominations made accounts for, and the three above.
    const contributors = await listUsers({ role: 'contributor' });
    expect(contributors.body.total).toBe(12);
    expect(contributors.body.users.map((u) => u.role)).toEqual(Array(12).fill('contributor'));
    const admins = await listUsers({ role: 'admin' });
    expect(admins.body).toMatchObject({ total: 1, users: [{ email: 'admin@glow.local' }] });
  });
});

describe('DELETE /api/users', () => {
  it('deletes a user and records user.delete', async () => {
    const { body } = await createUser({ email: 'to-delete@example.com', role: 'judge' });
    const response = await api.call('DELETE', '/api/users', {
      token: admin,
      body: { id: body.user.id },
    });
    expect(response).toEqual({
      status: 200,
      body: { success: true, message: 'User deleted', outcome: 'deleted' },
    });
    const emails = (await listUsers({ limit: 100 })).body.users.map((u) => u.email);
    expect(emails).not.toContain('to-delete@example.com');
    expect(await newestLog()).toMatchObject({
      action: 'user.delete',
      entity: 'user',
      entityId: String(body.user.id),
      actor: { email: 'admin@glow.local', role: 'admin' },
    });

    const again = await api.call('DELETE', '/api/users', {
      token: admin,
      body: { id: body.user.id },
    });
    expect(again).toEqual({ status: 404, body: { message: 'User not found' } });
  });

  it('answers 404 for an unknown id', async () => {
    expect(await api.call('DELETE', '/api/users', { token: admin, body: { id: 999_999 } })).toEqual(
      { status: 404, body: { message: 'User not found' } },
    );
  });

  it('refuses to delete the caller', async () => {
    const me = await api.call<{ userInfo: { id: number } }>('GET', '/api/users/verify', {
      token: admin,
    });
    const response = await api.call('DELETE', '/api/users', {
      token: admin,
      body: { id: me.body.userInfo.id },
    });
    expect(response).toEqual({
      status: 400,
      body: { message: 'You cannot delete your own account' },
    });
    expect((await api.call('GET', '/api/users/verify', { token: admin })).status).toBe(200);
  });
});
