// Where the demo story is played: the API built over the database (as createApi builds it, called
// in process, no port) and the outside services it meets, each the local stand-in the API's tests
// start (api/src/testing), started in this process for the story alone and stopped after it: the
// XRP Ledger (voters' registrations, the programme's payments), GitHub (projects' repositories),
// Xaman (wallets proven in Xaman) and the KYC provider (its signed webhooks, on the story's clock).
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { atTime, now } from '../clock';
import type { Config } from '../config';
import type { Database, DatabaseConnection } from '../db/database';
import { databaseBudgetStore } from '../clients/githubBudget';
import { createGitHubClient } from '../clients/githubClient';
import { createKycClient } from '../clients/kycClient';
import { createXamanClient } from '../clients/xamanClient';
import { createXrplClient } from '../clients/xrplClient';
import { DEMO_REPOSITORIES, type RepositorySeed } from '../../../simulators/src/github';
import { startTestGitHub, type TestGitHub } from '../testing/testGitHub';
import { startTestKyc, type TestKyc } from '../testing/testKyc';
import { startTestLedger, type TestLedger } from '../testing/testLedger';
import { startTestXaman, type TestXaman } from '../testing/testXaman';
import { createApiMetrics } from '../metrics/apiMetrics';

/**
 * The repository as it was at `moment`: its commits and last push as long before that moment as
 * they are before today, so the facts the story reads never come from its future.
 */
function asOf(repository: RepositorySeed, moment: Date): RepositorySeed {
  const shiftMs = moment.getTime() - now().getTime();
  const earlier = (date: string) => new Date(Date.parse(date) + shiftMs).toISOString();
  return {
    ...repository,
    ...(repository.pushedAt ? { pushedAt: earlier(repository.pushedAt) } : {}),
    ...(repository.commits
      ? { commits: repository.commits.map((commit) => ({ ...commit, date: earlier(commit.date) })) }
      : {}),
  };
}

export interface DemoWorld {
  app: FastifyInstance;
  config: Config;
  db: Database;
  /**
   * Closes a ledger only when asked, at the story's moment: the story closes one after each
   * payment it submits.
   */
  ledger: TestLedger;
  github: TestGitHub;
  kyc: TestKyc;
  xaman: TestXaman;
  close(): Promise<void>;
}

/**
 * `beginning`: the story's first moment, when the ledger's genesis closes (its later ledgers close
 * at the story's moments) and as of which GitHub's repositories are.
 */
export async function startDemoWorld(
  { db, kind }: Pick<DatabaseConnection, 'db' | 'kind'>,
  apiConfig: Config,
  beginning: Date,
): Promise<DemoWorld> {
  const stopping: Array<() => Promise<void>> = [];
  const stopAll = async () => {
    for (const stop of stopping.reverse()) await stop();
  };
  try {
    const ledger = await atTime(beginning, () =>
      startTestLedger(apiConfig.network.id, { closeIntervalMs: 0, now }),
    );
    stopping.push(() => ledger.close());
    const github = await startTestGitHub({
      repositories: DEMO_REPOSITORIES.map((repository) => asOf(repository, beginning)),
    });
    stopping.push(() => github.close());
    const xaman = await startTestXaman({ ...apiConfig.xaman, networkId: apiConfig.network.id });
    stopping.push(() => xaman.close());
    const kyc = await startTestKyc(apiConfig.kyc, { now });
    stopping.push(() => kyc.close());
    const config: Config = {
      ...apiConfig,
      logLevel: 'silent',
      xaman: { ...apiConfig.xaman, apiUrl: xaman.url },
      xrplRpcUrl: ledger.url,
      github: { ...apiConfig.github, apiUrl: github.url },
      kyc: { ...apiConfig.kyc, apiUrl: kyc.url },
    };
    const timeouts = config.outsideTimeouts;
    const app = await buildApp({
      config,
      db,
      databaseKind: kind,
      stopping: new AbortController().signal,
      metrics: createApiMetrics(),
      xaman: createXamanClient(config.xaman, timeouts),
      ledger: createXrplClient(config.xrplRpcUrl, timeouts),
      github: createGitHubClient(config.github, timeouts, databaseBudgetStore(db)),
      kyc: createKycClient(config.kyc, timeouts),
    });
    stopping.push(() => app.close());
    kyc.deliverTo(app);
    return { app, config, db, ledger, github, kyc, xaman, close: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
