// Login, verify, logout: the shape of the answers, and when a token stops working.
import type { VerifyResponse } from '@glow/contract';
import { eq, sql } from 'drizzle-orm';
import { sessions } from '../db/schema';
import { DEMO_PASSWORD } from '../seed';
import { startTestApi, type TestApi } from '../testing/testApi';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(() => api.close());

function verify(token: string) {
  return api.call<VerifyResponse>('GET', '/api/users/verify', { token });
}

const PLEASE_LOGIN = { status: 401, body: { message: 'Please login' } };
const WRONG_CREDENTIALS = { status: 401, body: { message: 'Wrong username or password' } };

describe('POST /api/users/login', () => {
  it('answers success, a message and an api_token', async () => {
    const response = await api.login('judge@glow.local', DEMO_PASSWORD);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      message: expect.any(String),
      api_token: expect.stringMatching(/^\S{20,}$/),
    });
  });

  it('gives a new token on every login', async () => {
    const first = await api.loginAs('judge');
    const second = await api.loginAs('judge');
    expect(first).not.toBe(second);
    expect((await verify(first)).status).toBe(200);
    expect((await verify(second)).status).toBe(200);
  });

  it('refuses a wrong password and an unknown email with the same answer', async () => {
    expect(await api.login('judge@glow.local', 'not-the-password')).toEqual(WRONG_CREDENTIALS);
    expect(await api.login('nobody@glow.local', DEMO_PASSWORD)).toEqual(WRONG_CREDENTIALS);
  });

  it('ignores the case of the email', async () => {
    const response = await api.login('JUDGE@Glow.Local', DEMO_PASSWORD);
    expect(response.status).toBe(200);
    const verified = await verify(String(response.body.api_token));
    expect(verified.body.userInfo.email).toBe('judge@glow.local');
  });

  it('refuses an invited user who has not set a password yet', async () => {
    const admin = await api.loginAs('admin');
    const created = await api.call('POST', '/api/users', {
      token: admin,
      body: { email: 'invited@example.com', role: 'judge' },
    });
    expect(created.status).toBe(201);
    expect(await api.login('invited@example.com', 'any password')).toEqual(WRONG_CREDENTIALS);
    // An empty password never reaches the check: the contract refuses it.
    expect(await api.login('invited@example.com', '')).toEqual({
      status: 400,
      body: { message: 'password is required' },
    });
  });

  it('stores only a hash of the token, never the token', async () => {
    const token = await api.loginAs('scout');
    const rows = await api.db.select().from(sessions);
    expect(rows.length).toBeGreaterThan(0);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(token);
    for (const row of rows) expect(row.tokenHash).not.toBe(token);
  });
});

describe('GET /api/users/verify', () => {
  it('answers the user of the token', async () => {
    const response = await verify(await api.loginAs('scout'));
    expect(response).toEqual({
      status: 200,
      body: {
        success: true,
        userInfo: {
          id: expect.any(Number),
          email: 'scout@glow.local',
          role: 'scout',
          firstName: 'Demo',
          lastName: 'Scout',
        },
      },
    });
  });

  it('refuses a token sent without the Bearer scheme', async () => {
    const token = await api.loginAs('scout');
    const response = await api.call('GET', '/api/users/verify', {
      headers: { authorization: token },
    });
    expect(response).toEqual(PLEASE_LOGIN);
  });

  it('refuses an expired session', async () => {
    const token = await api.loginAs('contributor');
    expect((await verify(token)).status).toBe(200);
    const userId = (await verify(token)).body.userInfo.id;
    await api.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.userId, userId));
    expect(await verify(token)).toEqual(PLEASE_LOGIN);
    // A new login works again.
    expect((await verify(await api.loginAs('contributor'))).status).toBe(200);
  });
});

describe('POST /api/users/logout', () => {
  it('ends the session of the token and only that one', async () => {
    const ending = await api.loginAs('judge');
    const other = await api.loginAs('judge');
    const response = await api.call('POST', '/api/users/logout', { token: ending });
    expect(response).toEqual({
      status: 200,
      body: { success: true, message: expect.any(String) },
    });
    expect(await verify(ending)).toEqual(PLEASE_LOGIN);
    expect(await api.call('POST', '/api/users/logout', { token: ending })).toEqual(PLEASE_LOGIN);
    expect((await verify(other)).status).toBe(200);
  });
});

describe('deleting a user', () => {
  it('ends all of their sessions', async () => {
    const user = await api.addUser({
      email: 'leaving@example.com',
      role: 'contributor',
      password: 'leaving-password',
    });
    const tokens: string[] = [];
    for (let i = 0; i < 2; i++) {
      const login = await api.login('leaving@example.com', 'leaving-password');
      expect(login.status).toBe(200);
      tokens.push(String(login.body.api_token));
    }
    for (const token of tokens) expect((await verify(token)).status).toBe(200);

    const admin = await api.loginAs('admin');
    const deleted = await api.call('DELETE', '/api/users', { token: admin, body: { id: user.id } });
    expect(deleted.status).toBe(200);
    for (const token of tokens) expect(await verify(token)).toEqual(PLEASE_LOGIN);
    expect(await api.login('leaving@example.com', 'leaving-password')).toEqual(WRONG_CREDENTIALS);
  });
});
