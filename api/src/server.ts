// Opens the database, applies migrations, seeds demo data when asked, and builds the app.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Config } from './config';
import { openDatabase, type DatabaseConnection } from './db/database';
import { createSmtpMailer, type Mailer } from './services/mailer';
import { seedDemoData } from './seed';
import { createXamanClient, type XamanClient } from './services/xamanClient';
import { createXrplClient, type XrplClient } from './services/xrplClient';

export const MIGRATIONS_FOLDER = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'drizzle',
);

export interface RunningApi {
  app: FastifyInstance;
  connection: DatabaseConnection;
  seededEmails: string[];
  close(): Promise<void>;
}

export async function createApi(
  config: Config,
  options: {
    connection?: DatabaseConnection;
    mailer?: Mailer;
    xaman?: XamanClient;
    ledger?: XrplClient;
  } = {},
): Promise<RunningApi> {
  const connection = options.connection ?? (await openDatabase(config.database));
  await connection.migrate(MIGRATIONS_FOLDER);
  const seededEmails = config.seedDemoData ? await seedDemoData(connection.db) : [];
  const mailer = options.mailer ?? createSmtpMailer(config.smtpUrl, config.mailFrom);
  const xaman = options.xaman ?? createXamanClient(config.xaman);
  const ledger = options.ledger ?? createXrplClient(config.xrplRpcUrl);
  const app = await buildApp({
    config,
    db: connection.db,
    databaseKind: connection.kind,
    mailer,
    xaman,
    ledger,
  });
  return {
    app,
    connection,
    seededEmails,
    async close() {
      await app.close();
      mailer.close();
      if (!options.connection) await connection.close();
    },
  };
}
