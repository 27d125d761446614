// Runs once per Jest run, after the API's test files: drops the seeded template database that
// jestGlobalSetup made on PostgreSQL (the seeded PGlite dump is replaced by the next run).
import { dropSeededTemplate } from './testDatabase';

export default async function jestGlobalTeardown(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) await dropSeededTemplate(serverUrl);
}
