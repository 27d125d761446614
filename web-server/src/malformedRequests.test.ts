// No request, however malformed, stops a web origin: a path it cannot read is a 400, what it does
// not have a 4xx, an unexpected failure a 500 for that request alone; after all of them the same
// process still serves the app. The origins run as `npm start` runs them, in a process of their own.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startGlowWeb, type GlowWebProcess } from './testing/glowWebProcess';
import { rawGet, rawRequest } from '../../tooling/rawHttp';
import {
  createSiteFixture,
  INLINE_SCRIPT,
  REMOTE_DIR,
  SCRIPT_BODY,
  SECRET,
  type SiteFixture,
} from './testing/siteFixture';

let site: SiteFixture;
let api: Server;
let web: GlowWebProcess;

beforeAll(async () => {
  site = createSiteFixture();
  api = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  web = await startGlowWeb({ ...site, apiUrl });
}, 30_000);

afterAll(async () => {
  await web?.stop();
  await new Promise((resolve) => api?.close(resolve));
  site?.remove();
});

/** A request (built for a file the origin serves) and the statuses it may be answered with. */
interface MalformedCase {
  name: string;
  request: (file: string) => string;
  /** null: the connection is closed without an answer. */
  answers: readonly (number | null)[];
  /** Node's HTTP server refuses it before Fastify sees it, with an empty body. */
  refusedByNode?: true;
}

const line = (text: string) => `${text}\r\n`;

const PATHS: MalformedCase[] = [
  { name: 'bad percent-encoding', request: () => rawGet('/%E0%A4%A'), answers: [400] },
  { name: 'a lone %', request: () => rawGet('/%'), answers: [400] },
  { name: 'a % without hex digits', request: () => rawGet('/%zz'), answers: [400] },
  { name: 'broken UTF-8 in a file name', request: () => rawGet('/main.%E0%A4.js'), answers: [400] },
  { name: 'a NUL character', request: () => rawGet('/%00'), answers: [400] },
  { name: 'a NUL after a file name', request: (file) => rawGet(`${file}%00.html`), answers: [400] },
  { name: '.. out of the folder', request: () => rawGet('/../secret.txt'), answers: [403] },
  { name: 'an encoded ..', request: () => rawGet('/%2e%2e/secret.txt'), answers: [403] },
  { name: '.. with an encoded /', request: () => rawGet('/..%2fsecret.txt'), answers: [404] },
  { name: '.. with an encoded \\', request: () => rawGet('/..%5csecret.txt'), answers: [403] },
  {
    name: '.. below a folder',
    request: () => rawGet(`/${REMOTE_DIR}/../../../secret.txt`),
    answers: [403],
  },
  { name: 'a dotfile', request: () => rawGet('/.env'), answers: [200, 404] }, // the page, or nothing
  {
    name: 'a 3000-character name',
    request: () => rawGet(`/${'a'.repeat(3000)}.js`),
    answers: [403],
  },
  { name: 'a 70 KB path', request: () => rawGet(`/${'a'.repeat(70_000)}`), answers: [431] },
  {
    name: 'an absolute URL',
    request: (file) => rawGet(`http://evil.example${file}`),
    answers: [403],
  },
  { name: 'an absolute URL with a bad host', request: () => rawGet('http://[/'), answers: [400] },
  { name: 'the asterisk form', request: () => rawGet('*', [], 'OPTIONS'), answers: [404] },
];

const METHODS: MalformedCase[] = [
  ...['PROPFIND', 'DELETE', 'PUT', 'TRACE', 'OPTIONS', 'PATCH'].map((method) => ({
    name: `${method} on a file`,
    request: (file: string) => rawGet(file, [], method),
    answers: [404],
  })),
  { name: 'an unknown method', request: (file) => rawGet(file, [], 'FOO'), answers: [400] },
  {
    name: 'CONNECT',
    request: () => line('CONNECT localhost:1 HTTP/1.1') + line('Host: localhost:1') + '\r\n',
    answers: [null],
  },
];

const HEADERS: MalformedCase[] = [
  ...['bytes=abc', 'bytes=99999999-', 'bytes=5-1', 'bytes=0-1,5-6', 'bytes=-0'].map((range) => ({
    name: `Range: ${range}`,
    request: (file: string) => rawGet(file, [`Range: ${range}`]),
    answers: [200], // ranges are not served: the whole file
  })),
  {
    name: 'If-Range that is no date or ETag',
    request: (file) => rawGet(file, ['Range: bytes=0-1', 'If-Range: garbage']),
    answers: [200],
  },
  ...['br;q=abc', 'identity;q=0, *;q=0', `${',;='.repeat(1000)}`, 'gzip;q=1e999'].map(
    (encodings) => ({
      name: `Accept-Encoding: ${encodings.slice(0, 30)}`,
      request: (file: string) => rawGet(file, [`Accept-Encoding: ${encodings}`]),
      answers: [200],
    }),
  ),
  {
    name: 'If-None-Match: "',
    request: (file) => rawGet(file, ['If-None-Match: "']),
    answers: [200],
  },
  {
    name: 'If-Modified-Since that is no date',
    request: (file) => rawGet(file, ['If-Modified-Since: not a date']),
    answers: [200],
  },
  { name: 'Origin: null', request: (file) => rawGet(file, ['Origin: null']), answers: [200] },
  {
    name: 'no Host',
    request: (file) => line(`GET ${file} HTTP/1.1`) + line('Connection: close') + '\r\n',
    answers: [400],
    refusedByNode: true,
  },
  {
    name: 'Host: [::1',
    request: (file) =>
      line(`GET ${file} HTTP/1.1`) + line('Host: [::1') + line('Connection: close') + '\r\n',
    answers: [200],
  },
  {
    name: 'two Host headers',
    request: (file) =>
      line(`GET ${file} HTTP/1.1`) +
      line('Host: a') +
      line('Host: b') +
      line('Connection: close') +
      '\r\n',
    answers: [200],
  },
  {
    name: 'HTTP/1.0 without Host',
    request: (file) => line(`GET ${file} HTTP/1.0`) + '\r\n',
    answers: [200],
  },
  {
    name: 'a control character in a header',
    request: (file) => rawGet(file, ['X-Test: a\x01b']),
    answers: [400],
  },
  {
    name: 'Content-Length and Transfer-Encoding',
    request: (file) =>
      rawGet(file, ['Content-Length: 3', 'Transfer-Encoding: chunked'], 'POST') + '0\r\n\r\n',
    answers: [400],
  },
  {
    name: 'Content-Length: abc',
    request: (file) => rawGet(file, ['Content-Length: abc'], 'POST'),
    answers: [400],
  },
  {
    name: 'a broken chunked body',
    request: (file) =>
      rawGet(file, ['Transfer-Encoding: chunked'], 'POST') + 'zz\r\nabc\r\n0\r\n\r\n',
    answers: [400],
  },
];

/** The shell origin also passes /api/* on: what it cannot read goes no further. */
const API_PATHS: MalformedCase[] = [
  {
    name: '/api with bad percent-encoding',
    request: () => rawGet('/api/%E0%A4%A'),
    answers: [400],
  },
  { name: '/api with a NUL character', request: () => rawGet('/api/users%00'), answers: [400] },
  { name: '/api/.. out of the API', request: () => rawGet('/api/../secret.txt'), answers: [400] },
  { name: '/api/ with encoded ..', request: () => rawGet('/api/%2e%2e/%2e%2e/x'), answers: [400] },
];

const ORIGINS = [
  {
    name: 'the shell origin',
    port: () => web.shellPort,
    file: '/main.1a2b3c4d.js',
    extra: API_PATHS,
  },
  {
    name: 'the CDN',
    port: () => web.cdnPorts[0],
    file: `/${REMOTE_DIR}/remoteEntry.js`,
    extra: [],
  },
  {
    name: "the CDN's mirror",
    port: () => web.cdnPorts[1],
    file: `/${REMOTE_DIR}/remoteEntry.js`,
    extra: [],
  },
];

describe.each(ORIGINS)('$name', ({ port, file, extra }) => {
  test.each([...PATHS, ...METHODS, ...HEADERS, ...extra])(
    '$name: answered, and the process lives on',
    async ({ request, answers, refusedByNode }) => {
      const answer = await rawRequest(port(), request(file));
      expect(answers).toContain(answer?.status ?? null);
      expect(answer?.body ?? '').not.toContain(SECRET);
      if (answer && answer.status >= 400 && !refusedByNode) {
        expect(JSON.parse(answer.body)).toEqual({ message: expect.any(String) });
      }
      expect(web.running()).toBe(true);
    },
  );

  test('a file the file system cannot open is a 500 for that request alone', async () => {
    const failed = await rawRequest(port(), rawGet('/loop.js'));
    expect(failed?.status).toBe(500);
    expect(JSON.parse(failed!.body)).toEqual({ message: 'Internal server error' });
    expect((await rawRequest(port(), rawGet(file)))?.status).toBe(200);
    expect(web.running()).toBe(true);
  });

  test('after all of it, it serves its files as before', async () => {
    const answer = await fetch(`http://127.0.0.1:${port()}${file}`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe(SCRIPT_BODY);
  });
});

test('after all of it, the app still loads', async () => {
  const page = await fetch(`http://127.0.0.1:${web.shellPort}/vote`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain(INLINE_SCRIPT);
  const script = await fetch(`http://127.0.0.1:${web.shellPort}/main.1a2b3c4d.js`);
  expect(await script.text()).toBe(SCRIPT_BODY);
  const apiAnswer = await fetch(`http://127.0.0.1:${web.shellPort}/api/health`);
  expect(await apiAnswer.json()).toEqual({ ok: true });
  expect(web.running()).toBe(true);
});
