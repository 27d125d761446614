// Keeps projects' GitHub facts fresh in the background: every interval it claims the projects
// whose facts are older than the maximum age (or were never read) and reads each repository
// again, one at a time, while GitHub's budget has more than its reserve left; then it reads the
// evidence links whose facts GitHub could not give when they were added. Pages never wait on
// GitHub: they show the stored facts with the time they were read.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { repeatRounds, type Rounds } from './repeatRounds';
import { refreshMayRun } from '../clients/githubBudget';
import { GitHubRateLimited, GitHubUnreachable, type GitHubClient } from '../clients/githubClient';
import { readEvidenceAgain, unreadEvidence } from '../nominations/evidenceGitHub';
import {
  claimStaleProjects,
  markMissing,
  releaseProjects,
  storeFacts,
} from '../projects/githubFacts';

export interface GitHubRefreshOptions {
  db: Database;
  github: GitHubClient;
  log: FastifyBaseLogger;
  /** Facts older than this are read again. */
  maxAgeMs: number;
  /** Projects claimed per round. */
  batch: number;
  /** How long claimed projects are this round's: longer than reading them all can take. */
  leaseMs: number;
}

export interface GitHubRefreshWorkerOptions extends GitHubRefreshOptions {
  intervalMs: number;
}

/** Why a round ended before reading every stale project. */
export type RoundEnd = 'done' | 'budget reserved' | 'rate limited' | 'unreachable' | 'stopped';

export interface RefreshRound {
  read: number;
  ended: RoundEnd;
}

/**
 * One round: claims stale projects and reads them until done, the budget reaches its reserve,
 * GitHub pauses us, GitHub cannot be reached, or `stopping` is aborted. Projects not read are
 * given back at once.
 */
export async function refreshStaleFacts(
  { db, github, maxAgeMs, batch, leaseMs }: GitHubRefreshOptions,
  stopping?: AbortSignal,
): Promise<RefreshRound> {
  if (!(await refreshMayRun(db))) return { read: 0, ended: 'budget reserved' };
  const claimed = await claimStaleProjects(db, { limit: batch, maxAgeMs, leaseMs });
  let read = 0;
  const stopWith = async (ended: RoundEnd): Promise<RefreshRound> => {
    await releaseProjects(
      db,
      claimed.slice(read).map((project) => project.id),
    );
    return { read, ended };
  };
  for (const project of claimed) {
    if (stopping?.aborted) return stopWith('stopped');
    if (read > 0 && !(await refreshMayRun(db))) return stopWith('budget reserved');
    try {
      const facts = await github.repository(project.githubRepo);
      if (!facts || facts.private) await markMissing(db, project.id);
      else await storeFacts(db, project.id, facts);
    } catch (error) {
      if (error instanceof GitHubRateLimited) return stopWith('rate limited');
      if (error instanceof GitHubUnreachable) return stopWith('unreachable');
      throw error;
    }
    read += 1;
  }
  return { read, ended: 'done' };
}

/**
 * Reads the evidence links GitHub could not be asked about when they were added (up to `batch`),
 * until GitHub fails again or the budget reaches its reserve. Two instances reading the same link
 * store the same facts.
 */
export async function readUnreadEvidence(
  { db, github, batch }: GitHubRefreshOptions,
  stopping?: AbortSignal,
): Promise<RefreshRound> {
  let read = 0;
  for (const evidence of await unreadEvidence(db, batch)) {
    if (stopping?.aborted) return { read, ended: 'stopped' };
    if (!(await refreshMayRun(db))) return { read, ended: 'budget reserved' };
    if (!(await readEvidenceAgain(db, github, evidence))) return { read, ended: 'unreachable' };
    read += 1;
  }
  return { read, ended: 'done' };
}

export function startGitHubRefreshWorker(options: GitHubRefreshWorkerOptions): Rounds {
  const { log, intervalMs } = options;
  /** The last failure reported, so an outage is logged once, not every round. */
  let reported: 'database' | 'unreachable' | null = null;

  async function roundOnce(stopping: AbortSignal): Promise<void> {
    try {
      let round = await refreshStaleFacts(options, stopping);
      if (round.ended === 'done') round = await readUnreadEvidence(options, stopping);
      if (round.ended === 'unreachable') {
        if (reported !== 'unreachable') log.warn('GitHub cannot be reached; facts stay as read');
        reported = 'unreachable';
        return;
      }
      if (reported) log.info('GitHub facts are refreshed again');
      reported = null;
    } catch (error) {
      if (reported !== 'database')
        log.warn({ err: error }, 'GitHub refresh cannot read the database');
      reported = 'database';
    }
  }

  return repeatRounds(intervalMs, roundOnce);
}
