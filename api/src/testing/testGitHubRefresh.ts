// The GitHub refresh as its worker runs it, for a test API: its client, budget and log.
import { databaseBudgetStore } from '../clients/githubBudget';
import { createGitHubClient } from '../clients/githubClient';
import type { GitHubRefreshOptions } from '../workers/githubRefreshWorker';
import type { TestApi } from './testApi';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Options of one refresh round: facts older than a day are stale, ten read at a time, leased as configured. */
export function gitHubRefreshOptions(api: TestApi): GitHubRefreshOptions {
  return {
    db: api.db,
    github: createGitHubClient(
      api.config.github,
      api.config.outsideTimeouts,
      databaseBudgetStore(api.db),
    ),
    log: api.app.log,
    maxAgeMs: DAY_MS,
    batch: 10,
    leaseMs: api.config.github.refresh.leaseMs,
  };
}
