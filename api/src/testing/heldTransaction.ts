// Races against a lock: a transaction of the test's own takes it and keeps it until the test
// releases it, so a second party started afterwards surely finds it held.
import type { Database } from '../db/database';

export interface HeldTransaction {
  /** Lets the transaction commit. */
  release(): void;
  /** Settles once the transaction has ended. */
  ended: Promise<void>;
}

/** Answers once `take` has run in a new transaction, which stays open until `release()`. */
export async function holdInTransaction(
  db: Database,
  take: (tx: Database) => Promise<unknown>,
): Promise<HeldTransaction> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let taken!: () => void;
  const holding = new Promise<void>((resolve) => (taken = resolve));
  const ended = db.transaction(async (tx) => {
    await take(tx);
    taken();
    await released;
  });
  // A `take` that fails ends the transaction: its error comes out here.
  await Promise.race([holding, ended]);
  return { release, ended };
}
