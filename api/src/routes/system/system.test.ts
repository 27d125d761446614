// Health, the OpenAPI document, and the error answers of the HTTP layer itself.
import { ENDPOINTS } from '@glow/contract';
import { startTestApi, type TestApi } from '../../testing/testApi';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(() => api.close());

it('GET /api/health answers ok and the database in use', async () => {
  const response = await api.call('GET', '/api/health');
  expect(response).toEqual({
    status: 200,
    body: { status: 'ok', database: process.env.DATABASE_URL ? 'postgresql' : 'pglite' },
  });
});

it('GET /api/docs/json is an OpenAPI document of every endpoint', async () => {
  const response = await api.call<{
    openapi: string;
    paths: Record<string, Record<string, { operationId?: string }>>;
  }>('GET', '/api/docs/json');
  expect(response.status).toBe(200);
  expect(response.body.openapi).toMatch(/^3\./);
  for (const [name, endpoint] of Object.entries(ENDPOINTS)) {
    const operation = response.body.paths[endpoint.path]?.[endpoint.method.toLowerCase()];
    expect({ name, operationId: operation?.operationId }).toEqual({ name, operationId: name });
  }
});

it('answers 404 { message } for an unknown path', async () => {
  const response = await api.call('GET', '/api/no-such-thing', { query: { a: 1 } });
  expect(response).toEqual({
    status: 404,
    body: { message: 'Not found: GET /api/no-such-thing' },
  });
  expect((await api.call('PUT', '/api/users/verify')).status).toBe(404);
});

it('answers 400 { message } for a malformed JSON body', async () => {
  const response = await api.call('POST', '/api/users/login', {
    headers: { 'content-type': 'application/json' },
    rawBody: '{"email": "admin@glow.local", "password": ',
  });
  expect(response).toEqual({ status: 400, body: { message: expect.stringMatching(/JSON/) } });
});

it('answers 400 { message } naming the body for a body that is not JSON', async () => {
  const response = await api.call('POST', '/api/users/login', {
    headers: { 'content-type': 'text/plain' },
    rawBody: 'email=admin@glow.local',
  });
  expect(response).toEqual({ status: 400, body: { message: expect.stringMatching(/^body/) } });
});
