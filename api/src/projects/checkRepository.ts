// A project's repository must exist on GitHub and be public: asked of GitHub when a project is
// created or its repository changes, with GitHub's failures as the answers callers get.
import type { FastifyBaseLogger } from 'fastify';
import { now } from '../clock';
import { ApiError, MESSAGES } from '../http/ApiError';
import {
  GitHubRateLimited,
  GitHubUnreachable,
  type GitHubClient,
  type RepositoryFacts,
} from '../clients/githubClient';

/**
 * The repository's facts; a 400 naming githubRepo when it is missing or private, a 503 with
 * Retry-After while GitHub's rate limit lasts, a 502 when GitHub cannot be reached.
 */
export async function checkRepository(
  github: GitHubClient,
  fullName: string,
  log: FastifyBaseLogger,
): Promise<RepositoryFacts> {
  let facts: RepositoryFacts | null;
  try {
    facts = await github.repository(fullName);
  } catch (error) {
    if (error instanceof GitHubRateLimited) {
      const seconds = Math.max(Math.ceil((error.until.getTime() - now().getTime()) / 1000), 1);
      const minutes = Math.max(Math.round(seconds / 60), 1);
      throw new ApiError(503, MESSAGES.gitHubRateLimited(minutes), {}, seconds);
    }
    if (error instanceof GitHubUnreachable) {
      log.warn({ reason: error.message }, 'GitHub could not check a repository');
      throw new ApiError(502, MESSAGES.gitHubUnreachable);
    }
    throw error;
  }
  if (!facts || facts.private)
    throw new ApiError(400, MESSAGES.repoNotFound, { fields: ['githubRepo'] });
  return facts;
}
