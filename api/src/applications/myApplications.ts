// What a contributor sees of their applications (the dashboard): one per cohort they were
// nominated in, newest first, with the nominations it covers and each step's state.
import type { ApplicationView, MyApplications } from '@glow/contract';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { applications, cohorts, contributors, nominations } from '../db/schema';
import type { Config } from '../config';
import type { Actor } from '../system/auditLog';
import { explorerUrlOf } from '../payments/explorerLinks';
import { ensureGrantsOfCohorts, grantsWithFacts } from '../payments/grants';
import { personFactsOf, progressOf } from './applicationSteps';
import { approvedFinalSizes, scoutsBehindNomination } from '../programme/programmeProgress';
import { projectsOf } from '../nominations/nominationQueries';

export async function readMyApplications(
  db: Database,
  config: Config,
  actor: Actor,
): Promise<MyApplications> {
  const [contributor] = await db
    .select()
    .from(contributors)
    .where(eq(contributors.userId, actor.id));
  if (!contributor) return { applications: [], wallet: null, handles: null };
  const rows = await db
    .select({
      application: applications,
      cohort: {
        id: cohorts.id,
        name: cohorts.name,
        period: cohorts.period,
        applicationsDueOn: cohorts.applicationsDueOn,
        cancelReason: cohorts.cancelReason,
      },
    })
    .from(applications)
    .innerJoin(cohorts, eq(cohorts.id, applications.cohortId))
    .where(eq(applications.contributorId, contributor.id))
    .orderBy(desc(cohorts.startsAt), desc(applications.id));
  const person = await personFactsOf(db, actor.id);
  const grantOf = await grantsOfApplications(
    db,
    config,
    rows.map(({ application }) => application),
  );
  const nominationsOf = await nominationCards(db, contributor.id);
  const byId = new Map(rows.map(({ application, cohort }) => [application.id, cohort.name]));
  const lastDetails =
    rows.find(({ application }) => application.details !== null)?.application.details ?? null;

  const views = rows.map(({ application, cohort }): ApplicationView => {
    const carriedFrom = application.eligibilityCarriedFrom;
    return {
      id: application.id,
      cohort,
      status: application.status,
      progress: progressOf({ ...application, cohortPeriod: cohort.period }, contributor, person),
      nominations: nominationsOf.get(cohort.id) ?? [],
      failingEligibility: application.failingEligibility,
      eligibilityCarriedFrom:
        carriedFrom === null
          ? null
          : { applicationId: carriedFrom, cohortName: byId.get(carriedFrom) ?? '' },
      // A later cohort's form starts from the person's last submitted details.
      details: application.details ?? lastDetails,
      agreement:
        application.agreementName && application.submittedAt
          ? {
              name: application.agreementName,
              version: application.agreementVersion!,
              address: application.agreedAddress!,
              signedAt: application.submittedAt.toISOString(),
            }
          : null,
      returnReason: application.status === 'returned' ? application.returnReason : null,
      reopenReason: application.reopenReason,
      kycStatus: application.kycStatus,
      submittedAt: application.submittedAt?.toISOString() ?? null,
      grant: grantOf.get(application.id) ?? null,
    };
  });
  const wallet =
    contributor.walletRegisteredAt && contributor.xrplAddress && contributor.walletKind
      ? {
          address: contributor.xrplAddress,
          kind: contributor.walletKind,
          registeredAt: contributor.walletRegisteredAt.toISOString(),
        }
      : null;
  const handles = { githubUsername: contributor.githubUsername, xHandle: contributor.xHandle };
  return { applications: views, wallet, handles };
}

/**
 * The grant of each application whose cohort's distribution is approved (none for a declined
 * nomination), with its payment once paid, by application id.
 */
async function grantsOfApplications(
  db: Database,
  config: Config,
  rows: readonly { id: number; cohortId: number }[],
) {
  await ensureGrantsOfCohorts(
    db,
    rows.map((row) => row.cohortId),
  );
  const found = await grantsWithFacts(db, { applicationIds: rows.map((row) => row.id) });
  return new Map(
    found.map((grant): [number, NonNullable<ApplicationView['grant']>] => {
      const paid = grant.payments.find((payment) => payment.status === 'paid');
      return [
        grant.applicationId,
        {
          size: grant.size,
          amountDrops: String(grant.amountDrops),
          state: grant.view.state,
          payment:
            paid?.txHash && paid.paidAt
              ? {
                  txHash: paid.txHash,
                  explorerUrl: explorerUrlOf(config.payments, paid.txHash),
                  paidAt: paid.paidAt.toISOString(),
                }
              : null,
        },
      ];
    }),
  );
}

/** The person's nominations, by cohort id, as the dashboard's cards show them. */
export async function nominationCards(db: Database, contributorId: number) {
  const rows = await db
    .select({
      id: nominations.id,
      cohortId: nominations.cohortId,
      description: nominations.description,
      scouts: scoutsBehindNomination(),
    })
    .from(nominations)
    .where(eq(nominations.contributorId, contributorId))
    .orderBy(nominations.createdAt, nominations.id);
  const ids = rows.map((row) => row.id);
  const projectsByNomination = await projectsOf(db, ids);
  const sizes = await approvedFinalSizes(db, [...new Set(rows.map((row) => row.cohortId))]);
  const cards = new Map<number, ApplicationView['nominations']>();
  for (const row of rows) {
    const card = {
      id: row.id,
      projects: (projectsByNomination.get(row.id) ?? []).map(({ id, name }) => ({ id, name })),
      description: row.description,
      scouts: row.scouts,
      finalSize: sizes.get(row.id) ?? null,
    };
    cards.set(row.cohortId, [...(cards.get(row.cohortId) ?? []), card]);
  }
  return cards;
}
