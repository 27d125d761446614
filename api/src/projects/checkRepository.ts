// A project's repository must exist on GitHub and be public: asked of GitHub when a project is
// created or its repository changes, with GitHub's failures as the answers callers get.
import type { FastifyBaseLogger } from 'fastify';
import { now } from '../clock';
import { invalid, outsideServiceFailed, unavailable } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import {
  GitHubRateLimited,
  GitHubUnreachable,
  type GitHubClient,
  type RepositoryFacts,
} from '../clients/githubClient';

/**
 * The repository's facts; an `invalid` naming githubRepo when it is missing or private, an
 * `unavailable` with Retry-After while GitHub's rate limit lasts, an `outsideServiceFailed` when
 * GitHub cannot be reached.
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
      throw unavailable(MESSAGES.gitHubRateLimited(minutes), {}, seconds);
    }
    if (error instanceof GitHubUnreachable) {
      log.warn({ reason: error.message }, 'GitHub could not check a repository');
      throw outsideServiceFailed(MESSAGES.gitHubUnreachable);
    }
    throw error;
  }
  if (!facts || facts.private) throw invalid(MESSAGES.repoNotFound, { fields: ['githubRepo'] });
  return facts;
}
