import { failOnContractProblems, installFakeApi } from './fakeApi';

const LOGGED_IN = { success: true, message: 'Login successful', api_token: 'token-1' };
const WAVE_1 = {
  id: 7,
  name: 'Wave 1',
  period: 'voting',
  startsAt: '2026-10-01',
  endsAt: null,
  votingPeriodDays: 14,
  periodStartedAt: '2026-10-15',
};
const NO_NOMINATIONS = { page: 1, limit: 20, total: 0, nominations: [] };
const REMOTES_JSON = {
  origins: ['https://cdn.test'],
  remotes: [
    {
      name: 'glow_admin',
      version: '0.1.0-test',
      manifest: 'glow_admin/0.1.0-test/mf-manifest.json',
      entry: 'glow_admin/0.1.0-test/remoteEntry.js',
      preload: [],
      area: { label: 'Admin', home: '/admin', paths: ['/admin'] },
    },
  ],
};

async function call(method: string, path: string, body?: unknown) {
  const response = await fetch(path, {
    method,
    headers: { Authorization: 'Bearer t', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}

describe('the fake API', () => {
  it('answers a body valid for the contract and records the call', async () => {
    const calls = installFakeApi({ 'POST /api/users/login': { body: LOGGED_IN } });

    const answer = await call('POST', '/api/users/login?x=1', { email: 'a@glow.local' });

    expect(answer).toEqual({ status: 200, body: LOGGED_IN });
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/users/login',
        query: { x: '1' },
        body: { email: 'a@glow.local' },
        token: 't',
      },
    ]);
  });

  it('finds the endpoint of a path with parameters, written out or as its template', async () => {
    installFakeApi({
      'GET /api/cohorts/7/nominations': { body: NO_NOMINATIONS },
      'GET /api/cohorts/{id}/nominations': { body: { ...NO_NOMINATIONS, total: 8 } },
    });
    expect(await call('GET', '/api/cohorts/7/nominations')).toEqual({
      status: 200,
      body: NO_NOMINATIONS,
    });
    expect((await call('GET', '/api/cohorts/8/nominations')).body).toMatchObject({ total: 8 });
  });

  it('answers a 404 to a call missing from its table, and an error without a body', async () => {
    installFakeApi({ 'GET /api/users/verify': { status: 502 } });
    expect(await call('GET', '/api/users')).toEqual({
      status: 404,
      body: { message: 'Not found: GET /api/users' },
    });
    expect(await call('GET', '/api/users/verify')).toEqual({ status: 502, body: undefined });
  });

  it('fails the call, as when offline, when a route throws', async () => {
    installFakeApi({
      'GET /api/users/verify': () => {
        throw new TypeError('offline');
      },
    });
    await expect(call('GET', '/api/users/verify')).rejects.toThrow(TypeError);
  });

  it('serves /remotes.json, a file of the contract', async () => {
    installFakeApi({ 'GET /remotes.json': { body: REMOTES_JSON } });
    expect(await call('GET', '/remotes.json')).toEqual({ status: 200, body: REMOTES_JSON });
  });

  it('answers a CSV endpoint with its text, as text/csv, with the headers given', async () => {
    installFakeApi({
      'GET /api/cohorts/{id}/exports/votes': {
        text: 'nomination_id,day\r\n7,2026-10-20\r\n',
        headers: { 'Content-Disposition': 'attachment; filename="votes.csv"' },
      },
    });
    const response = await fetch('/api/cohorts/7/exports/votes');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="votes.csv"');
    expect(await response.text()).toBe('nomination_id,day\r\n7,2026-10-20\r\n');
  });

  it.each([
    ['a path of no endpoint', 'GET /api/cohort'],
    ['a method the path does not take', 'GET /api/updateProfile'],
    ['no path', 'POST'],
    ['a method a contract file does not take', 'POST /remotes.json'],
  ])('refuses a route with %s', (_case, route) => {
    expect(() => installFakeApi({ [route]: { body: {} } })).toThrow(
      `The fake API route "${route}" is not an endpoint of the contract (ENDPOINTS)`,
    );
  });
});

/** What the fake's check after every test throws now (and so fails the test with), or ''. */
function failureOfTest(): string {
  try {
    failOnContractProblems();
    return '';
  } catch (error) {
    return (error as Error).message;
  }
}

describe('an answer off the contract', () => {
  it('is a 500 naming the endpoint and the zod issue, and fails the test', async () => {
    installFakeApi({ 'POST /api/users/login': { body: { success: true, message: 'ok' } } });
    const problem =
      'The fake API\'s 200 answer to "POST /api/users/login" (endpoint login) does not match ' +
      'its response schema: api_token: api_token must be a string';

    expect(await call('POST', '/api/users/login')).toEqual({
      status: 500,
      body: { message: problem },
    });
    expect(failureOfTest()).toBe(problem);
    expect(failureOfTest()).toBe('');
  });

  it.each([
    [
      'a success status that is not the endpoint’s',
      'POST /api/users',
      {
        status: 200,
        body: { success: true, message: 'ok', user: { id: 1, email: 'a@b.co', role: 'judge' } },
      },
      'the API answers 201 on success',
    ],
    [
      'an error body without a message',
      'POST /api/users/login',
      { status: 401, body: { error: 'Unauthorized' } },
      'is not a body of its 401 error schema: message: message must be a string',
    ],
    [
      'an error body off the endpoint’s schema for its status',
      'POST /api/contributors',
      {
        status: 409,
        body: { message: 'contributor already exists', fields: ['email'], contributor: { id: 7 } },
      },
      'is not a body of its 409 error schema: contributor.firstName:',
    ],
    [
      'a remotes.json line whose area is malformed',
      'GET /remotes.json',
      {
        body: {
          ...REMOTES_JSON,
          remotes: [{ ...REMOTES_JSON.remotes[0], area: { label: 'Admin', paths: ['/admin/'] } }],
        },
      },
      '(file /remotes.json) does not match its response schema: remotes.0.area.home: is undefined, not a path such as "/admin"; remotes.0.area.paths.0: is "/admin/", not a path prefix',
    ],
    [
      'a wrong type deep in the body',
      'GET /api/cohorts/active',
      { body: { cohort: { ...WAVE_1, period: 'finished' } } },
      'cohort.period: period must be one of nomination, voting, assessment, distribution, closed',
    ],
    [
      'text from an endpoint that answers JSON',
      'GET /api/users/verify',
      { text: 'id\r\n1\r\n' },
      "is text: only a CSV endpoint's success (produces: 'csv') answers text",
    ],
    [
      'a JSON body from a CSV endpoint',
      'GET /api/payments/export',
      { body: { payments: [] } },
      'the endpoint answers CSV: give the fake answer `text`, not a body',
    ],
  ])('is refused for %s', async (_case, route, fakeAnswer, problem) => {
    installFakeApi({ [route]: fakeAnswer });
    const [method = '', path = ''] = route.split(' ');
    expect((await call(method, path)).status).toBe(500);
    const failure = failureOfTest();
    expect(failure).toContain(`"${route}"`);
    expect(failure).toContain(problem);
  });

  it('is refused for a route added after installing that is no endpoint', async () => {
    const routes: Record<string, { body: unknown }> = {};
    installFakeApi(routes);
    routes['GET /api/grants'] = { body: [] };
    expect((await call('GET', '/api/grants')).status).toBe(500);
    expect(failureOfTest()).toContain(
      'The fake API route "GET /api/grants" is not an endpoint of the contract',
    );
  });
});
