// Opens the database, applies migrations, seeds demo data when asked, builds the app and starts
// the background workers: the email outbox's, the GitHub facts refresh, the reminders of
// applications' due dates and the automatic rollback of failing remotes; and, when configured,
// the operators' metrics listener.
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Config } from './config';
import { openDatabase, type DatabaseConnection } from './db/database';
import { MIGRATIONS_FOLDER } from './db/migrations';
import type { LogStream } from './http/logging';
import { createApiMetrics } from './metrics/apiMetrics';
import { watchDatabase } from './metrics/databaseMetrics';
import { startMetricsListener } from './metrics/metricsListener';
import { countingFailures } from './clients/failureCounting';
import { startApplicationReminderWorker } from './workers/applicationReminderWorker';
import { startAreaRollbackWorker } from './workers/areaRollbackWorker';
import { closeCdnStores, createCdnStores, describeStores } from './deploys/cdnStores';
import { pause, until } from './clients/deadlines';
import { startEmailOutboxWorker } from './workers/emailOutboxWorker';
import { databaseBudgetStore } from './clients/githubBudget';
import { createGitHubClient, type GitHubClient } from './clients/githubClient';
import { startGitHubRefreshWorker } from './workers/githubRefreshWorker';
import { startVoterLedgerWorker } from './workers/voterLedgerWorker';
import { createKycClient, type KycClient } from './clients/kycClient';
import { createSmtpMailer, type Mailer } from './clients/mailer';
import { seedDemoData } from './seed';
import { replayDemoLedger } from './seed/demoLedger';
import { createXamanClient, type XamanClient } from './clients/xamanClient';
import { AccountNotOnLedger, createXrplClient, type XrplClient } from './clients/xrplClient';

export interface RunningApi {
  app: FastifyInstance;
  connection: DatabaseConnection;
  seededEmails: string[];
  /** Where the operators' listener serves GET /metrics; null without METRICS_PORT. */
  metricsUrl: string | null;
  /**
   * Answers readiness with 503 from its first moment, keeps taking requests for the configured
   * drain (SHUTDOWN_DRAIN_MS, so the load balancer sees it first), then stops taking requests,
   * lets those in flight and the emails being sent finish for up to `timeoutMs` (the configured
   * shutdown time-out unless given; unsent emails stay in the outbox), then closes the metrics
   * listener, and the database unless it was handed in.
   */
  close(timeoutMs?: number): Promise<void>;
}

export async function createApi(
  config: Config,
  options: {
    connection?: DatabaseConnection;
    mailer?: Mailer;
    xaman?: XamanClient;
    ledger?: XrplClient;
    github?: GitHubClient;
    kyc?: KycClient;
    /** Whether to refresh projects' GitHub facts in the background (default true). */
    refreshGitHubFacts?: boolean;
    /** Whether to read voters' ledger facts in the background (default true). */
    readVoterLedgers?: boolean;
    /**
     * Whether to send the reminders of applications' due dates in the background (default true).
     */
    remindApplicants?: boolean;
    /** Whether to roll failing remotes back in the background, when configured (default true). */
    rollBackFailingAreas?: boolean;
    logStream?: LogStream;
  } = {},
): Promise<RunningApi> {
  const connection = options.connection ?? (await openDatabase(config.database));
  await connection.migrate(MIGRATIONS_FOLDER);
  const seededEmails = config.seedDemoData ? await seedDemoData(connection, config) : [];
  const metrics = createApiMetrics();
  const failures = metrics.outsideServiceFailures;
  const mailer = countingFailures(
    options.mailer ?? createSmtpMailer(config.smtpUrl, config.mailFrom, config.outsideTimeouts),
    'smtp',
    failures,
  );
  const xaman = countingFailures(
    options.xaman ?? createXamanClient(config.xaman, config.outsideTimeouts),
    'xaman',
    failures,
  );
  const ledger = countingFailures(
    options.ledger ?? createXrplClient(config.xrplRpcUrl, config.outsideTimeouts),
    'xrpl',
    failures,
    (error) => error instanceof AccountNotOnLedger,
  );
  const github = countingFailures(
    options.github ??
      createGitHubClient(config.github, config.outsideTimeouts, databaseBudgetStore(connection.db)),
    'github',
    failures,
  );
  const kyc = countingFailures(
    options.kyc ?? createKycClient(config.kyc, config.outsideTimeouts),
    'kyc',
    failures,
  );
  const stopping = new AbortController();
  const app = await buildApp(
    {
      config,
      db: connection.db,
      databaseKind: connection.kind,
      stopping: stopping.signal,
      metrics,
      xaman,
      ledger,
      github,
      kyc,
    },
    { logStream: options.logStream },
  );
  watchDatabase(metrics.registry, connection, app.log.child({ component: 'metrics' }));
  const metricsListener = config.metrics
    ? await startMetricsListener(
        metrics.registry,
        config.metrics,
        app.log.child({ component: 'metrics' }),
      )
    : null;
  if (config.seedDemoData) {
    // Not awaited: the ledger stand-in may start after the API (retried for a minute).
    const log = app.log.child({ component: 'demo-ledger' });
    replayDemoLedger({ db: connection.db, ledger, config }, log).catch((error: unknown) =>
      log.warn({ err: error }, 'the demo payments could not be put on the ledger'),
    );
  }
  const stopReporting = connection.onConnectionError((error) =>
    app.log.warn({ err: error }, 'an idle database connection was lost'),
  );
  const outbox = startEmailOutboxWorker({
    db: connection.db,
    mailer,
    log: app.log.child({ component: 'email-outbox' }),
    ...config.emailOutbox,
  });
  const applicationReminders =
    options.remindApplicants === false
      ? null
      : startApplicationReminderWorker({
          db: connection.db,
          log: app.log.child({ component: 'application-reminders' }),
          appUrl: config.publicAppUrl,
          intervalMs: config.applicationReminders.intervalMs,
        });
  const githubRefresh =
    options.refreshGitHubFacts === false
      ? null
      : startGitHubRefreshWorker({
          db: connection.db,
          github,
          log: app.log.child({ component: 'github-refresh' }),
          intervalMs: config.github.refresh.intervalMs,
          maxAgeMs: config.github.refresh.maxAgeMs,
          batch: config.github.refresh.batch,
          leaseMs: config.github.refresh.leaseMs,
        });
  const voterLedgerReads =
    options.readVoterLedgers === false
      ? null
      : startVoterLedgerWorker({
          db: connection.db,
          ledger,
          log: app.log.child({ component: 'voter-ledger' }),
          ...config.voterLedger,
        });
  const areaRollback = startAreaRollback(config, connection, app, options.rollBackFailingAreas);
  return {
    app,
    connection,
    seededEmails,
    metricsUrl: metricsListener?.url ?? null,
    async close(timeoutMs = config.shutdownTimeoutMs) {
      stopping.abort();
      if (config.shutdownDrainMs > 0) await pause(config.shutdownDrainMs);
      const deadline = performance.now() + timeoutMs;
      const closed = await until(
        deadline,
        app.close().then(() => true),
      );
      if (!closed) {
        app.log.warn('requests were still running at the shutdown time limit');
        app.server.closeAllConnections();
      }
      await outbox.stop(deadline);
      await applicationReminders?.stop(deadline);
      await githubRefresh?.stop(deadline);
      await voterLedgerReads?.stop(deadline);
      await areaRollback?.stop(deadline);
      await metricsListener?.close();
      mailer.close();
      stopReporting();
      if (!options.connection) await connection.close();
    },
  };
}

/** The automatic rollback's worker, unless it is off or no CDN store is configured (said once). */
function startAreaRollback(
  config: Config,
  connection: DatabaseConnection,
  app: FastifyInstance,
  wanted = true,
) {
  if (!wanted) return null;
  const log = app.log.child({ component: 'area-rollback' });
  if (!config.autoRollback.enabled) {
    log.info('automatic rollback is off (GLOW_AUTO_ROLLBACK=false)');
    return null;
  }
  const stores = createCdnStores(config.cdn);
  if (!stores) {
    log.info(
      'no automatic rollback: no CDN store is configured (GLOW_CDN_DIR or GLOW_CDN_S3_BUCKET)',
    );
    return null;
  }
  const { failures, windowMs, watchMs, intervalMs } = config.autoRollback;
  log.info(
    { ...describeStores(stores), failures, windowMs, watchMs },
    'failing new versions of remotes are rolled back automatically',
  );
  const worker = startAreaRollbackWorker({
    db: connection.db,
    stores,
    settings: config.autoRollback,
    appUrl: config.publicAppUrl,
    log,
    intervalMs,
  });
  return {
    async stop(deadline: number) {
      await worker.stop(deadline);
      closeCdnStores(stores);
    },
  };
}
