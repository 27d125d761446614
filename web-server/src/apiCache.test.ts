// The shell origin's cache of the API's anonymous answers, as callers and the API see it: what it
// answers from memory and for how long, what it never keeps, one API call for a crowd of misses,
// a write through the origin emptying it, and its bound.
import { createApiCache, MAX_BYTES, MAX_ENTRIES } from './apiCache';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startWebServers, type WebServers } from './startWebServers';
import { createSiteFixture, type SiteFixture } from './testing/siteFixture';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** What the API answers an anonymous caller of a call caches may keep (cacheHeaders.ts). */
const SHARED = {
  'cache-control': 'public, max-age=0, s-maxage=10, must-revalidate',
  vary: 'Authorization',
};

interface StandInAnswer {
  status?: number;
  headers?: Record<string, string>;
  body?: string;
  /** Answers 304 to an If-None-Match of this ETag. */
  etag?: string;
  delayMs?: number;
}

interface ApiCall {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

/** What the stand-in API answers a GET of a path (query aside); anything else is a 201. */
const answers = new Map<string, (request: ApiCall) => StandInAnswer>();
const apiCalls: ApiCall[] = [];
const callsTo = (url: string) => apiCalls.filter((call) => call.url === url);

function startStandInApi(): Promise<Server> {
  const api = createServer((request, response) => {
    const call = { method: request.method!, url: request.url!, headers: request.headers };
    apiCalls.push(call);
    request.resume();
    request.on('end', () => {
      const answerOf = answers.get(call.url.split('?', 1)[0]!);
      if (call.url === '/api/dropped') {
        response.socket?.destroy();
        return;
      }
      if (call.method !== 'GET' || !answerOf) {
        response.writeHead(call.url === '/api/refused' ? 400 : 201).end('{}');
        return;
      }
      const { status = 200, headers = {}, body = '', etag, delayMs = 0 } = answerOf(call);
      const etagHeaders = etag ? { etag } : {};
      setTimeout(() => {
        if (etag && request.headers['if-none-match'] === etag) {
          response.writeHead(304, { ...headers, ...etagHeaders }).end();
        } else {
          response.writeHead(status, { ...headers, ...etagHeaders }).end(body);
        }
      }, delayMs);
    });
  });
  return new Promise((resolve) => api.listen(0, '127.0.0.1', () => resolve(api)));
}

let api: Server;
let site: SiteFixture;
let servers: WebServers;
beforeAll(async () => {
  api = await startStandInApi();
  site = createSiteFixture();
  servers = await startWebServers({
    host: '127.0.0.1',
    shellPort: 0,
    cdnPorts: [],
    shellDir: site.shellDir,
    cdnDir: site.cdnDir,
    apiUrl: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
    policy: { cdnOrigins: ['https://cdn.glow.test'], xamanUrl: 'https://xaman.glow.test' },
    logger: false,
  });
});
afterAll(async () => {
  await servers?.close();
  await new Promise((resolve) => api?.close(resolve));
  site?.remove();
});

const get = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  fetch(`${servers.shellUrl}${url}`, { headers, method });

/** `path` answers `body` with the API's shared-cache headers and an ETag. */
function answerShared(path: string, body: string, headers: Record<string, string> = SHARED) {
  answers.set(path, () => ({ headers, body, etag: `"${body}"` }));
}

describe('an anonymous answer the API lets shared caches keep', () => {
  test('is answered from memory within s-maxage, with its headers and Age', async () => {
    answerShared('/api/kept', 'kept-1');
    const first = await get('/api/kept?page=2');
    const second = await get('/api/kept?page=2');
    expect(callsTo('/api/kept?page=2')).toHaveLength(1);
    expect(second.status).toBe(200);
    expect(await second.text()).toBe('kept-1');
    expect(second.headers.get('etag')).toBe('"kept-1"');
    expect(second.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
    expect(second.headers.get('vary')).toBe('Authorization');
    expect(second.headers.get('age')).toMatch(/^\d+$/);
  });

  test('is kept per URL: another query string is another call', async () => {
    answerShared('/api/per-url', 'per-url');
    await get('/api/per-url?page=1');
    await get('/api/per-url?page=2');
    await get('/api/per-url?page=1');
    expect(apiCalls.filter((call) => call.url.startsWith('/api/per-url'))).toHaveLength(2);
  });

  test('answers HEAD from memory with the headers alone', async () => {
    answerShared('/api/head', 'head-body');
    await get('/api/head');
    const head = await get('/api/head', {}, 'HEAD');
    expect(callsTo('/api/head')).toHaveLength(1);
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String('head-body'.length));
    expect(await head.text()).toBe('');
  });

  test("answers 304 from memory to a browser's If-None-Match of its ETag", async () => {
    answerShared('/api/conditional', 'conditional');
    await get('/api/conditional');
    const notModified = await get('/api/conditional', { 'If-None-Match': '"conditional"' });
    expect(callsTo('/api/conditional')).toHaveLength(1);
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('etag')).toBe('"conditional"');
    expect(await notModified.text()).toBe('');
    const changed = await get('/api/conditional', { 'If-None-Match': '"older"' });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toBe('conditional');
  });

  test('once s-maxage has passed, is revalidated with its ETag: a 304 renews it, a 200 replaces it', async () => {
    let body = 'brief-1';
    answers.set('/api/brief', () => ({
      headers: { ...SHARED, 'cache-control': 'public, s-maxage=1' },
      body,
      etag: `"${body}"`,
    }));
    await get('/api/brief');
    await new Promise((settle) => setTimeout(settle, 1_100));
    const renewed = await get('/api/brief');
    expect(callsTo('/api/brief').map((call) => call.headers['if-none-match'])).toEqual([
      undefined,
      '"brief-1"',
    ]);
    expect(renewed.status).toBe(200);
    expect(await renewed.text()).toBe('brief-1');
    await get('/api/brief');
    expect(callsTo('/api/brief')).toHaveLength(2);

    body = 'brief-2';
    await new Promise((settle) => setTimeout(settle, 1_100));
    expect(await (await get('/api/brief')).text()).toBe('brief-2');
    expect(callsTo('/api/brief')).toHaveLength(3);
  });

  test('makes one API call for many readers that miss at once', async () => {
    answers.set('/api/slow', () => ({ headers: SHARED, body: 'slow', delayMs: 200 }));
    const readers = await Promise.all(Array.from({ length: 20 }, () => get('/api/slow')));
    expect(callsTo('/api/slow')).toHaveLength(1);
    expect(readers.map((reader) => reader.status)).toEqual(Array(20).fill(200));
    expect(await Promise.all(readers.map((reader) => reader.text()))).toEqual(
      Array(20).fill('slow'),
    );
  });

  test("names no request's id: the API saw the first reader's, no reader gets one", async () => {
    answers.set('/api/ids', (call) => ({
      headers: { ...SHARED, 'X-Request-Id': String(call.headers['x-request-id']) },
      body: 'ids',
    }));
    const first = await get('/api/ids');
    const second = await get('/api/ids');
    expect(callsTo('/api/ids')[0]!.headers['x-request-id']).toMatch(UUID);
    expect(first.headers.get('x-request-id')).toBeNull();
    expect(second.headers.get('x-request-id')).toBeNull();
  });
});

describe('what goes to the API every time', () => {
  test('a request with Authorization, which gets its own answer', async () => {
    answers.set('/api/own', (call) =>
      call.headers.authorization
        ? { headers: { 'cache-control': 'no-store' }, body: 'your own' }
        : { headers: SHARED, body: 'anyone' },
    );
    await get('/api/own');
    const own = await get('/api/own', { Authorization: 'Bearer t' });
    expect(await own.text()).toBe('your own');
    expect(own.headers.get('cache-control')).toBe('no-store');
    expect(callsTo('/api/own')).toHaveLength(2);
  });

  test('a request with cookies', async () => {
    answerShared('/api/cookies', 'cookies');
    await get('/api/cookies');
    await get('/api/cookies', { Cookie: 'glow_preview=x' });
    expect(callsTo('/api/cookies')).toHaveLength(2);
  });

  test.each([
    // Each with the other directives a copy needs, so that the one named alone refuses it.
    ['no-store', { 'cache-control': 'public, s-maxage=10, no-store' }],
    ['private', { 'cache-control': 'public, s-maxage=10, private' }],
    ['no-cache', { 'cache-control': 'public, no-cache, s-maxage=10' }],
    ['without s-maxage', { 'cache-control': 'public, max-age=10' }],
    ['without public', { 'cache-control': 's-maxage=10' }],
    ['with Set-Cookie', { ...SHARED, 'set-cookie': 'glow_preview=x' }],
    ['Vary: Accept-Language', { ...SHARED, vary: 'Accept-Language' }],
    ['Vary: Authorization, Accept-Encoding', { ...SHARED, vary: 'Authorization, Accept-Encoding' }],
    ['Vary: *', { ...SHARED, vary: '*' }],
  ])('an answer %s', async (name, headers) => {
    const path = `/api/never-kept-${name.replace(/\W+/g, '-')}`;
    answers.set(path, () => ({ headers, body: 'not kept' }));
    const first = await get(path);
    const second = await get(path);
    expect(callsTo(path)).toHaveLength(2);
    expect(await second.text()).toBe('not kept');
    expect(second.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
  });

  test('an error of the API, even one that says it may be kept', async () => {
    answers.set('/api/failing', () => ({ status: 503, headers: SHARED, body: '{}' }));
    expect((await get('/api/failing')).status).toBe(503);
    expect((await get('/api/failing')).status).toBe(503);
    expect(callsTo('/api/failing')).toHaveLength(2);
  });
});

describe('a write through the origin', () => {
  test('empties the cache: the next read asks the API', async () => {
    answerShared('/api/scores', 'scores');
    await get('/api/scores');
    await get('/api/scores');
    expect(callsTo('/api/scores')).toHaveLength(1);
    expect((await get('/api/votes', {}, 'POST')).status).toBe(201);
    await get('/api/scores');
    expect(callsTo('/api/scores')).toHaveLength(2);
  });

  test('that failed midway (the API may have made it, then dropped the connection) empties it', async () => {
    answerShared('/api/tally', 'tally');
    await get('/api/tally');
    expect((await get('/api/dropped', {}, 'POST')).status).toBe(502);
    await get('/api/tally');
    expect(callsTo('/api/tally')).toHaveLength(2);
  });

  test('that the API refused leaves it as it is', async () => {
    answerShared('/api/standing', 'standing');
    await get('/api/standing');
    expect((await get('/api/refused', {}, 'POST')).status).toBe(400);
    await get('/api/standing');
    expect(callsTo('/api/standing')).toHaveLength(1);
  });
});

describe('the bound', () => {
  const copyOf = (body: string) => async () => ({
    status: 200,
    headers: { 'cache-control': 'public, s-maxage=10' },
    body: Buffer.from(body),
  });

  test(`holds ${MAX_ENTRIES} copies under 10,000 distinct query strings, the least recently read going first`, async () => {
    const cache = createApiCache();
    await cache.read('/api/projects?search=first', copyOf('first'));
    for (let i = 0; i < 10_000; i++) {
      await cache.read(`/api/projects?search=${i}`, copyOf(`${i}`));
      if (i % 100 === 0) await cache.read('/api/projects?search=first', copyOf('first'));
      expect(cache.size().entries).toBeLessThanOrEqual(MAX_ENTRIES);
    }
    const fetchAgain = jest.fn(copyOf('again'));
    await cache.read('/api/projects?search=first', fetchAgain);
    await cache.read('/api/projects?search=9999', fetchAgain);
    expect(fetchAgain).not.toHaveBeenCalled();
    await cache.read('/api/projects?search=0', fetchAgain);
    expect(fetchAgain).toHaveBeenCalledTimes(1);
  });

  test(`holds ${MAX_BYTES / 1024 / 1024} MB, and keeps no answer larger than that`, async () => {
    const cache = createApiCache();
    const megabyte = 'x'.repeat(1024 * 1024);
    for (let i = 0; i < 100; i++) {
      await cache.read(`/api/projects?page=${i}`, copyOf(megabyte));
      expect(cache.size().bytes).toBeLessThanOrEqual(MAX_BYTES);
    }
    expect(cache.size().entries).toBeGreaterThan(0);
    const tooLarge = await cache.read('/api/projects?all', copyOf('x'.repeat(MAX_BYTES)));
    expect(tooLarge.kind).toBe('copy');
    expect(cache.size().bytes).toBeLessThanOrEqual(MAX_BYTES);
    const fetchAgain = jest.fn(copyOf('again'));
    await cache.read('/api/projects?all', fetchAgain);
    expect(fetchAgain).toHaveBeenCalledTimes(1);
  });
});

describe('a revalidation', () => {
  test("whose 304 no longer lets the copy be kept gives the reader the copy's body, not a 304 it never asked for", async () => {
    let time = 0;
    const cache = createApiCache({ now: () => time });
    await cache.read('/api/projects', async () => ({
      status: 200,
      headers: { 'cache-control': 'public, s-maxage=10', etag: '"v1"' },
      body: Buffer.from('projects'),
    }));
    time = 11_000;
    const read = await cache.read('/api/projects', async () => ({
      status: 304,
      headers: { 'cache-control': 'no-store', etag: '"v1"' },
      body: Buffer.alloc(0),
    }));
    expect(read).toMatchObject({ kind: 'uncached', answer: { status: 200 } });
    const { answer } = read as Extract<typeof read, { kind: 'uncached' }>;
    expect(answer.body.toString()).toBe('projects');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(cache.size().entries).toBe(0);
  });
});

describe('a call the API does not answer', () => {
  test('fails the readers that waited for it too, rather than sending each of them to the API', async () => {
    const cache = createApiCache();
    const first = cache.read('/api/projects', () => Promise.reject(new Error('timed out')));
    const fetchOwn = jest.fn(copyOfProjects);
    const waiter = cache.read('/api/projects', fetchOwn);
    await expect(first).rejects.toThrow('timed out');
    await expect(waiter).rejects.toThrow('timed out');
    expect(fetchOwn).not.toHaveBeenCalled();
  });
});

async function copyOfProjects() {
  return {
    status: 200,
    headers: { 'cache-control': 'public, s-maxage=10' },
    body: Buffer.from('projects'),
  };
}
