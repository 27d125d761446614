// The public results of approved cohorts (GET /api/results) and a voter's own votes
// (GET /api/voters/me/votes), on the seeded demo programme.
import type { MyVotes, Results } from '@glow/contract';
import { eq } from 'drizzle-orm';
import { cohorts, contributors, grants, nominations, payments } from '../db/schema';
import { insertVoters } from '../testing/testProgramme';
import { startTestApi, type TestApi } from '../testing/testApi';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({
    XRPL_EXPLORER_TX_URL: 'https://explorer.example.org/transactions/{hash}',
  });
});

afterAll(() => api.close());

async function cohortId(name: string): Promise<number> {
  const [row] = await api.db.select({ id: cohorts.id }).from(cohorts).where(eq(cohorts.name, name));
  return row!.id;
}

/** The hashes and times the seed recorded for the Pilot's paid grants, by contributor. */
async function paidHashes(): Promise<Map<string, { txHash: string; paidAt: string }>> {
  const rows = await api.db
    .select({
      githubUsername: contributors.githubUsername,
      txHash: payments.txHash,
      paidAt: payments.paidAt,
    })
    .from(payments)
    .innerJoin(grants, eq(grants.id, payments.grantId))
    .innerJoin(contributors, eq(contributors.id, grants.contributorId))
    .where(eq(payments.status, 'paid'));
  return new Map(
    rows.map((row) => [
      row.githubUsername,
      { txHash: row.txHash!, paidAt: row.paidAt!.toISOString() },
    ]),
  );
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
    expect(pilot!.nominations[0]!.projects[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      githubRepo: expect.stringMatching(/^[\w.-]+\/[\w.-]+$/),
    });
    expect(pilot!.approvedXrp).toBe(18_400);
    expect(pilot!.paidXrp).toBe(4_400);
  });

  it('links each paid grant to its transaction on the configured explorer, and no other', async () => {
    const hashes = await paidHashes();
    const { body } = await api.call<Results>('GET', '/api/results');
    const pilot = body.cohorts.find(({ name }) => name === 'Pilot')!;
    const paidOf = (contributor: string) =>
      pilot.nominations.find((n) => n.contributor === contributor)!.paid;
    for (const [contributor, github] of [
      ['Priya Nair', 'pnair'],
      ['Jonas Becker', 'jbecker'],
    ] as const) {
      const { txHash, paidAt } = hashes.get(github)!;
      expect(paidOf(contributor)).toEqual({
        txHash,
        explorerUrl: `https://explorer.example.org/transactions/${txHash}`,
        paidAt,
      });
    }
    // Lars Henriksen's KYC failed: the public page says his grant went back to the pool, not why.
    const lars = pilot.nominations.find((n) => n.contributor === 'Lars Henriksen')!;
    expect(lars).toMatchObject({ paid: null, returnedToPool: true });
    expect(JSON.stringify(lars)).not.toMatch(/kyc/i);
    expect(paidOf('Aiko Tanaka')).toBeNull();
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
});

describe('GET /api/voters/me/votes', () => {
  it("answers the connected voter's votes in the active cohort, newest first", async () => {
    const [voter, other] = await insertVoters(api.db, 2);
    const wave1 = await cohortId('Wave 1');
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
