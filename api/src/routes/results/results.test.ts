// The public results of approved cohorts (GET /api/results) and a voter's own votes
// (GET /api/voters/me/votes), on the seeded demo programme.
import type { MyVotes, Results } from '@glow/contract';
import { and, eq } from 'drizzle-orm';
import {
  applications,
  cohorts,
  contributors,
  grants,
  nominations,
  paymentBatches,
  payments,
} from '../../db/schema';
import { insertVoters } from '../../testing/testProgramme';
import { startTestApi, type TestApi } from '../../testing/testApi';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({
    XRPL_EXPLORER_TX_URL: 'https://explorer.example.org/transactions/{hash}',
  });
});

afterAll(() => api.close());

const PAID_HASH = 'A1'.repeat(32);

async function idOf(table: typeof cohorts, name: string): Promise<number> {
  const [row] = await api.db.select({ id: table.id }).from(table).where(eq(table.name, name));
  return row!.id;
}

/** Priya Nair's Pilot grant (Medium, 4,000 XRP) recorded paid, as a payment would leave it. */
async function payPriyasGrant(pilotId: number) {
  const [priya] = await api.db
    .select({ id: contributors.id, address: contributors.xrplAddress })
    .from(contributors)
    .where(eq(contributors.githubUsername, 'pnair'));
  const [application] = await api.db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.contributorId, priya!.id), eq(applications.cohortId, pilotId)));
  const [nomination] = await api.db
    .select({ id: nominations.id })
    .from(nominations)
    .where(and(eq(nominations.contributorId, priya!.id), eq(nominations.cohortId, pilotId)));
  const [grant] = await api.db
    .insert(grants)
    .values({
      cohortId: pilotId,
      applicationId: application!.id,
      contributorId: priya!.id,
      nominationId: nomination!.id,
      size: 'medium',
      amountDrops: 4_000_000_000,
    })
    .returning({ id: grants.id });
  const [batch] = await api.db
    .insert(paymentBatches)
    .values({
      cohortId: pilotId,
      createdByEmail: 'admin@glow.local',
      walletAddress: api.config.payments.programmeAddress,
      walletKind: 'gemwallet',
    })
    .returning({ id: paymentBatches.id });
  await api.db.insert(payments).values({
    grantId: grant!.id,
    batchId: batch!.id,
    status: 'paid',
    source: api.config.payments.programmeAddress,
    destination: priya!.address!,
    amountDrops: 4_000_000_000,
    lastLedgerSequence: 120,
    createdLedgerIndex: 20,
    txHash: PAID_HASH,
    paidAt: new Date('2026-08-03T10:00:00Z'),
  });
}

describe('GET /api/results', () => {
  it("lists the Pilot's approved distribution for anyone, and no cohort still being judged", async () => {
    const { status, body } = await api.call<Results>('GET', '/api/results');
    expect(status).toBe(200);
    expect(body.cohorts.map(({ name }) => name)).toEqual(['Pilot']);
    const [pilot] = body.cohorts;
    expect(pilot!.figures).toEqual({ nominations: 4, voters: 40, votes: 120 });
    expect(pilot!.judges).toEqual(['Ana Ruiz', 'Ben Ito', 'Chloé Martin', 'Dev Patel']);
    expect(pilot!.scouts).toEqual(['Demo Scout']);
    expect(pilot!.nominations.map((n) => [n.contributor, n.finalSize, n.amountXrp])).toEqual([
      ['Lars Henriksen', 'large', 14_000],
      ['Priya Nair', 'medium', 4_000],
      ['Jonas Becker', 'small', 400],
      ['Aiko Tanaka', 'decline', null],
    ]);
    expect(pilot!.nominations.every((n) => n.paid === null)).toBe(true);
    expect(pilot!.nominations[0]!.projects[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      githubRepo: expect.stringMatching(/^[\w.-]+\/[\w.-]+$/),
    });
    expect(pilot!.approvedXrp).toBe(18_400);
    expect(pilot!.paidXrp).toBe(0);
  });

  it("never publishes a judge's or a scout's own decision", async () => {
    const { body } = await api.call<Results>('GET', '/api/results');
    const keys = new Set<string>();
    JSON.stringify(body, (key, value: unknown) => {
      keys.add(key);
      return value;
    });
    for (const secret of [
      'assessments',
      'criteria',
      'comment',
      'rejectionReason',
      'recusals',
      'consensus',
      'approvals',
      'judgeId',
      'scoutId',
      'email',
    ]) {
      expect(keys).not.toContain(secret);
    }
  });

  it('links a paid grant to its transaction on the configured explorer', async () => {
    const pilotId = await idOf(cohorts, 'Pilot');
    await payPriyasGrant(pilotId);
    const { body } = await api.call<Results>('GET', '/api/results');
    const pilot = body.cohorts.find(({ name }) => name === 'Pilot')!;
    const priya = pilot.nominations.find(({ contributor }) => contributor === 'Priya Nair')!;
    expect(priya.paid).toEqual({
      txHash: PAID_HASH,
      explorerUrl: `https://explorer.example.org/transactions/${PAID_HASH}`,
      paidAt: '2026-08-03T10:00:00.000Z',
    });
    expect(pilot.nominations.filter(({ paid }) => paid !== null)).toHaveLength(1);
    expect(pilot.paidXrp).toBe(4_000);
  });
});

describe('GET /api/voters/me/votes', () => {
  it("answers the connected voter's votes in the active cohort, newest first", async () => {
    const [voter, other] = await insertVoters(api.db, 2);
    const wave1 = await idOf(cohorts, 'Wave 1');
    const wave1Nominations = await api.db
      .select({ id: nominations.id })
      .from(nominations)
      .where(eq(nominations.cohortId, wave1))
      .orderBy(nominations.id);
    const [first, second] = wave1Nominations.map(({ id }) => id);
    for (const [nominationId, type] of [
      [first, 'UP'],
      [second, 'DOWN'],
    ] as const) {
      const cast = await api.call('POST', '/api/votes', {
        token: voter!.token,
        body: { nominationId, type },
      });
      expect(cast.status).toBe(200);
    }

    const mine = await api.call<MyVotes>('GET', '/api/voters/me/votes', { token: voter!.token });
    expect(mine.status).toBe(200);
    expect(mine.body.cohort).toEqual({ id: wave1, name: 'Wave 1' });
    expect(mine.body.votes.map(({ nominationId, vote }) => [nominationId, vote])).toEqual([
      [second, 'DOWN'],
      [first, 'UP'],
    ]);
    expect(mine.body.votes[0]).toEqual({
      nominationId: second,
      contributor: expect.any(String),
      projects: [expect.objectContaining({ name: expect.any(String) })],
      vote: 'DOWN',
      votedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    const others = await api.call<MyVotes>('GET', '/api/voters/me/votes', { token: other!.token });
    expect(others.body).toEqual({ cohort: { id: wave1, name: 'Wave 1' }, votes: [] });
  });

  it('answers no votes for a wallet that never registered', async () => {
    const { token } = await api.connectWallet('gemwallet');
    const { status, body } = await api.call<MyVotes>('GET', '/api/voters/me/votes', { token });
    expect(status).toBe(200);
    expect(body.votes).toEqual([]);
  });
});
