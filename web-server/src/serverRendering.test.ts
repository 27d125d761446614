// The public pages' HTML as the web origin serves it: rendered by the shell's renderer with the
// version remotes.json names, kept 60 seconds and renewed behind the old copy, never a copy of
// another version, and the plain document whenever rendering fails or is slow.
import { mkdtempSync, mkdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createServerRendering,
  HTML_MAX_AGE_MS,
  type ServerRenderingOptions,
} from './serverRendering';
import type { FastifyReply } from 'fastify';
import { createHash } from 'node:crypto';
import { shellDocumentSender, withRenderedPage } from './shellDocument';

let dir: string;
let shellDir: string;
let cdnDir: string;
let clock: number;

/** A renderer that answers what the test's renderer.json says, and counts its renders. */
const RENDERER = `
const { readFileSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
const loads = join(__dirname, 'loads.txt');
let loadCount = 0;
try { loadCount = Number(readFileSync(loads, 'utf8')); } catch {}
writeFileSync(loads, String(loadCount + 1));
// What the federation runtime leaves on globalThis: a renderer loaded anew must not see it.
const inherited = globalThis.glow_public;
globalThis.glow_public = { loadedBy: loadCount + 1 };
exports.render = async ({ url, remotesJson }) => {
  const behaviour = JSON.parse(readFileSync(join(__dirname, 'behaviour.json'), 'utf8'));
  const { pathname } = new URL(url);
  const renders = join(__dirname, 'renders' + pathname.replace(/[^a-z]/g, '_') + '.txt');
  let count = 0;
  try { count = Number(readFileSync(renders, 'utf8')); } catch {}
  writeFileSync(renders, String(count + 1));
  if (behaviour.throws) throw new Error('the page threw');
  if (behaviour.callFails) {
    const error = new Error('/api/nominations failed');
    error.name = 'PageCallFailure';
    throw error;
  }
  if (behaviour.never) await new Promise(() => {});
  if (inherited) throw new Error('the previous renderer left its glow_public');
  if (behaviour.delayMs) await new Promise((settle) => setTimeout(settle, behaviour.delayMs));
  const version = remotesJson.remotes.find(({ name }) => name === 'glow_public').version;
  return {
    status: 200,
    html: '<h1>' + pathname + ' render ' + (count + 1) + ' of ' + version + '</h1>' + (behaviour.html ?? ''),
    styleTags: '<style data-styled="active">h1{color:red}</style>',
    head: '<title>' + pathname + " · Glow</title><meta property=\\"og:description\\" content=\\"Grants of $1,000 and $&amp; more\\"/>",
    rendering: { version, api: { note: '</script><script>alert(1)</script>' } },
  };
};`;

const rendererLoads = () => Number(readFileSync(join(shellDir, 'server', 'loads.txt'), 'utf8'));

function behave(behaviour: {
  throws?: boolean;
  callFails?: boolean;
  never?: boolean;
  delayMs?: number;
  html?: string;
}) {
  writeFileSync(join(shellDir, 'server', 'behaviour.json'), JSON.stringify(behaviour));
}

function deployPublic(version: string) {
  writeFileSync(
    join(cdnDir, 'remotes.json'),
    JSON.stringify({
      origins: ['http://cdn.test'],
      remotes: [
        {
          name: 'glow_public',
          version,
          area: { label: 'Public', home: '/', paths: ['/', '/vote'] },
        },
        {
          name: 'glow_admin',
          version: '1',
          area: { label: 'Admin', home: '/admin', paths: ['/admin'] },
        },
      ],
    }),
  );
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'glow-ssr-'));
  shellDir = join(dir, 'shell');
  cdnDir = join(dir, 'cdn');
  mkdirSync(join(shellDir, 'server'), { recursive: true });
  mkdirSync(cdnDir);
  writeFileSync(join(shellDir, 'server', 'render.js'), RENDERER);
  behave({});
  deployPublic('1.0.0');
  clock = 1_000_000;
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function renderingWith(
  options: Pick<
    ServerRenderingOptions,
    'firstRenderTimeoutMs' | 'renderTimeoutMs' | 'renderAtStart' | 'onRenderFailure'
  > = {},
) {
  return createServerRendering({
    shellDir,
    cdnDir,
    apiUrl: 'http://api.test',
    now: () => clock,
    ...options,
  });
}

/** The pages' HTML, as the shell origin asks for it. */
const rendering = (options: Parameters<typeof renderingWith>[0] = {}) =>
  renderingWith(options).pageHtml;

const sleep = (ms: number) => new Promise((settle) => setTimeout(settle, ms));

const headingOf = async (html: Promise<{ page: { html: string } } | undefined>) =>
  (await html)?.page.html;

test('a public path is rendered with the version remotes.json names; another area is left to the browser', async () => {
  const pageHtml = rendering();
  expect(await headingOf(pageHtml('/vote'))).toBe('<h1>/vote render 1 of 1.0.0</h1>');
  expect(await pageHtml('/admin')).toBeUndefined();
  expect(await pageHtml('/admin/users')).toBeUndefined();
});

test('a copy serves for 60 seconds; then the old copy is served at once while a new one renders', async () => {
  const pageHtml = rendering();
  await pageHtml('/vote');
  clock += HTML_MAX_AGE_MS - 1;
  expect(await headingOf(pageHtml('/vote'))).toBe('<h1>/vote render 1 of 1.0.0</h1>');
  clock += 1;
  behave({ delayMs: 1_000 });
  const started = performance.now();
  expect(await headingOf(pageHtml('/vote'))).toBe('<h1>/vote render 1 of 1.0.0</h1>');
  expect(performance.now() - started).toBeLessThan(500);
  await sleep(1_200);
  expect(await headingOf(pageHtml('/vote'))).toBe('<h1>/vote render 2 of 1.0.0</h1>');
});

test('after a deploy of glow_public the old copy is never served: the page renders anew', async () => {
  const pageHtml = rendering();
  await pageHtml('/vote');
  deployPublic('1.0.1');
  expect(await headingOf(pageHtml('/vote'))).toBe('<h1>/vote render 2 of 1.0.1</h1>');
  deployPublic('1.0.0');
  expect(await headingOf(pageHtml('/vote'))).toBe('<h1>/vote render 3 of 1.0.0</h1>');
});

test('a renderer renders one version: a deploy of glow_public, or a failed render, loads it afresh', async () => {
  const pageHtml = rendering();
  await pageHtml('/vote');
  await pageHtml('/');
  expect(rendererLoads()).toBe(1);
  deployPublic('1.0.1');
  expect(await headingOf(pageHtml('/vote'))).toBe('<h1>/vote render 2 of 1.0.1</h1>');
  await sleep(300);
  expect(rendererLoads()).toBe(2);
  behave({ throws: true });
  clock += HTML_MAX_AGE_MS;
  await pageHtml('/vote');
  await sleep(300);
  behave({});
  clock += HTML_MAX_AGE_MS;
  await pageHtml('/vote');
  await sleep(300);
  expect(rendererLoads()).toBe(3);
  expect(await headingOf(pageHtml('/vote'))).toBe('<h1>/vote render 4 of 1.0.1</h1>');
});

test('at start every public page renders before its first visitor, tried again while the API starts', async () => {
  behave({ throws: true });
  const pageHtml = rendering({ renderAtStart: true });
  await sleep(300);
  behave({});
  await sleep(1_500);
  behave({ delayMs: 2_000 });
  const started = performance.now();
  expect(await headingOf(pageHtml('/'))).toBe('<h1>/ render 2 of 1.0.0</h1>');
  expect(await headingOf(pageHtml('/vote'))).toBe('<h1>/vote render 2 of 1.0.0</h1>');
  expect(await headingOf(pageHtml('/contact-us'))).toBe('<h1>/contact-us render 2 of 1.0.0</h1>');
  expect(performance.now() - started).toBeLessThan(1_000);
});

test('at start, calls that fail while the API starts are told apart from a render that fails', async () => {
  const failures: string[] = [];
  behave({ callFails: true });
  const { pageHtml } = renderingWith({
    renderAtStart: true,
    onRenderFailure: (path, _error, apiStarting) =>
      failures.push(`${path} ${apiStarting ? 'waits for the API' : 'failed'}`),
  });
  await sleep(300);
  behave({ throws: true });
  await sleep(1_200);
  behave({});
  await sleep(2_300);
  expect(await headingOf(pageHtml('/vote'))).toBe('<h1>/vote render 3 of 1.0.0</h1>');
  // Once started, a page whose calls fail is a failure like any other.
  clock += HTML_MAX_AGE_MS;
  behave({ callFails: true });
  await pageHtml('/vote');
  await sleep(100);
  expect(failures).toEqual([
    '/ waits for the API',
    '/vote waits for the API',
    '/contact-us waits for the API',
    '/ failed',
    '/vote failed',
    '/contact-us failed',
    '/vote failed',
  ]);
});

test('a write through the origin renews every copy at once; they are served until renewed', async () => {
  const { pageHtml, dataChanged } = renderingWith();
  await pageHtml('/vote');
  await pageHtml('/');
  behave({ delayMs: 200 });
  dataChanged();
  dataChanged();
  expect(await headingOf(pageHtml('/vote'))).toBe('<h1>/vote render 1 of 1.0.0</h1>');
  await sleep(1_500);
  expect(await headingOf(pageHtml('/'))).toBe('<h1>/ render 2 of 1.0.0</h1>');
  expect(await headingOf(pageHtml('/vote'))).toBe('<h1>/vote render 2 of 1.0.0</h1>');
});

test('requests for a page whose copy expired share one render', async () => {
  const pageHtml = rendering();
  await pageHtml('/vote');
  clock += HTML_MAX_AGE_MS;
  behave({ delayMs: 200 });
  const served = await Promise.all(Array.from({ length: 20 }, () => headingOf(pageHtml('/vote'))));
  expect(new Set(served)).toEqual(new Set(['<h1>/vote render 1 of 1.0.0</h1>']));
  await sleep(600);
  expect(await headingOf(pageHtml('/vote'))).toBe('<h1>/vote render 2 of 1.0.0</h1>');
});

test('a renewal that fails drops the copy: a page is never served older than its renewal', async () => {
  const pageHtml = rendering();
  await pageHtml('/vote');
  clock += HTML_MAX_AGE_MS;
  behave({ callFails: true });
  expect(await headingOf(pageHtml('/vote'))).toBe('<h1>/vote render 1 of 1.0.0</h1>');
  await sleep(300);
  expect(await pageHtml('/vote')).toBeUndefined();
  // The API failed, not the renderer: it is kept.
  expect(rendererLoads()).toBe(1);
});

test('a render that never ends fails after its time: the next request renders anew', async () => {
  behave({ never: true });
  const pageHtml = rendering({ firstRenderTimeoutMs: 1_000, renderTimeoutMs: 200 });
  expect(await pageHtml('/vote')).toBeUndefined();
  behave({});
  await sleep(400);
  expect(await headingOf(pageHtml('/vote'))).toBe('<h1>/vote render 2 of 1.0.0</h1>');
});

test('an unreadable remotes.json leaves every page to the browser, copies too, without an error', async () => {
  const pageHtml = rendering();
  await pageHtml('/vote');
  writeFileSync(join(cdnDir, 'remotes.json'), '{ "remotes": ');
  expect(await pageHtml('/vote')).toBeUndefined();
  expect(await pageHtml('/')).toBeUndefined();
});

test('a render that throws, or a first render slower than the timeout, leaves the page to the browser', async () => {
  behave({ throws: true });
  expect(await rendering()('/vote')).toBeUndefined();
  behave({ delayMs: 300 });
  expect(await rendering({ firstRenderTimeoutMs: 50 })('/')).toBeUndefined();
});

test('without a renderer (a shell built without it) every page is left to the browser, its copies too', async () => {
  const pageHtml = rendering();
  expect(await headingOf(pageHtml('/vote'))).toBe('<h1>/vote render 1 of 1.0.0</h1>');
  rmSync(join(shellDir, 'server'), { recursive: true });
  expect(await pageHtml('/vote')).toBeUndefined();
  expect(await rendering()('/')).toBeUndefined();
});

test('the document carries the HTML, its styles and what the browser hydrates with, escaped', async () => {
  const rendered = await rendering()('/vote');
  const document = withRenderedPage(
    '<html><head><meta name="description" content="Glow funds open-source work"/><title>Glow</title></head><body><noscript>Glow needs JavaScript.</noscript><div id="root"></div></body></html>',
    rendered!,
  );
  expect(document).toContain('<div id="root"><h1>/vote render 1 of 1.0.0</h1></div>');
  expect(document).toContain('<style data-styled="active">h1{color:red}</style>');
  expect(document).not.toContain('<noscript>');
  expect(document).toContain(
    '<head><title>/vote · Glow</title><meta property="og:description" content="Grants of $1,000 and $&amp; more"/><style',
  );
  expect(document).not.toContain('</script><script>alert(1)');
  const marker = /<script>window\.glowServerRendered=(.*?)<\/script>/.exec(document)![1]!;
  expect(JSON.parse(marker)).toEqual({
    version: '1.0.0',
    api: { note: '</script><script>alert(1)</script>' },
  });
});

test("the policy allows the document's scripts and the marker, never a script in the rendered page", async () => {
  writeFileSync(
    join(shellDir, 'index.html'),
    '<html><head><title>Glow</title><script>boot()</script></head><body><div id="root"></div></body></html>',
  );
  behave({ html: '<script>evil()</script>' });
  const sent: { headers: Record<string, string>; body: string } = { headers: {}, body: '' };
  const reply = {
    headers(headers: Record<string, string>) {
      sent.headers = headers;
      return reply;
    },
    send(body: string) {
      sent.body = body;
      return reply;
    },
  };
  const send = shellDocumentSender(
    shellDir,
    { cdnOrigins: [], xamanUrl: 'http://xaman.test' },
    rendering(),
  );
  await send(reply as unknown as FastifyReply, '/vote');
  expect(sent.body).toContain('<script>evil()</script>');
  const policy = sent.headers['Content-Security-Policy']!;
  const hash = (script: string) =>
    `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
  expect(policy).toContain(hash('boot()'));
  const marker = /<script>(window\.glowServerRendered=.*?)<\/script>/.exec(sent.body)![1]!;
  expect(policy).toContain(hash(marker));
  expect(policy).not.toContain(hash('evil()'));
});

test('a shell deployed since (its renderer changed) makes the copies stale: the new renderer renders', async () => {
  const pageHtml = rendering();
  await pageHtml('/vote');
  const next = RENDERER.replace("'<h1>' + pathname", "'<h1>new shell ' + pathname");
  writeFileSync(join(shellDir, 'server', 'render.js'), next);
  const later = new Date(Date.now() + 5_000);
  utimesSync(join(shellDir, 'server', 'render.js'), later, later);
  expect(await headingOf(pageHtml('/vote'))).toBe('<h1>new shell /vote render 2 of 1.0.0</h1>');
});
