// The demo story's records agree with each other, as the pages read them: each approved
// application has its steps done, the audit log tells a Pilot grant's story in order, the figures
// of the dashboard, the cohort pages, the payments page, the reports and the public results are the
// same, and the story is dated from today (Wave 1 votes until a day to come, work before its
// nomination).
import {
  type VoteIntegrity,
  type VoterLedgerReads,
  xrpOf,
  type AuditLogList,
  type CohortApplicationList,
  type CohortDetail,
  type CohortList,
  type CohortPayments,
  type Dashboard,
  type ProgrammeReport,
  type Results,
} from '@glow/contract';
import { and, eq } from 'drizzle-orm';
import { contributors, nominations, projects, votes } from '../db/schema';
import { startTestApi, type TestApi } from '../testing/testApi';
import { DEMO_COHORT_NAME, PILOT_COHORT_NAME } from './demoProgramme';
import { FARM_WALLETS } from './demoWave1Voters';
import { demoWallet } from './demoWallets';

let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.loginAs('admin');
});

afterAll(() => api.close());

const DAY_MS = 24 * 3600_000;

async function read<T>(path: string, query?: Record<string, string | number>): Promise<T> {
  const answer = await api.call<T>('GET', path, { token: admin, query });
  if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
  return answer.body;
}

async function cohortNamed(name: string): Promise<CohortDetail> {
  const { cohorts } = await read<CohortList>('/api/cohorts', { limit: 100 });
  const listed = cohorts.find((cohort) => cohort.name === name);
  if (!listed) throw new Error(`No cohort ${name}`);
  return read<CohortDetail>(`/api/cohorts/${listed.id}`);
}

const applicationsOf = async (cohortId: number) =>
  (await read<CohortApplicationList>(`/api/cohorts/${cohortId}/applications`, { limit: 100 }))
    .applications;

const nameOf = (row: { contributor: { name: string } }) => row.contributor.name;

it('has every step of each approved application done, and KYC where its size asks for it', async () => {
  const stepsOf = async (name: string) => {
    const cohort = await cohortNamed(name);
    const approved = (await applicationsOf(cohort.id)).filter((row) => row.status === 'approved');
    return Object.fromEntries(
      approved.map((row) => [
        nameOf(row),
        Object.fromEntries(row.progress.steps.map(({ step, state }) => [step, state])),
      ]),
    );
  };
  const done = {
    account: 'done',
    terms: 'done',
    codeOfConduct: 'done',
    eligibility: 'done',
    wallet: 'done',
    details: 'done',
    review: 'done',
  };
  expect(await stepsOf(PILOT_COHORT_NAME)).toEqual({
    // The Pilot verifies Medium and Large grants: Priya's passed, Lars's was rejected.
    'Priya Nair': { ...done, kyc: 'done' },
    'Lars Henriksen': { ...done, kyc: 'failed' },
    'Jonas Becker': { ...done, kyc: 'notNeeded' },
  });
  expect(await stepsOf(DEMO_COHORT_NAME)).toEqual({
    'Ana Ribeiro': { ...done, kyc: 'notNeeded' },
    'Chen Wei': { ...done, kyc: 'notNeeded' },
    'Sofia Marin': { ...done, kyc: 'notNeeded' },
  });
});

async function allLogs() {
  const logs: AuditLogList['logs'] = [];
  for (let page = 1; ; page += 1) {
    const answer = await read<AuditLogList>('/api/logs', { page, limit: 100 });
    logs.push(...answer.logs);
    if (logs.length >= answer.total) return logs;
  }
}

it("tells Priya Nair's Pilot grant in the audit log, in order, from her nomination to its payment", async () => {
  const pilot = await cohortNamed(PILOT_COHORT_NAME);
  const [priya] = await api.db
    .select({ nominationId: nominations.id, contributorId: contributors.id })
    .from(nominations)
    .innerJoin(contributors, eq(contributors.id, nominations.contributorId))
    .where(and(eq(nominations.cohortId, pilot.id), eq(contributors.githubUsername, 'pnair')));
  const application = (await applicationsOf(pilot.id)).find((row) => nameOf(row) === 'Priya Nair')!;
  const payments = await read<CohortPayments>(`/api/cohorts/${pilot.id}/payments`);
  const grant = payments.grants.find((row) => row.applicationId === application.id)!;

  const hers = (await allLogs())
    .filter(
      (entry) =>
        (entry.entity === 'nomination' && entry.entityId === String(priya!.nominationId)) ||
        (entry.entity === 'assessment' && entry.details.nominationId === priya!.nominationId) ||
        (entry.entity === 'cohort' && entry.entityId === String(pilot.id)) ||
        (entry.entity === 'application' && entry.entityId === String(application.id)) ||
        (entry.entity === 'contributor' && entry.entityId === String(priya!.contributorId)) ||
        (entry.entity === 'user' &&
          entry.action === 'document.accepted' &&
          entry.actor.email === 'pnair@example.org') ||
        (entry.entity === 'payment' && entry.details.grantId === grant.id),
    )
    .sort((a, b) => a.at.localeCompare(b.at) || a.id - b.id);
  const story = hers.map((entry) =>
    entry.action === 'cohort.period' ? `cohort.period ${String(entry.details.to)}` : entry.action,
  );
  expect(story).toEqual([
    'cohort.start',
    'contributor.create',
    'application.created',
    'nomination.create',
    'document.accepted',
    'document.accepted',
    'application.eligibilityAnswered',
    'contributor.walletRegistered',
    'application.submitted',
    'cohort.period voting',
    'cohort.period assessment',
    'cohort.panel',
    'assessment.create',
    'assessment.create',
    'assessment.create',
    'distribution.approve',
    'distribution.approve',
    'distribution.approve',
    'distribution.approve',
    'kyc.requested',
    'cohort.period distribution',
    'kyc.started',
    'application.approved',
    'payment.paid',
    'cohort.period closed',
  ]);

  // Voters are wallets, not users: their votes are not audited, and all of them fall between
  // the nomination and the judges' first assessment.
  const nominated = hers.find((entry) => entry.action === 'nomination.create')!.at;
  const assessed = hers.find((entry) => entry.action === 'assessment.create')!.at;
  const cast = await api.db
    .select({ at: votes.updatedAt })
    .from(votes)
    .where(eq(votes.nominationId, priya!.nominationId));
  expect(cast.length).toBeGreaterThan(0);
  for (const { at } of cast) {
    expect(at.getTime()).toBeGreaterThan(Date.parse(nominated));
    expect(at.getTime()).toBeLessThan(Date.parse(assessed));
  }
});

it('gives the Pilot the same figures on its page, its payments page, the reports and the public results', async () => {
  const pilot = await cohortNamed(PILOT_COHORT_NAME);
  const payments = await read<CohortPayments>(`/api/cohorts/${pilot.id}/payments`);
  const report = (await read<ProgrammeReport>('/api/reports/programme')).cohorts.find(
    (cohort) => cohort.id === pilot.id,
  )!;
  const results = (await read<Results>('/api/results')).cohorts.find(
    (cohort) => cohort.id === pilot.id,
  )!;

  const paid = payments.grants.filter((grant) => grant.state === 'paid');
  const returned = payments.grants.filter((grant) => grant.state === 'returnedToPool');
  expect(paid.map(nameOf).sort()).toEqual(['Jonas Becker', 'Priya Nair']);
  expect(returned.map(nameOf)).toEqual(['Lars Henriksen']);

  expect(pilot.figures).toMatchObject({
    nominations: 4,
    voters: 40,
    votes: 120,
    assessments: 12,
    approvedGrants: payments.totals.grants,
    paidGrants: paid.length,
  });
  expect(report.paidGrants).toBe(paid.length);
  expect(report.paidDrops).toBe(payments.totals.paidDrops);
  expect(report.returnedDrops).toBe(payments.totals.returnedDrops);
  expect(report.approvedDrops).toBe(payments.totals.approvedDrops);
  expect(xrpOf(payments.totals.paidDrops)).toBe(4000 + 400);
  expect(xrpOf(payments.totals.returnedDrops)).toBe(14_000);

  expect(results.figures).toEqual({
    nominations: pilot.figures.nominations,
    voters: pilot.figures.voters,
    votes: pilot.figures.votes,
  });
  expect(results.paidXrp).toBe(xrpOf(payments.totals.paidDrops));
  expect(results.approvedXrp).toBe(xrpOf(payments.totals.approvedDrops));
  expect(results.nominations.filter((nomination) => nomination.paid).length).toBe(paid.length);
  expect(
    results.nominations
      .filter((nomination) => nomination.returnedToPool)
      .map((nomination) => nomination.contributor),
  ).toEqual(['Lars Henriksen']);
});

it('gives Wave 1 the same figures on the dashboard, its page and its applications', async () => {
  const wave1 = await cohortNamed(DEMO_COHORT_NAME);
  const dashboard = await read<Dashboard>('/api/dashboard');
  const rows = await applicationsOf(wave1.id);
  const complete = rows.filter(
    (row) => row.progress.steps.find(({ step }) => step === 'details')?.state === 'done',
  );

  expect(dashboard.cohort?.id).toBe(wave1.id);
  expect(dashboard.figures.nominations).toBe(wave1.figures.nominations);
  expect(wave1.figures.nominations).toBe(6);
  // One application per person nominated.
  expect(rows).toHaveLength(6);
  expect(dashboard.figures.applicationsComplete).toBe(complete.length);
  expect(complete.map(nameOf).sort()).toEqual(['Ana Ribeiro', 'Chen Wei', 'Sofia Marin']);
});

it('dates the story from today: Wave 1 votes until a day to come, every period began when it started, work comes before its nomination', async () => {
  const now = Date.now();
  const wave1 = await cohortNamed(DEMO_COHORT_NAME);
  const pilot = await cohortNamed(PILOT_COHORT_NAME);
  const began = (cohort: CohortDetail, period: string) =>
    Date.parse(cohort.periods.find((reached) => reached.period === period)!.beganAt);

  expect(wave1.period).toBe('voting');
  expect(began(wave1, 'voting')).toBeLessThan(now);
  expect(began(wave1, 'voting') + wave1.votingPeriodDays * DAY_MS).toBeGreaterThan(now);
  for (const cohort of [wave1, pilot]) {
    expect(began(cohort, 'nomination')).toBe(Date.parse(cohort.startsAt));
    const times = cohort.periods.map((reached) => Date.parse(reached.beganAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  }
  // About eight months ago to four months ago.
  expect(now - Date.parse(pilot.startsAt)).toBeGreaterThan(200 * DAY_MS);
  expect(now - Date.parse(pilot.endsAt!)).toBeGreaterThan(100 * DAY_MS);
  expect(Date.parse(pilot.endsAt!)).toBe(began(pilot, 'closed'));
  // The Pilot's voting ended when planned or later.
  expect(began(pilot, 'assessment')).toBeGreaterThanOrEqual(
    began(pilot, 'voting') + pilot.votingPeriodDays * DAY_MS,
  );

  const nominated = await api.db
    .select({ createdAt: nominations.createdAt, contributionDate: nominations.contributionDate })
    .from(nominations);
  expect(nominated).toHaveLength(10);
  for (const { createdAt, contributionDate } of nominated) {
    expect(contributionDate < createdAt.toISOString().slice(0, 10)).toBe(true);
    expect(createdAt.getTime()).toBeLessThan(now);
  }
  const logs = await allLogs();
  expect(logs.every((entry) => Date.parse(entry.at) <= now)).toBe(true);
  // Each project's GitHub facts were read when the scout created it: no push from after that.
  const read = await api.db
    .select({ pushedAt: projects.githubPushedAt, readAt: projects.githubReadAt })
    .from(projects);
  expect(read).toHaveLength(8);
  for (const { pushedAt, readAt } of read) {
    expect(readAt!.getTime()).toBeLessThan(now);
    expect(pushedAt!.getTime()).toBeLessThanOrEqual(readAt!.getTime());
  }
});

it("shows Wave 1's farm on its vote integrity page: thirty wallets from one funder, two hops up, voting alike", async () => {
  const wave1 = await cohortNamed(DEMO_COHORT_NAME);
  const page = await read<VoteIntegrity>(`/api/cohorts/${wave1.id}/vote-integrity`);
  expect(page.clusters).toEqual([
    expect.objectContaining({
      funder: demoWallet('wave1-farm-funder').address,
      hops: 2,
      members: FARM_WALLETS,
      burst: true,
      votesAlike: true,
    }),
  ]);
  expect(page.figures.voters).toBe(FARM_WALLETS + 10);
  const reads = await read<VoterLedgerReads>(`/api/cohorts/${wave1.id}/voter-ledger-reads`);
  expect(reads).toMatchObject({ total: FARM_WALLETS + 10, read: FARM_WALLETS + 10 });
  // The farm's thirty, and the organic voters whose accounts were under 30 days old.
  expect(page.figures.flaggedVoters).toBe(FARM_WALLETS + 4);
  const boosted = page.nominations.find(
    (nomination) => nomination.withoutFlaggedScore !== nomination.score,
  );
  expect(boosted!.score - boosted!.withoutFlaggedScore).toBeGreaterThanOrEqual(FARM_WALLETS);
});
