// The GitHub stand-in (simulators/src/github), started for one test API with the demo projects'
// repositories, and its controls: add a repository, make one private, answer rate-limited, stop
// answering, and the log of the requests it received.
import {
  startGitHubSimulator,
  type LoggedRequest,
  type RepositorySeed,
} from '../../../simulators/src/github';

const HOST = '127.0.0.1';

export type { LoggedRequest, RepositorySeed };

export type ForcedRateLimit =
  | { mode: 'off' }
  | { mode: 'primary'; resetInSeconds?: number }
  | { mode: 'secondary'; retryAfterSeconds?: number };

export interface TestGitHub {
  /** For GITHUB_API_URL. */
  url: string;
  addRepository(seed: RepositorySeed): Promise<void>;
  setPrivate(fullName: string, hidden: boolean): Promise<void>;
  rateLimit(limit: ForcedRateLimit): Promise<void>;
  /** `reset`: every connection is closed; `silent`: requests are never answered. */
  outage(kind: 'none' | 'reset' | 'silent'): Promise<void>;
  /** The REST requests received so far, oldest first. */
  requests(): LoggedRequest[];
  /** Back to the demo repositories, no rate limit, no outage, an empty request log. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** `repositories`: those it starts with (and goes back to on reset); the demo projects' by default. */
export async function startTestGitHub({
  repositories,
}: { repositories?: RepositorySeed[] } = {}): Promise<TestGitHub> {
  const simulator = await startGitHubSimulator({
    host: HOST,
    port: 0,
    ...(repositories ? { repositories } : {}),
  });

  async function control(path: string, body: unknown): Promise<void> {
    const response = await fetch(`${simulator.url}/__simulator/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(
        `The GitHub stand-in's ${path} answered ${response.status}: ${await response.text()}`,
      );
  }

  return {
    url: simulator.url,
    addRepository: (seed) => control('repos', seed),
    setPrivate: (fullName, hidden) => control(`repos/${fullName}/visibility`, { private: hidden }),
    rateLimit: (limit) => control('rate-limit', limit),
    outage: (kind) =>
      control(
        'down',
        kind === 'none' ? { down: false } : { down: true, silent: kind === 'silent' },
      ),
    requests: () => [...simulator.requests],
    reset: () => control('reset', {}),
    close: () => simulator.close(),
  };
}
