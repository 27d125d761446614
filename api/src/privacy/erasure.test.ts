// Erasing a person at their request: their names, emails and free text go, everywhere; the
// programme's records stay whole and anonymous (the results, the reports, the paid grant with its
// hash, the votes). Refused while a payment to them is open, for oneself and twice; audited
// without the erased data.
import type { ErasureOutcome, PaymentDetail, PersonalDataSummary, Results } from '@glow/contract';
import { eq, sql } from 'drizzle-orm';
import {
  applications,
  auditLogs,
  contributors,
  contactMessages,
  emailOutbox,
  nominationEvidence,
  nominations,
  sentEmails,
  users,
  votes,
} from '../db/schema';
import { startTestApi, type ConnectedTestWallet, type TestApi } from '../testing/testApi';
import type { TestApplicant } from '../testing/testApplications';
import { auditRows } from '../testing/testAssessments';
import { moveCohortTo } from '../testing/testProgramme';
import {
  adminWithProgrammeWallet,
  createBatch,
  givenPaymentCohort,
  payFromProgramme,
  type PaymentCohort,
} from '../testing/testPayments';
import { givenMessagesOf } from '../testing/testPrivacy';
import { enqueueEmail } from '../system/emailOutbox';
import { erasePerson } from './erasure';
import { ERASED_TEXT } from './placeholders';

let api: TestApi;
let admin: ConnectedTestWallet;
let cohort: PaymentCohort;
/** Paid, then erased. */
let maya: TestApplicant;
/** A payment to them awaits the wallet's signature. */
let waiting: TestApplicant;
let paidPaymentId: number;
let openPaymentId: number;
let paidHash: string;

// A paid grant takes a cohort through judging and a payment on the ledger stand-in: a minute.
beforeAll(async () => {
  api = await startTestApi();
  admin = await adminWithProgrammeWallet(api);
  cohort = await givenPaymentCohort(api, admin.token, { name: 'Wave E', payable: 2 });
  [maya, waiting] = cohort.payable as [TestApplicant, TestApplicant];
  // The public results show cohorts from their distribution period on.
  await moveCohortTo(api, cohort.id, 'distribution');
  const paid = await createBatch(api, admin.token, cohort.id, [cohort.grantIdOf(maya)]);
  const payment = paid.body.payments[0]!;
  paidPaymentId = payment.id;
  paidHash = (await payFromProgramme(api, payment.transaction)).hash;
  const recorded = await api.call('POST', `/api/payments/${payment.id}/transaction`, {
    token: admin.token,
    body: { transactionHash: paidHash },
  });
  expect(recorded.status).toBe(200);
  const open = await createBatch(api, admin.token, cohort.id, [cohort.grantIdOf(waiting)]);
  expect(open.status).toBe(201);
  openPaymentId = open.body.payments[0]!.id;
  await givenMessagesOf(api, maya);
  // An admin's note about Maya in the audit log, and a queued email naming her to someone else.
  await api.db.insert(emailOutbox).values({
    recipient: 'someone.else@example.org',
    subject: `News about ${maya.name}`,
    body: `${maya.name} (${maya.email}) was paid.`,
    nextAttemptAt: new Date(Date.now() + 365 * 24 * 3600_000),
  });
}, 60_000);

afterAll(() => api.close());

const erase = (userId: number, token = admin.token) =>
  api.call<ErasureOutcome>('POST', `/api/users/${userId}/personal-data/erasure`, { token });

const summaryOf = async (userId: number) =>
  (
    await api.call<PersonalDataSummary>('GET', `/api/users/${userId}/personal-data`, {
      token: admin.token,
    })
  ).body;

/** The public results of the cohort with one name replaced, nominations in id order. */
async function resultsOfCohort(rename: [string, string] | null = null) {
  const results = await api.call<Results>('GET', '/api/results');
  const shown = results.body.cohorts.find((row) => row.id === cohort.id)!;
  return {
    ...shown,
    nominations: shown.nominations
      .map((nomination) => ({
        ...nomination,
        contributor:
          rename && nomination.contributor === rename[0] ? rename[1] : nomination.contributor,
      }))
      .sort((a, b) => a.id - b.id),
  };
}

const reports = async () => ({
  programme: (await api.call('GET', '/api/reports/programme', { token: admin.token })).body,
  cohort: (await api.call('GET', `/api/cohorts/${cohort.id}/report`, { token: admin.token })).body,
  votes: (
    await api.db
      .select({ count: sql<number>`count(*)::int`, sum: sql<number>`sum(${votes.value})::int` })
      .from(votes)
  )[0],
});

describe('refusals', () => {
  it('refuses while a payment to the person is open, saying which', async () => {
    const message =
      'wrong status: a payment to this person is still open (payment #' +
      `${openPaymentId}, waiting for the wallet or the ledger); erase them once it is settled`;
    expect(await erase(waiting.userId)).toEqual({ status: 409, body: { message } });
    expect((await summaryOf(waiting.userId)).erasureRefusal).toBe(message);
    const [row] = await api.db.select().from(users).where(eq(users.id, waiting.userId));
    expect(row).toMatchObject({ email: waiting.email, erasedAt: null });
  });

  it('refuses an admin erasing themselves', async () => {
    const [me] = await api.db.select().from(users).where(eq(users.email, 'admin@glow.local'));
    expect(await erase(me!.id)).toEqual({
      status: 409,
      body: { message: 'You cannot erase your own personal data: ask another admin' },
    });
  });

  it('answers 404 for an unknown person', async () => {
    expect(await erase(999_999)).toEqual({ status: 404, body: { message: 'User not found' } });
  });

  it('goes on only while its admin is still an active admin', async () => {
    const [first, second, scout] = await api.db
      .insert(users)
      .values([
        { email: 'first.admin@example.org', role: 'admin' },
        { email: 'second.admin@example.org', role: 'admin' },
        { email: 'erasable.scout@example.org', role: 'scout' },
      ])
      .returning();
    const staleFirst = { id: first!.id, email: first!.email, role: 'admin' as const };
    const staleSecond = { id: second!.id, email: second!.email, role: 'admin' as const };
    // Two admins erasing each other at once: the one whose request comes second is no longer an
    // admin by then, so one admin is left.
    await erasePerson(api.db, api.config, staleFirst, second!.id);
    // An admin deactivated between their request's session check and its erasure.
    await api.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, first!.id));
    for (const stale of [staleSecond, staleFirst]) {
      const target = stale === staleSecond ? first!.id : scout!.id;
      await expect(erasePerson(api.db, api.config, stale, target)).rejects.toMatchObject({
        kind: 'forbidden',
        message:
          'Unauthorized: you are not authorized to perform this action: you are no longer an active admin',
      });
      const [row] = await api.db.select().from(users).where(eq(users.id, target));
      expect(row!.erasedAt).toBeNull();
    }
  });
});

describe('erasing a paid contributor', () => {
  let resultsBefore: Awaited<ReturnType<typeof resultsOfCohort>>;
  let reportsBefore: Awaited<ReturnType<typeof reports>>;
  const placeholder = () => `Erased person #${maya.userId}`;

  beforeAll(async () => {
    resultsBefore = await resultsOfCohort();
    reportsBefore = await reports();
    const answer = await erase(maya.userId);
    expect(answer).toEqual({
      status: 200,
      body: {
        success: true,
        message: `Personal data erased: the person now shows as ${placeholder()}; their votes, grants and payments stay`,
        placeholderName: placeholder(),
      },
    });
  });

  it('keeps the results, the reports and the vote counts as they were', async () => {
    expect(await resultsOfCohort([placeholder(), maya.name])).toEqual(resultsBefore);
    expect(await reports()).toEqual(reportsBefore);
  });

  it('keeps the paid grant with its amount and ledger hash, under the placeholder', async () => {
    const payment = await api.call<PaymentDetail>('GET', `/api/payments/${paidPaymentId}`, {
      token: admin.token,
    });
    expect(payment.body).toMatchObject({
      status: 'paid',
      recipient: { name: placeholder(), address: maya.walletAddress },
      transaction: { hash: paidHash },
    });
    const results = await resultsOfCohort();
    const hers = results.nominations.filter((row) => row.contributor === placeholder());
    expect(hers).toEqual([
      expect.objectContaining({ paid: expect.objectContaining({ txHash: paidHash }) }),
    ]);
  });

  it('replaces names, emails, handles and free text', async () => {
    const [user] = await api.db.select().from(users).where(eq(users.id, maya.userId));
    expect(user).toMatchObject({
      email: `erased-${maya.userId}@erased.invalid`,
      firstName: 'Erased person',
      lastName: `#${maya.userId}`,
      passwordHash: null,
      erasedAt: expect.any(Date),
      deactivatedAt: expect.any(Date),
    });
    const [contributor] = await api.db
      .select()
      .from(contributors)
      .where(eq(contributors.id, maya.contributorId));
    expect(contributor).toMatchObject({
      firstName: 'Erased person',
      email: `erased-${maya.userId}@erased.invalid`,
      githubUsername: `erased-${maya.userId}`,
      xHandle: null,
    });
    const [nomination] = await api.db
      .select({ description: nominations.description })
      .from(nominations)
      .where(eq(nominations.contributorId, maya.contributorId));
    expect(nomination!.description).toBe(ERASED_TEXT);
    const [application] = await api.db
      .select()
      .from(applications)
      .where(eq(applications.id, maya.applicationId));
    expect(application).toMatchObject({
      status: 'approved',
      agreementName: placeholder(),
      details: { previousXrplGrants: false, previousAccelerator: true },
      approvedAddress: maya.walletAddress,
    });
  });

  it('leaves no trace of her email or name in the outbox or the audit log', async () => {
    for (const trace of [maya.email, maya.name]) {
      const logged = await api.db
        .select({ id: auditLogs.id })
        .from(auditLogs)
        .where(
          sql`${auditLogs.details}::text ilike ${`%${trace}%`} or ${auditLogs.actorEmail} ilike ${trace}`,
        );
      expect(logged).toEqual([]);
      const queued = await api.db
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(
          sql`${emailOutbox.recipient} ilike ${trace} or ${emailOutbox.body} ilike ${`%${trace}%`} or ${emailOutbox.subject} ilike ${`%${trace}%`}`,
        );
      expect(queued).toEqual([]);
    }
    const [mention] = await api.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, 'someone.else@example.org'));
    expect(mention!.body).toBe(`${placeholder()} (erased-${maya.userId}@erased.invalid) was paid.`);
  });

  it('erases her messages through Help, the emails sent to her and the evidence about her', async () => {
    const placeholderEmail = `erased-${maya.userId}@erased.invalid`;
    const [message] = await api.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.senderId, maya.userId));
    expect(message).toMatchObject({
      name: placeholder(),
      email: placeholderEmail,
      topic: 'payments',
      message: ERASED_TEXT,
    });
    expect(
      await api.db
        .select({ recipient: sentEmails.recipient, subject: sentEmails.subject })
        .from(sentEmails),
    ).toContainEqual({ recipient: placeholderEmail, subject: `Your grant, ${placeholder()}` });
    const evidence = await api.db
      .select()
      .from(nominationEvidence)
      .innerJoin(nominations, eq(nominations.id, nominationEvidence.nominationId))
      .where(eq(nominations.contributorId, maya.contributorId));
    expect(evidence.map((row) => row.nomination_evidence)).toEqual([
      expect.objectContaining({
        url: expect.stringMatching(/^https:\/\/erased\.invalid\/evidence\/\d+$/),
        kind: 'pullRequest',
        note: ERASED_TEXT,
        githubTitle: null,
      }),
    ]);
    // Her message's email to the programme's inbox, reply-to her, went with the rest.
    expect(
      await api.db
        .select()
        .from(emailOutbox)
        .where(sql`${emailOutbox.body} ilike '%grant paid%'`),
    ).toEqual([]);
  });

  it('keeps her account as the erasure left it: no new name, no reactivation', async () => {
    const refusal = {
      status: 409,
      body: {
        message: expect.stringMatching(
          /^wrong status: this person's personal data was erased on .+ at their request; their account stays as it is$/,
        ),
      },
    };
    const renamed = await api.call('PATCH', `/api/users/${maya.userId}`, {
      token: admin.token,
      body: { firstName: 'Maya', lastName: 'Okafor' },
    });
    expect(renamed).toEqual(refusal);
    const reactivated = await api.call('DELETE', `/api/users/${maya.userId}/deactivation`, {
      token: admin.token,
    });
    expect(reactivated).toEqual(refusal);
    const [user] = await api.db.select().from(users).where(eq(users.id, maya.userId));
    expect(user).toMatchObject({ firstName: 'Erased person', deactivatedAt: expect.any(Date) });
  });

  it('sends nothing to her placeholder address', async () => {
    const placeholderEmail = `erased-${maya.userId}@erased.invalid`;
    await enqueueEmail(api.db, { to: placeholderEmail, subject: 'Paid', text: 'Your grant' });
    expect(
      await api.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, placeholderEmail)),
    ).toEqual([]);
  });

  it('ends her account: her session and her old email no longer sign in', async () => {
    expect((await api.call('GET', '/api/users/verify', { token: maya.token })).status).toBe(401);
    expect((await api.login(maya.email, 'any-password')).status).toBe(401);
  });

  it('is audited with who and whom, never the erased data', async () => {
    const [entry] = await auditRows(api, 'personalData.erase', maya.userId);
    expect(entry).toMatchObject({
      actorEmail: 'admin@glow.local',
      entity: 'user',
      details: { contributorId: maya.contributorId, grants: 1 },
    });
  });

  it('shows the placeholder on the summary, and refuses a second erasure', async () => {
    const summary = await summaryOf(maya.userId);
    expect(summary.person).toMatchObject({
      email: `erased-${maya.userId}@erased.invalid`,
      firstName: 'Erased person',
      erasedAt: expect.any(String),
    });
    expect(summary.erasureRefusal).toMatch(
      /^wrong status: this person's personal data was already erased on /,
    );
    expect((await erase(maya.userId)).status).toBe(409);
  });
});
