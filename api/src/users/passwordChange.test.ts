// A signed-in user changes their password (the current one required; their other sessions end,
// this one stays; they are emailed), and signs out everywhere.
import { startTestApi, type TestApi } from '../testing/testApi';
import { auditRows } from '../testing/testAssessments';
import { addScout, type AddedScout } from '../testing/testProgramme';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(() => api.close());

const verify = (token: string) => api.call('GET', '/api/users/verify', { token });
const change = (token: string, currentPassword: string, newPassword: string) =>
  api.call('POST', '/api/users/password/change', {
    token,
    body: { currentPassword, newPassword },
  });

async function scoutWithTwoSessions(): Promise<AddedScout & { other: string }> {
  const scout = await addScout(api, `changing.${Date.now()}@example.org`);
  const other = await api.login(scout.email, 'scout-password');
  return { ...scout, other: String(other.body.api_token) };
}

describe('POST /api/users/password/change', () => {
  it('changes the password; other sessions end, this one stays; audited and emailed', async () => {
    const scout = await scoutWithTwoSessions();
    expect(await change(scout.token, 'scout-password', 'a-better-password')).toEqual({
      status: 200,
      body: { success: true, message: 'Password changed; your other sessions ended' },
    });
    expect((await verify(scout.token)).status).toBe(200);
    expect((await verify(scout.other)).status).toBe(401);
    expect((await api.login(scout.email, 'scout-password')).status).toBe(401);
    expect((await api.login(scout.email, 'a-better-password')).status).toBe(200);
    expect(await auditRows(api, 'user.password.change', scout.id)).toHaveLength(1);
    const email = await api.inbox.waitForMessage(scout.email, 2);
    expect(email.subject).toBe('Your Glow password was changed');
  });

  it('refuses a wrong current password, naming the field, and changes nothing', async () => {
    const scout = await scoutWithTwoSessions();
    expect(await change(scout.token, 'not-my-password', 'a-better-password')).toEqual({
      status: 400,
      body: {
        message: 'currentPassword is not your current password',
        fields: ['currentPassword'],
      },
    });
    expect((await verify(scout.other)).status).toBe(200);
    expect((await api.login(scout.email, 'scout-password')).status).toBe(200);
  });

  it('refuses the same password again', async () => {
    const scout = await addScout(api, `same.${Date.now()}@example.org`);
    expect(await change(scout.token, 'scout-password', 'scout-password')).toEqual({
      status: 400,
      body: {
        message: 'newPassword must differ from your current password',
        fields: ['newPassword'],
      },
    });
  });

  it('counts wrong current passwords: a stolen session cannot guess on', async () => {
    const scout = await addScout(api, `guessed.${Date.now()}@example.org`);
    const { perEmail } = api.config.loginLimits;
    for (let attempt = 0; attempt < perEmail; attempt += 1) {
      expect((await change(scout.token, `guess-${attempt}`, 'a-better-password')).status).toBe(400);
    }
    const blocked = await change(scout.token, 'scout-password', 'a-better-password');
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many wrong current passwords, please try again in/);
  });
});

describe('POST /api/users/logout/all', () => {
  it('ends every session of the user, this one included, and no one else’s', async () => {
    const scout = await scoutWithTwoSessions();
    const bystander = await addScout(api, `bystander.${Date.now()}@example.org`);
    expect(await api.call('POST', '/api/users/logout/all', { token: scout.token })).toEqual({
      status: 200,
      body: { success: true, message: 'Signed out everywhere, here too' },
    });
    expect((await verify(scout.token)).status).toBe(401);
    expect((await verify(scout.other)).status).toBe(401);
    expect((await verify(bystander.token)).status).toBe(200);
    expect((await api.login(scout.email, 'scout-password')).status).toBe(200);
  });
});
