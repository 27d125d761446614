// The request id: taken from X-Request-Id when sane and sent by a trusted proxy (as the web origin
// sends it), else made anew; written into every log line of the request and named in its answer,
// errors and 404s included.
import { REQUEST_ID_MAX_LENGTH } from '@glow/contract/requestIds';
import { startTestApi, type TestApi } from '../testing/testApi';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface LogLine {
  reqId?: string;
  msg: string;
  req?: { url: string };
}

let api: TestApi;
const logged: LogLine[] = [];

beforeAll(async () => {
  api = await startTestApi(
    { LOG_LEVEL: 'info' },
    { logStream: { write: (line) => void logged.push(JSON.parse(line) as LogLine) } },
  );
});

afterAll(() => api.close());

/** From 127.0.0.1 unless told: a proxy the default TRUST_PROXY (loopback) names. */
async function get(url: string, headers: Record<string, string> = {}, remoteAddress?: string) {
  const response = await api.app.inject({ method: 'GET', url, headers, remoteAddress });
  return { status: response.statusCode, requestId: response.headers['x-request-id'] };
}

/** The messages of the lines logged with `requestId`. */
const linesOf = (requestId: unknown) =>
  logged.filter((line) => line.reqId === requestId).map((line) => line.msg);

it('makes an id for a request that has none, answers it, and logs every line of the request with it', async () => {
  const { status, requestId } = await get('/api/health?probe=unnamed');
  expect(status).toBe(200);
  expect(requestId).toMatch(UUID);
  expect(linesOf(requestId)).toEqual(['incoming request', 'request completed']);
  // No line of that request without it.
  const ofRequest = logged.filter((line) => line.req?.url === '/api/health?probe=unnamed');
  expect(ofRequest.map((line) => line.reqId)).toEqual([requestId]);
});

it('gives each request its own id', async () => {
  const first = await get('/api/health');
  const second = await get('/api/health');
  expect(first.requestId).not.toBe(second.requestId);
});

it.each(['web-7f3a9c', '0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9', 'Root=1-5759e988:bd862e3f.x_y'])(
  'takes a sane X-Request-Id as it came: %s',
  async (sent) => {
    const { requestId } = await get('/api/health', { 'x-request-id': sent });
    expect(requestId).toBe(sent);
    expect(linesOf(sent)).toEqual(['incoming request', 'request completed']);
  },
);

it.each([
  ['too long', 'a'.repeat(REQUEST_ID_MAX_LENGTH + 1)],
  ['with a space', 'forged id'],
  ['with quotes', '"},"level":60,"msg":"forged'],
  ['with a slash', '../x'],
])('makes a new id in place of one %s', async (_what, sent) => {
  const { requestId } = await get('/api/health', { 'x-request-id': sent });
  expect(requestId).toMatch(UUID);
  expect(linesOf(sent)).toEqual([]);
});

it('names the id in an error and a 404 too', async () => {
  const refused = await get('/api/users', { 'x-request-id': 'err-1' });
  expect(refused).toEqual({ status: 401, requestId: 'err-1' });
  const missing = await get('/api/no-such-thing', { 'x-request-id': 'err-2' });
  expect(missing).toEqual({ status: 404, requestId: 'err-2' });
  expect(linesOf('err-2')).toContain('request completed');
});

it('makes a new id in place of one sent by a caller that is not a trusted proxy', async () => {
  const { requestId } = await get(
    '/api/health',
    { 'x-request-id': 'chosen-by-client' },
    '203.0.113.9',
  );
  expect(requestId).toMatch(UUID);
  expect(linesOf('chosen-by-client')).toEqual([]);
});
