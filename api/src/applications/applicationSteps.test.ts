// A nominated contributor's application: the steps in order on the server, the end at
// a failing eligibility answer, the details and grant agreement, one application per person per
// cohort (also when two nominations race, and carried over into a later cohort), and that a
// contributor reaches only their own application.
import {
  CODE_OF_CONDUCT,
  ELIGIBLE_ANSWERS,
  GRANT_AGREEMENT,
  TERMS_OF_SERVICE,
  type EligibilityKey,
  type MyApplications,
} from '@glow/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { applications, auditLogs, contributors, documentAcceptances } from '../db/schema';
import { startTestApi, type TestApi } from '../testing/testApi';
import { givenApplicant } from '../testing/testApplications';
import { passwordLinkIn } from '../testing/testInbox';
import {
  insertContributor,
  insertProject,
  nominate,
  nominationBody,
  type TestContributor,
} from '../testing/testNominations';
import { addScout, openNominations, type AddedCohort } from '../testing/testProgramme';
import { newWallet } from '../testing/testWallets';
import { acceptDocument, answerEligibility as saveEligibility } from './applicationChanges';

const PASSWORD = 'a-contributor-password';
const DETAILS = {
  previousXrplGrants: false,
  previousAccelerator: true,
  website: 'https://maya.example.org',
  github: 'https://github.com/maya-okafor',
  xHandle: '@maya_o',
  additionalInformation: 'I also maintain the docs.',
};

let api: TestApi;
let scoutToken: string;
let otherScoutToken: string;
let cohort: AddedCohort;

beforeAll(async () => {
  api = await startTestApi();
  scoutToken = await api.loginAs('scout');
  otherScoutToken = (await addScout(api, 'second.scout@example.org')).token;
  cohort = await openNominations(api);
});

afterAll(() => api.close());

interface Applicant {
  contributor: TestContributor;
  token: string;
  applicationId: number;
  nominationId: number;
}

/** Follows the invitation of the contributor's first nomination, sets a password, signs in. */
async function signInInvited(contributor: TestContributor): Promise<string> {
  const invitation = await api.inbox.waitForMessage(contributor.email);
  const set = await api.call('POST', '/api/users/password', {
    body: { token: passwordLinkIn(invitation).token, password: PASSWORD },
  });
  expect(set.status).toBe(200);
  const login = await api.login(contributor.email, PASSWORD);
  expect(login.status).toBe(200);
  return String(login.body.api_token);
}

/** Nominates the contributor for a new project as the scout; answers the nomination's id. */
async function nominateFor(contributorId: number, token = scoutToken): Promise<number> {
  const project = await insertProject(api);
  const answer = await nominate<{ nomination: { id: number } }>(
    api,
    token,
    nominationBody(contributorId, [project.id]),
  );
  expect(answer.status).toBe(201);
  return answer.body.nomination.id;
}

async function myApplications(token: string) {
  const answer = await api.call<MyApplications>('GET', '/api/contributor/applications', { token });
  expect(answer.status).toBe(200);
  return answer.body;
}

/** A contributor nominated once in the cohort, signed in, nothing of the application done. */
async function nominatedApplicant(): Promise<Applicant> {
  const contributor = await insertContributor(api);
  const nominationId = await nominateFor(contributor.id);
  const token = await signInInvited(contributor);
  const [application] = (await myApplications(token)).applications;
  return { contributor, token, applicationId: application!.id, nominationId };
}

const accept = (token: string, document: 'terms' | 'codeOfConduct', version: string) =>
  api.call('POST', `/api/contributor/documents/${document}/acceptance`, {
    token,
    body: { version },
  });

const answerEligibility = (token: string, applicationId: number, answers = ELIGIBLE_ANSWERS) =>
  api.call('PUT', `/api/contributor/applications/${applicationId}/eligibility`, {
    token,
    body: answers,
  });

const submitDetails = (
  applicant: Applicant,
  address: string,
  overrides: Record<string, unknown> = {},
) =>
  api.call('PUT', `/api/contributor/applications/${applicant.applicationId}/details`, {
    token: applicant.token,
    body: {
      ...DETAILS,
      confirmedAddress: address,
      agreementName: `${applicant.contributor.firstName} ${applicant.contributor.lastName}`,
      agreementVersion: GRANT_AGREEMENT.version,
      ...overrides,
    },
  });

/**
 * Registers a wallet straight in the database, as a proven registration leaves it (the proof
 * itself is walletRegistration.test.ts's).
 */
async function registerWalletDirectly(contributorId: number): Promise<string> {
  const { address } = newWallet();
  await api.db
    .update(contributors)
    .set({ xrplAddress: address, walletKind: 'gemwallet', walletRegisteredAt: new Date() })
    .where(eq(contributors.id, contributorId));
  return address;
}

/** Takes the applicant through the documents and the eligibility questions. */
async function eligibleApplicant(): Promise<Applicant> {
  const applicant = await nominatedApplicant();
  expect((await accept(applicant.token, 'terms', TERMS_OF_SERVICE.version)).status).toBe(200);
  expect((await accept(applicant.token, 'codeOfConduct', CODE_OF_CONDUCT.version)).status).toBe(
    200,
  );
  expect((await answerEligibility(applicant.token, applicant.applicationId)).status).toBe(200);
  return applicant;
}

async function applicationRow(id: number) {
  const [row] = await api.db.select().from(applications).where(eq(applications.id, id));
  return row!;
}

async function auditActions(entityId: number): Promise<string[]> {
  const rows = await api.db
    .select({ action: auditLogs.action })
    .from(auditLogs)
    .where(and(eq(auditLogs.entity, 'application'), eq(auditLogs.entityId, String(entityId))))
    .orderBy(auditLogs.id);
  return rows.map((row) => row.action);
}

const stepsOf = (body: MyApplications, index = 0) =>
  Object.fromEntries(
    body.applications[index]!.progress.steps.map(({ step, state }) => [step, state]),
  );

describe('a nominated contributor’s application', () => {
  it('is made with the nomination: the dashboard shows it with the terms next', async () => {
    const applicant = await nominatedApplicant();
    const [record] = await api.db
      .update(contributors)
      .set({ xHandle: 'maya_builds' })
      .where(eq(contributors.id, applicant.contributor.id))
      .returning({ githubUsername: contributors.githubUsername });
    const body = await myApplications(applicant.token);

    expect(body.wallet).toBeNull();
    // The details form starts from the record's GitHub username and X handle.
    expect(body.handles).toEqual({
      githubUsername: record!.githubUsername,
      xHandle: 'maya_builds',
    });
    expect(body.applications).toEqual([
      expect.objectContaining({
        id: applicant.applicationId,
        cohort: {
          id: cohort.id,
          name: 'Wave 2',
          period: 'nomination',
          applicationsDueOn: null,
          cancelReason: null,
        },
        status: 'inProgress',
        nominations: [
          expect.objectContaining({ id: applicant.nominationId, scouts: 1, finalSize: null }),
        ],
        failingEligibility: null,
        details: null,
        agreement: null,
        kycStatus: null,
      }),
    ]);
    expect(body.applications[0]!.progress.nextAction).toBe('accept the terms of service');
    expect(stepsOf(body)).toEqual({
      account: 'done',
      terms: 'current',
      codeOfConduct: 'locked',
      eligibility: 'locked',
      wallet: 'locked',
      details: 'locked',
      review: 'locked',
      kyc: 'notNeeded',
    });
    expect(await auditActions(applicant.applicationId)).toEqual(['application.created']);
  });

  const EARLY_WRITES: [
    string,
    (applicant: Applicant) => Promise<{ status: number; body: unknown }>,
  ][] = [
    [
      'accepting the code of conduct',
      (a) => accept(a.token, 'codeOfConduct', CODE_OF_CONDUCT.version),
    ],
    ['answering the eligibility questions', (a) => answerEligibility(a.token, a.applicationId)],
    [
      'asking for a wallet registration challenge',
      (a) =>
        api.call('POST', '/api/contributor/wallet/challenge', {
          token: a.token,
          body: { kind: 'crossmark', address: newWallet().address },
        }),
    ],
    [
      'registering a wallet',
      (a) =>
        api.call('POST', '/api/contributor/wallet', {
          token: a.token,
          body: {
            kind: 'crossmark',
            challenge: 'AB'.repeat(32),
            signature: 'CD'.repeat(70),
            publicKey: newWallet().publicKey,
          },
        }),
    ],
    [
      'asking for a Xaman wallet registration request',
      (a) => api.call('POST', '/api/contributor/wallet/xaman', { token: a.token }),
    ],
    ['submitting the details', (a) => submitDetails(a, newWallet().address)],
    [
      'starting the identity verification',
      (a) =>
        api.call('POST', `/api/contributor/applications/${a.applicationId}/kyc`, {
          token: a.token,
        }),
    ],
  ];

  it.each(EARLY_WRITES)(
    'refuses %s before the terms: previous steps must be completed first',
    async (_what, write) => {
      const applicant = await nominatedApplicant();
      const before = await applicationRow(applicant.applicationId);

      expect(await write(applicant)).toEqual({
        status: 409,
        body: { message: 'previous steps must be completed first: accept the terms of service' },
      });
      expect(await applicationRow(applicant.applicationId)).toEqual(before);
    },
  );

  it('takes each step in order, each stored with who and when, and audited', async () => {
    const applicant = await nominatedApplicant();
    const { token, applicationId } = applicant;

    const terms = await accept(token, 'terms', TERMS_OF_SERVICE.version);
    expect(terms).toEqual({
      status: 200,
      body: {
        message: 'terms accepted',
        version: TERMS_OF_SERVICE.version,
        acceptedAt: expect.any(String),
      },
    });
    expect(await answerEligibility(token, applicationId)).toEqual({
      status: 409,
      body: { message: 'previous steps must be completed first: accept the code of conduct' },
    });
    const conduct = await accept(token, 'codeOfConduct', CODE_OF_CONDUCT.version);
    expect(conduct.body).toMatchObject({ message: 'code of conduct accepted' });
    const document = await api.call('GET', '/api/contributor/documents/codeOfConduct', { token });
    expect(document.body).toMatchObject({
      version: CODE_OF_CONDUCT.version,
      acceptedVersion: CODE_OF_CONDUCT.version,
      acceptedAt: conduct.body.acceptedAt,
    });

    expect(await submitDetails(applicant, newWallet().address)).toEqual({
      status: 409,
      body: { message: 'previous steps must be completed first: answer the eligibility questions' },
    });
    const eligibility = await answerEligibility(token, applicationId);
    expect(eligibility.status).toBe(200);
    expect(eligibility.body).toMatchObject({
      eligible: true,
      message: 'eligibility confirmed',
      progress: { current: 'wallet', nextAction: 'register your wallet' },
    });
    const answered = await applicationRow(applicationId);
    expect(answered).toMatchObject({ eligibility: ELIGIBLE_ANSWERS, failingEligibility: null });
    expect(answered.eligibilityAnsweredAt).toBeInstanceOf(Date);
    expect(answered.eligibilityAnsweredBy).toEqual(expect.any(Number));
    expect(await answerEligibility(token, applicationId)).toEqual({
      status: 409,
      body: { message: 'wrong status: the eligibility questions are answered already' },
    });

    expect(await submitDetails(applicant, newWallet().address)).toEqual({
      status: 409,
      body: { message: 'previous steps must be completed first: register your wallet' },
    });
    const address = await registerWalletDirectly(applicant.contributor.id);
    const submitted = await submitDetails(applicant, address);
    expect(submitted).toEqual({
      status: 200,
      body: {
        message: 'application submitted',
        progress: expect.objectContaining({ current: null, nextAction: null }),
      },
    });

    const body = await myApplications(token);
    expect(body.wallet).toEqual({
      address,
      kind: 'gemwallet',
      registeredAt: expect.any(String),
    });
    expect(body.applications[0]).toMatchObject({
      status: 'submitted',
      details: { ...DETAILS, github: 'maya-okafor', xHandle: 'maya_o' },
      agreement: {
        name: `Maya ${applicant.contributor.lastName}`,
        version: GRANT_AGREEMENT.version,
        address,
      },
    });
    expect(stepsOf(body)).toMatchObject({ details: 'done', review: 'current' });
    expect(await auditActions(applicationId)).toEqual([
      'application.created',
      'application.eligibilityAnswered',
      'application.submitted',
    ]);
    const [accepted] = await api.db
      .select({ details: auditLogs.details })
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.action, 'document.accepted'),
          eq(auditLogs.actorEmail, applicant.contributor.email),
        ),
      )
      .orderBy(desc(auditLogs.id));
    expect(accepted!.details).toEqual({
      document: 'codeOfConduct',
      version: CODE_OF_CONDUCT.version,
    });
  });

  it('accepts only the current version of a document, and the same one twice changes nothing', async () => {
    const { token } = await nominatedApplicant();

    expect(await accept(token, 'terms', '2026-10-1')).toEqual({
      status: 400,
      body: {
        message: `fields invalid: version 2026-10-1 is not the current terms of service (${TERMS_OF_SERVICE.version})`,
        fields: ['version'],
      },
    });
    const first = await accept(token, 'terms', TERMS_OF_SERVICE.version);
    const again = await accept(token, 'terms', TERMS_OF_SERVICE.version);
    expect(again).toEqual(first);
  });
});

describe('eligibility', () => {
  const QUESTIONS: [EligibilityKey, string][] = [
    ['over18', 'Glow grants go to adults only.'],
    ['notInSanctionedRegion', 'Glow cannot send grants to these regions.'],
    ['notOnSanctionsList', 'Glow cannot fund a person on a sanctions list.'],
    [
      'notAffiliatedEmployee',
      'Staff of the organisations behind the programme cannot receive its grants.',
    ],
    ['notScoutOrJudge', 'Scouts and judges of a cohort cannot receive its grants.'],
    ['recentWork', 'Glow rewards work done within the 6 months before its nomination.'],
    ['notAlreadyFunded', 'Glow does not fund work that was paid for.'],
  ];

  it.each(QUESTIONS)(
    'a "no" to %s ends the application with the plain explanation',
    async (key, explanation) => {
      const applicant = await nominatedApplicant();
      await accept(applicant.token, 'terms', TERMS_OF_SERVICE.version);
      await accept(applicant.token, 'codeOfConduct', CODE_OF_CONDUCT.version);

      const answer = await answerEligibility(applicant.token, applicant.applicationId, {
        ...ELIGIBLE_ANSWERS,
        [key]: false,
      });

      expect(answer).toEqual({
        status: 200,
        body: {
          eligible: false,
          message: `contributor not eligible: ${explanation}`,
          failing: [key],
        },
      });
      expect(await applicationRow(applicant.applicationId)).toMatchObject({
        status: 'notEligible',
        failingEligibility: [key],
      });
      const body = await myApplications(applicant.token);
      expect(body.applications[0]).toMatchObject({
        status: 'notEligible',
        failingEligibility: [key],
        progress: { current: null, nextAction: null },
      });
      expect(stepsOf(body)).toMatchObject({ eligibility: 'failed', wallet: 'locked' });
      expect(await auditActions(applicant.applicationId)).toEqual([
        'application.created',
        'application.eligibilityAnswered',
        'application.notEligible',
      ]);
      const ended = {
        message: 'contributor not eligible: this application ended at the eligibility questions',
      };
      expect(await answerEligibility(applicant.token, applicant.applicationId)).toEqual({
        status: 409,
        body: ended,
      });
      const address = await registerWalletDirectly(applicant.contributor.id);
      expect(await submitDetails(applicant, address)).toEqual({ status: 409, body: ended });
    },
  );

  it('names every failing answer, in the questions’ order', async () => {
    const applicant = await nominatedApplicant();
    await accept(applicant.token, 'terms', TERMS_OF_SERVICE.version);
    await accept(applicant.token, 'codeOfConduct', CODE_OF_CONDUCT.version);
    const answer = await answerEligibility(applicant.token, applicant.applicationId, {
      ...ELIGIBLE_ANSWERS,
      notAlreadyFunded: false,
      over18: false,
    });
    expect(answer.body).toEqual({
      eligible: false,
      message:
        'contributor not eligible: Glow grants go to adults only. Glow does not fund work that was paid for.',
      failing: ['over18', 'notAlreadyFunded'],
    });
  });
});

describe('the details and the grant agreement', () => {
  it('takes the typed name in any case and spacing, and refuses another name, naming the right one', async () => {
    const applicant = await eligibleApplicant();
    const address = await registerWalletDirectly(applicant.contributor.id);
    const { lastName } = applicant.contributor;

    expect(await submitDetails(applicant, address, { agreementName: 'Maya Smith' })).toEqual({
      status: 400,
      body: {
        message: `fields invalid: agreementName must be your full name as Glow has it: Maya ${lastName}`,
        fields: ['agreementName'],
      },
    });
    expect(await submitDetails(applicant, address, { agreementVersion: '2026-10-1' })).toEqual({
      status: 400,
      body: {
        message: `fields invalid: agreementVersion 2026-10-1 is not the current grant agreement (${GRANT_AGREEMENT.version})`,
        fields: ['agreementVersion'],
      },
    });
    expect((await applicationRow(applicant.applicationId)).status).toBe('inProgress');

    const typed = await submitDetails(applicant, address, {
      agreementName: `  maya   ${lastName.toUpperCase()} `,
    });
    expect(typed.status).toBe(200);
  });

  it('refuses an address that is not the registered wallet', async () => {
    const applicant = await eligibleApplicant();
    await registerWalletDirectly(applicant.contributor.id);

    expect(await submitDetails(applicant, newWallet().address)).toEqual({
      status: 409,
      body: {
        message:
          'previous steps must be completed first: the address you confirmed is not your registered wallet',
      },
    });
    expect((await applicationRow(applicant.applicationId)).status).toBe('inProgress');
  });

  it('refuses a second submission while the admins review, and takes one again once returned', async () => {
    const applicant = await eligibleApplicant();
    const address = await registerWalletDirectly(applicant.contributor.id);
    expect((await submitDetails(applicant, address)).status).toBe(200);

    expect(await submitDetails(applicant, address, { previousXrplGrants: true })).toEqual({
      status: 409,
      body: { message: 'wrong status: your application is with the admins for review' },
    });

    const admin = await api.loginAs('admin');
    const sentBack = await api.call('POST', `/api/applications/${applicant.applicationId}/return`, {
      token: admin,
      body: { reason: 'Your website does not load.' },
    });
    expect(sentBack.status).toBe(200);
    const returned = await myApplications(applicant.token);
    expect(returned.applications[0]).toMatchObject({
      status: 'returned',
      returnReason: 'Your website does not load.',
      progress: { current: 'details' },
    });

    const again = await submitDetails(applicant, address, { website: 'https://maya.example.com' });
    expect(again.status).toBe(200);
    expect(await applicationRow(applicant.applicationId)).toMatchObject({
      status: 'submitted',
      details: expect.objectContaining({ website: 'https://maya.example.com' }),
    });
  });
});

describe('one application per person per cohort', () => {
  it('joins a second nomination of the person in the cohort to their application', async () => {
    const applicant = await nominatedApplicant();
    const second = await nominateFor(applicant.contributor.id, otherScoutToken);

    const body = await myApplications(applicant.token);
    expect(body.applications).toHaveLength(1);
    expect(body.applications[0]!.nominations.map(({ id }) => id)).toEqual([
      applicant.nominationId,
      second,
    ]);
    expect(await auditActions(applicant.applicationId)).toEqual([
      'application.created',
      'application.joined',
    ]);
  });

  it('makes one application of two nominations submitted at once', async () => {
    const contributor = await insertContributor(api);
    const [first, second] = await Promise.all([insertProject(api), insertProject(api)]);
    const answers = await Promise.all([
      nominate(api, scoutToken, nominationBody(contributor.id, [first.id])),
      nominate(api, otherScoutToken, nominationBody(contributor.id, [second.id])),
    ]);
    expect(answers.map(({ status }) => status)).toEqual([201, 201]);

    const [row] = await api.db
      .select({ value: sql<number>`count(*)::int` })
      .from(applications)
      .where(eq(applications.contributorId, contributor.id));
    expect(row!.value).toBe(1);
  });

  it('withdraws the application with the person’s last nomination in the cohort', async () => {
    const applicant = await nominatedApplicant();
    const second = await nominateFor(applicant.contributor.id, otherScoutToken);
    const withdraw = (id: number, token: string) =>
      api.call('DELETE', `/api/nominations/${id}`, { token });

    expect((await withdraw(applicant.nominationId, scoutToken)).status).toBe(200);
    expect((await applicationRow(applicant.applicationId)).status).toBe('inProgress');
    expect((await withdraw(second, otherScoutToken)).status).toBe(200);

    expect(await applicationRow(applicant.applicationId)).toMatchObject({ status: 'withdrawn' });
    const body = await myApplications(applicant.token);
    expect(body.applications[0]).toMatchObject({ status: 'withdrawn', nominations: [] });
    const withdrawn = {
      status: 409,
      body: {
        message: 'wrong status: this application was withdrawn with its nominations in the cohort',
      },
    };
    expect(await accept(applicant.token, 'terms', TERMS_OF_SERVICE.version)).toEqual(withdrawn);
    expect(await answerEligibility(applicant.token, applicant.applicationId)).toEqual(withdrawn);
    expect((await auditActions(applicant.applicationId)).at(-1)).toBe('application.withdrawn');
  });
});

describe('a contributor reaches only their own application', () => {
  it('answers another contributor’s application as not found, on every route', async () => {
    const owner = await eligibleApplicant();
    const address = await registerWalletDirectly(owner.contributor.id);
    const other = await eligibleApplicant();
    const before = await applicationRow(owner.applicationId);
    const notFound = { status: 404, body: { message: 'application not found' } };

    expect(await answerEligibility(other.token, owner.applicationId)).toEqual(notFound);
    expect(await submitDetails({ ...other, applicationId: owner.applicationId }, address)).toEqual(
      notFound,
    );
    expect(await answerEligibility(other.token, 2_147_483_647)).toEqual(notFound);
    expect(await applicationRow(owner.applicationId)).toEqual(before);
    const list = await myApplications(other.token);
    expect(list.applications.map(({ id }) => id)).toEqual([other.applicationId]);
  });
});

describe('a later cohort', () => {
  it('makes a second application that only re-checks the details: the rest carries over', async () => {
    const applicant = await eligibleApplicant();
    const address = await registerWalletDirectly(applicant.contributor.id);
    expect((await submitDetails(applicant, address)).status).toBe(200);

    const later = await openNominations(api, 'Wave 3');
    await nominateFor(applicant.contributor.id);
    // Nominated again (the account has a password): a news email, no invitation.
    const news = await api.inbox.waitForMessage(applicant.contributor.email, 2);
    expect(news.subject).toBe('You were nominated in Wave 3');

    const body = await myApplications(applicant.token);
    expect(body.applications.map(({ cohort }) => cohort.name)).toEqual(['Wave 3', 'Wave 2']);
    const [next] = body.applications;
    expect(next).toMatchObject({
      cohort: { id: later.id, name: 'Wave 3' },
      status: 'inProgress',
      eligibilityCarriedFrom: { applicationId: applicant.applicationId, cohortName: 'Wave 2' },
      // The form starts from the last submission; the agreement is signed again for this cohort.
      details: { ...DETAILS, github: 'maya-okafor', xHandle: 'maya_o' },
      agreement: null,
      progress: { current: 'details', nextAction: 'submit your application details' },
    });
    expect(stepsOf(body)).toMatchObject({
      terms: 'done',
      codeOfConduct: 'done',
      eligibility: 'done',
      wallet: 'done',
      details: 'current',
    });
    expect(await auditActions(next!.id)).toEqual([
      'application.created',
      'application.eligibilityCarriedOver',
    ]);
    const submitted = await submitDetails({ ...applicant, applicationId: next!.id }, address);
    expect(submitted.status).toBe(200);
  });
});

describe('an unfinished application when its cohort closes', () => {
  it('is over: no step is open, its writes and the admins’ changes are refused, nobody is reminded', async () => {
    const closing = await openNominations(api, 'Wave 4');
    // Eligible, the wallet left to register; nominated again in the next cohort.
    const carried = await eligibleApplicant();
    // Nominated only in the closing cohort, nothing done.
    const idle = await nominatedApplicant();
    const notEligible = await nominatedApplicant();
    await accept(notEligible.token, 'terms', TERMS_OF_SERVICE.version);
    await accept(notEligible.token, 'codeOfConduct', CODE_OF_CONDUCT.version);
    await answerEligibility(notEligible.token, notEligible.applicationId, {
      ...ELIGIBLE_ANSWERS,
      over18: false,
    });
    await openNominations(api, 'Wave 5');
    await nominateFor(carried.contributor.id);

    const body = await myApplications(carried.token);
    expect(body.applications.map(({ cohort }) => cohort.name)).toEqual(['Wave 5', 'Wave 4']);
    expect(body.applications[0]).toMatchObject({
      status: 'inProgress',
      progress: { current: 'wallet' },
    });
    expect(body.applications[1]).toMatchObject({
      id: carried.applicationId,
      cohort: { id: closing.id, period: 'closed' },
      status: 'inProgress',
      progress: { current: null, nextAction: null },
    });
    expect(stepsOf(body, 1)).toMatchObject({ eligibility: 'done', wallet: 'locked' });

    const ended = { status: 409, body: { message: 'application ended: the cohort is closed' } };
    const before = await applicationRow(carried.applicationId);
    expect(await answerEligibility(carried.token, carried.applicationId)).toEqual(ended);
    const address = await registerWalletDirectly(carried.contributor.id);
    expect(await submitDetails(carried, address)).toEqual(ended);
    expect(await applicationRow(carried.applicationId)).toEqual(before);
    // Steps taken once for all applications: refused when no application of the person runs.
    expect(await accept(idle.token, 'terms', TERMS_OF_SERVICE.version)).toEqual(ended);
    expect(
      await api.call('POST', '/api/contributor/wallet/challenge', {
        token: idle.token,
        body: { kind: 'crossmark', address: newWallet().address },
      }),
    ).toEqual(ended);

    const admin = await api.loginAs('admin');
    expect(
      await api.call('POST', `/api/applications/${idle.applicationId}/kyc-request`, {
        token: admin,
        body: { reason: 'The grant is large.' },
      }),
    ).toEqual(ended);
    expect(
      await api.call('POST', `/api/applications/${notEligible.applicationId}/reopen`, {
        token: admin,
        body: { reason: 'The age was mistyped.' },
      }),
    ).toEqual(ended);
    expect(await applicationRow(notEligible.applicationId)).toMatchObject({
      status: 'notEligible',
    });
    const reminders = await api.call('POST', `/api/cohorts/${closing.id}/applications/reminders`, {
      token: admin,
    });
    expect(reminders.body).toMatchObject({ sent: 0, skipped: 0 });
  });
});

describe('an erasure while the contributor writes', () => {
  it('refuses a write that waited for the erasure as their session would be, keeping nothing', async () => {
    const [atTerms, atEligibility] = [
      await givenApplicant(api, cohort.id, { stage: 'account' }),
      await givenApplicant(api, cohort.id, { stage: 'documents' }),
    ];
    const adminToken = await api.loginAs('admin');
    for (const applicant of [atTerms, atEligibility]) {
      const erased = await api.call(
        'POST',
        `/api/users/${applicant.userId}/personal-data/erasure`,
        { token: adminToken, body: {} },
      );
      expect(erased.status).toBe(200);
    }
    // Their requests passed the session check before the erasure, and reach their writes after.
    const actorOf = (applicant: { userId: number; email: string }) => ({
      id: applicant.userId,
      email: applicant.email,
      role: 'contributor' as const,
    });
    const signedOut = { kind: 'unauthenticated', message: 'Please login' };
    await expect(
      acceptDocument(api.db, actorOf(atTerms), 'terms', TERMS_OF_SERVICE.version),
    ).rejects.toMatchObject(signedOut);
    await expect(
      saveEligibility(api.db, actorOf(atEligibility), atEligibility.applicationId, {
        ...ELIGIBLE_ANSWERS,
      }),
    ).rejects.toMatchObject(signedOut);
    expect(
      await api.db
        .select()
        .from(documentAcceptances)
        .where(eq(documentAcceptances.userId, atTerms.userId)),
    ).toEqual([]);
    const [application] = await api.db
      .select({ eligibility: applications.eligibility })
      .from(applications)
      .where(eq(applications.id, atEligibility.applicationId));
    expect(application!.eligibility).toBeNull();
  });
});
