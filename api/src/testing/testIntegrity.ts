// What the vote integrity tests share: a test API on the demo story (whose Wave 1 votes, and has
// a farm of its own), its background round as the worker runs it, farms of wallets on the ledger
// stand-in, and the admin's integrity page.
import type { VoteIntegrity } from '@glow/contract';
import { isNull } from 'drizzle-orm';
import { createXrplClient } from '../clients/xrplClient';
import { cohorts } from '../db/schema';
import { voterLedgerRound } from '../workers/voterLedgerWorker';
import { startTestApi, type ConnectedTestWallet, type TestApi } from './testApi';
import { unclosedCohortNominationIds } from './testProgramme';
import { walletFromSeed } from './testWallets';

export interface IntegrityTestApi {
  api: TestApi;
  admin: string;
  /** Wave 1, voting. */
  cohortId: number;
  nominationIds: number[];
}

export async function startIntegrityTestApi(): Promise<IntegrityTestApi> {
  const api = await startTestApi({ VOTER_REGISTRATIONS_PER_ADDRESS: '1000' });
  const [cohort] = await api.db.select().from(cohorts).where(isNull(cohorts.endsAt));
  return {
    api,
    admin: await api.loginAs('admin'),
    cohortId: cohort!.id,
    nominationIds: await unclosedCohortNominationIds(api.db),
  };
}

/** One background round as the worker runs it, unpaced: voters, then funders and signals. */
export function backgroundRound({ api }: IntegrityTestApi) {
  return voterLedgerRound({
    db: api.db,
    ledger: createXrplClient(api.config.xrplRpcUrl, api.config.outsideTimeouts),
    batch: 500,
    callsPerSecond: 10_000,
    leaseMs: api.config.voterLedger.leaseMs,
  });
}

/**
 * A farm on the stand-in (one funder activating an account per age, directly or through one
 * account between), and a connected wallet for each of the first `wallets` of its accounts.
 */
export async function farmWallets(
  { api }: IntegrityTestApi,
  request: { ageDays: number[]; throughHop?: boolean },
  wallets: number,
) {
  const farm = await api.ledger.farm({ ...request, dropsEach: '20000000' });
  const connected: ConnectedTestWallet[] = [];
  for (const account of farm.accounts.slice(0, wallets)) {
    connected.push(await api.connectWallet('crossmark', { wallet: walletFromSeed(account.seed) }));
  }
  return { funder: farm.funder.address, wallets: connected };
}

/** The admin's vote integrity page of the cohort. */
export async function readIntegrity({ api, admin, cohortId }: IntegrityTestApi) {
  const answer = await api.call<VoteIntegrity>('GET', `/api/cohorts/${cohortId}/vote-integrity`, {
    token: admin,
  });
  return answer.body;
}
