// Every answer of the API carries the same headers: no sniffing, no framing, no referrer, a
// policy that allows nothing; /api/docs only when configured, with its own policy. What caches may
// keep: cacheHeaders.test.ts.
import { ENDPOINTS, type Endpoint } from '@glow/contract';
import { createApi } from '../server';
import { DEMO_PASSWORD } from '../seed';
import { startTestApi, type TestApi } from '../testing/testApi';
import { API_DOCS_CSP } from './apiDocs';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(() => api.close());

const API_CSP = "default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'";

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'content-security-policy': API_CSP,
};

async function headersOf(method: Endpoint['method'], url: string, payload?: unknown) {
  const response = await api.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: response.statusCode, headers: response.headers };
}

it.each(Object.entries(ENDPOINTS).map(([name, e]: [string, Endpoint]) => [name, e]))(
  '%s answers with the security headers, whatever its status',
  async (_name, endpoint) => {
    const { headers } = await headersOf(endpoint.method, endpoint.path.replace('{id}', '1'));
    expect(headers).toMatchObject(SECURITY_HEADERS);
  },
);

it('sends a login answer (it carries the api_token) with no-store', async () => {
  const { status, headers } = await headersOf('POST', '/api/users/login', {
    email: 'admin@glow.local',
    password: DEMO_PASSWORD,
  });
  expect(status).toBe(200);
  expect(headers).toMatchObject({ ...SECURITY_HEADERS, 'cache-control': 'no-store' });
});

it.each([
  ['an unknown path', 'GET', '/api/no-such-thing', undefined, 404],
  ['a refused caller', 'GET', '/api/users', undefined, 401],
  ['bad input', 'POST', '/api/users/password/reset', { email: 'no' }, 400],
] as const)('sends them with the error for %s', async (_what, method, url, payload, status) => {
  const answer = await headersOf(method, url, payload);
  expect(answer.status).toBe(status);
  expect(answer.headers).toMatchObject({ ...SECURITY_HEADERS, 'cache-control': 'no-store' });
});

it('serves /api/docs (on outside production) under a policy of its own, not framable', async () => {
  expect(api.config.apiDocs).toBe(true);
  const page = await headersOf('GET', '/api/docs');
  expect(page.status).toBe(200);
  expect(page.headers).toMatchObject({
    'content-type': expect.stringMatching(/^text\/html/),
    'content-security-policy': API_DOCS_CSP,
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
  });
  expect((await headersOf('GET', '/api/docs/json')).status).toBe(200);
});

it('has no /api/docs when API_DOCS is off (the default in production)', async () => {
  const withoutDocs = await createApi(
    { ...api.config, apiDocs: false },
    { connection: api.connection },
  );
  try {
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
      const response = await withoutDocs.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: `Not found: GET ${url}` });
    }
    // The API itself is unchanged.
    expect((await withoutDocs.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(
      200,
    );
  } finally {
    await withoutDocs.close();
  }
});
