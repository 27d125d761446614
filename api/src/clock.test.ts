// The clock a piece of work sets with atTime reaches the handlers of its in-process requests
// (app.inject), and only them: requests running beside it keep real time.
import type { CohortDefaults } from '@glow/contract';
import { atTime, now } from './clock';
import { startTestApi, type TestApi } from './testing/testApi';

let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.loginAs('admin');
});

afterAll(() => api.close());

const DAY_MS = 24 * 3600_000;
const today = () => new Date().toISOString().slice(0, 10);

const suggestedStart = async () =>
  (await api.call<CohortDefaults>('GET', '/api/cohorts/defaults', { token: admin })).body.startsOn;

it('answers a request made at a set time as of that time, and one made beside it as of today', async () => {
  const [then, beside] = await Promise.all([
    atTime(new Date('2026-03-14T10:00:00Z'), suggestedStart),
    suggestedStart(),
  ]);
  expect(then).toBe('2026-03-14');
  expect(beside).toBe(today());
});

it('runs on from the time set, and is real time again outside', async () => {
  const set = new Date('2026-03-14T10:00:00Z');
  await atTime(set, async () => {
    await new Promise((done) => setTimeout(done, 20));
    expect(now().getTime()).toBeGreaterThanOrEqual(set.getTime() + 20);
    expect(now().getTime()).toBeLessThan(set.getTime() + 60_000);
  });
  expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(1000);
});

it('starts a session at the time set: one begun thirty days ago has expired today', async () => {
  const login = () => api.login('admin@glow.local', 'glow-demo');
  const [old, fresh] = await Promise.all([
    atTime(new Date(Date.now() - 30 * DAY_MS), login),
    login(),
  ]);
  const verify = (token: unknown) => api.call('GET', '/api/users/verify', { token: String(token) });
  expect((await verify(old.body.api_token)).status).toBe(401);
  expect((await verify(fresh.body.api_token)).status).toBe(200);
});
