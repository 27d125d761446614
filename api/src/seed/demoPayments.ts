// The Pilot's grants through the whole cycle (PLAN-18 §8): frozen when its distribution was
// approved, then paid from the demo programme account in August. Jonas Becker declined the
// first request in the wallet and was paid in the second batch with Priya Nair; Lars
// Henriksen's Large grant went back to the pool when his KYC was rejected (carried to Wave 1).
// Pure data: the transactions are put on the ledger stand-in by demoLedger.ts at the API's start.
import type { PaymentStatus } from '@glow/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { contributors, grants, paymentBatches, paymentEvents, payments, users } from '../db/schema';
import { ensureCohortGrants } from '../services/grants';
import { DEMO_PROGRAMME_ACCOUNT, DEMO_LAST_LEDGER_SEQUENCE, signDemoPayment } from './demoLedger';

const at = (iso: string) => new Date(iso);

/** The Pilot's grants, written as the judges' approval writes them, dated the day after it. */
async function freezeGrants(db: Database, cohortId: number) {
  await db.transaction((tx) => ensureCohortGrants(tx, cohortId));
  return db
    .update(grants)
    .set({ createdAt: at('2026-06-24T09:00:00Z') })
    .where(eq(grants.cohortId, cohortId))
    .returning();
}

interface DemoAttempt {
  githubUsername: string;
  outcome: 'declined' | 'paid';
  /** When the wallet answered (a decline) or the ledger validated it (paid). */
  at: string;
}

const BATCHES: { createdAt: string; attempts: DemoAttempt[] }[] = [
  {
    createdAt: '2026-08-03T09:00:00Z',
    attempts: [{ githubUsername: 'jbecker', outcome: 'declined', at: '2026-08-03T09:02:00Z' }],
  },
  {
    createdAt: '2026-08-03T10:00:00Z',
    attempts: [
      { githubUsername: 'pnair', outcome: 'paid', at: '2026-08-03T10:01:00Z' },
      { githubUsername: 'jbecker', outcome: 'paid', at: '2026-08-03T10:01:30Z' },
    ],
  },
];

export async function insertDemoPayments(
  db: Database,
  { pilotId, adminEmail }: { pilotId: number; adminEmail: string },
): Promise<void> {
  const frozen = await freezeGrants(db, pilotId);
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, adminEmail));
  const people = await db
    .select({
      id: contributors.id,
      githubUsername: contributors.githubUsername,
      address: contributors.xrplAddress,
    })
    .from(contributors)
    .where(
      inArray(
        contributors.id,
        frozen.map((grant) => grant.contributorId),
      ),
    );
  const grantOf = (githubUsername: string) => {
    const person = people.find((row) => row.githubUsername === githubUsername);
    const grant = frozen.find((row) => row.contributorId === person?.id);
    return person?.address && grant ? { grant, address: person.address } : null;
  };
  const by = { actorId: admin?.id ?? null, actorEmail: adminEmail };
  let sequence = 0;
  for (const batch of BATCHES) {
    const [created] = await db
      .insert(paymentBatches)
      .values({
        cohortId: pilotId,
        createdBy: by.actorId,
        createdByEmail: adminEmail,
        walletAddress: DEMO_PROGRAMME_ACCOUNT,
        walletKind: 'gemwallet',
        createdAt: at(batch.createdAt),
      })
      .returning({ id: paymentBatches.id });
    for (const attempt of batch.attempts) {
      const found = grantOf(attempt.githubUsername);
      if (!created || !found) continue;
      const { grant, address } = found;
      const [payment] = await db
        .insert(payments)
        .values({
          grantId: grant.id,
          batchId: created.id,
          source: DEMO_PROGRAMME_ACCOUNT,
          destination: address,
          amountDrops: grant.amountDrops,
          lastLedgerSequence: DEMO_LAST_LEDGER_SEQUENCE,
          createdLedgerIndex: 1,
          createdAt: at(batch.createdAt),
        })
        .returning({ id: payments.id });
      if (!payment) continue;
      const event = (status: PaymentStatus, when: string, reason: string | null = null) => ({
        paymentId: payment.id,
        status,
        at: at(when),
        reason,
        ...by,
      });
      const events = [event('awaitingSignature', batch.createdAt)];
      if (attempt.outcome === 'declined') {
        await db
          .update(payments)
          .set({
            status: 'failed',
            failureKind: 'declined',
            failureReason: 'Declined in the wallet',
            failedAt: at(attempt.at),
            updatedAt: at(attempt.at),
          })
          .where(eq(payments.id, payment.id));
        events.push(event('failed', attempt.at, 'Declined in the wallet'));
      } else {
        sequence += 1;
        const { hash } = signDemoPayment(
          { id: payment.id, destination: address, amountDrops: grant.amountDrops },
          sequence,
        );
        await db
          .update(payments)
          .set({
            status: 'paid',
            claimedTxHash: hash,
            txHash: hash,
            paidAt: at(attempt.at),
            updatedAt: at(attempt.at),
          })
          .where(eq(payments.id, payment.id));
        events.push(event('submitted', attempt.at), event('paid', attempt.at));
      }
      await db.insert(paymentEvents).values(events);
    }
  }
}
