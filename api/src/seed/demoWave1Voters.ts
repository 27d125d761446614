// Wave 1's voters, for the vote integrity page to show something true: organic voters whose
// accounts friends activated at different times (months to days before they register), and one
// farm: a funder that feeds an account between, which activates 30 wallets a day and a half
// before they all register within half an hour and vote alike. Every account is made by real payments on the
// story's ledger, every voter registers and votes through the API, and the signals are worked out
// by the background round, as the running API would.
import type { VoteType } from '@glow/contract';
import { createXrplClient } from '../clients/xrplClient';
import { voterLedgerRound } from '../workers/voterLedgerWorker';
import { WAVE_1 } from './demoProgramme';
import { key, minutesPast, type DemoStory } from './demoStage';
import { demoWallet, type DemoWallet } from './demoWallets';

/** The organic voters: the day their account was activated, and the day and time they register. */
const ORGANIC = [
  { activated: -244, registers: [-4, '21:30'] },
  { activated: -160, registers: [-4, '22:10'] },
  { activated: -100, registers: [-4, '23:45'] },
  { activated: -100, registers: [-3, '00:30'] },
  { activated: -60, registers: [-3, '01:15'] },
  { activated: -45, registers: [-3, '06:10'] },
  { activated: -30, registers: [-3, '06:40'] },
  { activated: -25, registers: [-3, '07:05'] },
  { activated: -4, registers: [-3, '07:30'] },
  { activated: -4, registers: [-3, '07:50'] },
] as const;

export const FARM_WALLETS = 30;
/** Every voter of Wave 1 in the demo. */
export const WAVE_1_VOTERS = ORGANIC.length + FARM_WALLETS;
/** When its wallets register, one a minute. */
const FARM_REGISTERS = [-4, '23:00'] as const;

const organicWallet = (index: number) => demoWallet(`wave1-voter-${index}`);
/** Voters 2 and 3 were activated by the same friend; the others each by their own. */
const friendOf = (index: number) => demoWallet(`wave1-friend-${index === 3 ? 2 : index}`);
const farmWallet = (index: number) => demoWallet(`wave1-farm-${index}`);
const FARM_FUNDER = 'wave1-farm-funder';
const FARM_HOP = 'wave1-farm-hop';

async function pay(story: DemoStory, from: DemoWallet, to: string, xrp: number) {
  const { ledger } = story.world;
  const payment = await ledger.pay(from, { destination: to, amount: String(xrp * 1_000_000) });
  await ledger.waitForValidation(payment.hash);
}

/** The friends activate the organic voters' accounts whose day is in [from, to). */
export async function activateOrganicVoters(story: DemoStory, from: number, to: number) {
  for (const [index, voter] of ORGANIC.entries()) {
    if (voter.activated < from || voter.activated >= to) continue;
    await story.at(voter.activated, minutesPast('07:00', index), () =>
      pay(story, friendOf(index), organicWallet(index).address, 40),
    );
  }
}

/** The funder feeds the account between, which activates the farm's wallets. */
export async function buildTheFarm(story: DemoStory, day: number) {
  await story.at(day, '12:00', async () => {
    const hop = demoWallet(FARM_HOP);
    await pay(story, demoWallet(FARM_FUNDER), hop.address, 900);
    for (let i = 0; i < FARM_WALLETS; i += 1) await pay(story, hop, farmWallet(i).address, 25);
  });
}

async function registerAndVote(
  story: DemoStory,
  keys: DemoWallet,
  kind: 'crossmark' | 'gemwallet',
  votes: [nominationId: number, type: VoteType][],
) {
  const token = await story.connectWallet(kind, keys);
  const { ledger, config } = story.world;
  const payment = await ledger.pay(keys, {
    destination: config.voterRegistration.destination,
    amount: config.voterRegistration.amountDrops,
  });
  await ledger.waitForValidation(payment.hash);
  await story.call('registerVoter', { token, body: { transactionHash: payment.hash } });
  for (const [nominationId, type] of votes) {
    await story.call('castVote', { token, body: { nominationId, type } });
  }
}

/**
 * In Wave 1's first night of voting (the chapters of demoChapters.ts go on the next morning), the
 * voters register and vote, in time order; organic voters on two to four nominations, each
 * their own way; the farm's wallets all up on one nomination and down on its neighbour. Then one
 * background round reads them and works out the signals.
 */
export async function wave1Voting(story: DemoStory) {
  const nominationIds = WAVE_1.nominations.map((nomination) =>
    story.made.nominations.get(key(WAVE_1, nomination.contributor))!,
  );
  const organicVotes = (i: number): [number, VoteType][] =>
    nominationIds
      .filter((_, n) => (i + n) % 3 !== 0)
      .slice(0, 2 + (i % 3))
      .map((nominationId, n) => [nominationId, (i + n) % 4 === 0 ? 'DOWN' : 'UP']);
  const [boosted, sunk] = [nominationIds[5]!, nominationIds[0]!];

  const steps = [
    ...ORGANIC.map((voter, i) => ({
      at: voter.registers,
      act: () =>
        registerAndVote(
          story,
          organicWallet(i),
          i % 2 ? 'gemwallet' : 'crossmark',
          organicVotes(i),
        ),
    })),
    ...Array.from({ length: FARM_WALLETS }, (_, i) => ({
      at: [FARM_REGISTERS[0], minutesPast(FARM_REGISTERS[1], i)] as const,
      act: () =>
        registerAndVote(story, farmWallet(i), 'crossmark', [
          [boosted, 'UP'],
          [sunk, 'DOWN'],
        ]),
    })),
  ].sort((a, b) => a.at[0] - b.at[0] || a.at[1].localeCompare(b.at[1]));
  for (const { at, act } of steps) await story.at(at[0], at[1], act);

  await story.at(-3, '08:30', async () => {
    const options = {
      db: story.db,
      ledger: createXrplClient(story.world.config.xrplRpcUrl, story.world.config.outsideTimeouts),
      batch: 100,
      callsPerSecond: 1000,
      leaseMs: story.world.config.voterLedger.leaseMs,
    };
    await voterLedgerRound(options);
  });
}
