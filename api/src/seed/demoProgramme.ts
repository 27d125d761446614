// The demo programme: the Pilot, a closed cohort with its voters' votes, its judges' assessments
// and approved distribution, and frozen figures, and Wave 1, the active cohort in its voting
// period, with projects, contributors and nominations; and their applications (demoApplications.ts).
import { createHash } from 'node:crypto';
import type {
  AssessmentCriteria,
  AssessmentSize,
  CohortPeriod,
  GrantAmounts,
  NominationCategory,
  Screening,
} from '@glow/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { encodeAccountID } from 'ripple-address-codec';
import type { Database } from '../db/database';
import {
  applications,
  cohortJudges,
  cohortPeriods,
  cohorts,
  contributors,
  distributionApprovals,
  judgeAssessments,
  nominationProjects,
  scoutBackings,
  nominations,
  projects,
  users,
  voters,
  votes,
} from '../db/schema';
import { freezeCohortFigures } from '../services/cohortFigures';
import { recordVotersWhoTookPart } from '../services/cohortVoters';
import { insertDemoPayments } from './demoPayments';
import { insertDemoApplications } from './demoApplications';

/** The active cohort (many tests name it). */
export const DEMO_COHORT_NAME = 'Wave 1';
export const PILOT_COHORT_NAME = 'Pilot';

type DemoProject = typeof projects.$inferInsert;

interface DemoNomination {
  project: DemoProject;
  contributor: { firstName: string; lastName: string; githubUsername: string };
  description: string;
  categories: NominationCategory[];
  contributionDate: string;
  /** A judged cohort's nominations: the judges' assessments and the final size they give. */
  judging?: DemoJudging;
}

/** One judge's assessment: `judge` indexes the demo judges (DEMO_JUDGES); criteria default yes. */
interface DemoAssessment {
  judge: number;
  size: AssessmentSize;
  criteria?: Partial<AssessmentCriteria>;
  rejectionReason?: string;
  comment?: string;
}

interface DemoJudging {
  assessments: DemoAssessment[];
  /** What the assessments give (finalSizeOf); the seed's test checks it. */
  finalSize: AssessmentSize;
}

const WAVE_1_NOMINATIONS: DemoNomination[] = [
  {
    project: {
      name: 'xrpl.js',
      description: 'A JavaScript/TypeScript library for interacting with the XRP Ledger.',
      githubRepo: 'XRPLF/xrpl.js',
      websiteUrl: 'https://js.xrpl.org',
    },
    contributor: { firstName: 'Maya', lastName: 'Okafor', githubUsername: 'mokafor' },
    description:
      'Rewrote the transaction autofill path so that fees and sequence numbers are fetched once per batch, and added typed models for the newest amendments.',
    categories: ['Solving Technical Debt', 'Creating Community Tools'],
    contributionDate: '2026-09-14',
  },
  {
    project: {
      name: 'rippled',
      description: 'The reference implementation of the XRP Ledger server.',
      githubRepo: 'XRPLF/rippled',
      websiteUrl: 'https://xrpl.org',
    },
    contributor: { firstName: 'Lars', lastName: 'Henriksen', githubUsername: 'lhenriksen' },
    description:
      'Found and fixed a race in the ledger acquisition code that stalled catching-up nodes, with a reproducible test harness.',
    categories: ['Improving the Core Protocol'],
    contributionDate: '2026-08-30',
  },
  {
    project: {
      name: 'XRPL Standards',
      description: 'Proposals and discussions for standards on the XRP Ledger (XLS).',
      githubRepo: 'XRPLF/XRPL-Standards',
      websiteUrl: null,
    },
    contributor: { firstName: 'Ana', lastName: 'Ribeiro', githubUsername: 'anaribeiro' },
    description:
      'Drafted and shepherded a new XLS for price oracles metadata, collecting reviews from wallet and exchange teams.',
    categories: ['Creating New Standards'],
    contributionDate: '2026-10-02',
  },
  {
    project: {
      name: 'xrpl-py',
      description: 'A Python library for the XRP Ledger.',
      githubRepo: 'XRPLF/xrpl-py',
      websiteUrl: 'https://xrpl-py.readthedocs.io',
    },
    contributor: { firstName: 'Chen', lastName: 'Wei', githubUsername: 'chenwei-dev' },
    description:
      'Wrote the asyncio tutorial series and runnable examples for AMM and NFT workflows, now linked from the docs.',
    categories: ['Improving Documentation or Creating Example Code'],
    contributionDate: '2026-07-21',
  },
  {
    project: {
      name: 'XRPL Explorer',
      description: 'An open-source explorer for the XRP Ledger.',
      githubRepo: 'ripple/explorer',
      websiteUrl: 'https://livenet.xrpl.org',
    },
    contributor: { firstName: 'Sofia', lastName: 'Marin', githubUsername: 'smarin' },
    description:
      'Added AMM pool pages and made the transaction view readable on phones; triaged forty open issues.',
    categories: ['Creating Community Tools', 'Supporting Infrastructure'],
    contributionDate: '2026-09-05',
  },
  {
    project: {
      name: 'Clio',
      description: 'An XRP Ledger API server optimised for RPC calls over WebSocket or JSON-RPC.',
      githubRepo: 'XRPLF/clio',
      websiteUrl: null,
    },
    contributor: { firstName: 'Tomás', lastName: 'Vidal', githubUsername: 'tvidal' },
    description:
      'Profiled and halved the memory use of the ledger cache under mainnet load; documented the tuning options.',
    categories: ['Supporting Infrastructure', 'Improving Existing Standards'],
    contributionDate: '2026-10-11',
  },
];

const XRPL_JS = WAVE_1_NOMINATIONS[0]!.project;
const RIPPLED = WAVE_1_NOMINATIONS[1]!.project;

const PAID_WORK = 'The SDK work was paid for under a Xaman developer grant.';

/**
 * The Pilot's nominations: two projects nominated again in Wave 1, two of its own. Its four
 * judges assessed each nomination three times (each judge skipped one) and all approved: final
 * sizes Medium, Large, Small and Decline.
 */
const PILOT_NOMINATIONS: DemoNomination[] = [
  {
    project: XRPL_JS,
    contributor: { firstName: 'Priya', lastName: 'Nair', githubUsername: 'pnair' },
    description:
      'Added WebSocket reconnection with back-off and subscription replay, and wrote the migration guide for version 4.',
    categories: ['Creating Community Tools'],
    contributionDate: '2026-03-10',
    judging: {
      assessments: [
        { judge: 0, size: 'medium' },
        {
          judge: 1,
          size: 'medium',
          comment: 'The migration guide saved every wallet team a week.',
        },
        { judge: 2, size: 'large' },
      ],
      finalSize: 'medium',
    },
  },
  {
    project: RIPPLED,
    contributor: { firstName: 'Lars', lastName: 'Henriksen', githubUsername: 'lhenriksen' },
    description:
      'Cut the start-up time of full-history nodes by loading the ledger header index lazily.',
    categories: ['Improving the Core Protocol', 'Supporting Infrastructure'],
    contributionDate: '2026-02-18',
    judging: {
      assessments: [
        { judge: 1, size: 'large' },
        { judge: 2, size: 'large', comment: 'Every full-history operator benefits.' },
        { judge: 3, size: 'medium' },
      ],
      finalSize: 'large',
    },
  },
  {
    project: {
      name: 'XRPL Dev Portal',
      description: 'The XRP Ledger developer portal: documentation, tutorials and references.',
      githubRepo: 'XRPLF/xrpl-dev-portal',
      websiteUrl: 'https://xrpl.org/docs',
    },
    contributor: { firstName: 'Jonas', lastName: 'Becker', githubUsername: 'jbecker' },
    description:
      'Rewrote the payments tutorials with runnable code in JavaScript and Python and fixed over sixty broken links.',
    categories: ['Improving Documentation or Creating Example Code'],
    contributionDate: '2026-03-02',
    judging: {
      assessments: [
        { judge: 0, size: 'small' },
        { judge: 2, size: 'medium' },
        { judge: 3, size: 'small', comment: 'Useful, and mostly link fixes.' },
      ],
      finalSize: 'small',
    },
  },
  {
    project: {
      name: 'Xaman SDK',
      description:
        'The SDK for building apps that ask Xaman users to sign XRP Ledger transactions.',
      githubRepo: 'XRPL-Labs/xumm-sdk',
      websiteUrl: 'https://docs.xaman.dev',
    },
    contributor: { firstName: 'Aiko', lastName: 'Tanaka', githubUsername: 'atanaka' },
    description:
      'Typed the payload subscription events end to end and added examples for sign-in from a web page.',
    categories: ['Creating Community Tools'],
    contributionDate: '2026-03-21',
    judging: {
      assessments: [
        { judge: 0, size: 'decline', criteria: { unpaid: false }, rejectionReason: PAID_WORK },
        { judge: 1, size: 'decline', criteria: { unpaid: false }, rejectionReason: PAID_WORK },
        { judge: 3, size: 'small', comment: 'Paid, but the examples went well beyond the grant.' },
      ],
      finalSize: 'decline',
    },
  },
];

interface DemoCohort {
  name: string;
  /** When each period it reached began (in order); the last one is the period it is in. */
  periods: Partial<Record<CohortPeriod, string>>;
  grantAmounts: GrantAmounts;
  votingPeriodDays: number;
  /** The day its applications are due (YYYY-MM-DD). */
  applicationsDueOn: string;
  nominations: DemoNomination[];
}

const PILOT: DemoCohort = {
  name: PILOT_COHORT_NAME,
  periods: {
    nomination: '2026-04-01T00:00:00Z',
    voting: '2026-05-02T09:00:00Z',
    assessment: '2026-05-12T09:00:00Z',
    distribution: '2026-06-20T09:00:00Z',
    closed: '2026-07-31T16:00:00Z',
  },
  // DOMAIN.md's other table of amounts.
  grantAmounts: { small: 400, medium: 4000, large: 14_000 },
  votingPeriodDays: 10,
  applicationsDueOn: '2026-07-15',
  nominations: PILOT_NOMINATIONS,
};

const WAVE_1: DemoCohort = {
  name: DEMO_COHORT_NAME,
  periods: { nomination: '2026-10-01T00:00:00Z', voting: '2026-10-15T09:00:00Z' },
  grantAmounts: { small: 50, medium: 750, large: 3000 },
  votingPeriodDays: 14,
  // Three weeks from the day the demo starts: the contributors still have time.
  applicationsDueOn: new Date(Date.now() + 21 * 24 * 3600_000).toISOString().slice(0, 10),
  nominations: WAVE_1_NOMINATIONS,
};

/** The Pilot's voters: registered for it, each voting on three of its four nominations. */
const PILOT_VOTERS = 40;

/** The same bytes on every run, so the demo's voters are the same addresses everywhere. */
const demoBytes = (label: string) => createHash('sha256').update(`glow-demo:${label}`).digest();

// Any number: it only has to be the same for every API process seeding one database.
const DEMO_PROGRAMME_LOCK_ID = 727_002;

const ALL_SCREENING_PASSED: Screening = {
  over18: true,
  notInRestrictedRegion: true,
  notOnSanctionsList: true,
  notRippleEmployee: true,
};

/** Inserts the cohort, the periods it reached and its nominations; answers their ids. */
async function insertCohort(
  db: Database,
  demo: DemoCohort,
  scoutId: number | null,
): Promise<{ id: number; nominationIds: number[] }> {
  const periods = Object.entries(demo.periods) as [CohortPeriod, string][];
  const [current, currentSince] = periods.at(-1)!;
  const [cohort] = await db
    .insert(cohorts)
    .values({
      name: demo.name,
      period: current,
      startsAt: new Date(demo.periods.nomination!),
      endsAt: current === 'closed' ? new Date(currentSince) : null,
      grantAmounts: demo.grantAmounts,
      kycSizes: ['large'],
      votingPeriodDays: demo.votingPeriodDays,
      applicationsDueOn: demo.applicationsDueOn,
    })
    .returning();
  await db.insert(cohortPeriods).values(
    periods.map(([period, began]) => ({
      cohortId: cohort!.id,
      period,
      beganAt: new Date(began),
    })),
  );
  const nominationIds: number[] = [];
  for (const [index, nominated] of demo.nominations.entries()) {
    const project = await findOrInsertProject(db, nominated.project);
    const contributor = await findOrInsertContributor(db, nominated, index);
    const [nomination] = await db
      .insert(nominations)
      .values({
        cohortId: cohort!.id,
        contributorId: contributor,
        scoutId,
        description: nominated.description,
        categories: nominated.categories,
        contributionDate: nominated.contributionDate,
        screening: ALL_SCREENING_PASSED,
        // An hour apart, in the nomination period.
        createdAt: new Date(new Date(demo.periods.nomination!).getTime() + (index + 1) * 3600_000),
      })
      .returning();
    await db.insert(nominationProjects).values({
      nominationId: nomination!.id,
      projectId: project,
      cohortId: cohort!.id,
      contributorId: contributor,
    });
    if (scoutId !== null) {
      await db.insert(scoutBackings).values({
        cohortId: cohort!.id,
        scoutId,
        projectId: project,
        nominationId: nomination!.id,
      });
    }
    // One application per person per cohort, as a scout's nomination makes it.
    await db
      .insert(applications)
      .values({ contributorId: contributor, cohortId: cohort!.id })
      .onConflictDoNothing();
    nominationIds.push(nomination!.id);
  }
  return { id: cohort!.id, nominationIds };
}

async function findOrInsertProject(db: Database, project: DemoProject): Promise<number> {
  const [found] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.githubRepo, project.githubRepo));
  if (found) return found.id;
  const [row] = await db.insert(projects).values(project).returning({ id: projects.id });
  return row!.id;
}

async function findOrInsertContributor(
  db: Database,
  demo: DemoNomination,
  index: number,
): Promise<number> {
  const email = `${demo.contributor.githubUsername}@example.org`;
  const [found] = await db
    .select({ id: contributors.id })
    .from(contributors)
    .where(eq(contributors.email, email));
  if (found) return found.id;
  const [row] = await db
    .insert(contributors)
    .values({
      ...demo.contributor,
      email,
      projectRole: index % 2 === 0 ? 'maintainer' : 'contributor',
      contributorSince: '2024-01-01',
    })
    .returning({ id: contributors.id });
  return row!.id;
}

/**
 * The Pilot's voters and their votes, in its voting window: voter i skips nomination i mod 4,
 * and downvotes one in five of the others.
 */
async function insertPilotVotes(db: Database, nominationIds: number[]): Promise<void> {
  const votingOpened = new Date(PILOT.periods.voting!).getTime();
  const rows = await db
    .insert(voters)
    .values(
      Array.from({ length: PILOT_VOTERS }, (_, i) => ({
        address: encodeAccountID(demoBytes(`pilot-voter-${i}`).subarray(0, 20)),
        registrationTxHash: demoBytes(`pilot-registration-${i}`).toString('hex').toUpperCase(),
        registeredAt: new Date(votingOpened + i * 3600_000),
      })),
    )
    .returning({ id: voters.id });
  await db.insert(votes).values(
    rows.flatMap((voter, i) =>
      nominationIds
        .filter((_, n) => n !== i % nominationIds.length)
        .map((nominationId, n) => ({
          voterId: voter.id,
          nominationId,
          value: (i + n) % 5 === 0 ? -1 : 1,
          // Within the Pilot's ten voting days.
          updatedAt: new Date(votingOpened + ((i * 7 + n * 13) % 216) * 3600_000 + 3600_000),
        })),
    ),
  );
  await recordVotersWhoTookPart(db);
}

const EVERY_CRITERION_MET: AssessmentCriteria = {
  over18: true,
  coreInfrastructure: true,
  recentWork: true,
  unpaid: true,
};

/** `at` plus `hours`. */
const hoursAfter = (at: string, hours: number) =>
  new Date(new Date(at).getTime() + hours * 3600_000);

/**
 * A judged cohort's panel (the judges, in DEMO_JUDGES' order), their assessments of its
 * nominations during its assessment period, and every judge's approval of the distribution the
 * day before it moved to distribution.
 */
async function insertJudging(
  db: Database,
  demo: DemoCohort,
  cohort: { id: number; nominationIds: number[] },
  judgeIds: number[],
): Promise<void> {
  const assessmentBegan = demo.periods.assessment!;
  await db.insert(cohortJudges).values(
    judgeIds.map((judgeId) => ({
      cohortId: cohort.id,
      judgeId,
      joinedAt: new Date(assessmentBegan),
    })),
  );
  const assessments = demo.nominations.flatMap(({ judging }, n) =>
    (judging?.assessments ?? []).map((assessment, i) => ({
      nominationId: cohort.nominationIds[n]!,
      judgeId: judgeIds[assessment.judge]!,
      status: 'assessed' as const,
      ...EVERY_CRITERION_MET,
      ...assessment.criteria,
      size: assessment.size,
      rejectionReason: assessment.rejectionReason ?? null,
      comment: assessment.comment ?? null,
      // A day per nomination, an hour per judge, from the day after the period began.
      createdAt: hoursAfter(assessmentBegan, 24 * (n + 1) + i),
    })),
  );
  if (assessments.length > 0) await db.insert(judgeAssessments).values(assessments);
  const distributionBegan = demo.periods.distribution!;
  await db.insert(distributionApprovals).values(
    judgeIds.map((judgeId, i) => ({
      cohortId: cohort.id,
      judgeId,
      approvedAt: hoursAfter(distributionBegan, i - 24),
    })),
  );
}

/** The ids of the demo judges, in their order; null unless every one of them is a judge. */
async function findJudges(db: Database, emails: readonly string[]): Promise<number[] | null> {
  const found = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(inArray(users.email, [...emails]), eq(users.role, 'judge')));
  const ids = emails.map((email) => found.find((judge) => judge.email === email)?.id);
  return ids.every((id) => id !== undefined) ? ids : null;
}

export interface DemoPeople {
  scoutEmail: string;
  judgeEmails: readonly string[];
  /** The demo contributor and admin (the demo applications: demoApplications.ts). */
  contributorEmail: string;
  adminEmail: string;
  /** The demo password's hash, for the demo accounts the programme adds. */
  passwordHash: string;
}

/** Creates the demo programme unless a cohort exists already. */
export async function seedDemoProgramme(db: Database, people: DemoPeople): Promise<void> {
  const { scoutEmail, judgeEmails } = people;
  await db.transaction(async (tx) => {
    // API processes starting together on one empty database would both see no cohort and both
    // create the demo ones (the second failing on the unique name): the second waits here for
    // the first to commit, then finds its cohorts.
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_PROGRAMME_LOCK_ID})`);
    if ((await tx.select({ id: cohorts.id }).from(cohorts).limit(1)).length > 0) return;
    const [scout] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, scoutEmail));
    const pilot = await insertCohort(tx, PILOT, scout?.id ?? null);
    await insertPilotVotes(tx, pilot.nominationIds);
    // Without its judges (an older database where one was deleted), the Pilot stays unjudged.
    const judgeIds = await findJudges(tx, judgeEmails);
    if (judgeIds) await insertJudging(tx, PILOT, pilot, judgeIds);
    await freezeCohortFigures(tx, pilot.id);
    const wave1 = await insertCohort(tx, WAVE_1, scout?.id ?? null);
    await insertDemoApplications(tx, { ...people, wave1Id: wave1.id, pilotId: pilot.id });
    if (judgeIds)
      await insertDemoPayments(tx, { pilotId: pilot.id, adminEmail: people.adminEmail });
  });
}

/** The Pilot's nominations as the seed judges them: contributor, assessments, final size. */
export const PILOT_JUDGING = PILOT_NOMINATIONS.map(({ contributor, judging }) => ({
  contributor: `${contributor.firstName} ${contributor.lastName}`,
  ...judging!,
}));

/** Every repository of the demo's projects (the GitHub stand-in must hold each). */
export const DEMO_PROJECT_REPOSITORIES = [
  ...new Set([...PILOT.nominations, ...WAVE_1.nominations].map((n) => n.project.githubRepo)),
];
