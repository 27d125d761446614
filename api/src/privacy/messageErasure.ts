// Erasing what passed between Glow and the person beyond their programme records: the emails
// waiting for them or from them, the subjects of the emails sent, their messages through Help and
// the evidence links on their nominations (links to their own work, with notes about them).
import { eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { contactMessages, emailOutbox, nominationEvidence, sentEmails } from '../db/schema';
import { ERASED_TEXT, erasedEmail, erasedEvidenceUrl, erasedName } from './placeholders';
import { scrubText, type Identifier } from './scrubbing';

type Tx = Database;

const lowerCased = (emails: readonly string[]) => [...new Set(emails.map((e) => e.toLowerCase()))];

/**
 * Emails waiting for the person, or from them to the programme's inbox (a contact message's
 * reply-to), are dropped; others' mentions of them are replaced.
 */
export async function eraseQueuedEmails(tx: Tx, recipients: string[], identifiers: Identifier[]) {
  const theirs = lowerCased(recipients);
  await tx
    .delete(emailOutbox)
    .where(
      or(
        inArray(sql`lower(${emailOutbox.recipient})`, theirs),
        inArray(sql`lower(${emailOutbox.replyTo})`, theirs),
      ),
    );
  const mentioning = await tx
    .select()
    .from(emailOutbox)
    .where(
      or(
        ...identifiers.map(({ text }) =>
          or(
            sql`${emailOutbox.body} ilike ${`%${text}%`}`,
            sql`${emailOutbox.subject} ilike ${`%${text}%`}`,
          ),
        ),
      ),
    );
  for (const email of mentioning) {
    await tx
      .update(emailOutbox)
      .set({
        subject: scrubText(email.subject, identifiers),
        body: scrubText(email.body, identifiers),
      })
      .where(eq(emailOutbox.id, email.id));
  }
}

/** The emails sent: to the placeholder address, and no subject naming them. */
export async function eraseSentEmails(
  tx: Tx,
  userId: number,
  recipients: string[],
  identifiers: Identifier[],
) {
  await tx
    .update(sentEmails)
    .set({ recipient: erasedEmail(userId) })
    .where(inArray(sql`lower(${sentEmails.recipient})`, lowerCased(recipients)));
  const mentioning = await tx
    .select()
    .from(sentEmails)
    .where(or(...identifiers.map(({ text }) => sql`${sentEmails.subject} ilike ${`%${text}%`}`)));
  for (const email of mentioning) {
    await tx
      .update(sentEmails)
      .set({ subject: scrubText(email.subject, identifiers) })
      .where(eq(sentEmails.id, email.id));
  }
}

/** Their messages through Help keep their topic and dates; name, email and text go. */
export async function eraseContactMessages(tx: Tx, userId: number, recipients: string[]) {
  await tx
    .update(contactMessages)
    .set({ name: erasedName(userId), email: erasedEmail(userId), message: ERASED_TEXT })
    .where(
      or(
        eq(contactMessages.senderId, userId),
        inArray(sql`lower(${contactMessages.email})`, lowerCased(recipients)),
      ),
    );
}

/** The evidence on their nominations keeps its kind and dates; link, note and title go. */
export async function eraseEvidenceAbout(tx: Tx, nominationIds: number[]) {
  if (nominationIds.length === 0) return;
  const links = await tx
    .select({ id: nominationEvidence.id })
    .from(nominationEvidence)
    .where(inArray(nominationEvidence.nominationId, nominationIds));
  for (const { id } of links) {
    await tx
      .update(nominationEvidence)
      .set({ url: erasedEvidenceUrl(id), note: ERASED_TEXT, githubTitle: null })
      .where(eq(nominationEvidence.id, id));
  }
}
