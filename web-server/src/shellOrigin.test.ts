// The shell origin as the browser and the API see it: the page for every path of the app with its
// security headers, the shell's files with their caching and compression, remotes.json, and /api
// passed on with the client's address.
import { IMMUTABLE, NO_CACHE, NO_STORE } from './cacheControl';
import { rawGet, rawRequest } from '../../tooling/rawHttp';
import { INLINE_SCRIPT, SCRIPT_BODY } from './testing/siteFixture';
import {
  CACHEABLE_API_ANSWER,
  startTestOrigins,
  TEST_CDN_ORIGINS,
  type TestOrigins,
} from './testing/startTestOrigins';

let origins: TestOrigins;
beforeAll(async () => {
  origins = await startTestOrigins();
});
afterAll(() => origins?.stop());

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${origins.shellUrl}${path}`, { headers });

describe('the page', () => {
  test.each(['/', '/vote', '/admin/users/7', '/index.html', '/profile/setPassword?token=x'])(
    '%s is index.html, revalidated on every load',
    async (path) => {
      const page = await get(path);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(page.headers.get('cache-control')).toBe(NO_CACHE);
      expect(await page.text()).toContain(INLINE_SCRIPT);
    },
  );

  test('carries a Content-Security-Policy that admits its inline script by hash', async () => {
    const policy = (await get('/vote')).headers.get('content-security-policy') ?? '';
    const directives = Object.fromEntries(
      policy.split('; ').map((directive) => {
        const [name, ...sources] = directive.split(' ');
        return [name, sources];
      }),
    );
    const { createHash } = await import('node:crypto');
    const hash = `'sha256-${createHash('sha256').update(INLINE_SCRIPT).digest('base64')}'`;
    expect(directives['script-src']).toEqual(["'self'", ...TEST_CDN_ORIGINS, hash]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['default-src']).toEqual(["'none'"]);
  });

  test('is framed nowhere, never sniffed, and sends no referrer', async () => {
    const page = await get('/vote');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
  });

  test('asks for HTTPS only when it was reached over HTTPS (through a proxy that says so)', async () => {
    expect((await get('/vote')).headers.get('strict-transport-security')).toBeNull();
    expect(
      (await get('/vote', { 'X-Forwarded-Proto': 'http' })).headers.get(
        'strict-transport-security',
      ),
    ).toBeNull();
    for (const proto of ['https', 'https, http', 'HTTPS']) {
      const page = await get('/vote', { 'X-Forwarded-Proto': proto });
      expect(page.headers.get('strict-transport-security')).toBe('max-age=31536000');
    }
  });

  test('is not the answer for a missing file or another method', async () => {
    for (const path of ['/missing.js', '/missing.json', '/chunk.0123abcd.js.map']) {
      const missing = await get(path);
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ message: `Not found: ${path}` });
    }
    const posted = await fetch(`${origins.shellUrl}/vote`, { method: 'POST' });
    expect(posted.status).toBe(404);
  });
});

describe("the shell's files", () => {
  test('a hashed file is cached for a year, an unhashed one revalidated', async () => {
    const hashed = await get('/main.1a2b3c4d.js');
    expect(hashed.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(hashed.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(hashed.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await hashed.text()).toBe(SCRIPT_BODY);
    expect((await get('/mf-manifest.json')).headers.get('cache-control')).toBe(NO_CACHE);
  });

  test.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['identity', null],
  ])('Accept-Encoding: %s is answered with %s', async (accepted, encoding) => {
    const script = await get('/main.1a2b3c4d.js', { 'Accept-Encoding': accepted });
    expect(script.headers.get('content-encoding')).toBe(encoding);
    expect(script.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await script.text()).toBe(SCRIPT_BODY);
  });

  test('an unchanged file is not sent again (ETag)', async () => {
    const etag = (await get('/mf-manifest.json')).headers.get('etag')!;
    // fetch would add Cache-Control: no-cache to a request with If-None-Match, as browsers do
    // for one made by hand (their own revalidation does not).
    const port = Number(new URL(origins.shellUrl).port);
    const again = await rawRequest(port, rawGet('/mf-manifest.json', [`If-None-Match: ${etag}`]));
    expect(again?.status).toBe(304);
  });

  test('HEAD answers the headers alone', async () => {
    const head = await fetch(`${origins.shellUrl}/main.1a2b3c4d.js`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(await head.text()).toBe('');
  });
});

test('/remotes.json is the CDN folder’s, never stored', async () => {
  const remotes = await get('/remotes.json');
  expect(remotes.status).toBe(200);
  expect(remotes.headers.get('cache-control')).toBe(NO_STORE);
  expect(await remotes.json()).toEqual({ origins: ['http://localhost:8081'], remotes: [] });
});

describe('/api', () => {
  test('goes to the API unchanged: method, path, query, body, headers and answer', async () => {
    const answer = await fetch(`${origins.shellUrl}/api/users/7?expand=roles`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer t' },
      body: '{"name":"Ada"}',
    });
    expect(answer.status).toBe(201);
    expect(answer.headers.get('x-from-api')).toBe('yes');
    expect(await answer.json()).toEqual({ received: '{"name":"Ada"}' });
    const call = origins.apiCalls.at(-1)!;
    expect(call).toMatchObject({ method: 'PATCH', url: '/api/users/7?expand=roles' });
    expect(call.headers.authorization).toBe('Bearer t');
  });

  test('gets no headers of the page: the API sets its own', async () => {
    const answer = await fetch(`${origins.shellUrl}/api/health`);
    expect(answer.headers.get('content-security-policy')).toBeNull();
    expect(answer.headers.get('x-frame-options')).toBeNull();
  });

  // What the origin keeps of such answers, and for how long: apiCache.test.ts.
  test('passes a cacheable answer with its headers, and a 304 to an If-None-Match of its ETag', async () => {
    const { path, headers, body } = CACHEABLE_API_ANSWER;
    const answer = await get(path);
    expect(answer.status).toBe(200);
    expect(Object.fromEntries(answer.headers)).toMatchObject(headers);
    expect(await answer.text()).toBe(body);

    const notModified = await get(path, { 'If-None-Match': headers.etag });
    expect(notModified.status).toBe(304);
    expect(Object.fromEntries(notModified.headers)).toMatchObject(headers);
    expect(await notModified.text()).toBe('');
  });

  test("appends the client's address to X-Forwarded-For", async () => {
    await fetch(`${origins.shellUrl}/api/health`);
    expect(origins.apiCalls.at(-1)!.headers['x-forwarded-for']).toBe('127.0.0.1');
    await fetch(`${origins.shellUrl}/api/health`, {
      headers: { 'X-Forwarded-For': '203.0.113.9' },
    });
    expect(origins.apiCalls.at(-1)!.headers['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
  });
});
