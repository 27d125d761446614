// `pnpm --filter @glow/api start`: the API as a process. Configuration: see src/config.ts and docs/configuration.md.
import { performance } from 'node:perf_hooks';
import { ConfigError, loadConfig } from './config';
import { DEMO_PASSWORD } from './seed';
import { createApi } from './server';

const startedAt = performance.now();
/** Beyond the shutdown time-out: for handing back unsent emails and closing the database. */
const SHUTDOWN_GRACE_MS = 3000;

async function main(): Promise<void> {
  const config = loadConfig();
  const api = await createApi(config);
  await api.app.listen({ host: config.host, port: config.port });
  const address = api.app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const database =
    config.database.kind === 'pglite'
      ? `PGlite (${config.database.dataDir ?? 'in memory'})`
      : 'PostgreSQL';
  console.info(
    `Glow API listening on http://${config.host}:${port} (${database}), ready in ${Math.round(performance.now() - startedAt)} ms`,
  );
  if (api.metricsUrl) console.info(`Glow API metrics for the operators at ${api.metricsUrl}`);
  if (api.seededEmails.length)
    console.info(`Demo users (password "${DEMO_PASSWORD}"): ${api.seededEmails.join(', ')}`);

  // A stop answers readiness with 503 at once and keeps taking requests for SHUTDOWN_DRAIN_MS,
  // then lets requests and emails in flight finish for up to SHUTDOWN_TIMEOUT_MS (unsent emails
  // stay in the outbox); should closing hang past that, the process ends anyway.
  const stop = async () => {
    setTimeout(
      () => {
        console.error(`Glow API: not stopped ${SHUTDOWN_GRACE_MS} ms after the shutdown time-out`);
        process.exit(1);
      },
      config.shutdownDrainMs + config.shutdownTimeoutMs + SHUTDOWN_GRACE_MS,
    ).unref();
    await api.close(config.shutdownTimeoutMs);
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
