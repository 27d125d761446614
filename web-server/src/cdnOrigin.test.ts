// A CDN origin as the shell's page sees it: the remotes' files with their caching, compression
// and CORS for the shell's origin; the mirror answers the same.
import { IMMUTABLE, NO_CACHE, NO_STORE } from './cacheControl';
import { REMOTE_DIR, SCRIPT_BODY } from './testing/siteFixture';
import { startTestOrigins, type TestOrigins } from './testing/startTestOrigins';

let origins: TestOrigins;
beforeAll(async () => {
  origins = await startTestOrigins();
});
afterAll(() => origins?.stop());

describe.each([0, 1])('CDN origin %i', (index) => {
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${origins.cdnUrls[index]}${path}`, { headers });

  test('a remote’s hashed file is cached for a year, its entry revalidated, remotes.json never stored', async () => {
    const chunk = await get(`/${REMOTE_DIR}/routes.5e6f7a8b.js`, { 'Accept-Encoding': 'br' });
    expect(chunk.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(chunk.headers.get('content-encoding')).toBe('br');
    expect(await chunk.text()).toBe(SCRIPT_BODY);
    expect((await get(`/${REMOTE_DIR}/remoteEntry.js`)).headers.get('cache-control')).toBe(
      NO_CACHE,
    );
    expect((await get('/remotes.json')).headers.get('cache-control')).toBe(NO_STORE);
  });

  test("CORS names the shell's origin that asks, else the shell's first origin", async () => {
    const shellPort = new URL(origins.shellUrl).port;
    for (const origin of [`http://localhost:${shellPort}`, `http://127.0.0.1:${shellPort}`]) {
      const answer = await get(`/${REMOTE_DIR}/remoteEntry.js`, { Origin: origin });
      expect(answer.headers.get('access-control-allow-origin')).toBe(origin);
      expect(answer.headers.get('vary')).toMatch(/origin/i);
    }
    const stranger = await get(`/${REMOTE_DIR}/remoteEntry.js`, { Origin: 'https://evil.test' });
    expect(stranger.headers.get('access-control-allow-origin')).toBe(
      `http://localhost:${shellPort}`,
    );
  });

  test('what it does not have is a 404, dotfiles included, and never the app', async () => {
    for (const path of ['/vote', `/${REMOTE_DIR}/missing.js`, '/.env']) {
      const missing = await get(path);
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ message: `Not found: ${path}` });
    }
  });
});
