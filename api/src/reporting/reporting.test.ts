// The reporting page's figures (GET /api/cohorts/{id}/report, GET /api/reports/programme) and
// the CSV exports, streamed a page at a time (EXPORT_PAGE_SIZE=2 here): the demo's Pilot for the
// voting figures, and a closed cohort of this file's own whose grants went every way (paid after
// a declined attempt, in flight, returned to the pool, declined by the judges) for the rest.
import type { CohortReport, ProgrammeReport } from '@glow/contract';
import { eq, sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../db/database';
import {
  applications,
  cohorts,
  contributors,
  nominationProjects,
  nominations,
  projects,
} from '../db/schema';
import type { RunningApi } from '../server';
import { startLoggedApi, type StatementLog } from '../testing/statementLog';
import { givenApplicant } from '../testing/testApplications';
import { startTestApi, type TestApi } from '../testing/testApi';
import { approveDistribution, assessDirectly } from '../testing/testJudging';
import { addCohort, insertCastVotes, insertVoters } from '../testing/testProgramme';
import { utcDay } from '../programme/cohortRules';

let api: TestApi;
let admin: string;
let pilotId: number;

/** This file's cohort: 4 nominations, Medium (750 XRP) but the last, which the judges declined. */
const COHORT_NAME = 'Summer 2026';
const MEDIUM_DROPS = '750000000';
const PAID_HASH = 'AB'.repeat(32);
let cohortId: number;
let nominationIds: number[];
let grantIds: number[];
let paymentIds: { declined: number; paid: number; inFlight: number };
let batchId: number;
let applicantAddresses: string[];

/** Inserts a grant as the payments' part freezes them; answers its id. */
async function insertGrant(applicationId: number, nominationId: number): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    api.db.execute(sql`
    insert into grants (cohort_id, application_id, contributor_id, nomination_id, size, amount_drops)
    select ${cohortId}, a.id, a.contributor_id, ${nominationId}, 'medium', ${MEDIUM_DROPS}
    from applications a where a.id = ${applicationId}
    returning id`),
  );
  return row!.id;
}

async function insertPayment(grantId: number, destination: string, facts: SQL): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    api.db.execute(sql`
    insert into payments (grant_id, batch_id, source, destination, amount_drops,
      last_ledger_sequence, created_ledger_index, status, tx_hash, ledger_facts, failure_kind,
      failure_reason, paid_at, failed_at)
    select ${grantId}, ${batchId}, 'rhHE7LZHyCdfFwssrBYK99K1i89ufRcScq', ${destination},
      ${MEDIUM_DROPS}, 812450, 812350, s.status::payment_status, s.tx_hash, s.facts::jsonb,
      s.failure_kind, s.failure_reason, s.paid_at::timestamptz, s.failed_at::timestamptz
    from (${facts}) s
    returning id`),
  );
  return row!.id;
}

async function givenCohortOfEveryGrant(): Promise<void> {
  const cohort = await addCohort(api.db, {
    name: COHORT_NAME,
    period: 'closed',
    nominations: 4,
    startsAt: new Date(Date.now() - 30 * 24 * 3600_000),
  });
  cohortId = cohort.id;
  nominationIds = cohort.nominationIds;
  // Names a spreadsheet must take as text: a comma and quotes, accents, a formula.
  const contributorOf = async (nominationId: number) => {
    const [row] = await api.db
      .select({ id: nominations.contributorId })
      .from(nominations)
      .where(eq(nominations.id, nominationId));
    return row!.id;
  };
  await api.db
    .update(contributors)
    .set({ firstName: 'Chloé', lastName: 'Dubois, "Clo"' })
    .where(eq(contributors.id, await contributorOf(nominationIds[0]!)));
  const [secondProject] = await api.db
    .select({ id: nominationProjects.projectId })
    .from(nominationProjects)
    .where(eq(nominationProjects.nominationId, nominationIds[1]!));
  await api.db
    .update(projects)
    .set({ name: '=HYPERLINK("http://evil.example")' })
    .where(eq(projects.id, secondProject!.id));

  for (let index = 0; index < 3; index += 1)
    await assessDirectly(api.db, nominationIds[3]!, null, 'decline');
  await approveDistribution(api.db, cohortId);

  const applicants = [];
  for (const nominationId of nominationIds.slice(0, 3)) {
    const contributorId = await contributorOf(nominationId);
    applicants.push(await givenApplicant(api, cohortId, { stage: 'submitted', contributorId }));
  }
  applicantAddresses = applicants.map((applicant) => applicant.walletAddress!);
  await api.db
    .update(applications)
    .set({ status: 'approved', approvedAddress: sql`${applications.agreedAddress}` })
    .where(eq(applications.cohortId, cohortId));
  // The third one's KYC failed: returned to the pool.
  await api.db
    .update(applications)
    .set({ kycStatus: 'rejected' })
    .where(eq(applications.id, applicants[2]!.applicationId));

  grantIds = [];
  for (const [index, applicant] of applicants.entries())
    grantIds.push(await insertGrant(applicant.applicationId, nominationIds[index]!));
  const [batch] = await rowsOf<{ id: number }>(
    api.db.execute(sql`
    insert into payment_batches (cohort_id, created_by_email, wallet_address, wallet_kind)
    values (${cohortId}, 'admin@glow.local', 'rhHE7LZHyCdfFwssrBYK99K1i89ufRcScq', 'gemwallet')
    returning id`),
  );
  batchId = batch!.id;
  const paidAt = sql`(select created_at + interval '10 days 3 hours' from nominations
    where id = ${nominationIds[0]})`;
  paymentIds = {
    declined: await insertPayment(
      grantIds[0]!,
      applicantAddresses[0]!,
      sql`select 'failed' as status, null as tx_hash, null as facts, 'declined' as failure_kind,
        'Declined in the wallet' as failure_reason, null as paid_at, now() as failed_at`,
    ),
    paid: await insertPayment(
      grantIds[0]!,
      applicantAddresses[0]!,
      sql`select 'paid' as status, ${PAID_HASH} as tx_hash, '{"ledgerIndex": 812400}' as facts,
        null as failure_kind, null as failure_reason, ${paidAt} as paid_at, null as failed_at`,
    ),
    inFlight: await insertPayment(
      grantIds[1]!,
      applicantAddresses[1]!,
      sql`select 'awaitingSignature' as status, null as tx_hash, null as facts,
        null as failure_kind, null as failure_reason, null as paid_at, null as failed_at`,
    ),
  };

  // Three voters: votes on the first two nominations over two days.
  const voters = await insertVoters(api.db, 3);
  const day1 = new Date(Date.now() - 20 * 24 * 3600_000);
  const day2 = new Date(day1.getTime() + 24 * 3600_000);
  await insertCastVotes(api.db, [
    { voterId: voters[0]!.id, nominationId: nominationIds[0]!, value: 1, updatedAt: day1 },
    { voterId: voters[1]!.id, nominationId: nominationIds[0]!, value: 1, updatedAt: day1 },
    { voterId: voters[2]!.id, nominationId: nominationIds[0]!, value: -1, updatedAt: day2 },
    { voterId: voters[0]!.id, nominationId: nominationIds[1]!, value: 1, updatedAt: day2 },
  ]);
}

beforeAll(async () => {
  api = await startTestApi({ EXPORT_PAGE_SIZE: '2' });
  admin = await api.loginAs('admin');
  const [pilot] = await api.db
    .select({ id: cohorts.id })
    .from(cohorts)
    .where(eq(cohorts.name, 'Pilot'));
  pilotId = pilot!.id;
  await givenCohortOfEveryGrant();
});

afterAll(() => api.close());

/** A CSV download's lines, split at CRLF outside quotes (this file's cells hold no line ends). */
function csvLines(text: string): string[] {
  expect(text.endsWith('\r\n')).toBe(true);
  return text.slice(0, -2).split('\r\n');
}

describe('a cohort report', () => {
  it("counts the Pilot's votes per day, voters over time, scores and final sizes", async () => {
    const { status, body } = await api.call<CohortReport>('GET', `/api/cohorts/${pilotId}/report`, {
      token: admin,
    });
    expect(status).toBe(200);
    expect(body.cohort).toMatchObject({ id: pilotId, name: 'Pilot', period: 'closed' });
    // 40 voters, each voting on three of the four nominations.
    const votes = body.votesPerDay.reduce((sum, day) => sum + day.up + day.down, 0);
    expect(votes).toBe(120);
    // Every day from the first vote to the last, none missing.
    const days = body.votesPerDay.map((day) => day.day);
    expect(days).toEqual([...days].sort());
    expect(new Set(days).size).toBe(days.length);
    const span = (Date.parse(days.at(-1)!) - Date.parse(days[0]!)) / (24 * 3600_000) + 1;
    expect(days).toHaveLength(span);
    // From the cohort's first day to its last, ending with all 40 registered and voting.
    const [pilot] = await api.db.select().from(cohorts).where(eq(cohorts.id, pilotId));
    expect(body.votersOverTime[0]!.day).toBe(utcDay(pilot!.startsAt));
    expect(body.votersOverTime.at(-1)).toEqual({
      day: utcDay(pilot!.endsAt!),
      registered: 40,
      tookPart: 40,
    });
    expect(body.scoreBuckets.reduce((sum, bucket) => sum + bucket.nominations, 0)).toBe(4);
    expect(body.finalSizes).toEqual({ small: 1, medium: 1, large: 1, decline: 1, notSized: 0 });
  });

  it("counts this file's cohort, and the days from nomination to payment of its paid grant", async () => {
    const { body } = await api.call<CohortReport>('GET', `/api/cohorts/${cohortId}/report`, {
      token: admin,
    });
    const day1 = utcDay(new Date(Date.now() - 20 * 24 * 3600_000));
    expect(body.votesPerDay).toEqual([
      { day: day1, up: 2, down: 0 },
      { day: utcDay(new Date(Date.parse(day1)), 1), up: 1, down: 1 },
    ]);
    // Scores 1, 1, 0, 0.
    expect(body.scoreBuckets).toEqual([
      { from: 0, to: 0, nominations: 2 },
      { from: 1, to: 1, nominations: 2 },
    ]);
    expect(body.finalSizes).toEqual({ small: 0, medium: 3, large: 0, decline: 1, notSized: 0 });
    expect(body.timeToPayment).toEqual({
      weeks: [
        { fromDay: 0, toDay: 6, grants: 0 },
        { fromDay: 7, toDay: 13, grants: 1 },
      ],
      medianDays: 10,
    });
  });

  it('says "not sized" for every nomination of a cohort not approved yet', async () => {
    const [wave1] = await api.db
      .select({ id: cohorts.id })
      .from(cohorts)
      .where(eq(cohorts.name, 'Wave 1'));
    const { body } = await api.call<CohortReport>('GET', `/api/cohorts/${wave1!.id}/report`, {
      token: admin,
    });
    expect(body.finalSizes).toEqual({ small: 0, medium: 0, large: 0, decline: 0, notSized: 6 });
    expect(body.timeToPayment).toEqual({ weeks: [], medianDays: null });
  });

  it('answers 404 for a cohort that does not exist', async () => {
    const response = await api.call('GET', '/api/cohorts/99999/report', { token: admin });
    expect(response).toEqual({ status: 404, body: { message: 'cohort not found' } });
  });
});

describe('the programme report', () => {
  it("gives each cohort's amounts approved, paid, in flight and returned, oldest first", async () => {
    const { status, body } = await api.call<ProgrammeReport>('GET', '/api/reports/programme', {
      token: admin,
    });
    expect(status).toBe(200);
    // This file's cohort began 30 days ago, the demo's Wave 1 three weeks ago.
    expect(body.cohorts.map((cohort) => cohort.name)).toEqual(['Pilot', COHORT_NAME, 'Wave 1']);
    expect(body.cohorts.find((cohort) => cohort.id === cohortId)).toEqual({
      id: cohortId,
      name: COHORT_NAME,
      approvedDrops: '2250000000',
      paidDrops: MEDIUM_DROPS,
      inFlightDrops: MEDIUM_DROPS,
      returnedDrops: MEDIUM_DROPS,
      paidGrants: 1,
      medianDaysToPayment: 10,
    });
  });
});

describe('the CSV exports', () => {
  let logged: RunningApi;
  let log: StatementLog;

  beforeAll(async () => {
    ({ api: logged, log } = await startLoggedApi(api));
  });

  afterAll(() => logged.close());

  async function download(url: string) {
    const from = log.statements.length;
    const response = await logged.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${admin}` },
    });
    return { response, statements: log.statements.slice(from) };
  }

  it("streams a cohort's nominations with score, scouts, size, grant, payment state and hash", async () => {
    const { response, statements } = await download(`/api/cohorts/${cohortId}/exports/nominations`);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8; header=present');
    const filename = `glow-summer-2026-nominations-${utcDay(new Date())}.csv`;
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${filename}"; filename*=UTF-8''${filename}`,
    );
    const lines = csvLines(response.body);
    expect(lines[0]).toBe(
      'nomination_id,contributor,projects,categories,nominated_at,score,up_votes,down_votes,' +
        'scouts,final_size,grant_amount_xrp,grant_state,payment_status,transaction_hash,paid_at',
    );
    expect(lines).toHaveLength(5);
    const [paid, inFlight, returned, declined] = lines.slice(1);
    expect(paid).toMatch(
      new RegExp(
        `^${nominationIds[0]},"Chloé Dubois, ""Clo""",summer-2026-project-1,Others,` +
          `\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ,1,2,1,0,Medium,750,Paid,Paid,${PAID_HASH},` +
          `\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ$`,
      ),
    );
    expect(inFlight).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(inFlight).toMatch(/,Medium,750,In flight,Waiting for the wallet,,$/);
    expect(returned).toMatch(/,Medium,750,Returned to pool,,,$/);
    expect(declined).toMatch(/,0,0,0,0,Decline,,,,,$/);
    // Four nominations, two a page: three page queries (the last one finds none), each limited.
    const pages = statements.filter((statement) => statement.includes('n.id >'));
    expect(pages).toHaveLength(3);
    expect(pages.every((statement) => /limit \$\d+/.test(statement))).toBe(true);
  });

  it("streams a cohort's votes per nomination per day", async () => {
    const { response, statements } = await download(`/api/cohorts/${cohortId}/exports/votes`);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(
      `filename="glow-summer-2026-votes-per-day-${utcDay(new Date())}.csv"`,
    );
    const day1 = utcDay(new Date(Date.now() - 20 * 24 * 3600_000));
    const day2 = utcDay(new Date(Date.parse(day1)), 1);
    expect(csvLines(response.body)).toEqual([
      'nomination_id,contributor,projects,day,up_votes,down_votes,net',
      `${nominationIds[0]},"Chloé Dubois, ""Clo""",summer-2026-project-1,${day1},2,0,2`,
      `${nominationIds[0]},"Chloé Dubois, ""Clo""",summer-2026-project-1,${day2},0,1,-1`,
      `${nominationIds[1]},First2 Summer 2026 Last2,"'=HYPERLINK(""http://evil.example"")",${day2},1,0,1`,
    ]);
    // The kept votes by day are read per page of nominations; no vote is read.
    const votePages = statements.filter((statement) =>
      statement.includes('from nomination_vote_days'),
    );
    expect(votePages.length).toBeGreaterThanOrEqual(2);
    expect(votePages.every((statement) => statement.includes('group by'))).toBe(true);
    expect(statements.filter((statement) => /from "?votes"?\b/.test(statement))).toEqual([]);
  });

  it("streams one cohort's payments, oldest first, with their transaction and explorer page", async () => {
    const { response } = await download(`/api/payments/export?cohortId=${cohortId}`);

    expect(response.statusCode).toBe(200);
    const lines = csvLines(response.body);
    expect(lines[0]).toBe(
      'payment_id,cohort,grant_id,contributor,destination,amount_xrp,amount_drops,status,' +
        'failure_reason,batch_id,wallet,created_at,paid_at,transaction_hash,ledger_index,explorer_url',
    );
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(
      [paymentIds.declined, paymentIds.paid, paymentIds.inFlight].map(String),
    );
    expect(lines[1]).toContain(`,Failed,Declined in the wallet,${batchId},gemwallet,`);
    expect(lines[2]).toMatch(
      new RegExp(
        `^${paymentIds.paid},Summer 2026,${grantIds[0]},"Chloé Dubois, ""Clo""",${applicantAddresses[0]},` +
          `750,750000000,Paid,,${batchId},gemwallet,[^,]+Z,[^,]+Z,${PAID_HASH},812400,`,
      ),
    );
    expect(lines[2]!.endsWith(api.config.payments.explorerTxUrl.replace('{hash}', PAID_HASH))).toBe(
      true,
    );
    expect(lines[3]).toContain(',Waiting for the wallet,,');
  });

  it('exports every cohort’s payments without a cohort, and 404 for an unknown one', async () => {
    const all = await download('/api/payments/export');
    expect(all.response.statusCode).toBe(200);
    expect(all.response.headers['content-disposition']).toContain(
      `filename="glow-payments-${utcDay(new Date())}.csv"`,
    );
    expect(csvLines(all.response.body).length).toBeGreaterThanOrEqual(4);

    const unknown = await download('/api/payments/export?cohortId=99999');
    expect(unknown.response.statusCode).toBe(404);
    expect(unknown.response.json()).toEqual({ message: 'cohort not found' });
    const votes = await download('/api/cohorts/99999/exports/votes');
    expect(votes.response.statusCode).toBe(404);
  });

  it('answers the header alone for a cohort without nominations', async () => {
    const empty = await addCohort(api.db, { name: 'Empty', period: 'closed', nominations: 0 });
    const { response } = await download(`/api/cohorts/${empty.id}/exports/votes`);
    expect(response.body).toBe(
      'nomination_id,contributor,projects,day,up_votes,down_votes,net\r\n',
    );
  });

  it('is for admins only', async () => {
    const judge = await api.loginAs('judge');
    const response = await api.call('GET', `/api/cohorts/${cohortId}/exports/nominations`, {
      token: judge,
    });
    expect(response.status).toBe(403);
  });
});
