// GET /api/logs: the audit log, newest first, paged.
import type { AuditLogEntry, AuditLogList } from '@glow/contract';
import { startTestApi, type TestApi } from '../testing/testApi';

let api: TestApi;
let admin: string;
const createdIds: number[] = [];
/** The entries of the demo story, older than this file's four. */
let demoEntries: number;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.loginAs('admin');
  demoEntries = (await listLogs()).body.total;
  for (const n of [1, 2, 3]) {
    const response = await api.call<{ user: { id: number } }>('POST', '/api/users', {
      token: admin,
      body: { email: `logged${n}@example.com`, role: 'contributor' },
    });
    createdIds.push(response.body.user.id);
  }
  await api.call('POST', '/api/updateProfile', {
    token: await api.loginAs('scout'),
    body: { firstName: 'Sam', lastName: 'Scout' },
  });
});

afterAll(() => api.close());

function listLogs(query: Record<string, number> = {}) {
  return api.call<AuditLogList>('GET', '/api/logs', { token: admin, query });
}

it('lists every change, newest first, with who did what to which record and when', async () => {
  const response = await listLogs();
  expect(response.status).toBe(200);
  expect(response.body).toMatchObject({ page: 1, limit: 20, total: demoEntries + 4 });
  const [profile, ...creations] = response.body.logs.slice(0, 4);
  expect(profile).toEqual({
    id: expect.any(Number),
    at: expect.any(String),
    actor: { id: expect.any(Number), email: 'scout@glow.local', role: 'scout' },
    action: 'user.profile.update',
    entity: 'user',
    entityId: String(profile?.actor.id),
    details: { firstName: 'Sam', lastName: 'Scout' },
  });
  expect(creations.map((entry) => [entry.action, entry.entityId])).toEqual(
    [...createdIds].reverse().map((id) => ['user.create', String(id)]),
  );
  for (const entry of creations)
    expect(entry.actor).toMatchObject({ email: 'admin@glow.local', role: 'admin' });

  const times = response.body.logs.map((entry) => Date.parse(entry.at));
  for (const time of times) expect(Number.isNaN(time)).toBe(false);
  expect(times).toEqual([...times].sort((a, b) => b - a));
});

it('pages with page and limit', async () => {
  const all = (await listLogs()).body.logs;
  const total = demoEntries + 4;
  const pages: AuditLogEntry[] = [];
  for (const page of [1, 2, 3]) {
    const response = await listLogs({ page, limit: 2 });
    expect(response.body).toMatchObject({ page, limit: 2, total });
    pages.push(...response.body.logs);
  }
  expect(pages.map((entry) => entry.id)).toEqual(all.slice(0, 6).map((entry) => entry.id));
  const pastTheLast = Math.ceil(total / 2) + 1;
  expect((await listLogs({ page: pastTheLast, limit: 2 })).body.logs).toEqual([]);
});

it('keeps who did it after the actor is deleted', async () => {
  const created = await api.call<{ user: { id: number } }>('POST', '/api/users', {
    token: admin,
    body: { email: 'short-lived-admin@example.com', role: 'admin' },
  });
  expect(created.status).toBe(201);
  const deleted = await api.call('DELETE', '/api/users', {
    token: admin,
    body: { id: created.body.user.id },
  });
  expect(deleted.status).toBe(200);
  const [deletion] = (await listLogs({ limit: 1 })).body.logs;
  expect(deletion).toMatchObject({
    action: 'user.delete',
    entityId: String(created.body.user.id),
    details: { email: 'short-lived-admin@example.com', role: 'admin' },
  });
});
