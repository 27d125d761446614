// The web origins in the test's own process, on free ports, over a site fixture, with /api passed
// to a stand-in API that records what it receives.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startWebServers, type WebServers } from '../startWebServers';
import { createSiteFixture, type SiteFixture } from './siteFixture';

export const TEST_CDN_ORIGINS = ['https://cdn.glow.test', 'https://mirror.glow.test'];
export const TEST_XAMAN_URL = 'https://xaman.glow.test';

export interface ApiCall {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface TestOrigins extends WebServers {
  site: SiteFixture;
  /** What the stand-in API received, oldest first. */
  apiCalls: ApiCall[];
  stop(): Promise<void>;
}

/**
 * What the stand-in answers to GET `path`, as the API answers an anonymous caller of a call caches
 * may keep: public, with an ETag and Vary, and 304 with no body to an If-None-Match of the ETag.
 */
export const CACHEABLE_API_ANSWER = {
  path: '/api/results',
  headers: {
    'cache-control': 'public, max-age=0, s-maxage=10, must-revalidate',
    etag: '"results-1"',
    vary: 'Authorization',
  },
  body: '{"cohorts":[]}',
};

function startRecordingApi(calls: ApiCall[]): Promise<Server> {
  const api = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      calls.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body,
      });
      if (request.method === 'GET' && request.url === CACHEABLE_API_ANSWER.path) {
        const { headers, body: answer } = CACHEABLE_API_ANSWER;
        if (request.headers['if-none-match'] === headers.etag) {
          response.writeHead(304, headers).end();
        } else {
          response.writeHead(200, { ...headers, 'Content-Type': 'application/json' }).end(answer);
        }
        return;
      }
      response.writeHead(201, { 'Content-Type': 'application/json', 'X-From-Api': 'yes' });
      response.end(JSON.stringify({ received: body }));
    });
  });
  return new Promise((resolve) => api.listen(0, '127.0.0.1', () => resolve(api)));
}

export async function startTestOrigins({
  logStream,
  ...options
}: {
  previewSecret?: string;
  /** Receives the origins' log lines (info and up); without it, nothing is logged. */
  logStream?: { write(line: string): void };
} = {}): Promise<TestOrigins> {
  const site = createSiteFixture();
  const apiCalls: ApiCall[] = [];
  const api = await startRecordingApi(apiCalls);
  const servers = await startWebServers({
    host: '127.0.0.1',
    shellPort: 0,
    cdnPorts: [0, 0],
    shellDir: site.shellDir,
    cdnDir: site.cdnDir,
    apiUrl: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
    policy: { cdnOrigins: TEST_CDN_ORIGINS, xamanUrl: TEST_XAMAN_URL },
    logger: logStream ? { level: 'info', stream: logStream } : false,
    ...options,
  });
  return {
    ...servers,
    site,
    apiCalls,
    stop: async () => {
      await servers.close();
      await new Promise((resolve) => api.close(resolve));
      site.remove();
    },
  };
}
