// Browsers report a role area's failures: kept once per browser and hour for each remote,
// version, route and kind, rate limited per client, summed for the admins, kept 30 days.
import type { AreaFailureSummary } from '@glow/contract';
import { atTime } from '../clock';
import { startTestApi, type TestApi } from '../testing/testApi';
import { keepAreaFailure } from './areaFailures';
import { VALID_AREA_FAILURE } from './endpointCases';
import { areaFailures } from './tables';

const PER_CLIENT = 4;

let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await startTestApi({ AREA_FAILURE_REPORTS_PER_CLIENT: String(PER_CLIENT) });
  admin = await api.loginAs('admin');
});

afterAll(() => api.close());

beforeEach(() => api.db.delete(areaFailures));

let nextAddress = 1;
/** A client address of its own, so each test starts with its counters at 0. */
const freshAddress = () => `10.8.0.${nextAddress++}`;

const report = (body: Record<string, unknown>, remoteAddress: string) =>
  api.call('POST', '/api/area-failures', { body, remoteAddress });

async function summary() {
  const answer = await api.call<AreaFailureSummary>('GET', '/api/area-failures', { token: admin });
  expect(answer.status).toBe(200);
  return answer.body;
}

it('keeps a report from anyone, signed in or not, and the admins see it summed', async () => {
  const [first, second] = [freshAddress(), freshAddress()];
  expect(await report(VALID_AREA_FAILURE, first)).toEqual({
    status: 201,
    body: { success: true, message: 'Failure of glow_judge@0.1.0-1a2b3c4d recorded' },
  });
  await report(VALID_AREA_FAILURE, second);
  await report({ ...VALID_AREA_FAILURE, kind: 'load', route: '/judge' }, first);

  const { groups } = await summary();
  expect(groups).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ ...VALID_AREA_FAILURE, count: 2 }),
      expect.objectContaining({ ...VALID_AREA_FAILURE, kind: 'load', route: '/judge', count: 1 }),
    ]),
  );
  expect(groups).toHaveLength(2);
});

it("counts one browser's repeats of the same failure once an hour", async () => {
  const address = freshAddress();
  await report(VALID_AREA_FAILURE, address);
  expect(await report(VALID_AREA_FAILURE, address)).toEqual({
    status: 201,
    body: {
      success: true,
      message: 'Failure of glow_judge@0.1.0-1a2b3c4d already recorded from this browser this hour',
    },
  });
  const { groups } = await summary();
  expect(groups.map((group) => group.count)).toEqual([1]);
});

it('refuses a client sending more reports than the hour allows, saying when to retry', async () => {
  const address = freshAddress();
  for (let n = 0; n < PER_CLIENT; n += 1) {
    const answer = await report({ ...VALID_AREA_FAILURE, version: `0.1.0-${n}` }, address);
    expect(answer.status).toBe(201);
  }
  const refused = await report({ ...VALID_AREA_FAILURE, version: '0.1.0-9' }, address);
  expect(refused.status).toBe(429);
  expect(refused.body).toEqual({
    message: expect.stringMatching(/^Too many failure reports, please try again in \d+ minutes?$/),
  });
  expect((await summary()).groups).toHaveLength(PER_CLIENT);
  // Another browser is not held up by it.
  expect((await report(VALID_AREA_FAILURE, freshAddress())).status).toBe(201);
});

it('shows the last 24 hours, and forgets reports older than 30 days', async () => {
  const day = 24 * 60 * 60 * 1000;
  await atTime(new Date(Date.now() - 31 * day), () =>
    keepAreaFailure(api.db, { ...VALID_AREA_FAILURE, kind: 'render', version: 'old' }, true),
  );
  await atTime(new Date(Date.now() - 2 * day), () =>
    keepAreaFailure(api.db, { ...VALID_AREA_FAILURE, kind: 'render', version: 'last-week' }, true),
  );
  await report(VALID_AREA_FAILURE, freshAddress());

  expect((await summary()).groups.map((group) => group.version)).toEqual(['0.1.0-1a2b3c4d']);
  const kept = await api.db.select({ version: areaFailures.version }).from(areaFailures);
  expect(kept.map((row) => row.version).sort()).toEqual(['0.1.0-1a2b3c4d', 'last-week']);
});
