// Identity verification (KYC): starting it and reading it as the contributor, and the provider's
// signed webhook — delivered by the KYC stand-in (its own signing and retries), and forged,
// altered, replayed, late, duplicated and early deliveries signed here by hand.
import { randomBytes } from 'node:crypto';
import {
  CURRENT_DOCUMENT_VERSIONS,
  ELIGIBILITY_QUESTIONS,
  GRANT_AGREEMENT,
  type KycStatus,
} from '@glow/contract';
import { and, eq, ne } from 'drizzle-orm';
import {
  applications,
  auditLogs,
  cohorts,
  contributors,
  documentAcceptances,
  kycVerifications,
  kycWebhookEvents,
  users,
} from '../db/schema';
import { createKycClient } from '../clients/kycClient';
import { hashPassword } from '../users/passwords';
import { signKycWebhook } from '../clients/kycSignatures';
import { startTestApi, type TestApi } from '../testing/testApi';
import { newWallet } from '../testing/testWallets';

const WEBHOOK = '/api/kyc/webhook';
const PASSWORD = 'a-contributor-password';

let api: TestApi;
/** One hash for every applicant: hashing is slow on purpose. */
let passwordHash: string;

beforeAll(async () => {
  api = await startTestApi();
  passwordHash = await hashPassword(PASSWORD);
});

afterAll(() => api?.close());

interface Applicant {
  token: string;
  applicationId: number;
}

let applicants = 0;

/**
 * A signed-in contributor whose application is submitted (every earlier step done) with the KYC
 * status given: the rows are written here, the earlier steps have their own tests.
 */
async function applicant(
  kycStatus: KycStatus | null = 'required',
  status: 'submitted' | 'inProgress' = 'submitted',
): Promise<Applicant> {
  applicants += 1;
  const email = `kyc-applicant-${applicants}@example.org`;
  const db = api.db;
  const [user] = await db
    .insert(users)
    .values({ email, role: 'contributor', passwordHash })
    .returning({ id: users.id });
  const userId = user!.id;
  const { address } = newWallet();
  const [contributor] = await db
    .insert(contributors)
    .values({
      userId,
      firstName: 'Kim',
      lastName: `Applicant${applicants}`,
      email,
      githubUsername: `kyc-applicant-${applicants}`,
      projectRole: 'maintainer',
      contributorSince: '2025-01-01',
      xrplAddress: address,
      walletKind: 'gemwallet',
      walletRegisteredAt: new Date(),
    })
    .returning({ id: contributors.id });
  await db.insert(documentAcceptances).values([
    { userId, document: 'terms', version: CURRENT_DOCUMENT_VERSIONS.terms },
    { userId, document: 'codeOfConduct', version: CURRENT_DOCUMENT_VERSIONS.codeOfConduct },
  ]);
  // An open cohort: once closed, an application not submitted is over.
  const [cohort] = await db
    .select({ id: cohorts.id })
    .from(cohorts)
    .where(ne(cohorts.period, 'closed'))
    .limit(1);
  const submitted = status === 'submitted';
  const [application] = await db
    .insert(applications)
    .values({
      contributorId: contributor!.id,
      cohortId: cohort!.id,
      status,
      eligibility: Object.fromEntries(ELIGIBILITY_QUESTIONS.map(({ key }) => [key, true])),
      eligibilityAnsweredAt: new Date(),
      eligibilityAnsweredBy: userId,
      ...(submitted
        ? {
            details: { previousXrplGrants: false, previousAccelerator: false },
            agreementName: `Kim Applicant${applicants}`,
            agreementVersion: GRANT_AGREEMENT.version,
            agreedAddress: address,
            submittedAt: new Date(),
          }
        : {}),
      kycStatus,
    } as typeof applications.$inferInsert)
    .returning({ id: applications.id });
  const login = await api.login(email, PASSWORD);
  return { token: login.body.api_token as string, applicationId: application!.id };
}

function startKyc({ token, applicationId }: Applicant) {
  return api.call<{ redirectUrl: string; status: string; message?: string }>(
    'POST',
    `/api/contributor/applications/${applicationId}/kyc`,
    { token },
  );
}

function readKyc({ token, applicationId }: Applicant) {
  return api.call<{ status: string | null; decidedAt: string | null }>(
    'GET',
    `/api/contributor/applications/${applicationId}/kyc`,
    { token },
  );
}

/** Starts the verification; answers the provider's id of it (the last part of its page's URL). */
async function started(who: Applicant): Promise<string> {
  const answer = await startKyc(who);
  expect(answer.status).toBe(200);
  return new URL(answer.body.redirectUrl).pathname.split('/').pop()!;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

interface EventFields {
  id?: string;
  type?: 'verification.approved' | 'verification.rejected' | 'verification.pending';
  createdAt?: string;
}

/** An event body as the provider writes it. */
function eventBody(verificationId: string, fields: EventFields = {}): string {
  const type = fields.type ?? 'verification.approved';
  return JSON.stringify({
    id: fields.id ?? `evt_${randomBytes(12).toString('hex')}`,
    type,
    createdAt: fields.createdAt ?? new Date().toISOString(),
    data: { verificationId, status: type.slice('verification.'.length) },
  });
}

/** Headers signing `body` as the provider does, with the secret and time given. */
function signedHeaders(
  body: string,
  { secret = api.config.kyc.webhookSecret, timestamp = nowSeconds() } = {},
): Record<string, string> {
  return {
    'content-type': 'application/json',
    'glow-kyc-timestamp': String(timestamp),
    'glow-kyc-signature': signKycWebhook(secret, timestamp, body),
  };
}

function without(headers: Record<string, string>, name: string): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([header]) => header !== name));
}

function deliver(body: string, headers: Record<string, string> = signedHeaders(body)) {
  return api.call('POST', WEBHOOK, { rawBody: body, headers });
}

async function eventRows(eventId: string) {
  return api.db.select().from(kycWebhookEvents).where(eq(kycWebhookEvents.eventId, eventId));
}

describe('the stand-in reports the decision made on its page', () => {
  it('applies a verification approved at the provider: pending, then approved', async () => {
    const who = await applicant();
    const answer = await startKyc(who);
    expect(answer).toEqual({
      status: 200,
      body: {
        redirectUrl: expect.stringMatching(new RegExp(`^${api.kyc.url}/verify/ver_[0-9a-f]+$`)),
        status: 'pending',
      },
    });
    expect((await readKyc(who)).body).toEqual({ status: 'pending', decidedAt: null });

    const verificationId = new URL(answer.body.redirectUrl).pathname.split('/').pop()!;
    api.kyc.decide(verificationId, 'approved');
    await api.kyc.deliveriesSettled();
    expect(api.kyc.deliveries().at(-1)).toMatchObject({ verificationId, attempt: 1, status: 200 });
    const state = await readKyc(who);
    expect(state.body).toEqual({ status: 'approved', decidedAt: expect.any(String) });

    const [audited] = await api.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.action, 'kyc.started'), eq(auditLogs.entityId, String(who.applicationId))),
      );
    expect(audited).toMatchObject({
      entity: 'application',
      details: { providerId: verificationId },
    });
  });

  it('applies a rejection, and the contributor cannot start again on their own', async () => {
    const who = await applicant();
    const verificationId = await started(who);
    api.kyc.decide(verificationId, 'rejected', 'document expired');
    await api.kyc.deliveriesSettled();
    expect((await readKyc(who)).body).toMatchObject({ status: 'rejected' });
    expect(await startKyc(who)).toEqual({
      status: 409,
      body: { message: expect.stringMatching(/^wrong status: /) },
    });
  });

  it("is delivered by the stand-in's retries when the first tries are lost", async () => {
    const who = await applicant();
    const verificationId = await started(who);
    await api.kyc.failNext(2);
    api.kyc.decide(verificationId, 'approved');
    await api.kyc.deliveriesSettled();
    const tries = api.kyc.deliveries().filter((entry) => entry.verificationId === verificationId);
    expect(tries.map(({ attempt, status }) => ({ attempt, status }))).toEqual([
      { attempt: 1, status: null },
      { attempt: 2, status: null },
      { attempt: 3, status: 200 },
    ]);
    expect((await readKyc(who)).body).toMatchObject({ status: 'approved' });
  });

  it('applies a duplicated delivery once: both answered 200, one event kept', async () => {
    const who = await applicant();
    const verificationId = await started(who);
    await api.kyc.duplicateNext();
    api.kyc.decide(verificationId, 'approved');
    await api.kyc.deliveriesSettled();
    const tries = api.kyc.deliveries().filter((entry) => entry.verificationId === verificationId);
    expect(tries.map(({ status }) => status)).toEqual([200, 200]);
    expect(tries[0]!.eventId).toBe(tries[1]!.eventId);
    expect(await eventRows(tries[0]!.eventId)).toHaveLength(1);
    expect((await readKyc(who)).body).toMatchObject({ status: 'approved' });
  });
});

describe('the webhook refuses, and nothing changes', () => {
  let who: Applicant;
  let verificationId: string;

  beforeAll(async () => {
    who = await applicant();
    verificationId = await started(who);
  });

  const stillPending = async () => expect((await readKyc(who)).body.status).toBe('pending');

  it.each([
    [
      'signed with another secret',
      (body: string) => signedHeaders(body, { secret: 'another-secret-of-16+' }),
    ],
    [
      'with the body changed after signing',
      (body: string) => signedHeaders(body.replace('"approved"', '"approved" ')),
    ],
    [
      'without the signature header',
      (body: string) => without(signedHeaders(body), 'glow-kyc-signature'),
    ],
    [
      'with a malformed signature (no v1=)',
      (body: string) => ({
        ...signedHeaders(body),
        'glow-kyc-signature': signedHeaders(body)['glow-kyc-signature']!.slice(3),
      }),
    ],
    [
      'with a malformed signature (not hex)',
      (body: string) => ({ ...signedHeaders(body), 'glow-kyc-signature': `v1=${'x'.repeat(64)}` }),
    ],
    [
      'with the signature of a timestamp other than the one sent',
      (body: string) => ({
        ...signedHeaders(body, { timestamp: nowSeconds() - 10 }),
        'glow-kyc-timestamp': String(nowSeconds()),
      }),
    ],
  ])(
    'refuses an event %s: 401 "invalid webhook signature", nothing changes',
    async (_, headers) => {
      const body = eventBody(verificationId);
      expect(await deliver(body, headers(body))).toEqual({
        status: 401,
        body: { message: 'invalid webhook signature' },
      });
      expect(await eventRows(JSON.parse(body).id)).toEqual([]);
      await stillPending();
    },
  );

  it.each([
    ['301 s old', -301],
    ['301 s ahead', 301],
  ])(
    'refuses an event signed %s: 401 "… timestamp outside the 5-minute window"',
    async (_, shift) => {
      const body = eventBody(verificationId);
      const answer = await deliver(body, signedHeaders(body, { timestamp: nowSeconds() + shift }));
      expect(answer).toEqual({
        status: 401,
        body: { message: 'invalid webhook signature: timestamp outside the 5-minute window' },
      });
      await stillPending();
    },
  );

  it('refuses an event without a timestamp header as outside the window', async () => {
    const body = eventBody(verificationId);
    expect(await deliver(body, without(signedHeaders(body), 'glow-kyc-timestamp'))).toEqual({
      status: 401,
      body: { message: 'invalid webhook signature: timestamp outside the 5-minute window' },
    });
    await stillPending();
  });

  it.each([
    [
      'not JSON',
      'approved, trust me',
      { message: 'fields invalid: body must be JSON', fields: ['body'] },
    ],
    [
      'JSON without data',
      '{"id":"evt_x","type":"verification.approved","createdAt":"2026-01-01T00:00:00Z"}',
      { message: 'mandatory field missing: data', fields: ['data'] },
    ],
    [
      'of an unknown type',
      '{"id":"evt_x","type":"verification.lost","createdAt":"2026-01-01T00:00:00Z","data":{"verificationId":"ver_x","status":"approved"}}',
      {
        message:
          'fields invalid: type must be one of verification.pending, verification.approved, verification.rejected',
        fields: ['type'],
      },
    ],
    [
      'with a NUL character in its id',
      '{"id":"evt_\\u0000","type":"verification.approved","createdAt":"2026-01-01T00:00:00Z","data":{"verificationId":"ver_x","status":"approved"}}',
      { message: 'fields invalid: id must not contain NUL characters', fields: ['id'] },
    ],
    [
      'whose status contradicts its type',
      '{"id":"evt_x","type":"verification.approved","createdAt":"2026-01-01T00:00:00Z","data":{"verificationId":"ver_x","status":"rejected"}}',
      { message: 'fields invalid: data.status must match type', fields: ['data.status'] },
    ],
  ])('answers 400 naming what is wrong in a validly signed body %s', async (_, body, answer) => {
    expect(await deliver(body)).toEqual({ status: 400, body: answer });
    await stillPending();
  });
});

describe('the webhook applies', () => {
  let who: Applicant;
  let verificationId: string;

  beforeEach(async () => {
    who = await applicant();
    verificationId = await started(who);
  });

  it('applies a valid event signed over a body with unusual spacing (the raw bytes count)', async () => {
    const body = `{ "id" : "evt_spacing_${verificationId}",\n  "type":"verification.approved" ,"createdAt":"${new Date().toISOString()}",\t"data":{"verificationId":"${verificationId}","status":"approved"}}`;
    expect(await deliver(body)).toEqual({ status: 200, body: { message: 'event applied' } });
    expect((await readKyc(who)).body.status).toBe('approved');
  });

  it('accepts an event signed 299 s ago (inside the window)', async () => {
    const body = eventBody(verificationId);
    const answer = await deliver(body, signedHeaders(body, { timestamp: nowSeconds() - 299 }));
    expect(answer).toEqual({ status: 200, body: { message: 'event applied' } });
  });

  it('answers a replayed event id "event already applied" and changes nothing, whatever its body says', async () => {
    const id = `evt_replay_${verificationId}`;
    const approved = eventBody(verificationId, { id });
    expect((await deliver(approved)).body).toEqual({ message: 'event applied' });

    // The same delivery again, freshly signed: as a provider's retry would be.
    expect(await deliver(approved)).toEqual({
      status: 200,
      body: { message: 'event already applied' },
    });
    // The same id with another body (a later time, the opposite result), validly signed.
    const rejected = eventBody(verificationId, {
      id,
      type: 'verification.rejected',
      createdAt: new Date(Date.now() + 60_000).toISOString(),
    });
    expect(await deliver(rejected)).toEqual({
      status: 200,
      body: { message: 'event already applied' },
    });
    expect((await readKyc(who)).body.status).toBe('approved');
    expect(await eventRows(id)).toEqual([expect.objectContaining({ outcome: 'applied' })]);
  });

  it('applies two identical deliveries arriving at once exactly once', async () => {
    const body = eventBody(verificationId);
    const answers = await Promise.all([deliver(body), deliver(body)]);
    expect(answers.map(({ status }) => status)).toEqual([200, 200]);
    expect(answers.map(({ body: answer }) => answer.message).sort()).toEqual([
      'event already applied',
      'event applied',
    ]);
    expect(await eventRows(JSON.parse(body).id)).toHaveLength(1);
    expect((await readKyc(who)).body.status).toBe('approved');
  });

  it('ignores an event older than the one applied (a late delivery)', async () => {
    const later = eventBody(verificationId, { createdAt: new Date().toISOString() });
    const earlier = eventBody(verificationId, {
      type: 'verification.rejected',
      createdAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect((await deliver(later)).body).toEqual({ message: 'event applied' });
    expect(await deliver(earlier)).toEqual({
      status: 200,
      body: { message: expect.stringMatching(/^event ignored: /) },
    });
    expect((await readKyc(who)).body.status).toBe('approved');
    expect(await eventRows(JSON.parse(earlier).id)).toEqual([
      expect.objectContaining({ outcome: 'stale' }),
    ]);
  });
});

describe('an event for a verification Glow does not know', () => {
  it('is refused 404 without keeping its id, and applied when delivered again once Glow knows it', async () => {
    const who = await applicant();
    // The provider made the verification, but Glow has not stored it yet (a start in progress).
    const provider = createKycClient(api.config.kyc, api.config.outsideTimeouts);
    const early = await provider.createVerification({
      reference: `application-${who.applicationId}`,
      returnUrl: 'http://localhost:8080/contributor/applications',
    });
    const body = eventBody(early.id);
    expect(await deliver(body)).toEqual({
      status: 404,
      body: { message: 'KYC verification not found' },
    });
    expect(await eventRows(JSON.parse(body).id)).toEqual([]);

    await api.db.insert(kycVerifications).values({
      applicationId: who.applicationId,
      providerId: early.id,
      redirectUrl: early.redirectUrl,
    });
    expect(await deliver(body)).toEqual({ status: 200, body: { message: 'event applied' } });
  });

  it('is refused 404 when no verification has that id at all', async () => {
    expect(await deliver(eventBody('ver_nobody'))).toEqual({
      status: 404,
      body: { message: 'KYC verification not found' },
    });
  });
});

it('forgets event ids after 30 days, as new events come', async () => {
  const who = await applicant();
  const verificationId = await started(who);
  await api.db.insert(kycWebhookEvents).values({
    eventId: 'evt_from_long_ago',
    verificationProviderId: verificationId,
    receivedAt: new Date(Date.now() - 31 * 24 * 3600_000),
    outcome: 'applied',
  });
  expect((await deliver(eventBody(verificationId))).status).toBe(200);
  expect(await eventRows('evt_from_long_ago')).toEqual([]);
});

describe('starting a verification', () => {
  it('reuses the open verification: a second start gives the same page', async () => {
    const who = await applicant();
    const first = await startKyc(who);
    const second = await startKyc(who);
    expect(second).toEqual(first);
    const rows = await api.db
      .select()
      .from(kycVerifications)
      .where(eq(kycVerifications.applicationId, who.applicationId));
    expect(rows).toHaveLength(1);
  });

  it('answers 409 when the application needs no KYC, or is verified already', async () => {
    expect(await startKyc(await applicant(null))).toEqual({
      status: 409,
      body: { message: 'wrong status: no KYC is needed for this application' },
    });
    expect(await startKyc(await applicant('approved'))).toEqual({
      status: 409,
      body: { message: 'wrong status: your identity is verified already' },
    });
  });

  it('answers 409 "previous steps …" before the details are submitted', async () => {
    const answer = await startKyc(await applicant('required', 'inProgress'));
    expect(answer.status).toBe(409);
    expect(answer.body.message).toMatch(/^previous steps must be completed first: /);
  });

  it('answers 404 for the application of another contributor', async () => {
    const owner = await applicant();
    const other = await applicant();
    for (const call of [startKyc, readKyc]) {
      expect(await call({ token: other.token, applicationId: owner.applicationId })).toEqual({
        status: 404,
        body: { message: 'application not found' },
      });
    }
  });

  it('answers 502 while the provider is down, and starts once it is back', async () => {
    const who = await applicant();
    await api.kyc.down(true);
    try {
      expect(await startKyc(who)).toEqual({
        status: 502,
        body: { message: 'KYC provider unavailable: try again in a few minutes' },
      });
      expect((await readKyc(who)).body).toEqual({ status: 'required', decidedAt: null });
    } finally {
      await api.kyc.down(false);
    }
    expect((await startKyc(who)).status).toBe(200);
  });
});

describe('reading a verification', () => {
  it('answers null for an application that needs no KYC', async () => {
    expect((await readKyc(await applicant(null))).body).toEqual({ status: null, decidedAt: null });
  });
});
