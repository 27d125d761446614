// Everything a judge weighs about one nomination (GET /api/nominations/{id}/evaluation): the
// contribution, the contributor, each project's GitHub facts and the contributor's recent commits,
// the votes, the scouts' notes and evidence without the scouts (a judge weighs the work, not who
// backs it), the nominee's own eligibility declaration as declared, and
// the judges' rows: the judge's own, and the others' only once the judge saved an assessment of it
// (so no judge is swayed by the others).
import type { Evaluation, NominationCategory } from '@glow/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  excludedVoters,
  applications,
  coNominations,
  contributors,
  judgeAssessments,
  nominationProjects,
  nominations,
  projects,
  votes,
} from '../db/schema';
import type { Actor } from '../system/auditLog';
import { contributorCommits } from './githubCommits';
import type { GitHubClient } from '../clients/githubClient';
import { scoutsBehindNomination } from '../programme/programmeProgress';
import { flaggedScoreOf } from '../integrity/tallies';
import { readEvidence } from '../nominations/evidenceViews';
import { selectAssessments, toAssessment } from './assessmentViews';
import { conflictOf, judgeLock, type JudgedCohortRow, type NominationRow } from './judgeAccess';

export const RECUSED_LOCK = 'you recused yourself from this nomination';

function readProjects(db: Database, nominationId: number) {
  return db
    .select({
      id: projects.id,
      name: projects.name,
      githubRepo: projects.githubRepo,
      websiteUrl: projects.websiteUrl,
      stars: projects.githubStars,
      pushedAt: projects.githubPushedAt,
      githubStatus: projects.githubStatus,
    })
    .from(nominationProjects)
    .innerJoin(projects, eq(projects.id, nominationProjects.projectId))
    .where(eq(nominationProjects.nominationId, nominationId))
    .orderBy(asc(projects.name));
}

/**
 * A nomination's counted up and down votes (not those of voters excluded from its cohort's tally)
 * and its score, and its score with the flagged voters left out too.
 */
export async function readVotes(db: Database, nomination: { id: number; cohortId: number }) {
  const counted = sql`not exists (select 1 from ${excludedVoters} e
    where e.cohort_id = ${nomination.cohortId} and e.voter_id = ${votes.voterId})`;
  const [row] = await db
    .select({
      up: sql<number>`count(*) filter (where ${votes.value} > 0 and ${counted})`.mapWith(Number),
      down: sql<number>`count(*) filter (where ${votes.value} < 0 and ${counted})`.mapWith(Number),
      all: sql<number>`coalesce(sum(${votes.value}), 0)`.mapWith(Number),
      flagged: flaggedScoreOf(nomination.id, nomination.cohortId).mapWith(Number),
    })
    .from(votes)
    .where(eq(votes.nominationId, nomination.id));
  const up = row?.up ?? 0;
  const down = row?.down ?? 0;
  return { score: up - down, withoutFlaggedScore: (row?.all ?? 0) - (row?.flagged ?? 0), up, down };
}

/** The nominating scout's description, then each co-nominator's note, oldest first. */
async function scoutNotes(db: Database, nomination: NominationRow) {
  const notes = await db
    .select({ note: coNominations.note })
    .from(coNominations)
    .where(eq(coNominations.nominationId, nomination.id))
    .orderBy(asc(coNominations.createdAt), asc(coNominations.scoutId));
  return [
    { label: 'Nominating scout', text: nomination.description },
    ...notes.map((row, index) => ({ label: `Co-nominator ${index + 1}`, text: row.note })),
  ];
}

async function scoutCount(db: Database, nominationId: number): Promise<number> {
  const [row] = await db
    .select({ scouts: scoutsBehindNomination() })
    .from(nominations)
    .where(eq(nominations.id, nominationId));
  return row?.scouts ?? 0;
}

/** The nominee's answers to their application's eligibility questions in the cohort, if any. */
async function eligibilityDeclaration(
  db: Database,
  nomination: NominationRow,
): Promise<Evaluation['declaration']> {
  const [application] = await db
    .select({
      answers: applications.eligibility,
      answeredAt: applications.eligibilityAnsweredAt,
      createdAt: applications.createdAt,
    })
    .from(applications)
    .where(
      and(
        eq(applications.contributorId, nomination.contributorId),
        eq(applications.cohortId, nomination.cohortId),
      ),
    );
  if (!application?.answers) return null;
  return {
    answers: application.answers,
    declaredAt: (application.answeredAt ?? application.createdAt).toISOString(),
  };
}

export async function readEvaluation(
  db: Database,
  github: GitHubClient,
  nomination: NominationRow,
  cohort: JudgedCohortRow,
  judge: Actor,
): Promise<Evaluation> {
  const [
    [contributor],
    projectRows,
    voteCounts,
    notes,
    scouts,
    rows,
    conflict,
    lock,
    evidence,
    declaration,
  ] = await Promise.all([
    db.select().from(contributors).where(eq(contributors.id, nomination.contributorId)),
    readProjects(db, nomination.id),
    readVotes(db, nomination),
    scoutNotes(db, nomination),
    scoutCount(db, nomination.id),
    selectAssessments(db, eq(judgeAssessments.nominationId, nomination.id)),
    conflictOf(db, nomination, judge),
    judgeLock(db, cohort, judge.id),
    readEvidence(db, nomination.id),
    eligibilityDeclaration(db, nomination),
  ]);
  // Outside any transaction: GitHub may take its whole time-out.
  const commits = await contributorCommits(
    db,
    github,
    projectRows,
    contributor!.githubUsername,
    nomination.createdAt,
  );
  const own = rows.find((row) => row.judgeId === judge.id) ?? null;
  const assessed = rows.filter((row) => row.status === 'assessed');
  return {
    nomination: {
      id: nomination.id,
      description: nomination.description,
      categories: nomination.categories as NominationCategory[],
      contributionDate: nomination.contributionDate,
      createdAt: nomination.createdAt.toISOString(),
    },
    cohort: {
      id: cohort.id,
      name: cohort.name,
      period: cohort.period,
      grantAmounts: cohort.grantAmounts,
    },
    contributor: {
      id: contributor!.id,
      name: `${contributor!.firstName} ${contributor!.lastName}`,
      githubUsername: contributor!.githubUsername,
      projectRole: contributor!.projectRole,
      contributorSince: contributor!.contributorSince,
    },
    projects: projectRows.map((project) => {
      const count = commits.get(project.id);
      return {
        id: project.id,
        name: project.name,
        githubRepo: project.githubRepo,
        websiteUrl: project.websiteUrl,
        stars: project.stars,
        pushedAt: project.pushedAt?.toISOString() ?? null,
        githubStatus: project.githubStatus,
        contributorCommits6m: count?.commits ?? null,
        commitsReadAt: count?.readAt.toISOString() ?? null,
      };
    }),
    votes: voteCounts,
    scouts,
    scoutNotes: notes,
    evidence,
    declaration,
    assessmentCount: assessed.length,
    mine: own ? toAssessment(own) : null,
    others:
      own?.status === 'assessed' ? rows.filter((row) => row.id !== own.id).map(toAssessment) : null,
    conflict,
    canChange: lock === null && own?.status !== 'recused',
    lockedBecause: lock ?? (own?.status === 'recused' ? RECUSED_LOCK : null),
  };
}
