// Demo data for `npm start` and the tests; never run in production (the config refuses).
import { sql } from 'drizzle-orm';
import { loadConfig, type Config } from '../config';
import type { DatabaseConnection } from '../db/database';
import { cohorts } from '../db/schema';
import { DEMO_ADMIN, DEMO_JUDGES, DEMO_SCOUT, demoEmail } from './demoUsers';

export { DEMO_JUDGES, DEMO_PASSWORD, demoEmail } from './demoUsers';

// Any number: it only has to be the same for every API process seeding one database.
const DEMO_PROGRAMME_LOCK_ID = 727_002;

/** The demo users' emails, as `npm start` lists them. */
export const DEMO_SIGN_INS = [
  DEMO_ADMIN.email,
  DEMO_SCOUT.email,
  ...DEMO_JUDGES.map((judge) => judge.email),
  demoEmail('contributor'),
];

/**
 * Plays the demo story (demoStory.ts) once per database: unless a cohort exists already, in which
 * case everything is left as it is. API processes starting together on one empty PostgreSQL
 * database take turns: the second waits for the first's story to end, then finds its cohorts.
 * `config`: the API's, whose public address and network the story's links and payments carry.
 * Answers the demo users' emails.
 */
export async function seedDemoData(
  database: Pick<DatabaseConnection, 'db' | 'kind'>,
  config: Config = loadConfig({}),
): Promise<string[]> {
  const { db } = database;
  const playUnlessPlayed = async () => {
    if ((await db.select({ id: cohorts.id }).from(cohorts).limit(1)).length > 0) return;
    // Loaded only here: the story brings the stand-ins, which production never needs.
    const { playDemoStory } = await import('./demoStory');
    await playDemoStory(database, config);
  };
  // PGlite has one connection and one process: nothing else can be seeding it.
  if (database.kind === 'pglite') await playUnlessPlayed();
  else {
    await db.transaction(async (tx) => {
      // The lock is held while the story runs on the other connections of the pool, for longer
      // than any statement or idle transaction may otherwise take.
      await tx.execute(sql`set local statement_timeout = 0`);
      await tx.execute(sql`set local idle_in_transaction_session_timeout = 0`);
      await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_PROGRAMME_LOCK_ID})`);
      await playUnlessPlayed();
    });
  }
  return DEMO_SIGN_INS;
}
