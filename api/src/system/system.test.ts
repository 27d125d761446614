// Health, the OpenAPI document, and the error answers of the HTTP layer itself.
import { ENDPOINTS, type EndpointName } from '@glow/contract';
import { startTestApi, type TestApi } from '../testing/testApi';

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

interface OpenApiOperation {
  operationId?: string;
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

describe('the OpenAPI document lists every status a call answers', () => {
  let document: OpenApiDocument;

  beforeAll(async () => {
    document = (await api.call<OpenApiDocument>('GET', '/api/docs/json')).body;
  });

  function responsesOf(name: EndpointName): OpenApiOperation['responses'] {
    const { path, method } = ENDPOINTS[name];
    return document.paths[path]![method.toLowerCase()]!.responses;
  }

  const statusesOf = (name: EndpointName) => Object.keys(responsesOf(name));

  it('gives every call the statuses any call may answer, and a signed-in one 401 and 403', () => {
    for (const [name, endpoint] of Object.entries(ENDPOINTS)) {
      const common = ['400', '429', '500', '503'];
      const signedIn = endpoint.access === 'public' ? [] : ['401', '403'];
      const withBody = endpoint.method === 'GET' ? [] : ['413'];
      expect({ name, statuses: statusesOf(name as EndpointName) }).toEqual({
        name,
        statuses: expect.arrayContaining([...common, ...signedIn, ...withBody]),
      });
    }
  });

  it("lists a cohort's 404 and 409 where the cohort may be missing or in another period", () => {
    for (const name of ['moveCohort', 'cohortClosing', 'cancelCohort', 'updateCohort'] as const) {
      expect({ name, statuses: statusesOf(name) }).toEqual({
        name,
        statuses: expect.arrayContaining(['404', '409']),
      });
    }
    expect(responsesOf('moveCohort')['404']!.description).toBe('Not found');
    expect(responsesOf('moveCohort')['409']!.description).toBe('Conflict with the current state');
    // A close's 409 names the field to review again.
    expect(responsesOf('moveCohort')['409']!.content!['application/json']!.schema).toMatchObject({
      properties: { message: expect.anything(), fields: expect.anything() },
    });
  });

  it('lists 502 where an outside service is called: the ledger, Xaman, GitHub, the KYC provider', () => {
    for (const name of [
      'registerVoter',
      'createPaymentBatch',
      'recordPaymentTransaction',
      'reconcilePayments',
      'xamanCreatePayload',
      'registerXamanWallet',
      'createProject',
      'startKyc',
    ] as const) {
      expect({ name, description: responsesOf(name)['502']?.description }).toEqual({
        name,
        description: expect.stringMatching(/^An outside service .* is unreachable or refused$/),
      });
    }
    expect(statusesOf('listResults')).not.toContain('502');
  });

  it('lists 401 for the public calls that check a signature or a password', () => {
    for (const name of ['login', 'crossmarkChecksign', 'gemWalletChecksign', 'kycWebhook'] as const)
      expect({ name, statuses: statusesOf(name) }).toEqual({
        name,
        statuses: expect.arrayContaining(['401']),
      });
  });
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
