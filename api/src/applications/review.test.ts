// The admins' review of applications: the cohort's list and one application in full, approving
// and returning a submitted application, asking for KYC (again after a rejection), reopening a
// not-eligible one, reminding contributors at most once a day, and KYC required by the grant's
// size when the judges' approval of the distribution is complete. Admins only.
import {
  GRANT_AGREEMENT,
  type AdminApplicationDetail,
  type ApplicantRemindersOutcome,
  type CohortApplicationList,
  type MyApplications,
} from '@glow/contract';
import { and, asc, eq } from 'drizzle-orm';
import { applications, auditLogs, cohorts, nominations } from '../db/schema';
import { demoEmail } from '../seed';
import { formatDay } from '../programme/cohortRules';
import { readCohortProgress } from '../programme/cohortFigures';
import { requireKycBySize } from './kycRequirement';
import { PUBLIC_APP_URL, startTestApi, type TestApi } from '../testing/testApi';
import { givenApplicant, type TestApplicant } from '../testing/testApplications';
import {
  assessDirectly,
  givenCohortInAssessment,
  type CohortInAssessment,
  type TestJudge,
} from '../testing/testJudging';

let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.loginAs('admin');
});

afterAll(() => api.close());

const detail = (id: number) =>
  api.call<AdminApplicationDetail>('GET', `/api/applications/${id}`, { token: admin });
const act = (
  id: number,
  action: 'approval' | 'return' | 'kyc-request' | 'reopen',
  body?: unknown,
) => api.call('POST', `/api/applications/${id}/${action}`, { token: admin, body });
const list = (cohortId: number, query: Record<string, string | number> = {}) =>
  api.call<CohortApplicationList>('GET', `/api/cohorts/${cohortId}/applications`, {
    token: admin,
    query,
  });
const remind = (cohortId: number) =>
  api.call<ApplicantRemindersOutcome>('POST', `/api/cohorts/${cohortId}/applications/reminders`, {
    token: admin,
  });
const wrongStatus = (why: string) => ({ status: 409, body: { message: `wrong status: ${why}` } });
const done = (message: string) => ({ status: 200, body: { success: true, message } });

async function audited(action: string, entityId: number) {
  const rows = await api.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.action, action), eq(auditLogs.entityId, String(entityId))))
    .orderBy(asc(auditLogs.id));
  return rows.map((row) => ({ actor: row.actorEmail, details: row.details }));
}

const setApplication = (
  applicant: TestApplicant,
  values: Partial<typeof applications.$inferInsert>,
) => api.db.update(applications).set(values).where(eq(applications.id, applicant.applicationId));

describe('the review of a submitted application', () => {
  let cohort: CohortInAssessment;
  let early: TestApplicant, first: TestApplicant, second: TestApplicant;

  beforeAll(async () => {
    cohort = await givenCohortInAssessment(api, { name: 'Wave 9', nominations: 0, judges: 1 });
    early = await givenApplicant(api, cohort.id, { stage: 'documents' });
    first = await givenApplicant(api, cohort.id);
    second = await givenApplicant(api, cohort.id);
  });

  it("lists the cohort's applications, those awaiting review first, with each one's steps", async () => {
    const answer = await list(cohort.id);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ page: 1, limit: 20, total: 3, awaitingReview: 2 });
    expect(answer.body.applications.map((row) => row.contributor.name)).toEqual([
      first.name,
      second.name,
      early.name,
    ]);
    const row = answer.body.applications[2]!;
    expect(row).toMatchObject({
      id: early.applicationId,
      contributor: { id: early.contributorId, email: early.email },
      status: 'inProgress',
      kycStatus: null,
      walletChangedAfterSubmission: false,
      submittedAt: null,
      progress: { current: 'eligibility', nextAction: 'answer the eligibility questions' },
    });
    expect(row.projects).toHaveLength(1);
    const [nomination] = await api.db
      .select({ id: nominations.id })
      .from(nominations)
      .where(eq(nominations.contributorId, early.contributorId));
    expect(row.projects[0]!.nominationId).toBe(nomination!.id);
    expect(answer.body.applications[0]!.progress).toMatchObject({ current: null });
    expect(
      Object.fromEntries(answer.body.applications[0]!.progress.steps.map((s) => [s.step, s.state])),
    ).toMatchObject({ details: 'done', review: 'current', kyc: 'notNeeded' });

    const inProgress = await list(cohort.id, { status: 'inProgress' });
    expect(inProgress.body).toMatchObject({ total: 1, awaitingReview: 2 });
    const secondPage = await list(cohort.id, { page: 2, limit: 2 });
    expect(secondPage.body.applications.map((r) => r.id)).toEqual([early.applicationId]);
    expect(await list(999_999)).toEqual({ status: 404, body: { message: 'cohort not found' } });
  });

  it('shows one application with each step, who answered and when, wallet, details and agreement', async () => {
    const answer = await detail(first.applicationId);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: first.applicationId,
      cohort: { id: cohort.id, name: 'Wave 9', period: 'assessment' },
      status: 'submitted',
      documents: [
        { document: 'terms', version: expect.any(String) },
        { document: 'codeOfConduct', version: expect.any(String) },
      ],
      eligibility: { failing: [], answered: { by: first.name }, carriedFrom: null },
      wallet: { address: first.walletAddress, kind: 'gemwallet' },
      details: { previousXrplGrants: false, previousAccelerator: true },
      agreement: { name: first.name, address: first.walletAddress },
      review: null,
      kyc: { status: null, requestReason: null, verifications: [] },
    });
    expect(answer.body.nominations).toHaveLength(1);
    expect(answer.body.nominations[0]).toMatchObject({ scouts: 0, finalSize: null });
    expect(await detail(999_999)).toEqual({
      status: 404,
      body: { message: 'application not found' },
    });
  });

  it('approves a submitted application: audited, and the contributor emailed without the full address', async () => {
    expect(await act(first.applicationId, 'approval')).toEqual(done('application approved'));
    const answer = await detail(first.applicationId);
    expect(answer.body).toMatchObject({
      status: 'approved',
      review: { reviewed: { by: 'Demo Admin' }, returnReason: null },
      progress: { current: null },
    });
    expect(answer.body.history.map((entry) => [entry.action, entry.by])).toContainEqual([
      'application.approved',
      'Demo Admin',
    ]);
    const email = await api.inbox.waitForMessage(first.email);
    expect(email.subject).toBe('Your Glow application for Wave 9 is approved');
    expect(email.text).toContain(`ending …${first.walletAddress!.slice(-4)}`);
    expect(email.text).not.toContain(first.walletAddress!);
    expect(await audited('application.approved', first.applicationId)).toEqual([
      { actor: demoEmail('admin'), details: { kycStatus: null, address: first.walletAddress } },
    ]);
    expect(answer.body.approvedAddress).toBe(first.walletAddress);
  });

  it('refuses to approve or return an application that is not submitted (409), and an unknown one (404)', async () => {
    expect(await act(early.applicationId, 'approval')).toEqual(
      wrongStatus(`${early.name}'s application is in progress`),
    );
    expect(await act(first.applicationId, 'approval')).toEqual(
      wrongStatus(`${first.name}'s application is approved`),
    );
    expect(await act(first.applicationId, 'return', { reason: 'Fix it' })).toEqual(
      wrongStatus(`${first.name}'s application is approved`),
    );
    expect(await act(999_999, 'approval')).toEqual({
      status: 404,
      body: { message: 'application not found' },
    });
  });

  it('returns a submitted application with a reason: emailed verbatim, details and wallet open again', async () => {
    const missing = await act(second.applicationId, 'return', {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/reason/);
    const reason = 'Your website link leads to a parked domain; please give the project page.';
    expect(await act(second.applicationId, 'return', { reason })).toEqual(
      done('application returned'),
    );
    const answer = await detail(second.applicationId);
    expect(answer.body).toMatchObject({
      status: 'returned',
      review: { reviewed: { by: 'Demo Admin' }, returnReason: reason },
      progress: { current: 'details', nextAction: 'submit your application details' },
    });
    const states = Object.fromEntries(answer.body.progress.steps.map((s) => [s.step, s.state]));
    expect(states).toMatchObject({ eligibility: 'done', wallet: 'done', details: 'current' });
    const email = await api.inbox.waitForMessage(second.email);
    expect(email.subject).toBe('Your Glow application for Wave 9 needs a change');
    expect(email.text).toContain(`«${reason}»`);
    expect(email.text).toContain(`${PUBLIC_APP_URL}/contributor/details-submission`);
    expect(await audited('application.returned', second.applicationId)).toEqual([
      { actor: demoEmail('admin'), details: { reason } },
    ]);
  });

  it('shows the contributor the reason, and a resubmission puts the application back with the admins', async () => {
    const mine = async () =>
      (
        await api.call<MyApplications>('GET', '/api/contributor/applications', {
          token: second.token,
        })
      ).body.applications.find((application) => application.id === second.applicationId)!;
    expect(await mine()).toMatchObject({
      status: 'returned',
      returnReason: expect.stringContaining('parked domain'),
      progress: { current: 'details' },
    });
    const resubmitted = await api.call(
      'PUT',
      `/api/contributor/applications/${second.applicationId}/details`,
      {
        token: second.token,
        body: {
          previousXrplGrants: false,
          previousAccelerator: true,
          website: 'https://example.org/project',
          confirmedAddress: second.walletAddress,
          agreementName: second.name,
          agreementVersion: GRANT_AGREEMENT.version,
        },
      },
    );
    expect(resubmitted).toMatchObject({ status: 200, body: { message: 'application submitted' } });
    expect(await mine()).toMatchObject({ status: 'submitted', returnReason: null });
    expect((await list(cohort.id)).body.awaitingReview).toBe(1);
    expect(await act(second.applicationId, 'approval')).toEqual(done('application approved'));
  });
});

describe('asking for KYC', () => {
  let cohort: CohortInAssessment;
  let applicant: TestApplicant, ended: TestApplicant;
  const reason = 'The payout goes to an exchange address; we need to verify the recipient.';

  beforeAll(async () => {
    cohort = await givenCohortInAssessment(api, { name: 'Wave 10', nominations: 0, judges: 1 });
    applicant = await givenApplicant(api, cohort.id);
    ended = await givenApplicant(api, cohort.id, { stage: 'notEligible' });
  });

  it('requires KYC with the reason, emails the contributor once and audits it', async () => {
    expect(await act(applicant.applicationId, 'kyc-request', { reason })).toEqual(
      done('KYC requested'),
    );
    expect((await detail(applicant.applicationId)).body.kyc).toEqual({
      status: 'required',
      requestReason: reason,
      verifications: [],
    });
    const email = await api.inbox.waitForMessage(applicant.email);
    expect(email.subject).toBe('Verify your identity for your Glow grant');
    expect(email.text).toContain(`«${reason}»`);
    expect(email.text).toContain(`${PUBLIC_APP_URL}/contributor/applications`);
    expect(await audited('kyc.requested', applicant.applicationId)).toEqual([
      { actor: demoEmail('admin'), details: { reason, previous: null } },
    ]);
  });

  it('refuses a second request while one is open or done, and takes one after a rejection', async () => {
    expect(await act(applicant.applicationId, 'kyc-request', { reason })).toEqual(
      wrongStatus(`${applicant.name}'s KYC is requested already`),
    );
    await setApplication(applicant, { kycStatus: 'pending' });
    expect(await act(applicant.applicationId, 'kyc-request', { reason })).toEqual(
      wrongStatus(`${applicant.name}'s KYC verification is under way`),
    );
    await setApplication(applicant, { kycStatus: 'approved' });
    expect(await act(applicant.applicationId, 'kyc-request', { reason })).toEqual(
      wrongStatus(`${applicant.name}'s identity is verified already`),
    );
    await setApplication(applicant, { kycStatus: 'rejected' });
    expect(await act(applicant.applicationId, 'kyc-request', { reason: 'One more try' })).toEqual(
      done('KYC requested'),
    );
    await api.inbox.waitForMessage(applicant.email, 2);
    expect((await detail(applicant.applicationId)).body.kyc).toMatchObject({
      status: 'required',
      requestReason: 'One more try',
    });
  });

  it('refuses KYC for an application that ended, and a reason over 1000 characters', async () => {
    expect(await act(ended.applicationId, 'kyc-request', { reason })).toEqual(
      wrongStatus(`${ended.name}'s application is not eligible`),
    );
    const tooLong = await act(applicant.applicationId, 'kyc-request', { reason: 'x'.repeat(1001) });
    expect(tooLong).toEqual({
      status: 400,
      body: expect.objectContaining({ message: expect.stringContaining('reason') }),
    });
  });

  it('reopens a not-eligible application at its eligibility questions, keeping the answers in the audit log', async () => {
    expect(await act(applicant.applicationId, 'reopen', { reason: 'Mistake' })).toEqual(
      wrongStatus(`${applicant.name}'s application is submitted`),
    );
    const why = 'She answered "no" to recent work by mistake: the work is from September.';
    expect(await act(ended.applicationId, 'reopen', { reason: why })).toEqual(
      done('application reopened'),
    );
    const answer = await detail(ended.applicationId);
    expect(answer.body).toMatchObject({
      status: 'inProgress',
      eligibility: null,
      progress: { current: 'eligibility' },
    });
    const mine = await api.call<MyApplications>('GET', '/api/contributor/applications', {
      token: ended.token,
    });
    expect(mine.body.applications).toEqual([
      expect.objectContaining({ id: ended.applicationId, status: 'inProgress', reopenReason: why }),
    ]);
    expect(await audited('application.reopened', ended.applicationId)).toEqual([
      {
        actor: demoEmail('admin'),
        details: {
          reason: why,
          answers: expect.objectContaining({ recentWork: false, over18: true }),
          failing: ['recentWork'],
        },
      },
    ]);
  });
});

describe('an erased person’s application', () => {
  it('takes no new reason about them: a return, a KYC request or a reopening is refused', async () => {
    const cohort = await givenCohortInAssessment(api, {
      name: 'Wave E',
      nominations: 0,
      judges: 1,
    });
    const [submitted, ended] = [
      await givenApplicant(api, cohort.id),
      await givenApplicant(api, cohort.id, { stage: 'notEligible' }),
    ];
    for (const applicant of [submitted, ended]) {
      const erased = await api.call(
        'POST',
        `/api/users/${applicant.userId}/personal-data/erasure`,
        { token: admin, body: {} },
      );
      expect(erased.status).toBe(200);
    }
    const refused = wrongStatus(
      `this contributor's personal data was erased on ${formatDay(new Date())} at their request; nothing more is written about them`,
    );
    const reason = `${submitted.name} lives at 5 Harbour Road.`;
    expect(await act(submitted.applicationId, 'return', { reason })).toEqual(refused);
    expect(await act(submitted.applicationId, 'kyc-request', { reason })).toEqual(refused);
    expect(await act(ended.applicationId, 'reopen', { reason })).toEqual(refused);
    const rows = await api.db
      .select()
      .from(applications)
      .where(eq(applications.contributorId, submitted.contributorId));
    expect(rows.map((row) => [row.status, row.returnReason, row.kycRequestReason])).toEqual([
      ['submitted', null, null],
    ]);
  });
});

describe('reminders', () => {
  let cohort: CohortInAssessment;
  let fresh: TestApplicant, returned: TestApplicant, kycAsked: TestApplicant;
  let waiting: TestApplicant, ended: TestApplicant;
  /** An unfinished application whose contributor's account was deactivated: no sign-in. */
  let deactivated: TestApplicant;
  const reason = 'Please add your GitHub profile.';

  beforeAll(async () => {
    cohort = await givenCohortInAssessment(api, { name: 'Wave 11', nominations: 0, judges: 1 });
    fresh = await givenApplicant(api, cohort.id, { stage: 'account' });
    returned = await givenApplicant(api, cohort.id);
    expect((await act(returned.applicationId, 'return', { reason })).status).toBe(200);
    kycAsked = await givenApplicant(api, cohort.id);
    await setApplication(kycAsked, {
      status: 'approved',
      approvedAddress: kycAsked.walletAddress,
      kycStatus: 'required',
    });
    waiting = await givenApplicant(api, cohort.id);
    ended = await givenApplicant(api, cohort.id, { stage: 'notEligible' });
    deactivated = await givenApplicant(api, cohort.id, { stage: 'account' });
    const removed = await api.call('DELETE', '/api/users', {
      token: admin,
      body: { id: deactivated.userId },
    });
    expect(removed.body).toMatchObject({ outcome: 'deactivated' });
  });

  it('emails each contributor with an unfinished step their next one, and nobody else', async () => {
    expect(await remind(cohort.id)).toEqual({
      status: 200,
      body: { success: true, message: 'contributors reminded', sent: 3, skipped: 0 },
    });
    const toFresh = await api.inbox.waitForMessage(fresh.email);
    expect(toFresh.subject).toBe('Your Glow application for Wave 11 is waiting');
    expect(toFresh.text).toContain('Next: accept the terms of service.');
    expect(toFresh.text).toContain(`${PUBLIC_APP_URL}/contributor/applications`);
    const toReturned = await api.inbox.waitForMessage(returned.email, 2);
    expect(toReturned.subject).toBe('Your Glow application for Wave 11 is waiting');
    expect(toReturned.text).toContain(`«${reason}»`);
    expect(toReturned.text).toContain('Next: submit your application details.');
    const toKycAsked = await api.inbox.waitForMessage(kycAsked.email);
    expect(toKycAsked.text).toContain('Next: verify your identity.');
    expect(await api.inbox.messagesTo(waiting.email)).toEqual([]);
    expect(await api.inbox.messagesTo(ended.email)).toEqual([]);
    const toDeactivated = await api.inbox.messagesTo(deactivated.email);
    expect(toDeactivated.map((message) => message.subject)).toEqual([
      'Your Glow account was deactivated',
    ]);
    expect(await audited('application.remindersSent', cohort.id)).toEqual([
      { actor: demoEmail('admin'), details: { sent: 3, skipped: 0 } },
    ]);
  });

  it('skips those reminded in the last 24 hours, and reminds them again after', async () => {
    expect((await remind(cohort.id)).body).toMatchObject({ sent: 0, skipped: 3 });
    await setApplication(fresh, { lastRemindedAt: new Date(Date.now() - 25 * 3600_000) });
    expect((await remind(cohort.id)).body).toMatchObject({ sent: 1, skipped: 2 });
    await api.inbox.waitForMessage(fresh.email, 2);
    expect(await api.inbox.messagesTo(returned.email)).toHaveLength(2);
    expect(await api.inbox.messagesTo(kycAsked.email)).toHaveLength(1);
  });

  it('sends each reminder once when two admins remind at the same time', async () => {
    await api.db
      .update(applications)
      .set({ lastRemindedAt: null })
      .where(eq(applications.cohortId, cohort.id));
    const both = await Promise.all([remind(cohort.id), remind(cohort.id)]);
    expect(both.map((answer) => answer.status)).toEqual([200, 200]);
    expect(both.reduce((sum, answer) => sum + answer.body.sent, 0)).toBe(3);
    await api.inbox.waitForMessage(kycAsked.email, 2);
    // Give a duplicate the time to arrive, then count.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await api.inbox.messagesTo(kycAsked.email)).toHaveLength(2);
    expect(await api.inbox.messagesTo(fresh.email)).toHaveLength(3);
  });

  it('answers 404 for an unknown cohort', async () => {
    expect(await remind(999_999)).toEqual({ status: 404, body: { message: 'cohort not found' } });
  });
});

describe('KYC required by the grant size when the distribution is approved', () => {
  let cohort: CohortInAssessment;
  let large: TestApplicant, small: TestApplicant, endedLarge: TestApplicant;
  let judges: TestJudge[];

  beforeAll(async () => {
    cohort = await givenCohortInAssessment(api, { name: 'Wave 12', nominations: 3, judges: 3 });
    judges = cohort.judges;
    const rows = await api.db
      .select({ id: nominations.id, contributorId: nominations.contributorId })
      .from(nominations)
      .where(eq(nominations.cohortId, cohort.id))
      .orderBy(asc(nominations.id));
    [large, small, endedLarge] = await Promise.all([
      givenApplicant(api, cohort.id, { contributorId: rows[0]!.contributorId }),
      givenApplicant(api, cohort.id, { contributorId: rows[1]!.contributorId }),
      givenApplicant(api, cohort.id, {
        contributorId: rows[2]!.contributorId,
        stage: 'notEligible',
      }),
    ]);
    const sizes = ['large', 'small', 'large'] as const;
    for (const [index, nominationId] of rows.map((row) => row.id).entries()) {
      for (const judge of judges)
        await assessDirectly(api.db, nominationId, judge.id, sizes[index]!);
    }
  });

  const kycOf = async (applicant: TestApplicant) =>
    (await detail(applicant.applicationId)).body.kyc.status;
  const approveAs = (judge: TestJudge) =>
    api.call('POST', `/api/cohorts/${cohort.id}/distribution/approvals`, { token: judge.token });

  it('asks for nothing until the last approval, then KYC for the Large grant, emailed once', async () => {
    for (const judge of judges.slice(0, 2)) expect((await approveAs(judge)).status).toBe(201);
    expect(await kycOf(large)).toBeNull();

    expect((await approveAs(judges[2]!)).status).toBe(201);
    expect(await kycOf(large)).toBe('required');
    expect(await kycOf(small)).toBeNull();
    expect(await kycOf(endedLarge)).toBeNull();
    const email = await api.inbox.waitForMessage(large.email);
    expect(email.subject).toBe('Verify your identity for your Glow grant');
    expect(email.text).toContain('Grants of the Large size in Wave 12 need an identity check');
    expect(await api.inbox.messagesTo(small.email)).toEqual([]);
    expect(await audited('kyc.requested', large.applicationId)).toEqual([
      { actor: judges[2]!.email, details: { reason: 'size large requires KYC', size: 'large' } },
    ]);

    // Asked again (another approval path), nothing changes and nobody is emailed twice.
    const [row] = await api.db.select().from(cohorts).where(eq(cohorts.id, cohort.id));
    const actor = { id: judges[0]!.id, email: judges[0]!.email, role: 'judge' as const };
    expect(
      await api.db.transaction((tx) => requireKycBySize(tx, actor, row!, PUBLIC_APP_URL)),
    ).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await api.inbox.messagesTo(large.email)).toHaveLength(1);
  });

  it('counts a grant ready to pay once its application is approved, its wallet registered and KYC done where needed', async () => {
    expect(await readCohortProgress(api.db, cohort.id)).toMatchObject({
      approvedGrants: 3,
      applicationsComplete: 2,
      grantsReadyToPay: 0,
    });
    expect((await act(small.applicationId, 'approval')).status).toBe(200);
    expect((await act(large.applicationId, 'approval')).status).toBe(200);
    expect(await readCohortProgress(api.db, cohort.id)).toMatchObject({ grantsReadyToPay: 1 });
    await setApplication(large, { kycStatus: 'approved' });
    expect(await readCohortProgress(api.db, cohort.id)).toMatchObject({ grantsReadyToPay: 2 });
  });
});

describe('KYC required by size when an excusal completes the approval', () => {
  it('asks for KYC in the transaction of the excusal that leaves every present judge approved', async () => {
    const cohort = await givenCohortInAssessment(api, {
      name: 'Wave 13',
      nominations: 1,
      judges: 3,
    });
    const [nomination] = await api.db
      .select({ id: nominations.id, contributorId: nominations.contributorId })
      .from(nominations)
      .where(eq(nominations.cohortId, cohort.id));
    const applicant = await givenApplicant(api, cohort.id, {
      contributorId: nomination!.contributorId,
    });
    for (const judge of cohort.judges) {
      await assessDirectly(api.db, nomination!.id, judge.id, 'large');
    }
    const [present1, present2, absent] = cohort.judges as [TestJudge, TestJudge, TestJudge];
    for (const judge of [present1, present2]) {
      const answer = await api.call('POST', `/api/cohorts/${cohort.id}/distribution/approvals`, {
        token: judge.token,
      });
      expect(answer.status).toBe(201);
    }
    expect((await detail(applicant.applicationId)).body.kyc.status).toBeNull();
    const excused = await api.call(
      'POST',
      `/api/cohorts/${cohort.id}/judges/${absent.id}/excusal`,
      {
        token: admin,
        body: { reason: 'On leave until January' },
      },
    );
    expect(excused.status).toBe(200);
    expect((await detail(applicant.applicationId)).body.kyc.status).toBe('required');
    expect((await api.inbox.waitForMessage(applicant.email)).subject).toBe(
      'Verify your identity for your Glow grant',
    );
    expect(await audited('kyc.requested', applicant.applicationId)).toEqual([
      { actor: demoEmail('admin'), details: { reason: 'size large requires KYC', size: 'large' } },
    ]);
  });
});

describe('KYC required by size when deleting the judge waited for completes the approval', () => {
  it('asks for KYC in the transaction of the deletion that leaves every present judge approved', async () => {
    const cohort = await givenCohortInAssessment(api, {
      name: 'Wave 14',
      nominations: 1,
      judges: 4,
    });
    const [nomination] = await api.db
      .select({ id: nominations.id, contributorId: nominations.contributorId })
      .from(nominations)
      .where(eq(nominations.cohortId, cohort.id));
    const applicant = await givenApplicant(api, cohort.id, {
      contributorId: nomination!.contributorId,
    });
    const [absent, ...present] = cohort.judges as [TestJudge, ...TestJudge[]];
    for (const judge of present) await assessDirectly(api.db, nomination!.id, judge.id, 'large');
    for (const judge of present) {
      const answer = await api.call('POST', `/api/cohorts/${cohort.id}/distribution/approvals`, {
        token: judge.token,
      });
      expect(answer.status).toBe(201);
    }
    // The judge who never assessed has no history: their account is deleted, their seat with it.
    const deleted = await api.call('DELETE', '/api/users', {
      token: admin,
      body: { id: absent.id },
    });
    expect(deleted.body).toMatchObject({ outcome: 'deleted' });
    expect((await detail(applicant.applicationId)).body.kyc.status).toBe('required');
    expect((await api.inbox.waitForMessage(applicant.email)).subject).toBe(
      'Verify your identity for your Glow grant',
    );
  });
});

it('refuses every review call to a caller who is not an admin (403)', async () => {
  const calls = [
    ['GET', '/api/cohorts/1/applications'],
    ['GET', '/api/applications/1'],
    ['POST', '/api/applications/1/approval'],
    ['POST', '/api/applications/1/return'],
    ['POST', '/api/applications/1/kyc-request'],
    ['POST', '/api/applications/1/reopen'],
    ['POST', '/api/cohorts/1/applications/reminders'],
  ] as const;
  for (const role of ['scout', 'judge', 'contributor'] as const) {
    const token = await api.loginAs(role);
    for (const [method, path] of calls) {
      const body = method === 'POST' ? { reason: 'x' } : undefined;
      const answer = await api.call(method, path, { token, body });
      expect([role, path, answer.status]).toEqual([role, path, 403]);
    }
  }
});
