// The request id on the shell origin's /api: made for every request, passed to the API in
// X-Request-Id, and written into the origin's own log lines of the request, so that one id finds
// the call's lines on both sides.
import { startWebServers, type WebServers } from './startWebServers';
import { freePort } from './testing/freePort';
import { createSiteFixture, type SiteFixture } from './testing/siteFixture';
import { startTestOrigins, type TestOrigins } from './testing/startTestOrigins';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface LogLine {
  reqId?: string;
  msg: string;
}

const logged: LogLine[] = [];
const logStream = { write: (line: string) => void logged.push(JSON.parse(line) as LogLine) };
const linesOf = (requestId: unknown) =>
  logged.filter((line) => line.reqId === requestId).map((line) => line.msg);

describe('with the API answering', () => {
  let origins: TestOrigins;
  beforeAll(async () => {
    origins = await startTestOrigins({ logStream });
  });
  afterAll(() => origins?.stop());

  /** The X-Request-Id the API received for a call sent with `headers`. */
  async function idPassedOn(headers: Record<string, string> = {}) {
    await fetch(`${origins.shellUrl}/api/health`, { headers });
    return origins.apiCalls.at(-1)!.headers['x-request-id'];
  }

  test("makes an id for a request without one, passes it on, and logs the request's lines with it", async () => {
    const passed = await idPassedOn();
    expect(passed).toMatch(UUID);
    expect(linesOf(passed)).toEqual(
      expect.arrayContaining(['incoming request', 'request completed']),
    );
    expect(await idPassedOn()).not.toBe(passed);
  });

  test('passes its own id on, never the one the client sent', async () => {
    const passed = await idPassedOn({ 'X-Request-Id': 'chosen-by-client' });
    expect(passed).toMatch(UUID);
    expect(linesOf('chosen-by-client')).toEqual([]);
  });
});

describe('with the API not answering', () => {
  let site: SiteFixture;
  let servers: WebServers;
  beforeAll(async () => {
    site = createSiteFixture();
    servers = await startWebServers({
      host: '127.0.0.1',
      shellPort: 0,
      cdnPorts: [0],
      shellDir: site.shellDir,
      cdnDir: site.cdnDir,
      apiUrl: `http://127.0.0.1:${await freePort()}`,
      policy: { cdnOrigins: ['https://cdn.glow.test'], xamanUrl: 'https://xaman.glow.test' },
      logger: { level: 'warn', stream: logStream },
    });
  });
  afterAll(async () => {
    await servers?.close();
    site?.remove();
  });

  test("answers 502 naming the request's id, which its warning carries", async () => {
    const answer = await fetch(`${servers.shellUrl}/api/health`);
    expect(answer.status).toBe(502);
    const requestId = answer.headers.get('x-request-id');
    expect(requestId).toMatch(UUID);
    expect(linesOf(requestId)).toContain('the API did not answer');
  });
});
