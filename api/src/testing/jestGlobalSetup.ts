// Runs once per Jest run, before the API's test files: builds the migrated PGlite data directory
// they start from, unless it is cached already (on PostgreSQL each file migrates its database).
import { prepareMigratedDump } from './migratedPglite';

export default async function jestGlobalSetup(): Promise<void> {
  if (!process.env.DATABASE_URL) await prepareMigratedDump();
}
