// Demo data for `npm start` and the tests; never run in production (the config refuses).
import { sql } from 'drizzle-orm';
import { loadConfig, type Config } from '../config';
import { rowsOf, type Database, type DatabaseConnection } from '../db/database';
import { cohorts } from '../db/schema';
import { pause } from '../clients/deadlines';
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

/** How often an API process waiting for another's story asks whether it has ended. */
const LOCK_RETRY_MS = 250;

/**
 * Runs `work` holding the demo's advisory lock, waiting while another process holds it. The lock
 * is held by a transaction kept open (without its idle time-out) while `work` runs on the other
 * connections of the pool; waiting is a try every LOCK_RETRY_MS, since no statement may wait
 * longer than the pool's time-outs.
 */
async function whileLocked(db: Database, work: () => Promise<void>): Promise<void> {
  for (;;) {
    const ran = await db.transaction(async (tx) => {
      await tx.execute(sql`set local idle_in_transaction_session_timeout = 0`);
      const [lock] = await rowsOf<{ taken: boolean }>(
        tx.execute(sql`select pg_try_advisory_xact_lock(${DEMO_PROGRAMME_LOCK_ID}) as taken`),
      );
      if (!lock?.taken) return false;
      await work();
      return true;
    });
    if (ran) return;
    await pause(LOCK_RETRY_MS);
  }
}

/**
 * Plays the demo story (demoStory.ts) once per database: unless a cohort exists already, in which
 * case everything is left as it is. API processes starting together on one empty PostgreSQL
 * database take turns (whileLocked): the second waits for the first's story to end, then finds
 * its cohorts.
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
  else await whileLocked(db, playUnlessPlayed);
  return DEMO_SIGN_INS;
}
