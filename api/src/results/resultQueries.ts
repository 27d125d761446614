// The public results, for transparency: for each cohort whose distribution
// the judges approved, its nominations with their final size and grant, its scouts and judges by
// name and its figures. Only what is public is read here: no assessment, comment, recusal or
// approval of one judge, and never which scout nominated whom.
import { xrpOf, type AssessmentSize, type Results } from '@glow/contract';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { isOneOfIds } from '../db/idList';
import { excludedSummary } from '../integrity/exclusions';
import {
  coNominations,
  cohorts,
  contributors,
  nominationProjects,
  nominations,
  projects,
  users,
} from '../db/schema';
import { liveCohortFigures } from '../programme/cohortFigures';
import { cohortGrants } from '../payments/paymentFigures';
import { compileDistribution } from '../judging/compiledDistribution';
import { explorerUrlOf } from '../payments/explorerLinks';

type CohortResult = Results['cohorts'][number];
type CohortRecord = typeof cohorts.$inferSelect;

const byName = (a: string, b: string) => a.localeCompare(b, 'en');

/** "First Last" of a user; null when the account has no name yet (nothing else is shown). */
function personName(user: { firstName: string | null; lastName: string | null }): string | null {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name === '' ? null : name;
}

/** Everyone who nominated or co-nominated in the cohort, by name, alphabetical, once each. */
async function scoutNames(db: Database, cohortId: number): Promise<string[]> {
  const scoutIds = db
    .select({ id: nominations.scoutId })
    .from(nominations)
    .where(eq(nominations.cohortId, cohortId))
    .union(
      db
        .select({ id: coNominations.scoutId })
        .from(coNominations)
        .innerJoin(nominations, eq(nominations.id, coNominations.nominationId))
        .where(eq(nominations.cohortId, cohortId)),
    );
  const rows = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, sql`(${scoutIds})`));
  const names = rows.map(personName).filter((name): name is string => name !== null);
  return [...new Set(names)].sort(byName);
}

/** Each nomination's contributor and projects. */
async function nominationFacts(db: Database, nominationIds: number[]) {
  if (nominationIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: nominations.id,
      contributorId: nominations.contributorId,
      firstName: contributors.firstName,
      lastName: contributors.lastName,
      projectId: projects.id,
      projectName: projects.name,
      githubRepo: projects.githubRepo,
    })
    .from(nominations)
    .innerJoin(contributors, eq(contributors.id, nominations.contributorId))
    .innerJoin(nominationProjects, eq(nominationProjects.nominationId, nominations.id))
    .innerJoin(projects, eq(projects.id, nominationProjects.projectId))
    .where(isOneOfIds(nominations.id, nominationIds))
    .orderBy(asc(nominations.id), asc(projects.name));
  const facts = new Map<
    number,
    {
      contributorId: number;
      contributor: string;
      projects: { id: number; name: string; githubRepo: string }[];
    }
  >();
  for (const row of rows) {
    const entry = facts.get(row.id) ?? {
      contributorId: row.contributorId,
      contributor: `${row.firstName} ${row.lastName}`,
      projects: [],
    };
    entry.projects.push({ id: row.projectId, name: row.projectName, githubRepo: row.githubRepo });
    facts.set(row.id, entry);
  }
  return facts;
}

/** One cohort's results; null while its distribution is not approved by the whole panel. */
async function cohortResult(
  db: Database,
  config: Config,
  cohort: CohortRecord,
): Promise<CohortResult | null> {
  const compiled = await compileDistribution(db, cohort.id, cohort.grantAmounts);
  if (compiled.panel.length === 0 || compiled.approvals < compiled.required) return null;

  const sized = compiled.nominations.filter(
    (row): row is typeof row & { finalSize: AssessmentSize } => row.finalSize !== null,
  );
  const facts = await nominationFacts(
    db,
    sized.map((row) => row.nominationId),
  );
  // The frozen grants (one per person), by the nomination whose size each pays.
  const grantOf = new Map(
    (await cohortGrants(db, cohort.id)).map((grant) => [grant.nominationId, grant]),
  );

  let approvedXrp = 0;
  let paidXrp = 0;
  const results: CohortResult['nominations'] = [];
  for (const row of sized) {
    const fact = facts.get(row.nominationId);
    if (!fact) continue;
    const grant = grantOf.get(row.nominationId);
    const amountXrp = grant ? xrpOf(String(grant.amountDrops)) : null;
    const payment = grant?.payments.find((attempt) => attempt.status === 'paid');
    approvedXrp += amountXrp ?? 0;
    if (amountXrp !== null && payment) paidXrp += amountXrp;
    results.push({
      id: row.nominationId,
      contributor: fact.contributor,
      projects: fact.projects,
      finalSize: row.finalSize,
      amountXrp,
      returnedToPool: grant?.view.state === 'returnedToPool',
      paid:
        payment?.txHash && payment.paidAt
          ? {
              txHash: payment.txHash,
              explorerUrl: explorerUrlOf(config.payments, payment.txHash),
              paidAt: payment.paidAt.toISOString(),
            }
          : null,
    });
  }
  results.sort(
    (a, b) => (b.amountXrp ?? 0) - (a.amountXrp ?? 0) || byName(a.contributor, b.contributor),
  );

  const judges = compiled.panel
    .filter((member) => member.excused === null)
    .map((member) => member.name)
    .sort(byName);
  const figures = cohort.figures ?? (await liveCohortFigures(db, cohort.id));
  return {
    id: cohort.id,
    name: cohort.name,
    startsAt: cohort.startsAt.toISOString(),
    endsAt: cohort.endsAt?.toISOString() ?? null,
    figures: { nominations: figures.nominations, voters: figures.voters, votes: figures.votes },
    excluded: await excludedSummary(db, cohort.id),
    approvedXrp,
    paidXrp,
    scouts: await scoutNames(db, cohort.id),
    judges,
    nominations: results,
  };
}

/** Every cohort whose distribution is approved, newest first. */
export async function readResults(db: Database, config: Config): Promise<Results> {
  const rows = await db
    .select()
    .from(cohorts)
    .where(inArray(cohorts.period, ['distribution', 'closed']))
    .orderBy(desc(cohorts.startsAt));
  const results: CohortResult[] = [];
  for (const cohort of rows) {
    const result = await cohortResult(db, config, cohort);
    if (result) results.push(result);
  }
  return { cohorts: results };
}
