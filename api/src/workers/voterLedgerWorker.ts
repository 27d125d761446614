// Reads voters' ledger facts in the background (voting/voterLedgerReads.ts says which are due):
// every interval it claims a batch and reads each voter in turn, paced to the calls per second
// the configuration allows, so that a public node is not hammered; then their funders, and works
// out the running cohort's vote integrity signals (integrity/integrityRound.ts). Voters not read when the
// round stops are given back; those of an instance that died come free when their lease lapses.
import type { FastifyBaseLogger } from 'fastify';
import { pause } from '../clients/deadlines';
import type { XrplClient } from '../clients/xrplClient';
import { VOTER_LEDGER_CALLS_PER_VOTER } from '../config';
import type { Database } from '../db/database';
import { readVoterLedgerFacts } from '../voting/voterLedgerFacts';
import { addMissingFacts, claimDueVoters, releaseVoters } from '../voting/voterLedgerReads';
import { repeatRounds, type Rounds } from './repeatRounds';
import { integrityRound, type IntegrityRoundEnd } from '../integrity/integrityRound';

export interface VoterLedgerOptions {
  db: Database;
  ledger: XrplClient;
  /** Voters claimed per round. */
  batch: number;
  /** The most JSON-RPC calls per second the reads make. */
  callsPerSecond: number;
  /** How long a claimed voter is this round's (VOTER_LEDGER_LEASE_MS). */
  leaseMs: number;
}

export interface VoterLedgerWorkerOptions extends VoterLedgerOptions {
  log: FastifyBaseLogger;
  intervalMs: number;
}

/** Why a round ended: every claimed voter read, the node down (the rest given back), or stopping. */
export type VoterLedgerRoundEnd = 'done' | 'unreachable' | 'stopped';

export interface VoterLedgerRound {
  read: number;
  ended: VoterLedgerRoundEnd;
}

/** One round: claims a batch of due voters and reads them one after another, paced. */
export async function readDueVoters(
  { db, ledger, batch, callsPerSecond, leaseMs }: VoterLedgerOptions,
  stopping?: AbortSignal,
): Promise<VoterLedgerRound> {
  await addMissingFacts(db);
  const claimed = await claimDueVoters(db, batch, leaseMs);
  const gapMs = (VOTER_LEDGER_CALLS_PER_VOTER * 1000) / callsPerSecond;
  let read = 0;
  const stopWith = async (ended: VoterLedgerRoundEnd): Promise<VoterLedgerRound> => {
    await releaseVoters(
      db,
      claimed.slice(read).map((voter) => voter.voterId),
    );
    return { read, ended };
  };
  for (const voter of claimed) {
    if (read > 0) await pause(gapMs, stopping);
    if (stopping?.aborted) return stopWith('stopped');
    const outcome = await readVoterLedgerFacts(db, ledger, voter);
    read += 1;
    if (outcome === 'failed') return stopWith('unreachable');
  }
  return { read, ended: 'done' };
}

/** A whole round: the due voters, then, once all are read, the running cohort's integrity. */
export async function voterLedgerRound(
  options: VoterLedgerOptions,
  stopping?: AbortSignal,
): Promise<VoterLedgerRoundEnd | IntegrityRoundEnd> {
  const round = await readDueVoters(options, stopping);
  return round.ended === 'done' ? integrityRound(options, stopping) : round.ended;
}

export function startVoterLedgerWorker(options: VoterLedgerWorkerOptions): Rounds {
  const { log, intervalMs } = options;
  /** The last failure reported, so an outage is logged once, not every round. */
  let reported: 'database' | 'unreachable' | null = null;

  async function roundOnce(stopping: AbortSignal): Promise<void> {
    try {
      if ((await voterLedgerRound(options, stopping)) === 'unreachable') {
        if (reported !== 'unreachable') {
          log.warn('The XRP Ledger node cannot be reached; voters are read again later');
        }
        reported = 'unreachable';
        return;
      }
      if (reported) log.info('Voters are read from the ledger again');
      reported = null;
    } catch (error) {
      if (reported !== 'database')
        log.warn({ err: error }, 'Voter ledger reads cannot use the database');
      reported = 'database';
    }
  }

  return repeatRounds(intervalMs, roundOnce);
}
