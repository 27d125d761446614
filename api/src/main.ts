// `pnpm --filter @glow/api start`: the API as a process. Configuration: see src/config.ts and the README.
import { performance } from 'node:perf_hooks';
import { ConfigError, loadConfig } from './config';
import { DEMO_PASSWORD } from './seed';
import { createApi } from './server';

const startedAt = performance.now();

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
  if (api.seededEmails.length)
    console.info(`Demo users (password "${DEMO_PASSWORD}"): ${api.seededEmails.join(', ')}`);

  const stop = async () => {
    await api.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
