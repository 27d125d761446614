// The demo cohort: in its voting period, with projects, contributors and nominations to vote on.
import type { NominationCategory } from '@glow/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  cohorts,
  contributors,
  nominationProjects,
  nominations,
  projects,
  users,
} from '../db/schema';

export const DEMO_COHORT_NAME = 'Wave 1';

interface DemoNomination {
  project: { name: string; description: string; githubRepo: string; websiteUrl: string | null };
  contributor: { firstName: string; lastName: string; githubUsername: string };
  description: string;
  categories: NominationCategory[];
  contributionDate: string;
}

const DEMO_NOMINATIONS: DemoNomination[] = [
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

// Any number: it only has to be the same for every API process seeding one database.
const DEMO_PROGRAMME_LOCK_ID = 727_002;

const ALL_SCREENING_PASSED = {
  over18: true,
  notInRestrictedRegion: true,
  notOnSanctionsList: true,
  notRippleEmployee: true,
};

/** Creates the demo cohort and its nominations unless a cohort exists already. */
export async function seedDemoProgramme(db: Database, scoutEmail: string): Promise<void> {
  await db.transaction(async (tx) => {
    // API processes starting together on one empty database would both see no cohort and both
    // create the demo one (the second failing on the unique name): the second waits here for the
    // first to commit, then finds its cohort.
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_PROGRAMME_LOCK_ID})`);
    if ((await tx.select({ id: cohorts.id }).from(cohorts).limit(1)).length > 0) return;
    const [scout] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, scoutEmail));
    const [cohort] = await tx
      .insert(cohorts)
      .values({
        name: DEMO_COHORT_NAME,
        period: 'voting',
        startsAt: new Date('2026-10-01T00:00:00Z'),
      })
      .returning();
    for (const [index, demo] of DEMO_NOMINATIONS.entries()) {
      const [project] = await tx.insert(projects).values(demo.project).returning();
      const [contributor] = await tx
        .insert(contributors)
        .values({
          ...demo.contributor,
          email: `${demo.contributor.githubUsername}@example.org`,
          projectRole: index % 2 === 0 ? 'maintainer' : 'contributor',
          contributorSince: '2024-01-01',
        })
        .returning();
      const [nomination] = await tx
        .insert(nominations)
        .values({
          cohortId: cohort!.id,
          contributorId: contributor!.id,
          scoutId: scout?.id ?? null,
          description: demo.description,
          categories: demo.categories,
          contributionDate: demo.contributionDate,
          screening: ALL_SCREENING_PASSED,
        })
        .returning();
      await tx
        .insert(nominationProjects)
        .values({ nominationId: nomination!.id, projectId: project!.id, cohortId: cohort!.id });
    }
  });
}
