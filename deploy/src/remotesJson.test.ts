import type { RemoteListing } from '@glow/contract';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { publishRemote } from './publish';
import { normalizeOrigins, parseRemotesJson, serializeRemotesJson, urlAt } from './remotesJson';
import { FolderStore } from './store/folderStore';
import { removeTemporary, temporaryDir, writeFixtureBuild } from './testing/fixtureBuild';

const ROOT = join(__dirname, '..', '..');

const AREA = { label: 'Admin', home: '/admin', paths: ['/admin'] };

const LISTING = {
  name: 'glow_admin',
  version: '0.1.0-1a2b3c4d',
  manifest: 'glow_admin/0.1.0-1a2b3c4d/mf-manifest.json',
  entry: 'glow_admin/0.1.0-1a2b3c4d/remoteEntry.js',
  preload: ['glow_admin/0.1.0-1a2b3c4d/__federation_expose_routes.abcd1234.js'],
};

describe('remotes.json', () => {
  it('keeps a line without "area" as it is: lines written before remotes declared their paths', () => {
    const text = serializeRemotesJson({ origins: [], remotes: [LISTING] });
    expect(parseRemotesJson(text).remotes).toEqual([LISTING]);
    expect(text).not.toContain('"area"');
  });

  it('round-trips, remotes sorted by name', () => {
    const text = serializeRemotesJson({
      origins: ['http://localhost:8081'],
      remotes: [LISTING, { ...LISTING, name: 'glow_admim' }],
    });
    expect(parseRemotesJson(text).remotes.map((remote) => remote.name)).toEqual([
      'glow_admim',
      'glow_admin',
    ]);
  });

  it.each([
    ['{', 'remotes.json is not JSON'],
    ['[]', 'remotes.json is not an object { origins, remotes }'],
    ['{"remotes":[]}', 'remotes.json: "origins" is not a list of URLs'],
    ['{"origins":[],"remotes":{}}', 'remotes.json: "remotes" is not a list'],
    [
      JSON.stringify({ origins: [], remotes: [LISTING, { ...LISTING, entry: undefined }] }),
      'remotes.json: "remotes[1].entry" is not a non-empty string',
    ],
    [
      JSON.stringify({ origins: [], remotes: [{ ...LISTING, preload: 'x.js' }] }),
      'remotes.json: "remotes[0].preload" is not a list of strings',
    ],
    [
      JSON.stringify({
        origins: [],
        remotes: [{ ...LISTING, area: { ...AREA, paths: '/admin' } }],
      }),
      'remotes.json: "remotes[0].area.paths" is not a non-empty list of path prefixes',
    ],
  ])('refuses %s', (text, message) => {
    expect(() => parseRemotesJson(text)).toThrow(message);
  });

  it('pnpm dev’s listing (tooling/remotes.cjs) is in this format, with absolute URLs, no origins and each remote’s area', () => {
    const { devRemoteListings } = createRequire(join(ROOT, 'package.json'))(
      './tooling/remotes.cjs',
    ) as {
      devRemoteListings: () => unknown;
    };
    const listing = parseRemotesJson(JSON.stringify(devRemoteListings()));
    expect(listing.origins).toEqual([]);
    expect(listing.remotes).toHaveLength(5);
    for (const remote of listing.remotes) {
      expect(remote.entry).toMatch(/^http:\/\/localhost:300\d\/remoteEntry\.js$/);
      expect(urlAt(undefined, remote.manifest)).toMatch(
        /^http:\/\/localhost:300\d\/mf-manifest\.json$/,
      );
      expect(remote.area?.paths.length).toBeGreaterThan(0);
    }
  });

  it('paths are joined to an origin; absolute URLs stay as they are', () => {
    expect(urlAt('http://localhost:8081', LISTING.entry)).toBe(
      'http://localhost:8081/glow_admin/0.1.0-1a2b3c4d/remoteEntry.js',
    );
    expect(urlAt('http://localhost:8081', 'https://cdn.example/x.js')).toBe(
      'https://cdn.example/x.js',
    );
    expect(normalizeOrigins(['http://a:1/', 'https://b'])).toEqual(['http://a:1', 'https://b']);
    expect(() => normalizeOrigins([])).toThrow('At least one CDN origin is needed');
    expect(() => normalizeOrigins(['ftp://x'])).toThrow('A CDN origin must be http(s)');
  });
});

describe('the shell reads what a deploy writes', () => {
  // The shell's own reader, loaded by path: it is browser code, outside this package's types.
  let fetchRemotesJson: () => Promise<unknown>;
  beforeAll(async () => {
    // The reader looks for the request index.html started on `window`: none here.
    Object.assign(globalThis, { window: globalThis });
    ({ fetchRemotesJson } = await import(join(ROOT, 'shell/src/remoteAreas/remotesJson.ts')));
  });
  afterAll(() => {
    delete (globalThis as { window?: unknown }).window;
  });
  const realFetch = global.fetch;
  let work: string;

  beforeEach(() => {
    work = temporaryDir('shell-reader');
  });

  afterEach(() => {
    global.fetch = realFetch;
    removeTemporary(work);
  });

  function serve(text: string) {
    global.fetch = jest.fn(async () => new Response(text, { status: 200 }));
  }

  it('accepts a published remotes.json as it is, and refuses what deploy would refuse', async () => {
    const store = new FolderStore(join(work, 'cdn'));
    for (const container of ['glow_admin', 'glow_judge']) {
      await publishRemote({
        store,
        name: container,
        distDir: writeFixtureBuild(join(work, container), container).dir,
        packageVersion: '0.1.0',
        origins: ['http://localhost:8081', 'http://localhost:8083'],
      });
    }
    const text = readFileSync(join(work, 'cdn', 'remotes.json'), 'utf8');
    serve(text);
    expect(await fetchRemotesJson()).toEqual(parseRemotesJson(text));

    const withoutPreload: Partial<RemoteListing> = { ...parseRemotesJson(text).remotes[0]! };
    delete withoutPreload.preload;
    const broken = JSON.stringify({ origins: [], remotes: [withoutPreload] });
    serve(broken);
    await expect(fetchRemotesJson()).rejects.toThrow();
    expect(() => parseRemotesJson(broken)).toThrow('"remotes[0].preload" is not a list of strings');

    const badArea = JSON.stringify({
      origins: [],
      remotes: [{ ...LISTING, area: { label: 'Admin' } }],
    });
    serve(badArea);
    await expect(fetchRemotesJson()).rejects.toThrow();
    expect(() => parseRemotesJson(badArea)).toThrow(
      '"remotes[0].area.home" is undefined, not a path',
    );
  });

  it('the shell reads a line without "area" (an old remotes.json) as deploy does', async () => {
    const text = JSON.stringify({ origins: [], remotes: [LISTING] });
    serve(text);
    expect(await fetchRemotesJson()).toEqual(parseRemotesJson(text));
  });
});
