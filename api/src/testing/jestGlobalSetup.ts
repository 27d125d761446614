// Runs once per Jest run, before the API's test files: builds the migrated PGlite data directory
// they start from, unless it is cached already, and seeds the demo data once for all of them: a
// seeded PGlite dump, or on PostgreSQL a seeded template database (jestGlobalTeardown drops it).
// The migrated PGlite is built on PostgreSQL too: the demo chapters the browser suites save, and
// their test, start from it there as well.
import { seedDemoData } from '../seed';
import { prepareMigratedDump, prepareSeededDump } from './migratedPglite';
import { createSeededTemplate } from './testDatabase';

export default async function jestGlobalSetup(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    await prepareMigratedDump();
    await createSeededTemplate(serverUrl, seedDemoData);
  } else await prepareSeededDump(seedDemoData);
}
