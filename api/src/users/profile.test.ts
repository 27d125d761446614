// POST /api/updateProfile: the signed-in user's own name.
import type { AuditLogList, ProfileOutcome, VerifyResponse } from '@glow/contract';
import { startTestApi, type TestApi } from '../testing/testApi';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(() => api.close());

function updateProfile(token: string, body: Record<string, unknown>) {
  return api.call<ProfileOutcome>('POST', '/api/updateProfile', { token, body });
}

function verify(token: string) {
  return api.call<VerifyResponse>('GET', '/api/users/verify', { token });
}

it("changes the caller's name, as verify then shows, and records it", async () => {
  const judge = await api.loginAs('judge');
  const response = await updateProfile(judge, { firstName: 'Grace', lastName: 'Hopper' });
  expect(response.status).toBe(200);
  expect(response.body).toEqual({
    success: true,
    message: expect.any(String),
    userInfo: expect.objectContaining({
      email: 'judge@glow.local',
      role: 'judge',
      firstName: 'Grace',
      lastName: 'Hopper',
    }),
  });
  expect((await verify(judge)).body.userInfo).toMatchObject({
    firstName: 'Grace',
    lastName: 'Hopper',
  });

  const logs = await api.call<AuditLogList>('GET', '/api/logs', {
    token: await api.loginAs('admin'),
  });
  expect(logs.body.logs[0]).toMatchObject({
    action: 'user.profile.update',
    entity: 'user',
    entityId: String(response.body.userInfo.id),
    actor: { id: response.body.userInfo.id, email: 'judge@glow.local', role: 'judge' },
    details: { firstName: 'Grace', lastName: 'Hopper' },
  });
});

it('changes nobody else', async () => {
  const scout = await api.loginAs('scout');
  await updateProfile(scout, { firstName: 'Only', lastName: 'Me' });
  // The demo contributor, whose nomination made her account.
  expect((await verify(await api.loginAs('contributor'))).body.userInfo).toMatchObject({
    firstName: 'Maya',
    lastName: 'Okafor',
  });
});

it('trims the names and stores blank ones as empty', async () => {
  const contributor = await api.loginAs('contributor');
  const response = await updateProfile(contributor, { firstName: '  Ada  ', lastName: '   ' });
  expect(response.status).toBe(200);
  const { userInfo } = (await verify(contributor)).body;
  expect(userInfo.firstName).toBe('Ada');
  expect(userInfo.lastName ?? '').toBe('');
});

it('refuses a name over 100 characters and keeps the old one', async () => {
  const admin = await api.loginAs('admin');
  const response = await updateProfile(admin, { firstName: 'x'.repeat(101), lastName: 'Ok' });
  expect(response).toEqual({
    status: 400,
    body: { message: expect.stringMatching(/^firstName.*100 characters/) },
  });
  expect((await verify(admin)).body.userInfo).toMatchObject({
    firstName: 'Demo',
    lastName: 'Admin',
  });
  // Exactly 100 is fine.
  expect((await updateProfile(admin, { firstName: 'x'.repeat(100), lastName: 'Ok' })).status).toBe(
    200,
  );
});
