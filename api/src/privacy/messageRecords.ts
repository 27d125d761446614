// The export's records of what passed between Glow and the person beyond their programme records:
// the emails sent to them, what they wrote through Help, and the evidence links by or about them.
import type { PersonalDataExport } from '@glow/contract';
import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { contactMessages, nominationEvidence, sentEmails } from '../db/schema';

type Section<K extends keyof PersonalDataExport> = PersonalDataExport[K];

const lowerCased = (emails: readonly string[]) => [...new Set(emails.map((e) => e.toLowerCase()))];

/** The emails the mail server took for any of `recipients` (their subjects, not their text). */
export async function emailsSentTo(
  db: Database,
  recipients: readonly string[],
): Promise<Section<'emailsSent'>> {
  const rows = await db
    .select()
    .from(sentEmails)
    .where(inArray(sql`lower(${sentEmails.recipient})`, lowerCased(recipients)))
    .orderBy(asc(sentEmails.id));
  return rows.map((row) => ({
    recipient: row.recipient,
    subject: row.subject,
    sentAt: row.sentAt.toISOString(),
  }));
}

/** The messages sent through Help by the signed-in person or from one of their emails. */
export async function contactMessagesOf(
  db: Database,
  userId: number,
  emails: readonly string[],
): Promise<Section<'contactMessages'>> {
  const rows = await db
    .select()
    .from(contactMessages)
    .where(
      or(
        eq(contactMessages.senderId, userId),
        inArray(sql`lower(${contactMessages.email})`, lowerCased(emails)),
      ),
    )
    .orderBy(asc(contactMessages.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    topic: row.topic,
    message: row.message,
    receivedAt: row.receivedAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
  }));
}

/** The evidence links the person added as a scout, and those on the nominations of them. */
export async function evidenceOf(
  db: Database,
  userId: number,
  nominationIds: readonly number[],
): Promise<Section<'evidence'>> {
  const aboutThem =
    nominationIds.length > 0
      ? inArray(nominationEvidence.nominationId, [...nominationIds])
      : sql`false`;
  const rows = await db
    .select()
    .from(nominationEvidence)
    .where(or(eq(nominationEvidence.addedBy, userId), aboutThem))
    .orderBy(asc(nominationEvidence.id));
  return rows.map((row) => ({
    id: row.id,
    relation: row.addedBy === userId ? ('by' as const) : ('about' as const),
    nominationId: row.nominationId,
    url: row.url,
    kind: row.kind,
    note: row.note,
    githubTitle: row.githubTitle,
    addedAt: row.addedAt.toISOString(),
  }));
}
