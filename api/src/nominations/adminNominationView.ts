// One nomination as an admin's page shows it (AdminNominationSchema), built from the reads the
// scouts' list, the judge's dossier, the judging and the payments already use.
import type { AdminNomination, CohortPeriod } from '@glow/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { applications, coNominations, contributors, judgeAssessments, users } from '../db/schema';
import { selectAssessments, toAssessment, userName } from '../judging/assessmentViews';
import { readVotes } from '../judging/dossier';
import { nominationWithCohort } from '../judging/judgeAccess';
import { grantsWithFacts } from '../payments/grants';
import { readEvidence } from './evidenceViews';
import { readScouted } from './scoutedQueries';

/** Periods in which a cohort's assessment is over: the judges' rows may be shown. */
const ASSESSED_PERIODS: readonly CohortPeriod[] = ['distribution', 'closed'];

const scoutColumns = { id: users.id, name: userName(), email: users.email };

async function scoutOf(db: Database, scoutId: number | null) {
  if (scoutId === null) return null;
  const [scout] = await db.select(scoutColumns).from(users).where(eq(users.id, scoutId));
  return scout ?? null;
}

function coScoutsOf(db: Database, nominationId: number) {
  return db
    .select({ ...scoutColumns, note: coNominations.note })
    .from(coNominations)
    .innerJoin(users, eq(users.id, coNominations.scoutId))
    .where(eq(coNominations.nominationId, nominationId))
    .orderBy(asc(coNominations.createdAt), asc(coNominations.scoutId));
}

async function applicationOf(db: Database, contributorId: number, cohortId: number) {
  const [application] = await db
    .select({ id: applications.id, status: applications.status })
    .from(applications)
    .where(and(eq(applications.contributorId, contributorId), eq(applications.cohortId, cohortId)));
  return application ?? null;
}

async function grantOf(db: Database, applicationId: number): Promise<AdminNomination['grant']> {
  const [grant] = await grantsWithFacts(db, { applicationIds: [applicationId] });
  if (!grant) return null;
  const payment = grant.payments[0];
  return {
    id: grant.id,
    nominationId: grant.nominationId,
    size: grant.size,
    amountDrops: String(grant.amountDrops),
    state: grant.view.state,
    payment: payment ? { id: payment.id, status: payment.status } : null,
  };
}

/** Nomination `id` for `adminId`'s page; `notFound` "nomination not found". */
export async function readAdminNomination(
  db: Database,
  id: number,
  adminId: number,
): Promise<AdminNomination> {
  const { nomination, cohort } = await nominationWithCohort(db, id);
  const [scouted, scout, coScouts, evidence, votes, application, [contributor]] = await Promise.all(
    [
      readScouted(db, id, adminId),
      scoutOf(db, nomination.scoutId),
      coScoutsOf(db, id),
      readEvidence(db, id),
      readVotes(db, nomination),
      applicationOf(db, nomination.contributorId, nomination.cohortId),
      db
        .select({ email: contributors.email })
        .from(contributors)
        .where(eq(contributors.id, nomination.contributorId)),
    ],
  );
  // The caller's own part in it means nothing to an admin, who backs none.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { myPart, myNote, canChange, ...basics } = scouted!;
  const assessed = ASSESSED_PERIODS.includes(cohort.period) || basics.finalSize !== null;
  const assessments = assessed
    ? (await selectAssessments(db, eq(judgeAssessments.nominationId, id))).map(toAssessment)
    : null;
  return {
    ...basics,
    contributor: { ...basics.contributor, email: contributor?.email ?? '' },
    scout,
    coScouts,
    evidence,
    votes: { score: votes.score, up: votes.up, down: votes.down },
    assessments,
    application,
    grant: application ? await grantOf(db, application.id) : null,
  };
}
