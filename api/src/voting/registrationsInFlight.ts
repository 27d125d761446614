// One voter registration at a time per wallet session: each may wait for the ledger, so a second
// one sent meanwhile (a double click, another tab with the same token) is refused instead of
// waiting beside it. The claim is a row, so every API instance sees it; a claim older than its
// lease (its instance stopped mid-registration) may be taken over.
import { and, eq, lt } from 'drizzle-orm';
import { now } from '../clock';
import type { Database } from '../db/database';
import { registrationsInFlight } from '../db/schema';
import { conflict } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';

/** Runs `register` holding the session's claim; a `conflict` when another registration holds it. */
export async function oneRegistrationAtATime<T>(
  db: Database,
  sessionId: number,
  leaseMs: number,
  register: () => Promise<T>,
): Promise<T> {
  const startedAt = now();
  const [claimed] = await db
    .insert(registrationsInFlight)
    .values({ sessionId, startedAt })
    .onConflictDoUpdate({
      target: registrationsInFlight.sessionId,
      set: { startedAt },
      setWhere: lt(registrationsInFlight.startedAt, new Date(startedAt.getTime() - leaseMs)),
    })
    .returning({ sessionId: registrationsInFlight.sessionId });
  if (!claimed) throw conflict(MESSAGES.registrationInProgress);
  try {
    return await register();
  } finally {
    await db
      .delete(registrationsInFlight)
      .where(
        and(
          eq(registrationsInFlight.sessionId, sessionId),
          eq(registrationsInFlight.startedAt, startedAt),
        ),
      );
  }
}
