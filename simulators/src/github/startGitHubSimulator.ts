// The GitHub stand-in: the few REST routes Glow reads, faithful enough that the unmodified
// @octokit/core works against it (`baseUrl`), with GitHub's rate limits and test controls.
import type { ServerResponse } from 'node:http';
import { requestPath, requestUrl, sendHtml } from '../http';
import { createStandInServer, listenOn } from '../standInServer';
import {
  CONTROL_PREFIX,
  controlRoutes,
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
import { callerOf, restRoutes } from './restRoutes';

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
  const name = 'GitHub stand-in';
  const app = createStandInServer(name);
  // Every request but the front page's and the controls' is logged, and meets the outage.
  app.addHook('onRequest', async (request, reply) => {
    const path = requestPath(request);
    if (path === '/' || path.startsWith(CONTROL_PREFIX)) return;
    const logged: LoggedRequest = {
      method: request.method,
      path,
      query: Object.fromEntries(requestUrl(request).searchParams),
      authorised: callerOf(request.headers).kind === 'token',
      status: null,
      at: new Date().toISOString(),
    };
    requests.push(logged);
    if (requests.length > KEPT_REQUESTS) requests.shift();
    reply.raw.on('finish', () => (logged.status = reply.raw.statusCode));
    if (outage === 'reset') {
      reply.hijack();
      request.socket.destroy();
    } else if (outage === 'silent') {
      reply.hijack();
      held.add(reply.raw);
    }
  });
  await app.register(controlRoutes, {
    controls,
    reset() {
      store.reset();
      rateLimiter.reset();
      controls.setOutage('none');
      requests.length = 0;
    },
  });
  app.get('/', (_request, reply) => sendHtml(reply, 200, renderFrontPage(store.list(), requests)));
  await app.register(restRoutes, { store, rateLimiter });
  const boundTo = await listenOn(app, name, port, host);

  return {
    port: boundTo,
    url: `http://${host}:${boundTo}`,
    requests,
    close: async () => {
      await app.close();
    },
  };
}
