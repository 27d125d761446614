// A person's personal data on request: the export holds every kind of record Glow keeps about a
// contributor who has it, and nothing of anyone else; it is a JSON download, audited.
import type { PersonalDataExport, PersonalDataSummary } from '@glow/contract';
import { eq } from 'drizzle-orm';
import {
  auditLogs,
  contributors,
  emailOutbox,
  excludedVoters,
  judgeAssessments,
  nominations,
  users,
  voteExclusions,
  voterLedgerFacts,
  voters,
  voterSignals,
  votes,
} from '../db/schema';
import { startTestApi, type ConnectedTestWallet, type TestApi } from '../testing/testApi';
import type { TestApplicant } from '../testing/testApplications';
import { auditRows } from '../testing/testAssessments';
import {
  adminWithProgrammeWallet,
  createBatch,
  givenPaymentCohort,
  payFromProgramme,
  type PaymentCohort,
} from '../testing/testPayments';
import { givenMessagesOf } from '../testing/testPrivacy';

let api: TestApi;
let admin: ConnectedTestWallet;
let cohort: PaymentCohort;
let maya: TestApplicant;
let other: TestApplicant;
let paidHash: string;
let judgeId: number;

/** The account that activated both people's voter wallets, as the ledger stand-in would say. */
const FUNDER = 'rPEPPER7kfTD9w2To4CQk6UCfuHM9c6GDY';
const IN_A_YEAR = new Date(Date.now() + 365 * 24 * 3600_000);

// A paid grant takes a cohort through judging and a payment on the ledger stand-in: a minute.
beforeAll(async () => {
  api = await startTestApi();
  admin = await adminWithProgrammeWallet(api);
  cohort = await givenPaymentCohort(api, admin.token, { name: 'Wave P', payable: 2 });
  [maya, other] = cohort.payable as [TestApplicant, TestApplicant];

  // Maya's grant paid on the ledger.
  const batch = await createBatch(api, admin.token, cohort.id, [cohort.grantIdOf(maya)]);
  const payment = batch.body.payments[0]!;
  paidHash = (await payFromProgramme(api, payment.transaction)).hash;
  const recorded = await api.call('POST', `/api/payments/${payment.id}/transaction`, {
    token: admin.token,
    body: { transactionHash: paidHash },
  });
  expect(recorded.status).toBe(200);

  // Each registered wallet registered as a voter and voted on both nominations.
  const nominationIds = (
    await api.db
      .select({ id: nominations.id })
      .from(nominations)
      .where(eq(nominations.cohortId, cohort.id))
  ).map((row) => row.id);
  for (const [person, value] of [
    [maya, 1],
    [other, -1],
  ] as const) {
    const [voter] = await api.db
      .insert(voters)
      .values({
        address: person.walletAddress!,
        registrationTxHash: `${person.userId}`.padEnd(64, 'A'),
      })
      .returning({ id: voters.id });
    await api.db
      .insert(votes)
      .values(nominationIds.map((nominationId) => ({ voterId: voter!.id, nominationId, value })));
    // What vote integrity learnt of each: the ledger's facts, a signal and an exclusion.
    await api.db.insert(voterLedgerFacts).values({
      voterId: voter!.id,
      address: person.walletAddress!,
      status: 'read',
      activatedAt: new Date('2026-01-02T03:04:05Z'),
      activatedBy: FUNDER,
      balanceDrops: 25_000_000n,
      transactionCount: value === 1 ? 7 : 9,
      readAt: new Date('2026-02-03T04:05:06Z'),
    });
    await api.db.insert(voterSignals).values({
      cohortId: cohort.id,
      voterId: voter!.id,
      signals: ['funding_cluster'],
      clusterFunder: FUNDER,
    });
    const [exclusion] = await api.db
      .insert(voteExclusions)
      .values({
        cohortId: cohort.id,
        funder: FUNDER,
        reason: `Farm of ${person.name}`,
        excludedByEmail: 'admin@glow.local',
      })
      .returning({ id: voteExclusions.id });
    await api.db
      .insert(excludedVoters)
      .values({ cohortId: cohort.id, voterId: voter!.id, exclusionId: exclusion!.id });
  }
  // An email still waiting for each of them.
  for (const person of [maya, other]) {
    await api.db.insert(emailOutbox).values({
      recipient: person.email,
      subject: `A reminder for ${person.name}`,
      body: `Hello ${person.name}`,
      nextAttemptAt: IN_A_YEAR,
    });
  }
  for (const person of [maya, other]) await givenMessagesOf(api, person);
  const [assessment] = await api.db
    .select({ judgeId: judgeAssessments.judgeId })
    .from(judgeAssessments)
    .limit(1);
  judgeId = assessment!.judgeId!;
}, 60_000);

afterAll(() => api.close());

async function exported(userId: number) {
  const response = await api.app.inject({
    method: 'GET',
    url: `/api/users/${userId}/personal-data/export`,
    headers: { authorization: `Bearer ${admin.token}` },
  });
  return {
    status: response.statusCode,
    type: response.headers['content-type'],
    disposition: response.headers['content-disposition'],
    data: response.json<PersonalDataExport>(),
  };
}

describe('the export of a contributor with every kind of record', () => {
  it('is a JSON download named after the person and the day', async () => {
    const { status, type, disposition } = await exported(maya.userId);
    expect(status).toBe(200);
    expect(type).toMatch(/^application\/json/);
    expect(disposition).toMatch(
      new RegExp(
        `^attachment; filename="glow-personal-data-${maya.userId}-\\d{4}-\\d{2}-\\d{2}\\.json"`,
      ),
    );
  });

  it('holds their account, records, wallet, votes, grant, emails and audit entries', async () => {
    const { data } = await exported(maya.userId);
    expect(data).toMatchObject({
      version: 1,
      generatedAt: expect.any(String),
      person: { id: maya.userId, email: maya.email, role: 'contributor', hasPassword: true },
      contributor: {
        id: maya.contributorId,
        firstName: maya.firstName,
        email: maya.email,
        xrplAddress: maya.walletAddress,
      },
    });
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.documentAcceptances.map((row) => row.document).sort()).toEqual([
      'codeOfConduct',
      'terms',
    ]);
    expect(data.nominationsReceived).toEqual([
      expect.objectContaining({ contributorId: maya.contributorId, cohortName: 'Wave P' }),
    ]);
    expect(data.applications).toEqual([
      expect.objectContaining({
        id: maya.applicationId,
        status: 'approved',
        agreementName: maya.name,
        details: { previousXrplGrants: false, previousAccelerator: true },
      }),
    ]);
    expect(data.wallets).toEqual([{ address: maya.walletAddress, source: 'registered' }]);
    expect(data.voterRegistrations).toEqual([
      expect.objectContaining({
        address: maya.walletAddress,
        ledger: {
          status: 'read',
          activatedAt: '2026-01-02T03:04:05.000Z',
          activatedBy: FUNDER,
          balanceDrops: '25000000',
          transactionCount: 7,
          readAt: '2026-02-03T04:05:06.000Z',
        },
        integrity: [
          {
            cohortId: cohort.id,
            signals: ['funding_cluster'],
            clusterFunder: FUNDER,
            exclusionReason: `Farm of ${maya.name}`,
            excludedAt: expect.any(String),
          },
        ],
      }),
    ]);
    expect(data.votes).toHaveLength(2);
    expect(data.votes.every((vote) => vote.value === 1)).toBe(true);
    expect(data.grants).toEqual([
      expect.objectContaining({
        id: cohort.grantIdOf(maya),
        payments: [expect.objectContaining({ status: 'paid', txHash: paidHash })],
      }),
    ]);
    expect(data.emails).toContainEqual(
      expect.objectContaining({ recipient: maya.email, subject: `A reminder for ${maya.name}` }),
    );
    expect(data.emails.every((email) => email.recipient === maya.email)).toBe(true);
    expect(data.auditEntries.some((entry) => entry.entity === 'payment')).toBe(true);
    expect(data.auditEntries.every((entry) => entry.relation === 'about')).toBe(true);
  });

  it('holds the emails sent to them, their messages through Help and the evidence about them', async () => {
    const { data } = await exported(maya.userId);
    // Beside the emails the outbox sent her meanwhile (her copy of the message through Help).
    expect(data.emailsSent).toContainEqual({
      recipient: maya.email,
      subject: `Your grant, ${maya.name}`,
      sentAt: expect.any(String),
    });
    expect(data.emailsSent.every((email) => email.recipient === maya.email)).toBe(true);
    expect(data.contactMessages).toEqual([
      expect.objectContaining({
        email: maya.email,
        topic: 'payments',
        message: `When is my grant paid? ${maya.name}`,
        answeredAt: null,
      }),
    ]);
    expect(data.evidence).toEqual([
      expect.objectContaining({
        relation: 'about',
        note: `${maya.name}'s fix of the fee estimate`,
      }),
    ]);
  });

  it('holds nothing of another person', async () => {
    const text = JSON.stringify((await exported(maya.userId)).data);
    for (const trace of [other.email, other.name, other.walletAddress!]) {
      expect(text).not.toContain(trace);
    }
  });

  it('is audited: who downloaded whose data, never the data', async () => {
    const before = (await auditRows(api, 'personalData.export', maya.userId)).length;
    await exported(maya.userId);
    const rows = await auditRows(api, 'personalData.export', maya.userId);
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({
      actorEmail: 'admin@glow.local',
      entity: 'user',
      details: {},
    });
  });
});

describe('the export of a judge', () => {
  it('holds their assessments and the audit entries they made', async () => {
    const { data } = await exported(judgeId);
    expect(data.person.role).toBe('judge');
    expect(data.assessments.length).toBeGreaterThan(0);
    expect(data.contributor).toBeNull();
    expect(data.nominationsReceived).toEqual([]);
  });

  it('lists the entries the admin made as theirs', async () => {
    const [me] = await api.db.select().from(users).where(eq(users.email, 'admin@glow.local'));
    const mine = await api.db.select().from(auditLogs).where(eq(auditLogs.actorId, me!.id));
    const { data } = await exported(me!.id);
    expect(data.person.role).toBe('admin');
    expect(data.auditEntries.filter((entry) => entry.relation === 'by')).toHaveLength(mine.length);
  });
});

describe("the export holds no one else's identity", () => {
  /** Every email of an account or a contributor record but `own`. */
  async function otherEmails(own: string): Promise<string[]> {
    const accounts = await api.db.select({ email: users.email }).from(users);
    const records = await api.db.select({ email: contributors.email }).from(contributors);
    return [...accounts, ...records]
      .map((row) => row.email.toLowerCase())
      .filter((email) => email !== own.toLowerCase());
  }

  it("names who else acted on the person's records by their role only", async () => {
    const { data } = await exported(maya.userId);
    const byOthers = data.auditEntries.filter((entry) => entry.relation === 'about');
    expect(byOthers.length).toBeGreaterThan(0);
    expect(byOthers.every((entry) => entry.actorEmail === null)).toBe(true);
    const file = JSON.stringify(data).toLowerCase();
    for (const email of await otherEmails(maya.email)) expect(file).not.toContain(email);
  });

  it("keeps the others' names and emails out of the entries a person made about them", async () => {
    for (const email of ['admin@glow.local', 'scout@glow.local']) {
      const [person] = await api.db.select().from(users).where(eq(users.email, email));
      const { data } = await exported(person!.id);
      const made = data.auditEntries.filter((entry) => entry.relation === 'by');
      expect(made.length).toBeGreaterThan(0);
      expect(made.every((entry) => entry.actorEmail === email)).toBe(true);
      const file = JSON.stringify(data.auditEntries).toLowerCase();
      for (const other of await otherEmails(email)) expect(file).not.toContain(other);
    }
  });
});

describe('the summary', () => {
  it('counts each kind and says the erasure may go ahead', async () => {
    const summary = await api.call<PersonalDataSummary>(
      'GET',
      `/api/users/${maya.userId}/personal-data`,
      { token: admin.token },
    );
    expect(summary.status).toBe(200);
    expect(summary.body).toMatchObject({
      person: { id: maya.userId, email: maya.email },
      contributorId: maya.contributorId,
      counts: { nominationsReceived: 1, applications: 1, votes: 2, grants: 1, wallets: 1 },
      erasureRefusal: null,
    });
  });

  it('answers 404 for an unknown person', async () => {
    expect(
      await api.call('GET', '/api/users/999999/personal-data', { token: admin.token }),
    ).toEqual({ status: 404, body: { message: 'User not found' } });
  });
});
