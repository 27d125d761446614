// Two API processes on one PostgreSQL database, as behind a load balancer, doing the background
// and admin-triggered jobs: each is done once per item, never by both at the same time, and an
// instance killed mid-job (kill -9) leaves its items to the other. The GitHub refresh and the
// voters' ledger reads claim with leases (short ones here, by their settings); the KYC webhook and
// reconcile change a row only from the state they read. A test API in this process prepares the
// data and runs the stand-ins (its own background workers are off); the two processes do the jobs.
// PostgreSQL only: api/jest.config.cjs leaves this file out when DATABASE_URL is unset.
import { KYC_SIGNATURE_HEADER, KYC_TIMESTAMP_HEADER, type ReconcileResult } from '@glow/contract';
import { and, eq, gt, inArray, isNotNull, like, sql } from 'drizzle-orm';
import { signKycWebhook } from './clients/kycSignatures';
import { rowsOf } from './db/database';
import {
  applications,
  auditLogs,
  emailOutbox,
  kycVerifications,
  kycWebhookEvents,
  payments,
  projects,
  sentEmails,
  voterLedgerFacts,
} from './db/schema';
import { MESSAGES } from './errors/messages';
import {
  killApiProcess,
  startApiProcess,
  stopApiProcess,
  type ApiProcess,
} from './testing/apiProcess';
import { eventually } from './testing/eventually';
import { holdInTransaction } from './testing/heldTransaction';
import { startLedgerTap, type LedgerTap } from './testing/ledgerTap';
import { startTestApi, type ConnectedTestWallet, type TestApi } from './testing/testApi';
import {
  adminWithProgrammeWallet,
  createBatch,
  givenPaymentCohort,
  payFromProgramme,
} from './testing/testPayments';
import { insertVoters } from './testing/testProgramme';

// A call to GitHub or the ledger node gives up after 1 s; a GitHub round reads 3 projects, so
// its lease must outlast 3 s; a voter's two calls, 2 s. Both leases: 4 s.
const CALL_MS = { connect: 300, answer: 700 };
const LEASE_MS = 4000;

let api: TestApi;
let tap: LedgerTap;
let env: Record<string, string>;
const running = new Set<ApiProcess>();
let a: ApiProcess;
let b: ApiProcess;

function start(name: string): Promise<ApiProcess> {
  return startApiProcess(name, env).then((instance) => {
    running.add(instance);
    return instance;
  });
}

async function kill(instance: ApiProcess): Promise<void> {
  await killApiProcess(instance);
  running.delete(instance);
}

/** A again after a test killed it (it starts at once: the database is migrated). */
async function restartAIfKilled(): Promise<void> {
  if (!running.has(a)) a = await start('A again');
}

beforeAll(async () => {
  if (!process.env.DATABASE_URL) throw new Error('twoInstancesJobs.test.ts needs DATABASE_URL');
  api = await startTestApi();
  tap = await startLedgerTap(api.ledger.url);
  env = {
    DATABASE_URL: api.connection.url!,
    PUBLIC_APP_URL: api.config.publicAppUrl,
    LOG_LEVEL: 'warn',
    SMTP_URL: api.inbox.smtpUrl,
    GITHUB_API_URL: api.github.url,
    // A token: the stand-in allows 5,000 requests an hour, not 60.
    GITHUB_TOKEN: 'two-instances-token',
    XRPL_RPC_URL: tap.url,
    OUTSIDE_CONNECT_TIMEOUT_MS: String(CALL_MS.connect),
    OUTSIDE_ANSWER_TIMEOUT_MS: String(CALL_MS.answer),
    // Both look often and claim few, so they compete for the same items.
    GITHUB_REFRESH_INTERVAL_MS: '50',
    GITHUB_REFRESH_BATCH: '3',
    GITHUB_REFRESH_LEASE_MS: String(LEASE_MS),
    VOTER_LEDGER_INTERVAL_MS: '50',
    VOTER_LEDGER_BATCH: '3',
    VOTER_LEDGER_CALLS_PER_SECOND: '1000',
    VOTER_LEDGER_LEASE_MS: String(LEASE_MS),
  };
  [a, b] = await Promise.all([start('A'), start('B')]);
}, 120_000);

afterAll(async () => {
  await Promise.all([...running].map(stopApiProcess));
  await tap?.close();
  await api?.close();
}, 30_000);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Adds `count` repositories to the GitHub stand-in and a project never read for each. */
async function givenUnreadProjects(prefix: string, count: number): Promise<string[]> {
  const repos = Array.from({ length: count }, (_, index) => `two-instances/${prefix}-${index + 1}`);
  for (const fullName of repos) await api.github.addRepository({ fullName, stars: 7 });
  await api.db
    .insert(projects)
    .values(
      repos.map((githubRepo) => ({ name: githubRepo, description: 'A project', githubRepo })),
    );
  return repos;
}

/** The answered GitHub requests for each repository's facts. */
function answeredReads(repos: string[]): Map<string, { at: Date }[]> {
  const reads = new Map(repos.map((repo) => [repo, [] as { at: Date }[]]));
  for (const request of api.github.requests()) {
    const repo = request.path.replace(/^\/repos\//, '');
    if (request.status !== null) reads.get(repo)?.push({ at: new Date(request.at) });
  }
  return reads;
}

const projectsOf = (repos: string[]) => inArray(projects.githubRepo, repos);

async function allRead(repos: string[]): Promise<boolean> {
  const read = await api.db
    .select({ id: projects.id })
    .from(projects)
    .where(and(projectsOf(repos), isNotNull(projects.githubReadAt)));
  return read.length === repos.length;
}

describe('the GitHub refresh', () => {
  it('reads each stale project once per round window while both refresh', async () => {
    const repos = await givenUnreadProjects('stale', 12);
    await eventually(() => allRead(repos), 15_000);
    // A second read would follow the first closely: give it time to show.
    await pause(500);
    const counts = (reads: Map<string, unknown[]>) =>
      [...reads].map(([repo, list]) => [repo, list.length]);
    expect(counts(answeredReads(repos))).toEqual(repos.map((repo) => [repo, 1]));

    // Older than the maximum age again: each is read once more.
    await api.db
      .update(projects)
      .set({ githubReadAt: sql`now() - interval '2 days'` })
      .where(projectsOf(repos));
    await eventually(async () => {
      const reads = answeredReads(repos);
      return repos.every((repo) => reads.get(repo)!.length >= 2);
    }, 15_000);
    await pause(500);
    expect(counts(answeredReads(repos))).toEqual(repos.map((repo) => [repo, 2]));
  }, 60_000);

  it('leaves the projects of an instance killed while reading to the other, after their lease', async () => {
    // GitHub stops answering: every read hangs until it gives up.
    await api.github.outage('silent');
    try {
      await killAWhileItReads();
    } finally {
      await api.github.outage('none');
      await restartAIfKilled();
    }
  }, 60_000);

  /** Kills A while GitHub hangs; B reads A's projects once their lease has passed, once each. */
  async function killAWhileItReads() {
    const repos = await givenUnreadProjects('hang', 8);
    const leased = () =>
      api.db
        .select({ repo: projects.githubRepo, until: projects.githubRefreshLeasedUntil })
        .from(projects)
        .where(and(projectsOf(repos), gt(projects.githubRefreshLeasedUntil, sql`now()`)));
    // Each claims 3 at a time: with 6 leased, A holds 3.
    let reading = await leased();
    while (reading.length < 6) reading = await leased();
    await kill(a);
    // B's read gives up and gives its projects back (to claim again); A's stay leased as they were.
    await pause(CALL_MS.connect + CALL_MS.answer + 500);
    const stillLeased = await leased();
    const orphans = reading.filter(({ repo, until }) =>
      stillLeased.some((row) => row.repo === repo && row.until?.getTime() === until?.getTime()),
    );
    expect(orphans).toHaveLength(3);

    await api.github.outage('none');
    await eventually(() => allRead(repos), 15_000);
    await pause(500);
    const reads = answeredReads(repos);
    expect(repos.map((repo) => reads.get(repo)!.length)).toEqual(repos.map(() => 1));
    for (const orphan of orphans) {
      const [read] = reads.get(orphan.repo)!;
      expect(read!.at.getTime()).toBeGreaterThanOrEqual(orphan.until!.getTime());
    }
  }
});

describe("the voters' ledger reads", () => {
  /** The answered account_info calls for each address: one per read. */
  function answeredReads(addresses: string[]): Map<string, { at: Date }[]> {
    const reads = new Map(addresses.map((address) => [address, [] as { at: Date }[]]));
    for (const call of tap.calls()) {
      if (call.method === 'account_info' && call.answered && call.account) {
        reads.get(call.account)?.push({ at: call.at });
      }
    }
    return reads;
  }

  const factsOf = (voterIds: number[]) => inArray(voterLedgerFacts.voterId, voterIds);

  async function allRead(voterIds: number[]): Promise<boolean> {
    const read = await api.db
      .select({ id: voterLedgerFacts.voterId })
      .from(voterLedgerFacts)
      .where(and(factsOf(voterIds), isNotNull(voterLedgerFacts.readAt)));
    return read.length === voterIds.length;
  }

  it('reads each due voter once per round window while both read', async () => {
    const voters = await insertVoters(api.db, 12);
    const ids = voters.map((voter) => voter.id);
    const addresses = voters.map((voter) => voter.address);
    await eventually(() => allRead(ids), 15_000);
    await pause(500);
    const counts = () =>
      [...answeredReads(addresses)].map(([address, list]) => [address, list.length]);
    expect(counts()).toEqual(addresses.map((address) => [address, 1]));

    // A read that failed a while ago is due again: each is read once more.
    await api.db
      .update(voterLedgerFacts)
      .set({ status: 'failed', readAt: sql`now() - interval '10 minutes'` })
      .where(factsOf(ids));
    await eventually(
      () => [...answeredReads(addresses).values()].every((list) => list.length >= 2),
      15_000,
    );
    await pause(500);
    expect(counts()).toEqual(addresses.map((address) => [address, 2]));
  }, 60_000);

  it('leaves the voters of an instance killed while reading to the other, after their lease', async () => {
    // The node stops answering: every read hangs until it gives up.
    tap.hang(true);
    try {
      await killAWhileItReads();
    } finally {
      tap.hang(false);
      await restartAIfKilled();
    }
  }, 60_000);

  /** Kills A while the node hangs; B reads A's voters once their lease has passed, once each. */
  async function killAWhileItReads() {
    const voters = await insertVoters(api.db, 8);
    const ids = voters.map((voter) => voter.id);
    const leased = () =>
      api.db
        .select({ address: voterLedgerFacts.address, until: voterLedgerFacts.leasedUntil })
        .from(voterLedgerFacts)
        .where(and(factsOf(ids), gt(voterLedgerFacts.leasedUntil, sql`now()`)));
    let reading = await leased();
    while (reading.length < 6) reading = await leased();
    await kill(a);
    await pause(CALL_MS.connect + CALL_MS.answer + 500);
    const stillLeased = await leased();
    const orphans = reading.filter(({ address, until }) =>
      stillLeased.some(
        (row) => row.address === address && row.until?.getTime() === until?.getTime(),
      ),
    );
    expect(orphans).toHaveLength(3);

    tap.hang(false);
    // B's reads that gave up were recorded failed (read again 5 minutes later); A's are read.
    await eventually(() => allRead(ids), 15_000);
    await pause(500);
    const reads = answeredReads(voters.map((voter) => voter.address));
    expect([...reads.values()].every((list) => list.length <= 1)).toBe(true);
    const orphanFacts = await api.db
      .select({ status: voterLedgerFacts.status })
      .from(voterLedgerFacts)
      .where(
        inArray(
          voterLedgerFacts.address,
          orphans.map((orphan) => orphan.address),
        ),
      );
    expect(orphanFacts.map((facts) => facts.status)).not.toContain('failed');
    for (const orphan of orphans) {
      const [read] = reads.get(orphan.address)!;
      expect(read!.at.getTime()).toBeGreaterThanOrEqual(orphan.until!.getTime());
    }
  }
});

/** A request to one instance, as the browser or the provider sends it. */
async function call<T>(
  instance: ApiProcess,
  route: string,
  init: { token?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${instance.url}${route}`, {
    method: 'POST',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    body: init.body,
  });
  return { status: response.status, body: (await response.json()) as T };
}

describe('the KYC webhook', () => {
  /** A pending verification of its own (`label`-…) for each of `count` applications. */
  async function givenPendingVerifications(label: string, count: number) {
    const chosen = await api.db.select({ id: applications.id }).from(applications).limit(count);
    return api.db
      .insert(kycVerifications)
      .values(
        chosen.map(({ id }) => ({
          applicationId: id,
          providerId: `${label}-${id}`,
          redirectUrl: `https://kyc.example/${id}`,
        })),
      )
      .returning({
        applicationId: kycVerifications.applicationId,
        providerId: kycVerifications.providerId,
      });
  }

  /** Sends one event, signed as the provider signs it, to `instance`; answers its message. */
  async function deliver(
    instance: ApiProcess,
    event: { id: string; status: 'approved' | 'rejected'; verificationId: string; at: Date },
  ): Promise<string> {
    const body = JSON.stringify({
      id: event.id,
      type: `verification.${event.status}`,
      createdAt: event.at.toISOString(),
      data: { verificationId: event.verificationId, status: event.status },
    });
    const timestamp = Math.floor(Date.now() / 1000);
    const answer = await call<{ message: string }>(instance, '/api/kyc/webhook', {
      body,
      headers: {
        [KYC_TIMESTAMP_HEADER]: String(timestamp),
        [KYC_SIGNATURE_HEADER]: signKycWebhook(api.config.kyc.webhookSecret, timestamp, body),
      },
    });
    expect(answer.status).toBe(200);
    return answer.body.message;
  }

  const statusesOf = (verifications: { applicationId: number }[]) =>
    api.db
      .select({ id: applications.id, kycStatus: applications.kycStatus })
      .from(applications)
      .where(
        inArray(
          applications.id,
          verifications.map((verification) => verification.applicationId),
        ),
      )
      .orderBy(applications.id);

  it('applies an event delivered to A and B at once once', async () => {
    const verifications = await givenPendingVerifications('same', 10);
    const at = new Date();
    const answers = await Promise.all(
      verifications.map(({ providerId }) => {
        const event = {
          id: `event-${providerId}`,
          status: 'approved',
          verificationId: providerId,
          at,
        } as const;
        return Promise.all([deliver(a, event), deliver(b, event)]);
      }),
    );
    for (const pair of answers) {
      expect(pair.sort()).toEqual(
        [MESSAGES.kycEventAlreadyApplied, MESSAGES.kycEventApplied].sort(),
      );
    }
    expect((await statusesOf(verifications)).map((row) => row.kycStatus)).toEqual(
      verifications.map(() => 'approved'),
    );
    const events = await api.db
      .select({ id: kycWebhookEvents.eventId })
      .from(kycWebhookEvents)
      .where(like(kycWebhookEvents.eventId, 'event-same-%'));
    expect(events).toHaveLength(verifications.length);
  });

  it('ends with the newer of two events delivered to A and B at once', async () => {
    const verifications = await givenPendingVerifications('newer', 10);
    const older = new Date(Date.now() - 60_000);
    const newer = new Date();
    await Promise.all(
      verifications.map(({ providerId }, index) => {
        const verificationId = providerId;
        // Half the time the older event goes to A, half the time to B.
        const [first, second] = index % 2 === 0 ? [a, b] : [b, a];
        return Promise.all([
          deliver(first, {
            id: `older-${providerId}`,
            status: 'rejected',
            verificationId,
            at: older,
          }),
          deliver(second, {
            id: `newer-${providerId}`,
            status: 'approved',
            verificationId,
            at: newer,
          }),
        ]);
      }),
    );
    expect((await statusesOf(verifications)).map((row) => row.kycStatus)).toEqual(
      verifications.map(() => 'approved'),
    );
  });
});

describe('reconcile', () => {
  const COHORT = 'Two instances';
  let admin: ConnectedTestWallet;
  let secondAdminToken: string;
  let cohort: Awaited<ReturnType<typeof givenPaymentCohort>>;

  beforeAll(async () => {
    admin = await adminWithProgrammeWallet(api);
    cohort = await givenPaymentCohort(api, admin.token, { name: COHORT, payable: 16 });
    const second = { email: 'second-admin@glow.local', password: 'second-admin-password' };
    await api.addUser({ ...second, role: 'admin' });
    secondAdminToken = String((await api.login(second.email, second.password)).body.api_token);
  }, 120_000);

  /** A batch of the grants of applicants `from` to `to`, paid on the ledger, none recorded. */
  async function paidInFlight(from: number, to: number) {
    const applicants = cohort.payable.slice(from, to);
    const batch = await createBatch(api, admin.token, cohort.id, applicants.map(cohort.grantIdOf));
    expect(batch.status).toBe(201);
    for (const payment of batch.body.payments) await payFromProgramme(api, payment.transaction);
    return { ids: batch.body.payments.map((payment) => payment.id), applicants };
  }

  const reconcileOn = (instance: ApiProcess, token: string) =>
    call<ReconcileResult>(instance, '/api/payments/reconcile', { token });

  /** Each payment's audit records of its payment, and each applicant's emails saying so. */
  async function settledRecords(ids: number[], emails: string[]) {
    const audits = await api.db
      .select({ entityId: auditLogs.entityId })
      .from(auditLogs)
      .where(
        and(eq(auditLogs.action, 'payment.paid'), inArray(auditLogs.entityId, ids.map(String))),
      );
    const subject = `Your Glow grant for ${COHORT} was paid`;
    // One statement, so that an email leaving the outbox meanwhile is counted once.
    const sent = await api.db
      .select({ recipient: emailOutbox.recipient })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.subject, subject), inArray(emailOutbox.recipient, emails)))
      .unionAll(
        api.db
          .select({ recipient: sentEmails.recipient })
          .from(sentEmails)
          .where(and(eq(sentEmails.subject, subject), inArray(sentEmails.recipient, emails))),
      );
    return {
      audits: audits.map((row) => Number(row.entityId)).sort((x, y) => x - y),
      emails: sent.map((row) => row.recipient).sort(),
    };
  }

  async function paidIds(ids: number[]): Promise<number[]> {
    const rows = await api.db
      .select({ id: payments.id })
      .from(payments)
      .where(and(inArray(payments.id, ids), eq(payments.status, 'paid')));
    return rows.map((row) => row.id).sort((x, y) => x - y);
  }

  it('settles each payment once when two admins reconcile through A and B at once', async () => {
    const { ids, applicants } = await paidInFlight(0, 8);
    const [onA, onB] = await Promise.all([
      reconcileOn(a, admin.token),
      reconcileOn(b, secondAdminToken),
    ]);
    expect([onA.status, onB.status]).toEqual([200, 200]);
    const mine = (result: ReconcileResult) => result.paid.filter((id) => ids.includes(id));
    expect([...mine(onA.body), ...mine(onB.body)].sort((x, y) => x - y)).toEqual(ids);
    expect(await paidIds(ids)).toEqual(ids);
    expect(
      await settledRecords(
        ids,
        applicants.map((applicant) => applicant.email),
      ),
    ).toEqual({
      audits: ids,
      emails: applicants.map((applicant) => applicant.email).sort(),
    });
  }, 60_000);

  // Last: it kills A.
  it('finishes on B what a reconcile on A killed mid-way left', async () => {
    const { ids, applicants } = await paidInFlight(8, 16);
    // The fifth payment is locked: A's reconcile settles the four before it and waits there.
    // A's reconcile starts once the payment is locked, so it cannot pay it first.
    const locked = await holdInTransaction(api.db, (tx) =>
      tx.select({ id: payments.id }).from(payments).where(eq(payments.id, ids[4]!)).for('update'),
    );
    const onA = reconcileOn(a, admin.token).catch(() => null);
    try {
      await eventually(async () => {
        const [waiting] = await rowsOf<{ n: number }>(
          api.db.execute(sql`select count(*)::int as n from pg_locks where not granted`),
        );
        return (await paidIds(ids)).length === 4 && waiting!.n > 0;
      }, 30_000);
      await kill(a);
      expect(await onA).toBeNull();
    } finally {
      locked.release();
      await locked.ended;
    }
    expect(await paidIds(ids)).toEqual(ids.slice(0, 4));

    const onB = await reconcileOn(b, secondAdminToken);
    expect(onB.status).toBe(200);
    expect(onB.body.paid.filter((id) => ids.includes(id))).toEqual(ids.slice(4));
    expect(await paidIds(ids)).toEqual(ids);
    expect(
      await settledRecords(
        ids,
        applicants.map((applicant) => applicant.email),
      ),
    ).toEqual({
      audits: ids,
      emails: applicants.map((applicant) => applicant.email).sort(),
    });
  }, 60_000);
});
