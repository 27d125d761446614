// The email outbox: the one way the API sends an email. `enqueueEmail` writes it in the caller's
// transaction, so it leaves exactly when the change that sends it commits; the outbox worker
// (emailOutboxWorker.ts) sends it afterwards, outside any transaction, and retries until the mail
// server takes it. Two API instances may share the outbox: a worker claims an email with a lease.
import { and, asc, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { now, nowInSql } from '../clock';
import type { Database } from '../db/database';
import { emailOutbox, sentEmails } from '../db/schema';
import type { Email } from '../clients/mailer';
import { isErasedEmail } from '../privacy/placeholders';

export interface EnqueueOptions {
  /** Drop the email if it could not be sent within this time (its link expires with it). */
  expiresInMs?: number;
}

function fromNow(ms: number) {
  return sql`${nowInSql()} + ${`${ms} milliseconds`}::interval`;
}

/** Queues an email; pass the transaction of the change it belongs to. */
export async function enqueueEmail(
  db: Database,
  email: Email,
  { expiresInMs }: EnqueueOptions = {},
): Promise<void> {
  // An erased person's placeholder address: no mail server would take it (privacy/placeholders.ts).
  if (isErasedEmail(email.to)) return;
  await db.insert(emailOutbox).values({
    recipient: email.to,
    subject: email.subject,
    body: email.text,
    replyTo: email.replyTo ?? null,
    ...(expiresInMs === undefined ? {} : { expiresAt: fromNow(expiresInMs) }),
  });
}

export interface OutboxEmail {
  id: number;
  /** This attempt's number, from 1. */
  attempt: number;
  email: Email;
}

/**
 * Claims up to `limit` emails that are due, for `leaseMs`: no other worker takes them until the
 * lease ends (a worker that died while sending leaves them to the others).
 */
export async function claimDueEmails(
  db: Database,
  limit: number,
  leaseMs: number,
): Promise<OutboxEmail[]> {
  const time = now();
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        lte(emailOutbox.nextAttemptAt, time),
        or(isNull(emailOutbox.leasedUntil), lt(emailOutbox.leasedUntil, time)),
        or(isNull(emailOutbox.expiresAt), gt(emailOutbox.expiresAt, time)),
      ),
    )
    .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(emailOutbox)
    .set({ leasedUntil: fromNow(leaseMs), attempts: sql`${emailOutbox.attempts} + 1` })
    .where(inArray(emailOutbox.id, due))
    .returning();
  return rows.map((row) => ({
    id: row.id,
    attempt: row.attempts,
    email: {
      to: row.recipient,
      subject: row.subject,
      text: row.body,
      ...(row.replyTo ? { replyTo: row.replyTo } : {}),
    },
  }));
}

/**
 * The mail server took it: the email (and the link in it) leaves the outbox; its recipient and
 * subject stay in the emails sent.
 */
export async function markEmailSent(db: Database, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [sent] = await tx
      .delete(emailOutbox)
      .where(eq(emailOutbox.id, id))
      .returning({ recipient: emailOutbox.recipient, subject: emailOutbox.subject });
    if (sent) await tx.insert(sentEmails).values(sent);
  });
}

/** The attempt failed: try again after `delayMs`. */
export async function retryEmailLater(
  db: Database,
  id: number,
  delayMs: number,
  reason: string,
): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ leasedUntil: null, nextAttemptAt: fromNow(delayMs), lastError: reason })
    .where(eq(emailOutbox.id, id));
}

/** Gives claimed emails back at once (a stopping worker), so the next worker sends them. */
export async function releaseEmails(db: Database, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.update(emailOutbox).set({ leasedUntil: null }).where(inArray(emailOutbox.id, ids));
}

/** Deletes the emails that were not sent before they expired; answers what they were. */
export async function dropExpiredEmails(
  db: Database,
): Promise<Array<{ id: number; attempts: number; lastError: string | null }>> {
  const time = now();
  return db
    .delete(emailOutbox)
    .where(
      and(
        lte(emailOutbox.expiresAt, time),
        or(isNull(emailOutbox.leasedUntil), lt(emailOutbox.leasedUntil, time)),
      ),
    )
    .returning({
      id: emailOutbox.id,
      attempts: emailOutbox.attempts,
      lastError: emailOutbox.lastError,
    });
}
