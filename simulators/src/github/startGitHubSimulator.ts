// The GitHub stand-in: the few REST routes Glow reads, faithful enough that the unmodified
// @octokit/core works against it (`baseUrl`), with GitHub's rate limits and test controls.
import { createServer, type ServerResponse } from 'node:http';
import { requestPath, requestUrl, sendHtml, type Route } from '../http';
import { boundPort, listen } from '../listen';
import { createRequestHandler } from '../requestHandler';
import {
  CONTROL_PREFIX,
  createControlRoute,
  type GitHubControls,
  type LoggedRequest,
  type Outage,
} from './controlRoutes';
import { renderFrontPage } from './frontPage';
import {
  ANONYMOUS_REQUESTS_PER_HOUR,
  DEMO_REPOSITORIES,
  TOKEN_REQUESTS_PER_HOUR,
  type RepositorySeed,
} from './githubDefaults';
import { createRateLimiter } from './rateLimit';
import { createRepositoryStore } from './repositoryStore';
import { callerOf, createRestRoute } from './restRoutes';

export interface GitHubSimulatorOptions {
  host?: string;
  /** 0 picks a free port; the stand-in reports the one it got. */
  port: number;
  /** The repositories it starts with (and goes back to on reset); the demo ones by default. */
  repositories?: RepositorySeed[];
  /** Requests per hour without a token (GitHub: 60) and with one (GitHub: 5,000). */
  anonymousLimit?: number;
  tokenLimit?: number;
}

export interface GitHubSimulator {
  port: number;
  /** The `baseUrl` for Octokit (GITHUB_API_URL). */
  url: string;
  /** The REST requests it received, oldest first (the last 2000). */
  requests: LoggedRequest[];
  close(): Promise<void>;
}

const KEPT_REQUESTS = 2000;

export async function startGitHubSimulator({
  host = '127.0.0.1',
  port,
  repositories = DEMO_REPOSITORIES,
  anonymousLimit = ANONYMOUS_REQUESTS_PER_HOUR,
  tokenLimit = TOKEN_REQUESTS_PER_HOUR,
}: GitHubSimulatorOptions): Promise<GitHubSimulator> {
  const store = createRepositoryStore(repositories);
  const rateLimiter = createRateLimiter({ anonymousLimit, tokenLimit });
  const requests: LoggedRequest[] = [];
  let outage: Outage = 'none';
  /** Requests left without an answer while the stand-in is silent. */
  const held = new Set<ServerResponse>();

  const controls: GitHubControls = {
    store,
    rateLimiter,
    requests,
    outage: () => outage,
    setOutage(next) {
      outage = next;
      if (next === 'silent') return;
      for (const response of held) response.destroy();
      held.clear();
    },
  };
  const frontPage: Route = async (request, response, path) => {
    if (path !== '/' || request.method !== 'GET') return false;
    sendHtml(response, 200, renderFrontPage(store.list(), requests));
    return true;
  };
  const handle = createRequestHandler('GitHub stand-in', [
    createControlRoute(controls, () => {
      store.reset();
      rateLimiter.reset();
      controls.setOutage('none');
      requests.length = 0;
    }),
    frontPage,
    createRestRoute({ store, rateLimiter }),
  ]);

  const server = createServer((request, response) => {
    let path: string;
    try {
      path = requestPath(request);
    } catch {
      handle(request, response); // answers the 400
      return;
    }
    if (path === '/' || path.startsWith(CONTROL_PREFIX)) {
      handle(request, response);
      return;
    }
    const logged: LoggedRequest = {
      method: request.method ?? 'GET',
      path,
      query: Object.fromEntries(requestUrl(request).searchParams),
      authorised: callerOf(request).kind === 'token',
      status: null,
      at: new Date().toISOString(),
    };
    requests.push(logged);
    if (requests.length > KEPT_REQUESTS) requests.shift();
    response.on('finish', () => (logged.status = response.statusCode));
    if (outage === 'reset') {
      request.socket.destroy();
    } else if (outage === 'silent') {
      held.add(response);
    } else {
      handle(request, response);
    }
  });
  await listen(server, port, host);
  server.on('error', (error) => console.error(`GitHub stand-in: ${error.message}`));
  const boundTo = boundPort(server);

  return {
    port: boundTo,
    url: `http://${host}:${boundTo}`,
    requests,
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive connections (and silent requests) would hold close() otherwise.
        server.closeAllConnections();
      }),
  };
}
