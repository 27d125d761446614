// The contact messages' writes: a message kept with its two emails in one transaction, and an
// admin marking it answered, audited in the same transaction.
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { SendContactMessageRequestSchema } from '@glow/contract';
import type { Config } from '../config';
import { now } from '../clock';
import type { Database } from '../db/database';
import { contactMessages } from '../db/schema';
import { conflict, notFound } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import { formatDay } from '../programme/cohortRules';
import { recordChange, type Actor } from '../system/auditLog';
import { enqueueEmail } from '../system/emailOutbox';
import { normaliseEmail } from '../users/userViews';
import { inboxEmail, senderCopyEmail } from './contactEmails';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

/** Keeps the message and queues it to the inbox and its copy to the sender, all or nothing. */
export async function keepContactMessage(
  db: Database,
  config: Config,
  request: z.output<typeof SendContactMessageRequestSchema>,
  senderId: number | null,
): Promise<ContactMessageRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        name: request.name,
        email: normaliseEmail(request.email),
        topic: request.topic,
        message: request.message,
        senderId,
      })
      .returning();
    const sent = row!;
    await enqueueEmail(tx, inboxEmail(config.contact.inbox, sent, config.publicAppUrl));
    await enqueueEmail(tx, senderCopyEmail(sent));
    return sent;
  });
}

/**
 * Marks a new message answered. The update only takes a message still new, so two admins
 * marking it at once give one answer and one 409 naming who was first.
 */
export async function markAnswered(
  db: Database,
  actor: Actor,
  id: number,
): Promise<ContactMessageRow> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(contactMessages)
      .set({ answeredAt: now(), answeredById: actor.id, answeredByEmail: actor.email })
      .where(and(eq(contactMessages.id, id), isNull(contactMessages.answeredAt)))
      .returning();
    if (!updated) {
      const [existing] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id));
      if (!existing) throw notFound(MESSAGES.contactMessageNotFound);
      throw conflict(
        MESSAGES.contactMessageAnswered(
          existing.answeredByEmail ?? 'an admin',
          formatDay(existing.answeredAt!),
        ),
      );
    }
    await recordChange(tx, actor, {
      action: 'contactMessage.answered',
      entity: 'contactMessage',
      entityId: id,
      details: { topic: updated.topic },
    });
    return updated;
  });
}
