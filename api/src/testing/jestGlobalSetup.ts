// Runs once per Jest run, before the API's test files: builds the migrated PGlite data directory
// they start from, unless it is cached already, and seeds the demo data once for all of them: a
// seeded PGlite dump, or on PostgreSQL a seeded template database (jestGlobalTeardown drops it).
import { seedDemoData } from '../seed';
import { prepareSeededDump } from './migratedPglite';
import { createSeededTemplate } from './testDatabase';

export default async function jestGlobalSetup(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) await createSeededTemplate(serverUrl, seedDemoData);
  else await prepareSeededDump(seedDemoData);
}
