// The GitHub facts of an evidence link: read when the link points at a GitHub pull request, issue
// or release, never inside a transaction (GitHub may take its whole time-out). A page GitHub says
// does not exist is refused as bad input; when GitHub cannot be read now the link is kept with
// the reason, and the GitHub refresh worker reads it again later.
import { githubReferenceOf, type GitHubReference } from '@glow/contract';
import { now } from '../clock';
import { GitHubRateLimited, GitHubUnreachable, type GitHubClient } from '../clients/githubClient';
import { fieldsInvalid } from '../errors/fieldErrors';
import { MESSAGES } from '../errors/messages';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { nominationEvidence } from '../db/schema';

type EvidenceRow = typeof nominationEvidence.$inferSelect;

/** The GitHub columns of an evidence row. */
export type GitHubColumns = Pick<
  EvidenceRow,
  | 'githubTitle'
  | 'githubState'
  | 'githubMergedAt'
  | 'githubPublishedAt'
  | 'githubReadAt'
  | 'githubNotReadBecause'
>;

const NOT_READ: Omit<GitHubColumns, 'githubNotReadBecause'> = {
  githubTitle: null,
  githubState: null,
  githubMergedAt: null,
  githubPublishedAt: null,
  githubReadAt: null,
};

const PAGE_NAMES: Record<GitHubReference['kind'], string> = {
  pull: 'pull request',
  issue: 'issue',
  release: 'release',
};

/** The facts as read, `null` when GitHub says the page does not exist, or why they were not read. */
export async function readGitHubColumns(
  github: GitHubClient,
  reference: GitHubReference,
): Promise<GitHubColumns | null> {
  try {
    const facts = await github.reference(reference);
    if (!facts) return null;
    return {
      githubTitle: facts.title,
      githubState: facts.state,
      githubMergedAt: facts.mergedAt,
      githubPublishedAt: facts.publishedAt,
      githubReadAt: now(),
      githubNotReadBecause: null,
    };
  } catch (error) {
    if (error instanceof GitHubRateLimited)
      return { ...NOT_READ, githubNotReadBecause: MESSAGES.gitHubBusy };
    if (error instanceof GitHubUnreachable)
      return { ...NOT_READ, githubNotReadBecause: MESSAGES.gitHubNotReached };
    throw error;
  }
}

/**
 * The GitHub columns of a new evidence link: none for a link that is not a GitHub page Glow
 * reads; an `invalid` naming url when GitHub says the page does not exist.
 */
export async function githubColumnsOfNewLink(
  github: GitHubClient,
  url: string,
): Promise<GitHubColumns | null> {
  const reference = githubReferenceOf(url);
  if (!reference) return null;
  const columns = await readGitHubColumns(github, reference);
  if (!columns) {
    throw fieldsInvalid([
      { field: 'url', message: MESSAGES.evidenceNotOnGitHub(PAGE_NAMES[reference.kind]) },
    ]);
  }
  return columns;
}

/** Evidence links whose GitHub facts could not be read yet, oldest first. */
export function unreadEvidence(db: Database, limit: number) {
  return db
    .select({ id: nominationEvidence.id, url: nominationEvidence.url })
    .from(nominationEvidence)
    .where(isNotNull(nominationEvidence.githubNotReadBecause))
    .orderBy(asc(nominationEvidence.id))
    .limit(limit);
}

/**
 * Reads the facts of an unread link again and stores them (or, when GitHub now says the page does
 * not exist, that); answers false while GitHub still cannot be read.
 */
export async function readEvidenceAgain(
  db: Database,
  github: GitHubClient,
  evidence: { id: number; url: string },
): Promise<boolean> {
  const reference = githubReferenceOf(evidence.url);
  const columns = reference
    ? // Gone from GitHub since: read, with no facts.
      ((await readGitHubColumns(github, reference)) ?? {
        ...NOT_READ,
        githubReadAt: now(),
        githubNotReadBecause: null,
      })
    : { ...NOT_READ, githubNotReadBecause: null };
  if (columns.githubNotReadBecause !== null) return false;
  // Only onto the link as it was read: one erased meanwhile (its nominee's erasure) takes no facts.
  await db
    .update(nominationEvidence)
    .set(columns)
    .where(and(eq(nominationEvidence.id, evidence.id), eq(nominationEvidence.url, evidence.url)));
  return true;
}
