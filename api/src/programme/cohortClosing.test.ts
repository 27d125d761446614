// Closing a cohort with grants at stake: GET /api/cohorts/{id}/closing lists the grants that go
// back to the pool (whose, how much, what they wait for) and those that stay open, and the close
// reads the same in its transaction: it refuses a close that would forfeit a grant the admin was
// not shown, or comes before the applications' due date without naming it; it emails each
// contributor whose grant went back and audits the list; a grant that became payable meanwhile
// simply stays.
import type {
  CohortClosing,
  CohortDetail,
  CohortMoveOutcome,
  CohortPayments,
  MoveCohortRequest,
} from '@glow/contract';
import { and, eq } from 'drizzle-orm';
import { applications, auditLogs } from '../db/schema';
import { startTestApi, type TestApi } from '../testing/testApi';
import type { TestApplicant } from '../testing/testApplications';
import { givenPaymentCohort, type PaymentCohort } from '../testing/testPayments';
import { moveCohortTo } from '../testing/testProgramme';

const DAY_MS = 24 * 3600_000;
const utcDay = (date: Date) => date.toISOString().slice(0, 10);
/** Medium, as approveDistribution sizes every nomination, in the default amounts. */
const MEDIUM_DROPS = String(750 * 1_000_000);
/** Ten days ahead: the close comes before it. */
const DUE_ON = utcDay(new Date(Date.now() + 10 * DAY_MS));

let api: TestApi;
let admin: string;
let cohort: PaymentCohort & { others: TestApplicant[] };
/** Eligible, no wallet yet: goes back. */
let noWallet: TestApplicant;
/** Wallet registered, details not submitted: goes back. */
let notSubmitted: TestApplicant;
/** Submitted, awaiting the admins' review: stays open. */
let underReview: TestApplicant;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.loginAs('admin');
  cohort = await givenPaymentCohort(api, admin, {
    name: 'Wave 7',
    payable: 1,
    others: ['eligible', 'wallet', 'submitted'],
  });
  [noWallet, notSubmitted, underReview] = cohort.others as [
    TestApplicant,
    TestApplicant,
    TestApplicant,
  ];
  await moveCohortTo(api, cohort.id, 'distribution');
  const dated = await api.call('PATCH', `/api/cohorts/${cohort.id}`, {
    token: admin,
    body: { applicationsDueOn: DUE_ON },
  });
  if (dated.status !== 200) throw new Error(`Setting the due date answered ${dated.status}`);
});

afterAll(() => api.close());

const closing = () =>
  api.call<CohortClosing>('GET', `/api/cohorts/${cohort.id}/closing`, { token: admin });

const close = (confirmed: Omit<MoveCohortRequest, 'period'>) =>
  api.call<CohortMoveOutcome>('POST', `/api/cohorts/${cohort.id}/period`, {
    token: admin,
    body: { period: 'closed', ...confirmed },
  });

const periodOf = async () =>
  (await api.call<CohortDetail>('GET', `/api/cohorts/${cohort.id}`, { token: admin })).body.period;

const grantOf = (applicant: TestApplicant) => ({
  grantId: cohort.grantIdOf(applicant),
  applicationId: applicant.applicationId,
  contributor: { id: applicant.contributorId, name: applicant.name },
  size: 'medium',
  amountDrops: MEDIUM_DROPS,
});

const subjectsTo = async (applicant: TestApplicant) =>
  (await api.inbox.messagesTo(applicant.email)).map((message) => message.subject);

const RETURNED_SUBJECT = 'Your Glow grant for Wave 7 went back to the pool';

/** The email to `applicant` with that subject, once it arrived (3 s at most). */
async function returnedEmailTo(applicant: TestApplicant) {
  const deadline = Date.now() + 3000;
  for (;;) {
    const messages = await api.inbox.messagesTo(applicant.email);
    const found = messages.find((message) => message.subject === RETURNED_SUBJECT);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No "${RETURNED_SUBJECT}" to ${applicant.email}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('what closing would do', () => {
  it('lists each grant going back with its amount and what it waits for, and those staying open', async () => {
    expect(await closing()).toEqual({
      status: 200,
      body: {
        returningToPool: [
          {
            ...grantOf(noWallet),
            waitingFor: [
              'the contributor to submit the application (next: register your wallet)',
              'the contributor to register a wallet',
            ],
          },
          {
            ...grantOf(notSubmitted),
            waitingFor: [
              'the contributor to submit the application (next: submit your application details)',
            ],
          },
        ],
        stayingOpen: [
          { ...grantOf(underReview), waitingFor: ["an admin's approval of the application"] },
        ],
        unfinishedApplications: 2,
        applicationsDueOn: DUE_ON,
        beforeApplicationsDue: true,
      },
    });
  });

  it('is for admins, of a cohort that exists and has not ended', async () => {
    expect(
      (
        await api.call('GET', `/api/cohorts/${cohort.id}/closing`, {
          token: await api.loginAs('scout'),
        })
      ).status,
    ).toBe(403);
    expect(await api.call('GET', '/api/cohorts/2147483647/closing', { token: admin })).toEqual({
      status: 404,
      body: { message: 'cohort not found' },
    });
  });
});

describe('a close that does not name what it does', () => {
  it('is refused before the due date unless it names that date, changing nothing', async () => {
    const { body } = await closing();
    const returningGrantIds = body.returningToPool.map((grant) => grant.grantId);
    const answer = await close({ returningGrantIds });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      message: expect.stringMatching(
        /^wrong status: Wave 7's applications are due by \d{1,2} \w{3} \d{4}; closing before then must name that date \(applicationsDueOn\)$/,
      ),
      fields: ['applicationsDueOn'],
    });
    expect(
      (await close({ returningGrantIds, applicationsDueOn: utcDay(new Date()) })).body,
    ).toMatchObject({
      message: expect.stringMatching(
        /^wrong status: Wave 7's applications are due by .*, not the date given/,
      ),
    });
    expect(await periodOf()).toBe('distribution');
  });

  it('is refused when a grant going back was not shown, naming it, changing nothing', async () => {
    const { body } = await closing();
    const answer = await close({
      returningGrantIds: [cohort.grantIdOf(noWallet)],
      applicationsDueOn: body.applicationsDueOn!,
    });
    expect(answer).toEqual({
      status: 409,
      body: {
        message: `wrong status: the grants going back to the pool changed since they were shown: ${notSubmitted.name} (750 XRP) would go back too; review them and confirm again`,
        fields: ['returningGrantIds'],
      },
    });
    expect(await periodOf()).toBe('distribution');
    expect(await subjectsTo(notSubmitted)).not.toContain(RETURNED_SUBJECT);
  });
});

describe('the close', () => {
  let answer: Awaited<ReturnType<typeof close>>;

  beforeAll(async () => {
    const shown = (await closing()).body;
    // After the admin saw the list, the contributor with a wallet submitted and was approved:
    // the grant is payable now, and the close must not forfeit it.
    const [signed] = await api.db
      .select()
      .from(applications)
      .where(eq(applications.id, cohort.payable[0]!.applicationId));
    await api.db
      .update(applications)
      .set({
        status: 'approved',
        details: signed!.details,
        agreementName: notSubmitted.name,
        agreementVersion: signed!.agreementVersion,
        agreedAddress: notSubmitted.walletAddress,
        approvedAddress: notSubmitted.walletAddress,
        submittedAt: new Date(),
        reviewedAt: new Date(),
      })
      .where(eq(applications.id, notSubmitted.applicationId));
    answer = await close({
      returningGrantIds: shown.returningToPool.map((grant) => grant.grantId),
      applicationsDueOn: shown.applicationsDueOn!,
    });
  });

  it('closes, answering the grants that went back: not the one that became payable', async () => {
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ period: 'closed', active: false });
    expect(answer.body.returnedToPool).toEqual([
      {
        ...grantOf(noWallet),
        waitingFor: [
          'the contributor to submit the application (next: register your wallet)',
          'the contributor to register a wallet',
        ],
      },
    ]);
  });

  it('emails each contributor whose grant went back, with the amount and what was missing', async () => {
    const message = await returnedEmailTo(noWallet);
    expect(message.text).toContain('your grant of 750 XRP cannot be paid');
    expect(message.text).toContain('- the contributor to register a wallet');
    // Time for other emails to arrive, had any been queued.
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const kept of [notSubmitted, underReview]) {
      expect(await subjectsTo(kept)).not.toContain(RETURNED_SUBJECT);
    }
  });

  it('audits the close with the list', async () => {
    const closeEntry = (
      await api.db
        .select()
        .from(auditLogs)
        .where(
          and(eq(auditLogs.action, 'cohort.period'), eq(auditLogs.entityId, String(cohort.id))),
        )
    ).find((row) => row.details.to === 'closed');
    expect(closeEntry?.details).toEqual({
      from: 'distribution',
      to: 'closed',
      returnedToPool: [
        {
          grantId: cohort.grantIdOf(noWallet),
          applicationId: noWallet.applicationId,
          contributor: noWallet.name,
          amount: '750 XRP',
          waitingFor: [
            'the contributor to submit the application (next: register your wallet)',
            'the contributor to register a wallet',
          ],
        },
      ],
    });
  });

  it('shows the grant returned to the pool on the payments page, the others payable or waiting', async () => {
    const page = await api.call<CohortPayments>('GET', `/api/cohorts/${cohort.id}/payments`, {
      token: admin,
    });
    const stateOf = (applicant: TestApplicant) =>
      page.body.grants.find((grant) => grant.id === cohort.grantIdOf(applicant))?.state;
    expect([noWallet, notSubmitted, underReview].map(stateOf)).toEqual([
      'returnedToPool',
      'payable',
      'waiting',
    ]);
  });
});
