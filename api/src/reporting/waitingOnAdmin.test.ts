// The dashboard's "Needs your attention" (GET /api/dashboard → waitingOnAdmin): each thing waiting
// on an admin appears with its count and cohort while the state calls for it, and disappears once
// an admin (or the state) dealt with it: submitted applications, rejected KYC results, voting
// run past its plan, judges with assessments left, payable grants.
import type { ActiveCohort, AdminWaitingItem, Dashboard } from '@glow/contract';
import { and, eq } from 'drizzle-orm';
import { applications, contributors, grants, paymentBatches, payments } from '../db/schema';
import { DEMO_JUDGES, demoEmail } from '../seed';
import { startTestApi, type TestApi } from '../testing/testApi';
import { approveDistribution } from '../testing/testJudging';
import { moveCohortTo } from '../testing/testProgramme';

let api: TestApi;
let admin: string;
let wave1: { id: number; name: string };
let periodStartedAt: string;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.loginAs('admin');
  const { cohort } = (await api.call<ActiveCohort>('GET', '/api/cohorts/active')).body;
  wave1 = { id: cohort!.id, name: cohort!.name };
  periodStartedAt = cohort!.periodStartedAt;
});

afterAll(() => api.close());

async function waiting(): Promise<AdminWaitingItem[]> {
  const answer = await api.call<Dashboard>('GET', '/api/dashboard', { token: admin });
  if (answer.status !== 200) throw new Error(`The dashboard answered ${answer.status}`);
  return answer.body.waitingOnAdmin;
}

const item = (kind: AdminWaitingItem['kind'], count: number, since: string | null = null) => ({
  kind,
  cohort: wave1,
  count,
  since,
});

/** The Wave 1 application of the demo contributor with this GitHub username. */
async function applicationOf(githubUsername: string) {
  const [row] = await api.db
    .select({ id: applications.id, contributorId: applications.contributorId })
    .from(applications)
    .innerJoin(contributors, eq(contributors.id, applications.contributorId))
    .where(
      and(eq(applications.cohortId, wave1.id), eq(contributors.githubUsername, githubUsername)),
    );
  return row!;
}

describe('while Wave 1 is in voting', () => {
  const overdue = (plannedDays: number) =>
    item(
      'votingOverdue',
      1,
      new Date(Date.parse(periodStartedAt) + plannedDays * 24 * 3600_000).toISOString(),
    );
  const planVoting = (votingPeriodDays: number) =>
    api.call('PATCH', `/api/cohorts/${wave1.id}`, { token: admin, body: { votingPeriodDays } });

  it('lists its voting run past the planned days, until the plan covers today', async () => {
    // The demo's Wave 1 votes for 14 days from four days ago.
    expect(await waiting()).toEqual([]);
    await planVoting(2);
    expect(await waiting()).toEqual([overdue(2)]);
    await planVoting(14);
    expect(await waiting()).toEqual([]);
  });

  it('lists an application submitted for review until an admin approves it', async () => {
    const ana = await applicationOf('anaribeiro');
    await api.db
      .update(applications)
      .set({ status: 'submitted' })
      .where(eq(applications.id, ana.id));
    expect(await waiting()).toEqual([item('applicationsToReview', 1)]);
    const approved = await api.call('POST', `/api/applications/${ana.id}/approval`, {
      token: admin,
    });
    expect(approved.status).toBe(200);
    expect(await waiting()).toEqual([]);
  });

  it('lists a rejected KYC result until an admin asks for a new verification', async () => {
    const chen = await applicationOf('chenwei-dev');
    await api.db
      .update(applications)
      .set({ kycStatus: 'rejected' })
      .where(eq(applications.id, chen.id));
    expect(await waiting()).toEqual([item('kycRejected', 1)]);
    const asked = await api.call('POST', `/api/applications/${chen.id}/kyc-request`, {
      token: admin,
      body: { reason: 'The document was blurred; please try again.' },
    });
    expect(asked.status).toBe(200);
    expect(await waiting()).toEqual([]);
  });
});

describe('from the assessment on', () => {
  it('lists the judges with assessments left, until the nominations have their sizes', async () => {
    await moveCohortTo(api, wave1.id, 'assessment');
    expect(await waiting()).toEqual([item('judgesUnfinished', DEMO_JUDGES.length)]);
    await approveDistribution(api.db, wave1.id);
    expect(await waiting()).toEqual([]);
  });

  it('lists the payable grants, until they are paid', async () => {
    await moveCohortTo(api, wave1.id, 'distribution');
    // The judges' approval through the API writes the grants; approved directly here, the
    // payments page's first read does.
    await api.call('GET', `/api/cohorts/${wave1.id}/payments`, { token: admin });
    // Ana Ribeiro's and Sofia Marin's; Chen Wei's waits for his new KYC.
    expect(await waiting()).toEqual([item('grantsPayable', 2)]);
    const payable = await api.db
      .select({ id: grants.id, amountDrops: grants.amountDrops })
      .from(grants)
      .innerJoin(contributors, eq(contributors.id, grants.contributorId))
      .where(and(eq(grants.cohortId, wave1.id), eq(contributors.githubUsername, 'anaribeiro')));
    const [batch] = await api.db
      .insert(paymentBatches)
      .values({
        cohortId: wave1.id,
        createdByEmail: demoEmail('admin'),
        walletAddress: 'rhHE7LZHyCdfFwssrBYK99K1i89ufRcScq',
        walletKind: 'gemwallet',
      })
      .returning({ id: paymentBatches.id });
    await api.db.insert(payments).values({
      grantId: payable[0]!.id,
      batchId: batch!.id,
      status: 'paid',
      source: 'rhHE7LZHyCdfFwssrBYK99K1i89ufRcScq',
      destination: 'rPEPPER7kfTD9w2To4CQk6UCfuHM9c6GDY',
      amountDrops: payable[0]!.amountDrops,
      lastLedgerSequence: 1000,
      createdLedgerIndex: 900,
      txHash: 'A'.repeat(64),
      paidAt: new Date(),
    });
    expect(await waiting()).toEqual([item('grantsPayable', 1)]);
  });
});
