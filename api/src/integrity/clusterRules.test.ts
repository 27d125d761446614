// The cluster rules on hand-made funding graphs: who is flagged, under which funder, and why.
import { DEFAULT_INTEGRITY_SETTINGS } from '@glow/contract';
import { findSignals, type CastVote, type LedgerFunder, type LedgerVoter } from './clusterRules';

const SETTINGS = {
  ...DEFAULT_INTEGRITY_SETTINGS,
  clusterMinVoters: 3,
  burstVoters: 3,
  burstMinutes: 60,
};
const DAY = 86_400_000;
const REGISTERED = new Date('2026-10-01T12:00:00Z');
let nextId = 1;

/** A voter activated by `funder`, `ageDays` before registering, `minutes` after REGISTERED. */
function voter(funder: string | null, { ageDays = 400, minutes = 0 } = {}): LedgerVoter {
  const voterId = nextId++;
  const registeredAt = new Date(REGISTERED.getTime() + minutes * 60_000);
  return {
    voterId,
    address: `rVoter${voterId}`,
    registeredAt,
    activatedAt: funder ? new Date(registeredAt.getTime() - ageDays * DAY) : null,
    activatedBy: funder,
  };
}

const spread = (funder: string, count: number, hoursApart = 5) =>
  Array.from({ length: count }, (_, i) => voter(funder, { minutes: i * hoursApart * 60 }));

function funders(entries: Record<string, Partial<LedgerFunder>>) {
  return new Map(
    Object.entries(entries).map(([address, funder]) => [
      address,
      { activatedBy: null, unrelatedAccounts: 0, ...funder },
    ]),
  );
}

const signalsOf = (found: ReturnType<typeof findSignals>, voters: LedgerVoter[]) =>
  voters.map((v) => found.flagged.get(v.voterId)?.signals ?? []);

it('flags a funder that activated the set number of voters, and not one that activated fewer', () => {
  const farm = spread('rFarm', 3);
  const friends = spread('rFriend', 2);
  const found = findSignals(
    [...farm, ...friends],
    funders({ rFarm: {}, rFriend: {} }),
    [],
    SETTINGS,
  );
  expect(found.clusters.map((c) => [c.funder, c.hops, c.memberIds.length])).toEqual([
    ['rFarm', 1, 3],
  ]);
  expect(signalsOf(found, farm)).toEqual([
    ['funding_cluster'],
    ['funding_cluster'],
    ['funding_cluster'],
  ]);
  expect(signalsOf(found, friends)).toEqual([[], []]);
});

it('follows two hops: accounts between that each fund a few make one cluster under their funder', () => {
  const viaA = spread('rHopA', 2);
  const viaB = spread('rHopB', 2);
  const found = findSignals(
    [...viaA, ...viaB],
    funders({ rHopA: { activatedBy: 'rRoot' }, rHopB: { activatedBy: 'rRoot' }, rRoot: {} }),
    [],
    SETTINGS,
  );
  expect(found.clusters).toHaveLength(1);
  expect(found.clusters[0]).toMatchObject({ funder: 'rRoot', hops: 2 });
  expect(found.clusters[0]!.memberIds.sort()).toEqual(
    [...viaA, ...viaB].map((v) => v.voterId).sort(),
  );
  for (const v of [...viaA, ...viaB])
    expect(found.flagged.get(v.voterId)?.clusterFunder).toBe('rRoot');
});

it('does not follow a third hop', () => {
  const voters = [...spread('rHop1', 2), ...spread('rHop2', 1)];
  const found = findSignals(
    voters,
    funders({
      rHop1: { activatedBy: 'rMiddle' },
      rHop2: { activatedBy: 'rOther' },
      rMiddle: { activatedBy: 'rRoot' },
      rOther: { activatedBy: 'rRoot' },
    }),
    [],
    SETTINGS,
  );
  expect(found.clusters).toEqual([]);
});

it('does not flag the customers of an exchange: a funder that created many accounts besides them', () => {
  const customers = spread('rExchange', 4);
  const atBound = findSignals(
    customers,
    funders({ rExchange: { unrelatedAccounts: 100 } }),
    [],
    SETTINGS,
  );
  expect(atBound.clusters).toEqual([]);
  expect(signalsOf(atBound, customers)).toEqual([[], [], [], []]);
  // One account fewer besides the voters: a farm with a few other accounts, still a cluster.
  const below = findSignals(
    customers,
    funders({ rExchange: { unrelatedAccounts: 99 } }),
    [],
    SETTINGS,
  );
  expect(below.clusters.map((c) => c.funder)).toEqual(['rExchange']);
});

it('keeps a cluster fed through an exchange: the exchange is left out, the funder between is not', () => {
  const farm = spread('rWithdrawer', 3);
  const found = findSignals(
    farm,
    funders({ rWithdrawer: { activatedBy: 'rExchange' }, rExchange: { unrelatedAccounts: 5000 } }),
    [],
    SETTINGS,
  );
  expect(found.clusters.map((c) => [c.funder, c.hops])).toEqual([['rWithdrawer', 1]]);
});

it('asks for the count of a funder that would lead a cluster, flagging it meanwhile', () => {
  const farm = spread('rNew', 3);
  const found = findSignals(farm, funders({ rNew: { unrelatedAccounts: null } }), [], SETTINGS);
  expect(found.toCount).toEqual(['rNew']);
  expect(found.clusters.map((c) => c.funder)).toEqual(['rNew']);
});

it('flags a burst: the set number of a cluster registered within the set minutes', () => {
  const burst = [0, 20, 59].map((minutes) => voter('rFarm', { minutes }));
  const later = voter('rFarm', { minutes: 600 });
  const found = findSignals([...burst, later], funders({ rFarm: {} }), [], SETTINGS);
  expect(signalsOf(found, burst)).toEqual(Array(3).fill(['funding_cluster', 'burst']));
  expect(signalsOf(found, [later])).toEqual([['funding_cluster']]);
  expect(found.clusters[0]).toMatchObject({ burst: true });

  const slow = [0, 40, 81].map((minutes) => voter('rSlow', { minutes }));
  expect(findSignals(slow, funders({ rSlow: {} }), [], SETTINGS).clusters[0]).toMatchObject({
    burst: false,
  });
});

it('flags members whose every vote went the way most of the cluster voted', () => {
  const [a, b, c, d] = spread('rFarm', 4);
  const votes: CastVote[] = [
    ...[a, b, c].map((v) => ({ voterId: v!.voterId, nominationId: 1, value: 1 })),
    ...[a, b, c].map((v) => ({ voterId: v!.voterId, nominationId: 2, value: -1 })),
    { voterId: d!.voterId, nominationId: 1, value: -1 },
    // A vote no other member cast on its nomination proves nothing alike.
    { voterId: c!.voterId, nominationId: 3, value: 1 },
  ];
  const found = findSignals([a!, b!, c!, d!], funders({ rFarm: {} }), votes, SETTINGS);
  expect(signalsOf(found, [a!, b!, c!, d!])).toEqual([
    ['funding_cluster', 'votes_alike'],
    ['funding_cluster', 'votes_alike'],
    ['funding_cluster'],
    ['funding_cluster'],
  ]);
  expect(found.clusters[0]).toMatchObject({ votesAlike: true });
});

it('flags accounts younger than the set days when they registered, and not without an activation', () => {
  const young = voter('rSomeone', { ageDays: 29 });
  const old = voter('rSomeone', { ageDays: 30 });
  const unknown = voter(null);
  const found = findSignals([young, old, unknown], funders({}), [], SETTINGS);
  expect(signalsOf(found, [young, old, unknown])).toEqual([['young_account'], [], []]);
  const off = findSignals([young], funders({}), [], { ...SETTINGS, youngAccountDays: 0 });
  expect(off.flagged.size).toBe(0);
});

it('works out a cluster of 50,000 members registered in one burst in linear time', () => {
  const farm = Array.from({ length: 50_000 }, (_, i) => voter('rFarm', { minutes: i / 1000 }));
  const votes = farm.map((v) => ({ voterId: v.voterId, nominationId: 1, value: 1 }));
  const started = Date.now();
  const found = findSignals(farm, funders({ rFarm: {} }), votes, SETTINGS);
  expect(Date.now() - started).toBeLessThan(5_000);
  expect(found.clusters).toEqual([
    expect.objectContaining({ funder: 'rFarm', burst: true, votesAlike: true }),
  ]);
  expect(found.clusters[0]!.memberIds).toHaveLength(50_000);
  expect(signalsOf(found, [farm[0]!, farm[49_999]!])).toEqual([
    ['funding_cluster', 'burst', 'votes_alike'],
    ['funding_cluster', 'burst', 'votes_alike'],
  ]);
});

it('follows no cycle in what the ledger is said to hold: two funders that activated each other', () => {
  const farm = spread('rA', 3);
  const found = findSignals(
    farm,
    funders({ rA: { activatedBy: 'rB' }, rB: { activatedBy: 'rA' } }),
    [],
    SETTINGS,
  );
  expect(found.clusters.map(({ funder, hops }) => ({ funder, hops }))).toEqual([
    { funder: 'rB', hops: 2 },
  ]);
});

it('counts a funder that is itself a voter as a voter of the cluster above it', () => {
  const source = voter('rSource');
  const fed = spread(source.address, 3);
  const found = findSignals(
    [source, ...fed],
    funders({ [source.address]: { activatedBy: 'rSource' } }),
    [],
    SETTINGS,
  );
  expect(found.clusters).toEqual([
    expect.objectContaining({
      funder: 'rSource',
      hops: 2,
      memberIds: [source.voterId, ...fed.map((v) => v.voterId)],
    }),
  ]);
});
