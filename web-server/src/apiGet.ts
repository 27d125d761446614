// The shell origin's own GETs to the API, for its cache (apiCache.ts): the whole answer read into
// memory, over kept-alive connections. Everything else on /api is streamed by the proxy.
import { Agent as HttpAgent, request as httpRequest, type OutgoingHttpHeaders } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { ApiAnswer } from './sharedCacheRules';

/** A call the API has not answered in this time has failed. */
export const API_GET_TIMEOUT_MS = 10_000;

const httpAgent = new HttpAgent({ keepAlive: true });
const httpsAgent = new HttpsAgent({ keepAlive: true });

/** GET `path` (with its query) of the API at `apiUrl`. Rejects when the API does not answer. */
export function apiGet(apiUrl: string, path: string, headers: OutgoingHttpHeaders) {
  const api = new URL(apiUrl);
  const [request, agent] =
    api.protocol === 'https:' ? [httpsRequest, httpsAgent] : [httpRequest, httpAgent];
  const hostname = api.hostname.replace(/^\[|\]$/g, '');
  // The path as the client sent it, not normalised, as the proxy passes it.
  const target = { hostname, port: api.port, path, method: 'GET', headers, agent };
  return new Promise<ApiAnswer>((resolve, reject) => {
    const call = request(target, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 502,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    call.setTimeout(API_GET_TIMEOUT_MS, () =>
      call.destroy(new Error(`The API did not answer in ${API_GET_TIMEOUT_MS} ms`)),
    );
    call.on('error', reject);
    call.end();
  });
}
