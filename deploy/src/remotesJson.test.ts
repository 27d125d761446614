import { createRequire } from 'node:module';
import { join } from 'node:path';
import { normalizeOrigins, parseRemotesJson, serializeRemotesJson, urlAt } from './remotesJson';

const ROOT = join(__dirname, '..', '..');

const LISTING = {
  name: 'glow_admin',
  version: '0.1.0-1a2b3c4d',
  manifest: 'glow_admin/0.1.0-1a2b3c4d/mf-manifest.json',
  entry: 'glow_admin/0.1.0-1a2b3c4d/remoteEntry.js',
  preload: ['glow_admin/0.1.0-1a2b3c4d/__federation_expose_routes.abcd1234.js'],
};

describe('remotes.json', () => {
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
    ['{"remotes":[]}', 'remotes.json: "origins" is not a list of URLs'],
    ['{"origins":[],"remotes":{}}', 'remotes.json: "remotes" is not a list'],
    [
      JSON.stringify({ origins: [], remotes: [{ ...LISTING, entry: undefined }] }),
      'remotes.json: remotes[0]: "entry" is not a non-empty string',
    ],
    [
      JSON.stringify({ origins: [], remotes: [{ ...LISTING, preload: 'x.js' }] }),
      'remotes.json: remotes[0]: "preload" is not a list of strings',
    ],
  ])('refuses %s', (text, message) => {
    expect(() => parseRemotesJson(text)).toThrow(message);
  });

  it('pnpm dev’s listing (tooling/remotes.cjs) is in this format, with absolute URLs and no origins', () => {
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
